import type { AppLoadContext } from '@remix-run/cloudflare';
import {
  chosenStandard,
  completedRoundsCount,
  groupNamesByMode,
  hasEnoughData,
  preferencesFromStored,
  standardOptions,
} from '~/domain/stats/dashboard-preferences';
import { type DashboardPageData, selectedGroup } from '~/domain/stats/dashboard-view';
import { OVERVIEW_GROUPS, type OverviewRound } from '~/domain/stats/overview-groups';
import { dashboardAccountQuery, dashboardPreferencesQuery } from '~db/queries/dashboard-preferences';
import { sessionAccountIdOf } from '~db/queries/sessions';
import { dashboardGroupOf, loadOverviewGroup, sessionOverviewHistoryQuery } from './overview.server';
import { readWithIdentity } from './request-identity.server';

type StoredPreferences = Awaited<ReturnType<typeof dashboardPreferencesQuery>>[number];

/**
 * The signed-in player's account, dashboard choices and rounds, in the request's first batch with the
 * viewer's own read (decision 066): the session's account is named in SQL, so nothing is read for a
 * request without one.
 */
export function ownDashboardReads(request: Request, context: AppLoadContext) {
  const { db } = context;
  return readWithIdentity(request, context, null, ({ session, now }) => {
    const me = sessionAccountIdOf(session, now);
    return [
      dashboardAccountQuery(db, me),
      dashboardPreferencesQuery(db, me),
      sessionOverviewHistoryQuery(db, { session, now }),
    ] as const;
  });
}

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
    history: ReadonlyArray<OverviewRound>;
    stored: StoredPreferences | undefined;
    /** The player's gender when given (the ratings' handicap ladder, decision 068). */
    gender: 'M' | 'F' | null;
  },
): Promise<DashboardPageData> {
  const preferences = preferencesFromStored(input.stored);
  const completed = completedRoundsCount(input.history);
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
  const answer = await loadOverviewGroup(context, input.accountId, definition, {
    holeCount: preferences.holeCount,
    standard,
    category: preferences.category,
    history: input.history,
    includeHidden: true,
    gender: input.gender,
  });
  return { ...page, group: dashboardGroupOf(answer) };
}
