import type { AppLoadContext } from '@remix-run/cloudflare';
import { FEATURE_IDS } from '~/domain/access/features';
import { eventView, roundView } from '~/domain/access/profile-views';
import { formatLongDate, utcDay } from '~/domain/calendar/dates';
import { playerPdfFileName } from '~/domain/reports/file-names';
import {
  performanceSummaryParts,
  type SummarySelection,
  summaryRoundIds,
} from '~/domain/reports/performance-summary';
import {
  isPlayerReportKind,
  NO_SUCH_REPORT,
  PLAYER_REPORT_DOCUMENTS,
  PLAYER_REPORT_FEATURES,
  type PlayerReportKind,
  type PlayerReportModel,
  playerReportModelSchema,
} from '~/domain/reports/player-report';
import {
  DISPERSION_TIMEFRAMES,
  type DispersionTimeframe,
  describeParameters,
  type ParsedParameters,
  parseReportQuery,
  parseStoredParameters,
  type ReportParameters,
} from '~/domain/reports/report-parameters';
import { REPORT_HASH_PATTERN, reportKindLabel } from '~/domain/reports/reports';
import {
  bestRoundOf,
  bestRoundParts,
  type CourseChoice,
  courseChoiceOf,
  coursePlanParts,
  dispersionParts,
  type RoundReportParts,
} from '~/domain/reports/round-reports';
import { bestRoundsTable, favoritesParts } from '~/domain/reports/schedule-reports';
import {
  assessmentParts,
  bestStatsFigures,
  bestStatsTables,
  pprParts,
  type StatsReportParts,
  seasonStatsParts,
} from '~/domain/reports/stats-reports';
import { formatOneDecimal } from '~/domain/rounds/scores';
import { buildMapRounds } from '~/domain/rounds/shot-map';
import { isUnfinished } from '~/domain/rounds/unfinished';
import { bestRounds, resultsSummary, splitEvents } from '~/domain/schedule/schedule';
import { preferencesFromStored } from '~/domain/stats/dashboard-preferences';
import type { DashboardGroup } from '~/domain/stats/dashboard-view';
import { statPerformances } from '~/domain/stats/performance';
import { categoryRatings } from '~/domain/stats/ratings';
import { HOLE_COUNT, roundFilter } from '~/domain/stats/round-filter';
import { selectionStats } from '~/domain/stats/round-stats';
import { type SourcedStandard, STANDARDS, standardById } from '~/domain/stats/standards';
import { overviewHistoryQuery } from '~/routes/api.v1.players.$username.overview.$group.server';
import { dashboardPageData } from '~/routes/dashboard.server';
import { loadProfileAccessByUsername, type ProfileAccess } from '~/routes/player.$username.server';
import { goHome } from '~/routes/reports.server';
import { requestNow } from '~/server/clock.server';
import { playerReportPdfResponse } from '~/server/pdf.server';
import { refuseInWords } from '~/server/refusals.server';
import { dashboardPreferencesQuery } from '~db/queries/dashboard-preferences';
import { flagCountsOf } from '~db/queries/hole-stats';
import { mapRoundsQueries } from '~db/queries/map-rounds';
import {
  clubShotsQuery,
  courseGeometryQueries,
  courseHoleLinesQuery,
  courseIdsOfShots,
  coursePlanHolesQuery,
  mapGeometryOfCoursesQueries,
  playedCoursesQuery,
  type ShotRoundsFilter,
  shotRoundCountQuery,
  unlinkedEventRoundsQuery,
  withCourseHoleLines,
} from '~db/queries/report-rounds';
import { reportParametersQuery, usernameQuery } from '~db/queries/resume';
import { playerRoundSummariesQuery, roundSummariesQuery } from '~db/queries/round-summaries';
import { tournamentEntriesQuery } from '~db/queries/schedule';
import { selectionStatsQueries, selectionStatsRows } from '~db/queries/selection-stats';
import { readBoth } from '~db/shards';

/*
 * spec 2 §2 report routes of the player kinds (decision 054): who the report is about (`accountId`,
 * or a stored report's `hash`), the guards of spec 2 §6, the parameters (zod), and the model the
 * page and the PDF Worker draw, built from the same read models as the screens they summarise.
 */

