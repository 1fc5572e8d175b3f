import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { ToPar } from '~/components/rounds/score-mark';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { lastMonths, utcDay } from '~/domain/calendar/dates';
import {
  hasEnoughRoundsForStats,
  roundsInRange,
  selectionStats,
  statLines,
} from '~/domain/stats/round-stats';
import { requireProfileFeature } from '~/server/profile.server';
import { roundSummariesQuery } from '~db/queries/round-summaries';

export const meta = profileChildMeta('Compare Stats');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'stats');
  const { db } = context;
  const [rounds] = await db.batch([roundSummariesQuery(db, player.accountId)]);
  const allTime = selectionStats(roundsInRange(rounds, null));
  const lastYear = selectionStats(roundsInRange(rounds, lastMonths(utcDay(new Date()), 12)));
  const recent = statLines(lastYear);
  const all = statLines(allTime);
  return {
    enoughRounds: hasEnoughRoundsForStats(allTime),
    columns: ['Last 12 Months', 'All Time'],
    rows: recent.map((line, index) => ({
      key: line.key,
      label: line.label,
      values: [line.value, all[index]?.value ?? '–'],
    })),
  };
}

/** The player's season aggregates, Last 12 Months beside All Time. Spec 2's compare tool is not on this page yet. */
export default function CompareStats() {
  const data = useLoaderData<typeof loader>();
  const headline = data.rows.filter((row) => ['scoring', 'to-par', 'gir', 'putts'].includes(row.key));
  return (
    <div className="page-stack">
      <PageHeading title="Compare Stats" lead="Season aggregates from every logged round and hole." />
      {!data.enoughRounds ? (
        <EmptyState title="Play Some Rounds!">
          Log in on your mobile device and enter at least 2 rounds of play to see your stats.
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="headline-stats">
            <h2 className="section-eyebrow" id="headline-stats">
              {data.columns[0]}
            </h2>
            <dl className="stat-strip stat-strip--wide">
              {headline.map((row) => (
                <div key={row.key} className="stat-strip__item">
                  <dt>{row.label.replace(/ \(\d+ holes\)/, '')}</dt>
                  <dd>{row.key === 'to-par' ? <ToPar value={row.values[0] ?? null} /> : row.values[0]}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section className="card" aria-labelledby="season-stats">
            <header className="card__header">
              <h2 className="card__title" id="season-stats">
                Season Aggregates
              </h2>
            </header>
            <ScrollRegion label="Season aggregates table" className="table-scroll">
              <table className="data-table stats-table">
                <thead>
                  <tr>
                    <th scope="col">Stat</th>
                    {data.columns.map((column) => (
                      <th key={column} scope="col" className="num">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{row.label}</th>
                      {row.values.map((value, index) => (
                        <td key={data.columns[index]} className="num strong">
                          {row.key === 'to-par' ? <ToPar value={value} /> : value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
            <p className="footnote">
              Fairways count on par 4s and 5s; a green in regulation is reached in par minus two strokes; an
              up-and-down chance is every missed green. Per-round figures are per 18 holes; strokes gained is
              against the PGA TOUR baseline, over the holes recorded shot by shot. Rounds in progress are left
              out.
            </p>
          </section>
        </>
      )}
    </div>
  );
}
