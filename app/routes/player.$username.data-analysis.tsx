import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { RoundTable } from '~/components/rounds/round-table';
import { ToPar } from '~/components/rounds/score-mark';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { roundView } from '~/domain/access/profile-views';
import { formatAverageToPar } from '~/domain/rounds/scores';
import { latestCompleted, parTypeAverages } from '~/domain/stats/round-stats';
import { requireProfileFeature } from '~/server/profile.server';
import { roundSummariesQuery } from '~db/queries/round-summaries';

export const meta = profileChildMeta('Round Assessment');

const LAST_ROUNDS = 10;
// Rounds in progress are skipped, so read a few more than are shown.
const READ_ROUNDS = LAST_ROUNDS + 5;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'data-analysis');
  const { db } = context;
  const [rows] = await db.batch([roundSummariesQuery(db, player.accountId, { limit: READ_ROUNDS })]);
  const last = latestCompleted(rows, LAST_ROUNDS);
  const byRound = new Map(last.map((r) => [r.id, parTypeAverages([r])]));
  return {
    count: last.length,
    parTypes: parTypeAverages(last).map((p) => ({
      par: p.par,
      holes: p.holes,
      // Per-hole averages differ in the second decimal.
      average: p.average === null ? '–' : p.average.toFixed(2),
      toPar: p.toPar === null ? null : formatAverageToPar(p.toPar, 2),
    })),
    rounds: last.map((r) => ({
      ...roundView(r),
      parTypes: (byRound.get(r.id) ?? []).map((p) => (p.average === null ? '–' : p.average.toFixed(2))),
    })),
  };
}

/** The last rounds with score, to par and a par 3 / 4 / 5 scoring breakdown. Spec 3 §2's round assessment is not on this page yet. */
export default function RoundAssessment() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page-stack">
      <PageHeading
        title="Round Assessment"
        lead={
          data.count > 1
            ? `How the last ${data.count} completed rounds were scored.`
            : data.count === 1
              ? 'How the last completed round was scored.'
              : undefined
        }
      />
      {data.count === 0 ? (
        <EmptyState title="Play Some Rounds!">
          Log rounds in the mobile app to access in-depth gameplay stats.
        </EmptyState>
      ) : (
        <>
          <div className="par-types">
            {data.parTypes.map((p) => (
              <section key={p.par} className="par-type" aria-labelledby={`par-${p.par}`}>
                <h2 className="par-type__title" id={`par-${p.par}`}>
                  {`Par ${p.par}s`}
                </h2>
                <p className="par-type__average">{p.average}</p>
                <p className="par-type__meta">
                  <ToPar value={p.toPar} /> per hole
                </p>
                <p className="par-type__holes">{p.holes} holes</p>
              </section>
            ))}
          </div>
          <section className="card" aria-labelledby="last-rounds">
            <header className="card__header">
              <h2 className="card__title" id="last-rounds">
                {data.count === 1 ? 'Last Round' : `Last ${data.count} Rounds`}
              </h2>
            </header>
            <div className="table-scroll">
              <RoundTable caption="Last rounds" rounds={data.rounds} />
            </div>
          </section>
          <section className="card" aria-labelledby="par-breakdown">
            <header className="card__header">
              <h2 className="card__title" id="par-breakdown">
                Scoring by Par
              </h2>
            </header>
            <ScrollRegion label="Scoring by par table" className="table-scroll">
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Round</th>
                    <th scope="col" className="num">
                      Score
                    </th>
                    <th scope="col" className="num">
                      Par 3 avg
                    </th>
                    <th scope="col" className="num">
                      Par 4 avg
                    </th>
                    <th scope="col" className="num">
                      Par 5 avg
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rounds.map((round) => (
                    <tr key={round.id}>
                      <th scope="row" className="nowrap">
                        {round.shortDate}
                      </th>
                      <td className="num strong">
                        {round.score} <ToPar value={round.toPar} />
                      </td>
                      {round.parTypes.map((value, index) => (
                        <td key={['3', '4', '5'][index]} className="num">
                          {value}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </section>
        </>
      )}
    </div>
  );
}