export type ResolvedReport<K extends PlayerReportKind> = {
  kind: K;
  access: ProfileAccess;
  parameters: ReportParameters<K>;
  /** The stored report shown, or null for a report asked by account. */
  hash: number | null;
};

/**
 * The report a URL asks for. A `hash` that is malformed, unknown or of another kind is a 404 (it
 * never shows someone else's report); without a usable `accountId`, with no such account, a private
 * site or a hidden feature, the guard logs and goes home (spec 2 §6).
 */
export async function resolvePlayerReport(
  request: Request,
  context: AppLoadContext,
  kind: PlayerReportKind,
  options: { as: 'viewer' | 'anonymous' } = { as: 'viewer' },
): Promise<AnyResolvedReport> {
  const { db } = context;
  const search = new URL(request.url).searchParams;
  const hashText = search.get('hash');
  const accountText = search.get('accountId');
  let accountId: number;
  let stored: { hash: number; parameters: unknown } | null = null;
  if (hashText !== null) {
    if (!REPORT_HASH_PATTERN.test(hashText)) refuseInWords(404, NO_SUCH_REPORT);
    const [row] = await reportParametersQuery(db, Number(hashText));
    if (row?.kind !== kind) refuseInWords(404, NO_SUCH_REPORT);
    if (accountText !== null && accountText !== String(row.accountId)) refuseInWords(404, NO_SUCH_REPORT);
    accountId = row.accountId;
    stored = { hash: row.hash, parameters: row.parameters };
  } else {
    if (accountText === null || !/^\d{1,12}$/.test(accountText))
      goHome(`${kind} report without an accountId or hash`);
    accountId = Number(accountText);
  }
  const [account] = await usernameQuery(db, accountId);
  if (!account?.username) goHome(`no account ${accountId} for a ${kind} report`);
  const access = await loadProfileAccessByUsername(request, context, account.username, options);
  for (const feature of PLAYER_REPORT_FEATURES[kind]) {
    if (!access.visible.has(FEATURE_IDS[feature]))
      goHome(`${kind} report of ${accountId}: ${feature} hidden from this viewer`);
  }
  let parsed: ParsedParameters<PlayerReportKind>;
  if (stored) {
    parsed = parseStoredParameters(kind, stored.parameters);
    if (!parsed.ok) refuseInWords(404, NO_SUCH_REPORT);
  } else {
    const [saved] = await dashboardPreferencesQuery(db, accountId);
    const query = Object.fromEntries(search);
    parsed = parseReportQuery(kind, query, preferencesFromStored(saved));
    if (!parsed.ok) refuseInWords(400, parsed.message);
  }
  // The parameters were parsed by the schema of `kind`.
  return { kind, access, parameters: parsed.parameters, hash: stored?.hash ?? null } as AnyResolvedReport;
}

/**
 * The kind of the stored report a `hash` names, when it is a player report (a share card's address
 * names the report by its hash alone); null for a malformed or unknown hash or another kind.
 */
export async function storedPlayerReportKind(
  context: AppLoadContext,
  hashText: string | null,
): Promise<PlayerReportKind | null> {
  if (hashText === null || !REPORT_HASH_PATTERN.test(hashText)) return null;
  const [row] = await reportParametersQuery(context.db, Number(hashText));
  return row && isPlayerReportKind(row.kind) ? row.kind : null;
}

/** A resolved report of any kind, narrowed by its `kind`. */
export type AnyResolvedReport = { [K in PlayerReportKind]: ResolvedReport<K> }[PlayerReportKind];

/** The answer of one overview group, as the dashboard reads it (app/routes/dashboard.server.ts). */
async function groupAnswer(
  context: AppLoadContext,
  access: ProfileAccess,
  choices: {
    mode: 'Player Performance' | 'Assessment';
    group: string;
    standardId: string;
    holeCount: 9 | 18;
    category?: string;
  },
): Promise<DashboardGroup | null> {
  const { player } = access;
  const db = roundsOf(context, access);
  const [history] = await db.batch([overviewHistoryQuery(db, player.accountId)]);
  const page = await dashboardPageData(
    { db, config: context.config },
    {
      accountId: player.accountId,
      playerKey: player.username,
      playerName: player.fullName,
      editable: false,
      history: { kind: 'every', rounds: history },
      gender: player.gender,
      stored: {
        mode: choices.mode,
        performanceGroup: choices.group,
        assessmentGroup: choices.group,
        standardId: choices.standardId,
        holeCount: choices.holeCount,
        assessmentCategory: choices.category ?? 'Scorecard',
      },
    },
  );
  return page.group;
}

