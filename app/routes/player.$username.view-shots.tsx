import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { MyRoundsSection } from '~/components/my-rounds/my-rounds-section';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { utcDay } from '~/domain/calendar/dates';
import { parseMyRoundsQuery } from '~/domain/rounds/my-rounds-query';
import { loadMyRounds } from '~/routes/player.$username.my-rounds.server';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { requestNow } from '~/server/clock.server';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('View Shots');

/**
 * spec 3 §2.2 View Shots: the map of the selected rounds' holes and their scorecard grouped by Round,
 * with the round selector, Filter Holes by Stat, View By and the My Rounds menu. It shows My Rounds'
 * data, so My Rounds' feature (86) guards it (decision 051).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'my-rounds');
  const parsed = parseMyRoundsQuery(new URL(request.url).searchParams, 'Round');
  const today = utcDay(requestNow(request, context.config));
  return {
    username: player.username,
    rounds: await loadMyRounds(
      { db: context.shards.ofPlayer(player.roundShard) },
      player.accountId,
      parsed,
      today,
    ),
  };
}

export default function ViewShots() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="page-stack">
      <PageHeading title="View Shots" lead="The shots of the selected rounds, hole by hole." />
      {data.rounds.roundCount === 0 ? (
        <EmptyState title="Play Some Rounds!">
          Log rounds in the mobile app to access in-depth gameplay stats.
        </EmptyState>
      ) : (
        <MyRoundsSection
          username={data.username}
          data={data.rounds}
          defaultGrouping="Round"
          variant="view-shots"
        />
      )}
    </div>
  );
}
