import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { Pagination } from '~/components/rounds/pagination';
import { RoundTable } from '~/components/rounds/round-table';
import { ToPar } from '~/components/rounds/score-mark';
import { Scorecard } from '~/components/rounds/scorecard';
import { roundView } from '~/domain/access/profile-views';
import { groupByMonth, pageCount, parseMyRoundsQuery, ROUNDS_PAGE_SIZE } from '~/domain/rounds/my-rounds';
import { myRoundsSearch } from '~/domain/rounds/my-rounds-links';
import { scorecardColumns } from '~/domain/rounds/scorecard';
import { formatAverageToPar, formatOneDecimal } from '~/domain/rounds/scores';
import { requireProfileFeature } from '~/server/profile.server';
import { roundCountQuery, roundHolesQuery, roundSummariesQuery } from '~db/queries/round-summaries';

export const meta = profileChildMeta('My Rounds');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'my-rounds');
  const query = parseMyRoundsQuery(new URL(request.url).searchParams);
  if (query === null) {
    throw new Response('The page and round in the address must be whole numbers from 1.', { status: 400 });
  }
  const { db } = context;
  const id = player.accountId;
  const [rows, count, holes] = await db.batch([
    roundSummariesQuery(db, id, { limit: ROUNDS_PAGE_SIZE, offset: (query.page - 1) * ROUNDS_PAGE_SIZE }),
    roundCountQuery(db, id),
    // The holes of the open round, only if it is this player's (spec 1 §6: nothing of anyone else).
    roundHolesQuery(db, id, query.round ?? -1),
  ]);
  const total = count[0]?.count ?? 0;
  const openRound = query.round !== undefined && rows.some((r) => r.id === query.round) ? query.round : null;
  const groups = groupByMonth(rows.map(roundView)).map((group) => ({
    key: group.key,
    label: group.label,
    rounds: group.rounds,
    averageScore: group.averageScore === null ? null : formatOneDecimal(group.averageScore),
    averageToPar: group.averageToPar === null ? null : formatAverageToPar(group.averageToPar),
  }));
  return {
    page: query.page,
    pages: pageCount(total),
    total,
    groups,
    openRound,
    scorecard: openRound === null ? [] : scorecardColumns(holes),
  };
}

/** The player's rounds, newest first, by month; a round's scorecard opens under its row (`?round=`). */
export default function MyRounds() {
  const data = useLoaderData<typeof loader>();
  const openRound = data.groups.flatMap((g) => g.rounds).find((r) => r.id === data.openRound);
  return (
    <div className="page-stack">
      <PageHeading
        title="My Rounds"
        lead={data.total > 0 ? `${data.total} rounds logged, newest first.` : undefined}
      />
      {data.total === 0 ? (
        <EmptyState title="Play Some Rounds!">
          Log rounds in the mobile app to access in-depth gameplay stats.
        </EmptyState>
      ) : data.groups.length === 0 ? (
        <EmptyState title="No rounds on this page">
          <a href="?">Back to the newest rounds</a>
        </EmptyState>
      ) : (
        data.groups.map((group) => (
          <section key={group.key} className="card month-group" aria-labelledby={`month-${group.key}`}>
            <header className="card__header">
              <h2 className="card__title" id={`month-${group.key}`}>
                {group.label}
              </h2>
              <p className="month-group__meta">
                {group.rounds.length} {group.rounds.length === 1 ? 'round' : 'rounds'}
                {group.averageScore ? (
                  <>
                    {' · avg '}
                    <strong>{group.averageScore}</strong> <ToPar value={group.averageToPar} />
                  </>
                ) : null}
              </p>
            </header>
            <div className="table-scroll">
              <RoundTable
                caption={`Rounds in ${group.label}`}
                rounds={group.rounds}
                openRoundId={data.openRound}
                scorecardHref={(round) =>
                  myRoundsSearch(data.page, round.id === data.openRound ? null : round.id) || '?'
                }
                scorecard={
                  openRound ? (
                    <Scorecard
                      columns={data.scorecard}
                      caption={`Scorecard, ${openRound.course}, ${openRound.date}`}
                    />
                  ) : null
                }
              />
            </div>
          </section>
        ))
      )}
      <Pagination
        page={data.page}
        pages={data.pages}
        label="Rounds pages"
        hrefFor={(page) => myRoundsSearch(page) || '?'}
      />
    </div>
  );
}
