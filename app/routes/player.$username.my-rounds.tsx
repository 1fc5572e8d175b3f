import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { MyRoundsSection } from '~/components/my-rounds/my-rounds-section';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { utcDay } from '~/domain/calendar/dates';
import { profileHref } from '~/domain/hosts/hosts';
import { parseMyRoundsQuery } from '~/domain/rounds/my-rounds-query';
import { loadMyRounds } from '~/routes/player.$username.my-rounds.server';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { requestNow } from '~/server/clock.server';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('My Rounds');

/**
 * spec 3 §2.1 My Rounds (feature 86): the selected rounds' scorecard grouped by Course, and their
 * shots on the map; the query chooses the rounds, the grouping and the stat filters.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'my-rounds');
  const parsed = parseMyRoundsQuery(new URL(request.url).searchParams, 'Course');
  const today = utcDay(requestNow(request, context.config));
  return {
    username: player.username,
    viewShotsHref: profileHref(context.host, player.username, 'view-shots'),
    rounds: await loadMyRounds(
      { db: context.shards.ofPlayer(player.roundShard) },
      player.accountId,
      parsed,
      today,
    ),
  };
}

export default function MyRounds() {
  const data = useLoaderData<typeof loader>();
  // The true total: the answer carries one page of the round list (issue 30).
  const total = data.rounds.roundCount;
  return (
    <div className="page-stack">
      <PageHeading
        title="My Rounds"
        lead={
          total > 0
            ? `${total} ${total === 1 ? 'round' : 'rounds'} logged. Click a score to see the hole's shots.`
            : undefined
        }
      />
      {total === 0 ? (
        <EmptyState title="Play Some Rounds!">
          Log rounds in the mobile app to access in-depth gameplay stats.
        </EmptyState>
      ) : (
        <MyRoundsSection
          username={data.username}
          data={data.rounds}
          defaultGrouping="Course"
          variant="my-rounds"
          viewShotsHref={data.viewShotsHref}
        />
      )}
    </div>
  );
}