/** The database of the player's rounds: their round shard (decision 119). */
function roundsOf(context: AppLoadContext, access: ProfileAccess) {
  return context.shards.ofPlayer(access.player.roundShard);
}

/**
 * The player's featured past tournament entries (the directory's) and their rounds (the shard's),
 * as the summary reads them: both at once.
 */
async function featuredScheduleRows(context: AppLoadContext, access: ProfileAccess) {
  const { db } = context;
  const shard = roundsOf(context, access);
  const { accountId } = access.player;
  const [[entries], [eventRounds]] = await readBoth(
    db,
    shard,
    [
      tournamentEntriesQuery(db, accountId, { when: 'past', today: utcDay(new Date()), featuredOnly: true }),
    ] as const,
    [roundSummariesQuery(shard, accountId, { tournaments: 'any' })] as const,
  );
  // The featured events are the entries'; a round of another event is not the summary's.
  const featured = new Set(entries.map((entry) => entry.tournamentId));
  return [entries, eventRounds.filter((round) => featured.has(round.tournamentId ?? -1))] as const;
}

/** The rounds a dispersion timeframe reads, counted back from the request's day. */
function shotRoundsFilter(timeframe: DispersionTimeframe, today: string): ShotRoundsFilter {
  const monthsBack = (months: number) => {
    const day = new Date(`${today}T00:00:00Z`);
    day.setUTCMonth(day.getUTCMonth() - months);
    return utcDay(day);
  };
  switch (timeframe) {
    case 'last-10-rounds':
      return { lastRounds: 10 };
    case 'last-20-rounds':
      return { lastRounds: 20 };
    case 'last-12-months':
      return { from: monthsBack(12) };
    case 'last-24-months':
      return { from: monthsBack(24) };
    case 'all-time':
      return { all: true };
  }
}

/** A chosen round or course that is not the player's: a 400 in words (decision 059). */
export const NOT_THIS_PLAYERS_ROUND =
  'That round is not one of this player’s completed rounds. Leave out round for the best round.';
export const NOT_A_PLAYED_COURSE =
  'This player has not played that course. Leave out course for the course played most.';

/** rr: the chosen (or best) round's summary, then its holes, shots and course geometry. */
async function bestRoundReport(
  context: AppLoadContext,
  access: ProfileAccess,
  choice: 'best' | number,
): Promise<RoundReportParts> {
  const db = roundsOf(context, access);
  const { accountId } = access.player;
  const [summaries] = await db.batch([playerRoundSummariesQuery(db, accountId)]);
  const head =
    choice === 'best'
      ? bestRoundOf(summaries)
      : (summaries.find((r) => r.id === choice && !r.inProgress && r.holesPlayed > 0) ?? null);
  if (choice !== 'best' && head === null) refuseInWords(400, NOT_THIS_PLAYERS_ROUND);
  if (head === null) return bestRoundParts(null, null, false);
  // The round's holes and shots are the shard's; its course's geometry is the directory's.
  const [rounds, holes, shots] = await db.batch(mapRoundsQueries(db, accountId, [head.id]));
  const [courseHoles, shapes] = await context.db.batch(
    mapGeometryOfCoursesQueries(context.db, [...new Set(rounds.map((round) => round.courseId))]),
  );
  const built = buildMapRounds({ rounds, holes, shots, courseHoles, shapes });
  const round = built.rounds[0];
  return bestRoundParts(
    head,
    round ? { round, course: built.courses.find((c) => c.golfCourseId === round.golfCourseId) } : null,
    choice !== 'best',
  );
}

