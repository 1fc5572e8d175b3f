import type { LinksFunction } from '@remix-run/cloudflare';
import { Outlet, useRouteLoaderData } from '@remix-run/react';
import { courseGuideStylesheet } from '~/components/course-guide/stylesheet';
import { TopNav } from '~/components/marketing/top-nav';
import type { loader as rootLoader } from '~/root';

export const links: LinksFunction = () => [courseGuideStylesheet];

/** spec 1 §2 cgr: the course guide's frame; each page reads prefersMetric from its own URL. */
export default function CourseGuideLayout() {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="cgr">
        <Outlet />
      </main>
    </>
  );
}
