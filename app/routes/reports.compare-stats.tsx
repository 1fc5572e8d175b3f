import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { CompareCardBody } from '~/components/compare/cards/compare-card-body';
import { compareCardsStylesheet } from '~/components/compare/cards/stylesheet';
import { MetricsTable } from '~/components/compare/metrics-table';
import { ReportRounds } from '~/components/compare/report-rounds';
import { compareStylesheet } from '~/components/compare/stylesheet';
import { reportMeta, shareImageMeta } from '~/components/layout/page-title';
import { profileStylesheet } from '~/components/profile/stylesheet';
import { compareReportCardPath, shareCardAlt } from '~/domain/share-cards/card-addresses';
import { sideName } from '~/domain/stats/compare-sides';
import { cardTitle, TAB_TITLES } from '~/domain/stats/compare-tabs';
import { anonymousMaySeeCompareReport, loadCompareReport } from '~/routes/player.$username.stats.server';
import { publicOrigin } from '~/server/public-origin.server';

export const links: LinksFunction = () => [profileStylesheet, compareStylesheet, compareCardsStylesheet];

export const meta: MetaFunction<typeof loader> = ({ data: report }) => {
  const title = report
    ? `${report.samePlayer ? report.player.playerName : `${report.left.playerName} vs ${report.right.playerName}`} – Compare Stats`
    : null;
  const tags = reportMeta(title, 'Compare Stats');
  if (!report?.share || title === null) return tags;
  // The share preview: the report's card (decision 091), when every visitor may see the report.
  return [
    ...tags,
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: title },
    { property: 'og:url', content: report.share.url },
    ...shareImageMeta(report.share),
    { name: 'twitter:title', content: title },
    { name: 'twitter:image', content: report.share.image },
  ];
};

/** spec 2 §2 report route `compare-stats`: a saved comparison, by its numeric hash, with every card. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [report, shared] = await Promise.all([
    loadCompareReport(request, context),
    anonymousMaySeeCompareReport(request, context),
  ]);
  const origin = publicOrigin(request, context.config);
  const share =
    shared && report.hash !== null
      ? {
          image: new URL(compareReportCardPath(report.hash), origin).href,
          card: true,
          imageAlt: shareCardAlt('report', report.player.playerName, context.config.PRODUCT_NAME),
          url: new URL(`/reports/compare-stats?hash=${report.hash}`, origin).href,
        }
      : null;
  return data({ ...report, share }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function CompareStatsReport() {
  const report = useLoaderData<typeof loader>();
  const pageHref = `/player/${report.player.username}/stats?hash=${report.hash}`;
  return (
    <main id="main" className="compare compare-report">
      <div className="compare-report__bar">
        <h1 className="compare-report__title">
          {report.samePlayer
            ? report.player.playerName
            : `${report.left.playerName} vs ${report.right.playerName}`}{' '}
          · Compare Stats
        </h1>
        <div className="compare-report__actions">
          {/* A file, not a route of the app: the browser downloads it. */}
          <a href={`/reports/compare-stats.pdf?hash=${report.hash}`} className="button button--sm" download>
            Download PDF
          </a>
          <Link to={pageHref} className="button button--secondary button--sm">
            Open in Compare Stats
          </Link>
        </div>
      </div>
      <dl className="compare-report__sides">
        {(['left', 'right'] as const).map((side) => (
          <div key={side}>
            <dt>
              <span className={`compare-side-dot compare-side-dot--${side}`} aria-hidden="true" />
              {sideName(report[side])}
            </dt>
            <dd>
              {report[side].roundIds.length} {report[side].roundIds.length === 1 ? 'round' : 'rounds'} of{' '}
              {report.holes} holes
            </dd>
          </div>
        ))}
      </dl>
      {report.pages.includes('summary') ? <MetricsTable page={report} focusColumn={null} readOnly /> : null}
      {report.cards.map(({ tab, cards }) => (
        <section key={tab} className="compare-report__tab" aria-labelledby={`report-${tab}`}>
          <h2 className="section-eyebrow" id={`report-${tab}`}>
            {TAB_TITLES[tab]}
          </h2>
          <div className="compare-cards">
            {(['left', 'right'] as const).map((side) => (
              <section key={side} className={`card compare-card compare-card--${side}`}>
                <header className="card__header compare-card__header">
                  <h3 className="card__title">
                    {cardTitle(tab, report[side].playerName, report.samePlayer)}
                  </h3>
                  <p className="compare-card__side">
                    <span className={`compare-side-dot compare-side-dot--${side}`} aria-hidden="true" />
                    {sideName(report[side])}
                  </p>
                </header>
                <div className="card__body">
                  <CompareCardBody data={cards[side]} />
                </div>
              </section>
            ))}
          </div>
        </section>
      ))}
      {report.rounds ? (
        <section className="compare-report__tab" aria-labelledby="report-rounds">
          <h2 className="section-eyebrow" id="report-rounds">
            Selected Rounds
          </h2>
          <div className="compare-cards">
            {(['left', 'right'] as const).map((side) => (
              <section key={side} className={`card compare-card compare-card--${side}`}>
                <header className="card__header">
                  <h3 className="card__title">{sideName(report[side])}</h3>
                </header>
                <div className="card__body">
                  <ReportRounds rounds={report.rounds?.[side] ?? []} />
                </div>
              </section>
            ))}
          </div>
        </section>
      ) : null}
    </main>
  );
}
