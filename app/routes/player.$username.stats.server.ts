import type { AppLoadContext } from '@remix-run/cloudflare';
import type { SQL } from 'drizzle-orm';
import type { BatchResponse } from 'drizzle-orm/batch';
import { z } from 'zod';
import { FEATURE_IDS } from '~/domain/access/features';
import { fullName } from '~/domain/accounts/names';
import { formatLongDate, utcDay } from '~/domain/calendar/dates';
import {
  type CompareReportModel,
  type CompareReportPage,
  compareReportFileName,
  compareReportModel,
  descriptorLines,
  PAGE_CARDS,
  parseReportPages,
  reportRound,
} from '~/domain/reports/compare-report';
import { CARD_TABS, type CardTab, isCardTab } from '~/domain/stats/compare-cards';
import {
  COMPARE_TABS,
  type CompareConfig,
  type CompareTab,
  DEFAULT_COMPARE_TAB,
  defaultCompareConfig,
  defaultCompareSelections,
  isSamePlayer,
} from '~/domain/stats/compare-config';
import {
  type CompareRound,
  comparableRounds,
  likeForLikeSelections,
  metricsTable,
  roundOption,
  sideSelection,
  sidesWithoutRounds,
} from '~/domain/stats/compare-sides';
import { parseCompareHash, restoredComparison } from '~/domain/stats/compare-state';
import type {
  ComparePageData,
  ComparePlayer,
  ComparePlayersAnswer,
  CompareRoundOptions,
  CompareSideView,
} from '~/domain/stats/compare-view';
import { type SourcedStandard, STANDARDS, standardById } from '~/domain/stats/standards';
import { type StatFilterSelections, statFilterCandidates } from '~/domain/stats/stat-filters';
import {
  loadProfileAccessByUsername,
  type ProfileAccess,
  requireProfileFeature,
} from '~/routes/player.$username.server';
import {
  associatedPlayers,
  toComparablePlayers,
} from '~/routes/player.$username.stats.associated-players.server';
import { goHome } from '~/routes/reports.server';
import { requestNow } from '~/server/clock.server';
import { refuseInWords } from '~/server/refusals.server';
import { keepOutOfEdgeCache } from '~/server/rendered-profile.server';
import { type FirstBatchValues, readWithIdentity } from '~/server/request-identity.server';
import type { Db } from '~db/client';
import { associatedNamesQuery, sessionAssociatedNamesQuery } from '~db/queries/associated-players';
import { compareCardReads, compareFlagCountsQuery } from '~db/queries/compare-cards';
import {
  compareStatePlayersQuery,
  compareStateQuery,
  sessionCompareStatePlayersQuery,
  stateSecondPlayerRoundsQuery,
} from '~db/queries/compare-states';
import { flagCountsOf } from '~db/queries/hole-stats';
import { accountIdOfUsername, publicSiteAllowedQuery } from '~db/queries/profile';
import { usernameQuery } from '~db/queries/resume';
import {
  comparableRoundCountQuery,
  compareCandidatesQuery,
  compareFallbackQuery,
  playerRoundSummariesQuery,
} from '~db/queries/round-summaries';

/*
 * The compare stats page's data (spec 2 §2–§4, §7): the comparison (a saved one by its hash, else the
 * default), each side's player, selection and descriptor, the metrics table, and the active tab's
 * cards. On the page, the profile's access with the saved comparison and the players this viewer may
 * compare; per side, the rounds its stat filter chooses among and how many it may choose from
 * (decision 075: never the whole history when the filter needs less), with the access check too when
 * no saved comparison is named (the default's sides need nothing read), else once the saved one is
 * read; then the counts and cards of the rounds the sides select (which the rules of spec 2 §4–§5
 * pick). Two D1 round trips for the default comparison, three for a saved one (decision 086).
 */

export const DEFAULT_STANDARD_ID = 'pga-tour';
export const NO_SUCH_COMPARISON = 'This saved comparison does not exist, or it is not one of this player’s.';

/** The page's query: the tab on show, the saved comparison and the standard; junk falls back to defaults. */
const compareQuerySchema = z.object({
  tab: z.enum(COMPARE_TABS).catch(DEFAULT_COMPARE_TAB).default(DEFAULT_COMPARE_TAB),
  hash: z.string().optional(),
  standard: z
    .string()
    .refine((id) => standardById(id) !== null)
    .catch(DEFAULT_STANDARD_ID)
    .default(DEFAULT_STANDARD_ID),
});