/** course-plan-report: the chosen (or most-played) course, the player's holes on it, its geometry. */
async function coursePlanReport(
  context: AppLoadContext,
  access: ProfileAccess,
  choice: 'most-played' | number,
): Promise<RoundReportParts> {
  const db = roundsOf(context, access);
  const { accountId } = access.player;
  const [played] = await db.batch([playedCoursesQuery(db, accountId)]);
  const course = choice === 'most-played' ? played[0] : played.find((c) => c.courseId === choice);
  if (choice !== 'most-played' && !course) refuseInWords(400, NOT_A_PLAYED_COURSE);
  if (!course) return coursePlanParts(null, [], { holes: [], shapes: [] });
  // The player's holes on the course (the shard's) and its geometry (the directory's), at once.
  const [[holes, shapes], [rows]] = await readBoth(
    context.db,
    db,
    courseGeometryQueries(context.db, course.courseId),
    [coursePlanHolesQuery(db, accountId, course.courseId)] as const,
  );
  return coursePlanParts(course, rows, { holes, shapes });
}

/**
 * The course picker of the course-plan-report page (decision 059): every course the player has
 * played, the most played first, and the course the report shows.
 */
export async function coursePlanChoices(
  context: AppLoadContext,
  access: ProfileAccess,
  choice: 'most-played' | number,
): Promise<{ courses: Array<CourseChoice>; selected: number | null }> {
  const played = await playedCoursesQuery(roundsOf(context, access), access.player.accountId);
  const courses = played.map(courseChoiceOf);
  const selected = choice === 'most-played' ? (courses[0]?.id ?? null) : choice;
  return { courses, selected };
}

/** What each kind adds to the report's head: its parts, from the read model of its screen. */
async function partsOf(
  request: Request,
  context: AppLoadContext,
  report: AnyResolvedReport,
): Promise<StatsReportParts | RoundReportParts> {
  const { access } = report;
  switch (report.kind) {
    case 'ppr': {
      const p = report.parameters;
      return pprParts(await groupAnswer(context, access, { mode: 'Player Performance', ...p }));
    }
    case 'data-analysis': {
      const p = report.parameters;
      return assessmentParts(await groupAnswer(context, access, { mode: 'Assessment', ...p }), p.category);
    }
    case 'public-player-stats-report': {
      const p = report.parameters;
      const group = p.season === 'current' ? 'Current Season' : 'Last Season';
      return seasonStatsParts(
        await groupAnswer(context, access, { mode: 'Player Performance', group, ...p }),
      );
    }
    case 'player-best-stats-report': {
      const p = report.parameters;
      const { db } = context;
      const shard = roundsOf(context, access);
      const accountId = access.player.accountId;
      // The schedule's rows (the directory's), the tournament rounds and those without an event (the
      // shard's) and the Best 3 Rounds group are independent reads: all at once.
      const [[[entries], [eventRounds, [unlinked]]], group] = await Promise.all([
        readBoth(
          db,
          shard,
          [tournamentEntriesQuery(db, accountId, {})] as const,
          [
            roundSummariesQuery(shard, accountId, { tournaments: 'any' }),
            unlinkedEventRoundsQuery(shard, accountId),
          ] as const,
        ),
        groupAnswer(context, access, { mode: 'Player Performance', group: 'Best 3 Rounds', ...p }),
      ]);
      const summary = resultsSummary(splitEvents(entries, utcDay(new Date())).historical, eventRounds);
      return {
        subtitle: `Best rounds and best stat values · ${group?.standard.name ?? 'PGA TOUR'} standard · ${p.holeCount} holes`,
        figures: bestStatsFigures(
          { ...summary, scoringAverage: formatOneDecimal(summary.scoringAverage) },
          unlinked?.count ?? 0,
        ),
        tables: [bestRoundsTable(bestRounds(eventRounds).map(roundView)), ...bestStatsTables(group)],
      };
    }
    case 'favorites': {
      const [entries, rounds] = await featuredScheduleRows(context, access);
      // Unfinished rounds are left out of every report (app/domain/rounds/unfinished.ts).
      const finished = rounds.filter((round) => !isUnfinished(round));
      return favoritesParts(
        entries.map((entry) => eventView(entry, finished)),
        finished.map(roundView),
      );
    }
    case 'rr':
      return bestRoundReport(context, access, report.parameters.round);
    case 'dispersion-analysis': {
      const { timeframe } = report.parameters;
      const db = roundsOf(context, access);
      const filter = shotRoundsFilter(timeframe, utcDay(requestNow(request, context.config)));
      const [shotRows, [count]] = await db.batch([
        clubShotsQuery(db, access.player.accountId, filter),
        shotRoundCountQuery(db, access.player.accountId, filter),
      ]);
      // The pins and playing lines of the holes played: the directory's course geometry.
      const lines = await courseHoleLinesQuery(context.db, courseIdsOfShots(shotRows));
      const rows = withCourseHoleLines(shotRows, lines);
      return dispersionParts(rows, count?.count ?? 0, DISPERSION_TIMEFRAMES[timeframe]);
    }
    case 'course-plan-report':
      return coursePlanReport(context, access, report.parameters.course);
    case 'player-performance-summary':
      return performanceSummaryReport(context, access, report.parameters);
  }
}

