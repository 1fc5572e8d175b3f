import type { AppLoadContext } from '@remix-run/cloudflare';
import { handicapView } from '~/domain/handicap/handicap-view';
import {
  chosenStandard,
  completedRoundsCount,
  groupNamesByMode,
  hasEnoughData,
  preferencesFromStored,
  standardOptions,
} from '~/domain/stats/dashboard-preferences';
import {
  type CompletedRoundsCount,
  type DashboardPageData,
  selectedGroup,
} from '~/domain/stats/dashboard-view';
import { DEFAULT_GROUP, OVERVIEW_GROUPS, type OverviewRound } from '~/domain/stats/overview-groups';
import {
  dashboardGroupOf,
  historyOf,
  loadOverviewGroup,
  overviewHistoryQuery,
  overviewNow,
  readGroupHistory,
  sessionGroupHistoryReads,
} from '~/routes/api.v1.players.$username.overview.$group.server';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { readWithIdentity } from '~/server/request-identity.server';
import { dashboardAccountQuery, dashboardPreferencesQuery } from '~db/queries/dashboard-preferences';
import { handicapClaimQuery, handicapRecordQuery } from '~db/queries/handicap';
import { accountIdOfUsername } from '~db/queries/profile';
import { completedRoundCountsQuery } from '~db/queries/round-selection';
import { sessionAccountIdOf } from '~db/queries/sessions';

type StoredPreferences = Awaited<ReturnType<typeof dashboardPreferencesQuery>>[number];

// The group most dashboards open on (spec 2 §4 default): its rounds come with the first batch.
const FIRST_GROUP = { name: DEFAULT_GROUP['Player Performance'] };

/**
 * The signed-in player's account, dashboard choices, completed round counts and the rounds the default
 * group needs for either hole count (decision 075: never the whole history), in the request's first
 * batch with the viewer's own read (decision 066): the session's account is named in SQL, so nothing
 * is read for a request without one.
 */
export function ownDashboardReads(request: Request, context: AppLoadContext) {
  const { db } = context;
  const now = overviewNow();
  return readWithIdentity(request, context, null, ({ session, now: sessionNow }) => {
    const me = sessionAccountIdOf(session, sessionNow);
    const values = { session, now: sessionNow };
    return [
      dashboardAccountQuery(db, me),
      dashboardPreferencesQuery(db, me),
      completedRoundCountsQuery(db, me),
      // Decision 102: the Handicap Index under the header band.
      handicapRecordQuery(db, me),
      handicapClaimQuery(db, me),
      ...sessionGroupHistoryReads(db, values, FIRST_GROUP, 18, now),
      ...sessionGroupHistoryReads(db, values, FIRST_GROUP, 9, now),
    ] as const;
  }).then(([account, preferences, counts, handicapRows, claim, ...groupRounds]) => ({
    account,
    preferences,
    handicap: handicapView(handicapRows, claim[0]?.claim ?? null),
    history: {
      kind: 'group',
      group: FIRST_GROUP.name,
      completed: completedOf(counts),
      rounds: historyOf(groupRounds),
      now,
    } satisfies OverviewHistory,
  }));
}

/** The completed rounds of each hole count from `completedRoundCountsQuery`'s row (none: no rounds). */
function completedOf(rows: ReadonlyArray<CompletedRoundsCount>): CompletedRoundsCount {
  const [row] = rows;
  return { eighteenHole: row?.eighteenHole ?? 0, nineHole: row?.nineHole ?? 0 };
}

/**
 * A player's history as a page read it: every round (the data-analysis page, the report), or the
 * completed round counts with the rounds one group needs for both hole counts (the dashboard).
 */
export type OverviewHistory =
  | { kind: 'every'; rounds: ReadonlyArray<OverviewRound> }
  | {
      kind: 'group';
      group: string;
      completed: CompletedRoundsCount;
      rounds: ReadonlyArray<OverviewRound>;
      now: string;
    };

/**
 * The Performance and Assessment view's data (spec 3 §1, §2.1) for the owner's dashboard and the
 * data-analysis page alike: the saved choices (or the defaults), the not-enough-data rule, and the
 * selected group's answer in the document (spec 2 §4: the first group loads first).
 */
export async function dashboardPageData(
  context: Pick<AppLoadContext, 'db' | 'config'>,
  input: {
    accountId: number;
    playerKey: string;
    playerName: string;
    editable: boolean;
    history: OverviewHistory;
    stored: StoredPreferences | undefined;
    /** The player's gender when given (the ratings' handicap ladder, decision 068). */
    gender: 'M' | 'F' | null;
  },
): Promise<DashboardPageData> {
  const preferences = preferencesFromStored(input.stored);
  const history = input.history;
  const completed = history.kind === 'every' ? completedRoundsCount(history.rounds) : history.completed;
  const enoughData = hasEnoughData(completed);
  const page = {
    editable: input.editable,
    playerKey: input.playerKey,
    playerName: input.playerName,
    preferences,
    groupNames: groupNamesByMode(),
    standards: standardOptions(),
    completed,
    enoughData,
    stores: { ios: context.config.IOS_STORE_URL, android: context.config.ANDROID_STORE_URL },
    summaryHref: `/reports/player-performance-summary?accountId=${input.accountId}`,
  };
  const definition = OVERVIEW_GROUPS.find((g) => g.name === selectedGroup(preferences));
  const standard = chosenStandard(preferences);
  if (!enoughData || !definition) return { ...page, group: null };
  // The group's rounds: those read already, or those it needs, read now.
  const now = history.kind === 'group' ? history.now : overviewNow();
  const rounds =
    history.kind === 'every' || history.group === definition.name
      ? history.rounds
      : await readGroupHistory(context.db, input.accountId, definition, preferences.holeCount, now);
  const answer = await loadOverviewGroup(context, input.accountId, definition, {
    holeCount: preferences.holeCount,
    standard,
    category: preferences.category,
    history: rounds,
    now,
    includeHidden: true,
    gender: input.gender,
  });
  return { ...page, group: dashboardGroupOf(answer) };
}

/**
 * The profile's Round Assessment (feature 59, spec 3 §2.1) of the URL's player: the saved choices and
 * every round join the request's first D1 batch (decision 066), dropped unread when the access check
 * refuses; the selected group's statistics are the second.
 */
export async function loadRoundAssessment(
  request: Request,
  context: AppLoadContext,
  usernameParam: string | undefined,
): Promise<DashboardPageData> {
  const { db } = context;
  const requested = context.requestPlayer;
  const early = requested
    ? readWithIdentity(
        request,
        context,
        requested.username,
        ({ username }) =>
          [
            dashboardPreferencesQuery(db, accountIdOfUsername(username)),
            overviewHistoryQuery(db, accountIdOfUsername(username)),
          ] as const,
      )
    : undefined;
  const { player } = await requireProfileFeature(request, context, usernameParam, 'data-analysis');
  const [preferenceRows, history] =
    (await early) ??
    (await db.batch([
      dashboardPreferencesQuery(db, player.accountId),
      overviewHistoryQuery(db, player.accountId),
    ]));
  return dashboardPageData(context, {
    accountId: player.accountId,
    playerKey: player.username,
    playerName: player.fullName,
    editable: false,
    history: { kind: 'every', rounds: history },
    stored: preferenceRows[0],
    gender: player.gender,
  });
}