export type CompareQuery = { tab: CompareTab; hash: number | null; standard: SourcedStandard };

function notFound(): never {
  refuseInWords(404, NO_SUCH_COMPARISON);
}

/** The page's query; a hash no saved comparison could have is a 404. */
export function parseCompareQuery(url: URL): CompareQuery {
  const first = (name: string) => url.searchParams.get(name) ?? undefined;
  const query = compareQuerySchema.parse({
    tab: first('tab'),
    hash: first('hash'),
    standard: first('standard'),
  });
  const hash = query.hash === undefined ? null : parseCompareHash(query.hash);
  if (query.hash !== undefined && hash === null) notFound();
  return {
    tab: query.tab,
    hash,
    standard: standardById(query.standard) ?? (STANDARDS[0] as SourcedStandard),
  };
}

/**
 * Where a saved comparison opens after a change: its hash, with the tab and standard on show when
 * they are real ones (anything else is dropped, never echoed back into a header).
 */
export function savedComparisonLocation(url: URL, hash: number): string {
  const query = compareQuerySchema.parse({
    tab: url.searchParams.get('tab') ?? undefined,
    standard: url.searchParams.get('standard') ?? undefined,
  });
  const search = new URLSearchParams({ hash: String(hash) });
  if (url.searchParams.has('tab')) search.set('tab', query.tab);
  if (url.searchParams.has('standard')) search.set('standard', query.standard);
  return `${url.pathname}?${search}`;
}

export function todayOf(request: Request, context: AppLoadContext): string {
  return utcDay(requestNow(request, context.config));
}

/** The players this viewer may compare on a player's page: the player first, then the associated ones. */
function comparablePlayers(
  player: ComparePlayer,
  associated: ReadonlyArray<ComparePlayer>,
): Map<number, ComparePlayer> {
  const players = new Map<number, ComparePlayer>([[player.accountId, player]]);
  for (const other of associated) {
    players.set(other.accountId, {
      accountId: other.accountId,
      username: other.username,
      playerName: other.playerName,
    });
  }
  return players;
}

/** The reads that name a request's comparison: who may be compared, the saved state and its players. */
function comparisonReads(context: AppLoadContext, access: ProfileAccess, hash: number | null) {
  const { db } = context;
  const viewerId = access.viewer?.accountId ?? null;
  return [
    associatedNamesQuery(db, viewerId, access.player.accountId),
    compareStateQuery(db, hash ?? 0),
    compareStatePlayersQuery(db, viewerId, hash ?? 0),
  ] as const;
}

type ComparisonRows = readonly [
  Awaited<ReturnType<typeof associatedNamesQuery>>,
  Awaited<ReturnType<typeof compareStateQuery>>,
  Awaited<ReturnType<typeof compareStatePlayersQuery>>,
];

/**
 * The comparison the reads name, with who may be compared (the page's player and the associated ones). A saved
 * comparison that is not this page's, or shows a player this viewer may not see, is a 404.
 */
function comparisonOf(
  access: ProfileAccess,
  hash: number | null,
  [associatedRows, storedRows, statePlayers]: ComparisonRows,
) {
  const player: ComparePlayer = {
    accountId: access.player.accountId,
    username: access.player.username ?? '',
    playerName: access.player.fullName,
  };
  const allowed = comparablePlayers(player, toComparablePlayers(access.viewer, associatedRows));
  if (hash === null) return { player, allowed, config: defaultCompareConfig(player.accountId) };
  const config = restoredComparison(access.viewer, storedRows[0] ?? null, statePlayers, player.accountId);
  if (config === null || config.left.accountId !== player.accountId) notFound();
  // A saved comparison may name a second player this viewer may see who is not associated with the
  // page's player: a coach's watch list compares any two of its players (issue 33 §3, decision 098).
  if (!allowed.has(config.right.accountId)) {
    const other = statePlayers.find((row) => row.accountId === config.right.accountId);
    if (!other?.username) notFound();
    allowed.set(other.accountId, {
      accountId: other.accountId,
      username: other.username,
      playerName: fullName(other),
    });
  }
  return { player, allowed, config };
}