/**
 * player-performance-summary (decision 070): the latest rounds and the rounds before them, each read
 * as the performance API reads a selection (counts, per-round totals, ratings), in one batch.
 */
async function performanceSummaryReport(
  context: AppLoadContext,
  access: ProfileAccess,
  parameters: ReportParameters<'player-performance-summary'>,
): Promise<StatsReportParts> {
  const db = roundsOf(context, access);
  const { player } = access;
  const standard = standardById(parameters.standardId) ?? (STANDARDS[0] as SourcedStandard);
  const [history] = await db.batch([overviewHistoryQuery(db, player.accountId)]);
  const ids = summaryRoundIds(history, parameters.holeCount, parameters.rounds);
  const sets = [ids.latest, ids.before].filter((set) => set.length > 0);
  const filterOf = (golfRoundIds: Array<number>) =>
    roundFilter({
      holeCount: parameters.holeCount === 18 ? HOLE_COUNT.eighteen : HOLE_COUNT.nine,
      golfRoundIds,
    });
  const reads = sets.flatMap((set) => selectionStatsQueries(db, player.accountId, filterOf(set)));
  const [first, ...rest] = reads;
  const rows = selectionStatsRows(first ? await db.batch([first, ...rest]) : [], sets.length);
  const selection = (index: number): SummarySelection | null => {
    const found = rows[index];
    if (!found) return null;
    const stats = selectionStats(found.rounds);
    return {
      rounds: stats.roundsPlayed,
      stats: statPerformances(flagCountsOf(found.counts), standard, { roundHoles: stats.roundHoles }),
      ratings: categoryRatings(stats.strokesGained, standard.id, {
        roundHoles: stats.roundHoles,
        gender: player.gender,
      }),
      scoringAverage: stats.scoringAverage,
      averageToPar: stats.averageToPar,
      puttsPerRound: stats.puttsPerRound,
    };
  };
  return performanceSummaryParts({
    count: parameters.rounds,
    holeCount: parameters.holeCount,
    standard,
    latest: selection(0),
    before: ids.before.length > 0 ? selection(1) : null,
  });
}

/** The report's model: the same for the page and for the PDF Worker. */
export async function playerReportModel(
  request: Request,
  context: AppLoadContext,
  report: AnyResolvedReport,
): Promise<PlayerReportModel> {
  const parts = await partsOf(request, context, report);
  const { player } = report.access;
  const now = requestNow(request, context.config);
  return {
    kind: report.kind,
    fileName: playerPdfFileName(
      player.firstName ?? '',
      player.lastName ?? '',
      now,
      PLAYER_REPORT_DOCUMENTS[report.kind],
    ),
    title: reportKindLabel(report.kind),
    playerName: player.fullName,
    subtitle: parts.subtitle || describeParameters(report.parameters),
    generatedOn: formatLongDate(utcDay(now)),
    figures: parts.figures,
    tables: parts.tables,
    diagrams: 'diagrams' in parts ? parts.diagrams : [],
  };
}

/**
 * `/reports/{kind}.pdf`: the report's model, checked against the kind's schema before it leaves,
 * rendered by the PDF Worker; a Worker failure answers a sentence with its status (spec 2 §8).
 */
export async function playerReportPdf(
  request: Request,
  context: AppLoadContext,
  kind: PlayerReportKind,
): Promise<Response> {
  const report = await resolvePlayerReport(request, context, kind);
  const model = playerReportModelSchema(kind).parse(await playerReportModel(request, context, report));
  return playerReportPdfResponse(context.cloudflare.env.PDF, model);
}
