import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { ExperimentalFrame } from '~/components/experimental/experimental-frame';
import { experimentalStylesheet } from '~/components/experimental/stylesheet';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { COMPARE_STATS_DEFAULTS } from '~/domain/stats/compare-stats-defaults';
import { requireNonProduction } from '~/routes/experimental.server';

export const links: LinksFunction = () => [experimentalStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Compare stats configuration (experimental)'),
    'An experimental view of the compare stats configuration.',
  );

export async function loader({ context }: LoaderFunctionArgs) {
  requireNonProduction(context.config);
  return { json: JSON.stringify(COMPARE_STATS_DEFAULTS, null, 2) };
}

/** Experimental: the compare-stats configuration defaults, read-only. */
export default function ConfigCompareStats() {
  const { json } = useLoaderData<typeof loader>();
  return (
    <ExperimentalFrame
      title="Compare stats configuration"
      lead="The defaults the compare-stats page starts from (spec 2), read-only."
    >
      <div className="card config-json">
        <ScrollRegion label="Configuration" className="config-json__scroll">
          <pre className="config-json__code">
            <code>{json}</code>
          </pre>
        </ScrollRegion>
      </div>
    </ExperimentalFrame>
  );
}