/** The comparison a request names (one D1 round trip), for the page's action. */
export async function requestedComparison(
  context: AppLoadContext,
  access: ProfileAccess,
  hash: number | null,
) {
  const rows = await context.db.batch(comparisonReads(context, access, hash));
  return comparisonOf(access, hash, rows);
}

/**
 * The selection a player chosen with Compare By Player gets (issue 29: like for like): the left
 * side's. Only a Round filter needs rounds, those of both players (one round trip), to give the
 * chosen player as many of their latest rounds; call it once the player is known to be comparable.
 */
export async function chosenPlayerSelections(
  request: Request,
  context: AppLoadContext,
  config: CompareConfig,
  accountId: number,
): Promise<StatFilterSelections> {
  const left = config.left.selections;
  if (left.advancedFilter.label !== 'Round') return left;
  const { db } = context;
  const [leftRounds, chosenRounds] = await db.batch([
    playerRoundSummariesQuery(db, config.left.accountId),
    playerRoundSummariesQuery(db, accountId),
  ]);
  const selected = sideSelection(comparableRounds(leftRounds, config.holes), left, todayOf(request, context));
  return likeForLikeSelections(left, selected.roundIds.length, comparableRounds(chosenRounds, config.holes));
}

/**
 * The comparison's reads with both sides' rounds. The left side is always the page's player and the
 * right one the saved state's second player: both players' rounds come with the comparison's own
 * reads, one round trip whoever is compared.
 */
function comparisonWithRoundsReads(context: AppLoadContext, access: ProfileAccess, hash: number | null) {
  const { db } = context;
  return [
    ...comparisonReads(context, access, hash),
    playerRoundSummariesQuery(db, access.player.accountId),
    stateSecondPlayerRoundsQuery(db, hash ?? 0),
  ] as const;
}

/**
 * The comparison's reads for a page's first D1 batch (app/server/request-identity.server.ts
 * `readWithIdentity`): the viewer as the session names it and the player as the URL does.
 */
function firstBatchComparisonReads(db: Db, values: FirstBatchValues, hash: number | null) {
  return [
    sessionAssociatedNamesQuery(db, values),
    compareStateQuery(db, hash ?? 0),
    sessionCompareStatePlayersQuery(db, values, hash ?? 0),
  ] as const;
}

/**
 * The comparison a request names with every round of both sides (one round trip), for the Select
 * Rounds dialog, which lists them all.
 */
async function comparisonWithRounds(context: AppLoadContext, access: ProfileAccess, hash: number | null) {
  const [associatedRows, storedRows, statePlayers, playerRounds, secondRounds] = await context.db.batch(
    comparisonWithRoundsReads(context, access, hash),
  );
  const comparison = comparisonOf(access, hash, [associatedRows, storedRows, statePlayers]);
  const samePlayer = isSamePlayer(comparison.config);
  const rounds: Record<'left' | 'right', ReadonlyArray<CompareRound>> = {
    left: playerRounds,
    right: samePlayer ? playerRounds : secondRounds,
  };
  return { ...comparison, samePlayer, rounds };
}

/**
 * GET /player/{username}/stats/rounds?hash= : the rounds each side of the comparison may choose from
 * (spec 2 §4 Configure selections), read when the Select Rounds dialog opens rather than with every
 * page: most visits never open it.
 */
export async function loadCompareRoundOptions(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
): Promise<CompareRoundOptions> {
  const query = parseCompareQuery(new URL(request.url));
  const access = await requireProfileFeature(request, context, username, 'stats');
  const { config, samePlayer, rounds } = await comparisonWithRounds(context, access, query.hash);
  if (!samePlayer) keepOutOfEdgeCache(context);
  return {
    left: comparableRounds(rounds.left, config.holes).map(roundOption),
    right: comparableRounds(rounds.right, config.holes).map(roundOption),
  };
}

/**
 * GET /player/{username}/stats/players: the Compare By Player picker's players with their score-to-par
 * averages (spec 2 §2, §7 associatedPlayers), among those this viewer may compare, read when the
 * picker opens.
 */
