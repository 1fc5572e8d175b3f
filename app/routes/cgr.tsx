import { Outlet, useRouteLoaderData } from '@remix-run/react';
import { TopNav } from '~/components/marketing/top-nav';
import type { loader as rootLoader } from '~/root';

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
