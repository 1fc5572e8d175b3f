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
  groupHistoryReads,
  historyOf,
  loadOverviewGroup,
  overviewHistoryQuery,
  overviewNow,
  readGroupHistory,
  sessionGroupHistoryReads,
} from '~/routes/api.v1.players.$username.overview.$group.server';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { readWithIdentity, requestViewer } from '~/server/request-identity.server';
import type { Db } from '~db/client';
import { dashboardAccountQuery, dashboardPreferencesQuery } from '~db/queries/dashboard-preferences';
import { handicapClaimQuery, handicapRecordQuery } from '~db/queries/handicap';
import { accountIdOfUsername } from '~db/queries/profile';
import { completedRoundCountsQuery } from '~db/queries/round-selection';
import { sessionAccountIdOf } from '~db/queries/sessions';
import { readBoth } from '~db/shards';

type StoredPreferences = Awaited<ReturnType<typeof dashboardPreferencesQuery>>[number];

// The group most dashboards open on (spec 2 §4 default): its rounds come with the first batch.
const FIRST_GROUP = { name: DEFAULT_GROUP['Player Performance'] };

/**
 * The signed-in player's account, dashboard choices, completed round counts and the rounds the default
 * group needs for either hole count (decision 075: never the whole history). The directory's rows ride
 * the request's first batch with the viewer's own read (decision 066): the session's account is named in
 * SQL, so nothing is read for a request without one. The rounds live on the viewer's round shard
 * (decision 119), which comes with the viewer: read there after it — or, when the directory is the only
 * shard, in the same first batch.
 */
export async function ownDashboardReads(request: Request, context: AppLoadContext) {
  const { db } = context;
  const now = overviewNow();
  const joined = directoryIsOnlyShard(context);
  const first = readWithIdentity(request, context, null, ({ session, now: sessionNow }) => {
    const me = sessionAccountIdOf(session, sessionNow);
    const values = { session, now: sessionNow };
    return [
      dashboardAccountQuery(db, me),
      dashboardPreferencesQuery(db, me),
      handicapClaimQuery(db, me),
      ...(joined
        ? [
            completedRoundCountsQuery(db, me),
            // Decision 102: the Handicap Index under the header band.
            handicapRecordQuery(db, me),
            ...sessionGroupHistoryReads(db, values, FIRST_GROUP, 18, now),
            ...sessionGroupHistoryReads(db, values, FIRST_GROUP, 9, now),
          ]
        : []),
    ];
  });
  const [account, preferences, claim, ...joinedRounds] = (await first) as unknown as [
    Awaited<ReturnType<typeof dashboardAccountQuery>>,
    Awaited<ReturnType<typeof dashboardPreferencesQuery>>,
    Awaited<ReturnType<typeof handicapClaimQuery>>,
    ...Array<unknown>,
  ];
  // After the first batch the saved choices are known: the shard reads the selected group's rounds.
  const group = joined ? FIRST_GROUP : { name: selectedGroup(preferencesFromStored(preferences[0])) };
  const [counts, handicapRows, ...groupRounds] = (
    joined ? joinedRounds : await ownRoundReads(request, context, account[0] !== undefined, group, now)
  ) as [
    Awaited<ReturnType<typeof completedRoundCountsQuery>>,
    Awaited<ReturnType<typeof handicapRecordQuery>>,
    ...Array<Array<OverviewRound>>,
  ];
  return {
    account,
    preferences,
    handicap: handicapView(handicapRows, claim[0]?.claim ?? null),
    history: {
      kind: 'group',
      group: group.name,
      completed: completedOf(counts),
      rounds: historyOf(groupRounds),
      now,
    } satisfies OverviewHistory,
  };
}

/** The viewer's round counts, Handicap record and the rounds of `group`, on the viewer's shard. */
async function ownRoundReads(
  request: Request,
  context: AppLoadContext,
  signedIn: boolean,
  group: { name: string },
  now: string,
): Promise<Array<unknown>> {
  const { viewer, roundShard } = await requestViewer(request, context);
  if (!signedIn || viewer === null) return [[], []];
  const shard = context.shards.ofPlayer(roundShard);
  const me = viewer.accountId;
  return shard.batch([
    completedRoundCountsQuery(shard, me),
    handicapRecordQuery(shard, me),
    ...groupHistoryReads(shard, me, group, 18, now),
    ...groupHistoryReads(shard, me, group, 9, now),
  ]);
}

/**
 * Whether the directory is the deployment's only round shard (a deployment without shards): then the
 * round reads ride the identity batch, one D1 round trip, as before shards.
 */
export function directoryIsOnlyShard(context: Pick<AppLoadContext, 'db' | 'shards'>): boolean {
  const [only, ...others] = context.shards.names;
  return only !== undefined && others.length === 0 && context.shards.db(only) === context.db;
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
    /** The database of the player's rounds (decision 119: their round shard); else the directory's. */
    shard?: Db;
  },
): Promise<DashboardPageData> {
  const shard = input.shard ?? context.db;
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
      : await readGroupHistory(shard, input.accountId, definition, preferences.holeCount, now);
  const answer = await loadOverviewGroup({ db: shard }, input.accountId, definition, {
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
  // Without round shards the rounds ride the first batch too (the directory holds them).
  const joined = directoryIsOnlyShard(context);
  const early = requested
    ? readWithIdentity(request, context, requested.username, ({ username }) => [
        dashboardPreferencesQuery(db, accountIdOfUsername(username)),
        ...(joined ? [overviewHistoryQuery(db, accountIdOfUsername(username))] : []),
      ])
    : undefined;
  const { player } = await requireProfileFeature(request, context, usernameParam, 'data-analysis');
  // The player's rounds are on their round shard (decision 119), named by the access rows.
  const shard = context.shards.ofPlayer(player.roundShard);
  const earlyRows = (await early) as
    | [StoredPreferences[], ...Array<Awaited<ReturnType<typeof overviewHistoryQuery>>>]
    | undefined;
  const [[preferenceRows], [history]] =
    earlyRows === undefined
      ? await readBoth(
          db,
          shard,
          [dashboardPreferencesQuery(db, player.accountId)] as const,
          [overviewHistoryQuery(shard, player.accountId)] as const,
        )
      : [
          [earlyRows[0]] as const,
          joined
            ? ([earlyRows[1] ?? []] as const)
            : await shard.batch([overviewHistoryQuery(shard, player.accountId)] as const),
        ];
  return dashboardPageData(context, {
    accountId: player.accountId,
    playerKey: player.username,
    playerName: player.fullName,
    editable: false,
    history: { kind: 'every', rounds: history },
    stored: preferenceRows[0],
    gender: player.gender,
    shard,
  });
}