export async function loadComparePlayers(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
): Promise<ComparePlayersAnswer> {
  const access = await requireProfileFeature(request, context, username, 'stats');
  return {
    players: await associatedPlayers(context.db, access.viewer, access.player.accountId, context.shards),
  };
}

/** The compare page of a request: its access (feature 63 guards it), query and comparison. */
export async function loadComparePage(
  request: Request,
  context: AppLoadContext,
  username: string | undefined,
): Promise<ComparePageData> {
  const url = new URL(request.url);
  const query = parseCompareQuery(url);
  // The comparison's reads join the request's first batch, with the access check (spec 1 §6) whose
  // refusal drops them.
  const player = context.requestPlayer;
  const early = player
    ? readWithIdentity(request, context, player.username, (values) =>
        firstBatchComparisonReads(context.db, values, query.hash),
      )
    : undefined;
  // The default comparison's sides are the page's player with known filters: their rounds join too.
  const defaults = defaultCompareSelections();
  const today = todayOf(request, context);
  const earlySides =
    player && query.hash === null
      ? readWithIdentity(request, context, player.username, ({ username }) =>
          sidesReads(context.db, defaults.holes, today, {
            left: { accountId: accountIdOfUsername(username), selections: defaults.left },
            right: { accountId: accountIdOfUsername(username), selections: defaults.right },
          }),
        )
      : undefined;
  const access = await requireProfileFeature(request, context, username, 'stats');
  const { selectedRounds: _rounds, ...page } = await loadComparison(
    request,
    context,
    access,
    query,
    isCardTab(query.tab) ? [query.tab] : [],
    early && { comparison: early, sides: earlySides },
  );
  if (!page.samePlayer) keepOutOfEdgeCache(context);
  // spec 2 §1: with nothing to compare, the page shows the Play Some Rounds! card and its store badges.
  const stores =
    sidesWithoutRounds(page).length > 0
      ? { ios: context.config.IOS_STORE_URL, android: context.config.ANDROID_STORE_URL }
      : null;
  return { ...page, cards: page.cards[0]?.cards ?? null, stores };
}

/** A side's candidate rounds and those of its fallback read, each once. */
function candidateRounds(
  candidates: ReadonlyArray<CompareRound>,
  fallback: ReadonlyArray<CompareRound>,
): Array<CompareRound> {
  const ids = new Set(candidates.map((round) => round.id));
  return [...candidates, ...fallback.filter((round) => !ids.has(round.id))];
}

/**
 * Each side's reads (decision 075): the rounds its stat filter chooses among, its fallback read, and how
 * many rounds it may choose from; a side's player by id, or as a subquery in the first batch.
 */
function sidesReads(
  db: Db,
  holes: number,
  today: string,
  sides: Record<'left' | 'right', { accountId: number | SQL; selections: StatFilterSelections }>,
) {
  const sideReads = (which: 'left' | 'right') => {
    const candidates = statFilterCandidates(sides[which].selections, today);
    const accountId = sides[which].accountId;
    return [
      compareCandidatesQuery(db, accountId, holes, candidates),
      compareFallbackQuery(db, accountId, holes, candidates),
      comparableRoundCountQuery(db, accountId, holes),
    ] as const;
  };
  return [...sideReads('left'), ...sideReads('right')] as const;
}

/** A page's reads sent with the access check: the comparison, and the default comparison's sides. */
type EarlyComparisonReads = {
  comparison: Promise<ComparisonRows>;
  sides: Promise<BatchResponse<ReturnType<typeof sidesReads>>> | undefined;
};

/**
 * Everything a comparison shows (spec 2 §2–§4): both sides, the metrics table and the cards of the
 * given tabs (the page shows one tab's, a report every tab's).
 */
