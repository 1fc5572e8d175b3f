import { useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { TopNav } from '~/components/marketing/top-nav';
import type { loader as rootLoader } from '~/root';

/** The frame of the experimental pages (spec 1 §2: available only outside production). */
export function ExperimentalFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="experimental">
        <section className="page-band" aria-labelledby="experimental-title">
          <div className="page-band__inner">
            <p className="eyebrow">Experimental · not in production</p>
            <h1 className="page-band__title" id="experimental-title">
              {title}
            </h1>
            <p className="page-band__lead">{lead}</p>
          </div>
        </section>
        <div className="page-body">{children}</div>
      </main>
    </>
  );
}