export async function loadComparison(
  request: Request,
  context: AppLoadContext,
  access: ProfileAccess,
  query: CompareQuery,
  cardTabs: ReadonlyArray<CardTab>,
  early?: EarlyComparisonReads,
) {
  const { db } = context;
  const rows = (await early?.comparison) ?? (await db.batch(comparisonReads(context, access, query.hash)));
  const { player, allowed, config } = comparisonOf(access, query.hash, rows);
  const samePlayer = isSamePlayer(config);
  const today = todayOf(request, context);
  // Each side reads only the rounds its stat filter chooses among (decision 075): a saved comparison's
  // once the viewer is known to see its players.
  const [leftCandidates, leftFallback, leftCount, rightCandidates, rightFallback, rightCount] =
    (await early?.sides) ?? (await db.batch(sidesReads(db, config.holes, today, config)));
  const rounds: Record<'left' | 'right', ReadonlyArray<CompareRound>> = {
    left: candidateRounds(leftCandidates, leftFallback),
    right: candidateRounds(rightCandidates, rightFallback),
  };
  const counts = { left: leftCount[0]?.count ?? 0, right: rightCount[0]?.count ?? 0 };
  const side = (which: 'left' | 'right'): CompareSideView => {
    const selection = sideSelection(rounds[which], config[which].selections, today);
    const who = allowed.get(config[which].accountId) ?? player;
    return { ...who, ...selection, selections: config[which].selections, roundCount: counts[which] };
  };
  const left = side('left');
  const right = side('right');
  // The selected rounds themselves, for a report's Rounds page (never in a page's data).
  const selectedRounds = (which: 'left' | 'right', ids: ReadonlyArray<number>) => {
    const chosen = new Set(ids);
    return rounds[which].filter((round) => chosen.has(round.id));
  };

  const reads = cardTabs.map((tab) => ({
    tab,
    left: compareCardReads(db, left.accountId, left.roundIds, tab),
    right: compareCardReads(db, right.accountId, right.roundIds, tab),
  }));
  const [leftCounts, rightCounts, ...cardResults] = await db.batch([
    compareFlagCountsQuery(db, left.accountId, left.roundIds),
    compareFlagCountsQuery(db, right.accountId, right.roundIds),
    ...reads.flatMap((read) => [...read.left.queries, ...read.right.queries]),
  ]);
  const leftFlagCounts = flagCountsOf(leftCounts[0]);
  const rightFlagCounts = flagCountsOf(rightCounts[0]);
  let at = 0;
  const take = (count: number) => {
    const slice = cardResults.slice(at, at + count);
    at += count;
    return slice;
  };
  const cards = reads.map((read) => ({
    tab: read.tab,
    cards: {
      left: read.left.build(take(read.left.queries.length), query.standard, leftFlagCounts),
      right: read.right.build(take(read.right.queries.length), query.standard, rightFlagCounts),
    },
  }));
  return {
    tab: query.tab,
    hash: query.hash,
    holes: config.holes,
    standard: { id: query.standard.id, name: query.standard.name },
    standards: STANDARDS.map((s) => ({ id: s.id, name: s.name })),
    samePlayer,
    player,
    left,
    right,
    metrics: metricsTable(config.metrics, leftFlagCounts, rightFlagCounts),
    metricsSelections: config.metrics,
    cards,
    selectedRounds: {
      left: selectedRounds('left', left.roundIds),
      right: selectedRounds('right', right.roundIds),
    },
  };
}

/**
 * spec 2 §2 report route `compare-stats`: the cached compare-stats state under the numeric `hash`,
 * shown with every card. A hash that is malformed or names no saved comparison is a 404; guards
 * (spec 2 §6): no account, a private site, or compare stats hidden from this viewer → home.
 */
export async function loadCompareReport(request: Request, context: AppLoadContext) {
  const pages = reportPagesOf(request);
  const { access, query } = await compareReportAccess(request, context);
  const { selectedRounds, ...report } = await loadComparison(request, context, access, query, tabsOf(pages));
  return {
    ...report,
    pages,
    // spec 2 §2 Rounds Page: each side's selected rounds.
    rounds: pages.includes('rounds')
      ? { left: selectedRounds.left.map(reportRound), right: selectedRounds.right.map(reportRound) }
      : null,
  };
}

/** The report's ticked pages (`pages=`, all when absent); a refusal is a 400 sentence. */
function reportPagesOf(request: Request): Array<CompareReportPage> {
  const ticked = parseReportPages(new URL(request.url).searchParams.get('pages'));
  if (!ticked.ok) refuseInWords(400, ticked.message);
  return ticked.pages;
}

/** The cards the ticked pages show. */
function tabsOf(pages: ReadonlyArray<CompareReportPage>): Array<CardTab> {
  return CARD_TABS.filter((tab) => pages.some((page) => PAGE_CARDS[page].includes(tab)));
}

/**
 * The saved comparison a report's hash names, and this viewer's access to its player; `as: 'anonymous'`
 * decides for a visitor without a session (the report's share card, decision 091).
 */
async function compareReportAccess(
  request: Request,
  context: AppLoadContext,
  as: 'viewer' | 'anonymous' = 'viewer',
) {
  const query = parseCompareQuery(new URL(request.url));
  if (query.hash === null) notFound();
  const [[row]] = await context.db.batch([compareStateQuery(context.db, query.hash)]);
  if (!row) notFound();
  const [account] = await usernameQuery(context.db, row.accountId);
  if (!account?.username) goHome(`no account ${row.accountId} for compare state ${query.hash}`);
  const access = await loadProfileAccessByUsername(request, context, account.username, { as });
  if (!access.visible.has(FEATURE_IDS.stats))
    goHome(`compare stats of ${row.accountId} hidden from this viewer`);
  return { access, query };
}

/**
 * The saved comparison as an anonymous visitor sees its report (the share card, decision 091): the
 * same guards (a private site, hidden compare stats or a second player hidden from that visitor
 * refuse it) and the metrics table, without cards.
 */
export async function loadAnonymousCompareReport(request: Request, context: AppLoadContext) {
  const { access, query } = await compareReportAccess(request, context, 'anonymous');
  const {
    selectedRounds: _rounds,
    cards: _cards,
    ...report
  } = await loadComparison(request, context, access, query, []);
  return { access, report };
}

/**
 * Whether an anonymous visitor may see the saved comparison a report's hash names, and its player's
 * public site is on (so its page may point to its share card): the report's guards, decided for no
 * session, in one D1 round trip more.
 */
export async function anonymousMaySeeCompareReport(
  request: Request,
  context: AppLoadContext,
): Promise<boolean> {
  try {
    const { access, query } = await compareReportAccess(request, context, 'anonymous');
    const { config } = comparisonOf(
      access,
      query.hash,
      await context.db.batch(comparisonReads(context, access, query.hash)),
    );
    return await publicSitesAllowed(context, access, config.right.accountId);
  } catch (thrown) {
    if (thrown instanceof Response) return false;
    throw thrown;
  }
}

/**
 * issue 33 §7: a saved comparison has a share card only when the public site of each of its players
 * is allowed — the second player of a two-player comparison too (one read more, for that case only).
 */
export async function publicSitesAllowed(
  context: AppLoadContext,
  access: ProfileAccess,
  rightAccountId: number,
): Promise<boolean> {
  if (!access.player.publicSiteAllowed) return false;
  if (rightAccountId === access.player.accountId) return true;
  const [row] = await publicSiteAllowedQuery(context.db, rightAccountId);
  return row?.allowed === true;
}

/**
 * spec 2 §4 PDF download, §7 compareStatsReportFromState: the saved comparison as the report's
 * model, with the pages ticked in `pages=` (all when absent), for the PDF Worker. Guarded like the
 * report page.
 */
export async function loadCompareReportModel(
  request: Request,
  context: AppLoadContext,
): Promise<CompareReportModel> {
  const pages = reportPagesOf(request);
  const { access, query } = await compareReportAccess(request, context);
  const report = await loadComparison(request, context, access, query, tabsOf(pages));
  const now = requestNow(request, context.config);
  const sideOf = (side: 'left' | 'right') => ({
    playerName: report[side].playerName,
    label: report[side].label,
    roundCount: report[side].roundIds.length,
    descriptorLines: descriptorLines(report[side].descriptor),
  });
  return compareReportModel({
    fileName: compareReportFileName(access.player.firstName ?? '', access.player.lastName ?? '', now),
    generatedOn: formatLongDate(utcDay(now)),
    samePlayer: report.samePlayer,
    holes: report.holes,
    left: sideOf('left'),
    right: sideOf('right'),
    metrics: report.metrics,
    cards: Object.fromEntries(report.cards.map(({ tab, cards }) => [tab, cards])),
    rounds: {
      left: report.selectedRounds.left.map(reportRound),
      right: report.selectedRounds.right.map(reportRound),
    },
    pages,
  });
}
