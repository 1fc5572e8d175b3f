import type { AppLoadContext } from '@remix-run/cloudflare';
import { FEATURE_IDS } from '~/domain/access/features';
import { fullName } from '~/domain/accounts/names';
import { formatLongDate, utcDay } from '~/domain/calendar/dates';
import { NO_SUCH_REPORT } from '~/domain/reports/player-report';
import { REPORT_HASH_PATTERN, reportHash, reportKindLabel } from '~/domain/reports/reports';
import {
  type ReportPlayer,
  type ScheduleReportModel,
  scheduleReportBody,
  scheduleReportModelSchema,
} from '~/domain/reports/schedule-report';
import {
  describeScheduleParameters,
  reportScheduleFilter,
  type ScheduleReportKind,
  type ScheduleReportParameters,
  scheduleReportFileName,
  scheduleReportQuery,
} from '~/domain/reports/schedule-report-options';
import {
  parseScheduleReportQuery,
  parseStoredScheduleParameters,
} from '~/domain/reports/schedule-report-parameters';
import { isScheduleVisibleTo } from '~/domain/schedule/additional-players';
import { viewerToday } from '~/domain/schedule/schedule-filter';
import {
  eventRoundsOfPlayers,
  readSchedule,
  type ScheduleRoundRow,
} from '~/routes/player.$username.schedule.$tab.server';
import { loadProfileAccessByUsername, type ProfileAccess } from '~/routes/player.$username.server';
import { goHome } from '~/routes/reports.server';
import { requestNow } from '~/server/clock.server';
import { requestViewer } from '~/server/guards.server';
import { scheduleReportPdfResponse } from '~/server/pdf.server';
import { refuseInWords } from '~/server/refusals.server';
import {
  organizationByIdQuery,
  organizationMemberShardsQuery,
  organizationReportQuery,
  organizationScheduleMembersQuery,
  storeOrganizationReportQuery,
} from '~db/queries/organization-schedule';
import { storeReportQuery } from '~db/queries/reports';
import { reportParametersQuery, usernameQuery } from '~db/queries/resume';
import { playersEntriesQuery } from '~db/queries/schedule';

/*
 * spec 2 §2 report routes public-player-schedule-report and org-schedule-report (decision 060): who
 * the report is about (`accountId` / `organizationId`, or a stored report's `hash`), the guards of
 * spec 2 §6, the parameters of spec 3 §7, and the model the page and the PDF Worker draw from the
 * schedule's own read (`readSchedule`) and its rules.
 */

const PLAYER_KIND = 'public-player-schedule-report';
const ORG_KIND = 'org-schedule-report';

export type ResolvedPlayerSchedule = {
  kind: typeof PLAYER_KIND;
  access: ProfileAccess;
  parameters: ScheduleReportParameters;
  hash: number | null;
};

export type ResolvedOrgSchedule = {
  kind: typeof ORG_KIND;
  organization: { id: number; name: string; short: string };
  parameters: ScheduleReportParameters;
  hash: number | null;
};

function idOf(text: string | null): number | null {
  return text !== null && /^\d{1,12}$/.test(text) ? Number(text) : null;
}

function queryParameters(kind: ScheduleReportKind, search: URLSearchParams): ScheduleReportParameters {
  const parsed = parseScheduleReportQuery(kind, search);
  if (!parsed.ok) refuseInWords(400, parsed.message);
  return parsed.parameters;
}

/**
 * The player's schedule report a URL asks for. A `hash` that is malformed, unknown, of another kind
 * or of another player is a 404 in words (an organization's hash is never read here); without a
 * usable `accountId`, with no such account, a private site or a hidden schedule (80), the guard logs
 * and goes home (spec 2 §6).
 */
export async function resolvePlayerSchedule(
  request: Request,
  context: AppLoadContext,
): Promise<ResolvedPlayerSchedule> {
  const { db } = context;
  const search = new URL(request.url).searchParams;
  const hashText = search.get('hash');
  const accountText = search.get('accountId');
  let accountId: number;
  let stored: { hash: number; parameters: ScheduleReportParameters } | null = null;
  if (hashText !== null) {
    if (!REPORT_HASH_PATTERN.test(hashText)) refuseInWords(404, NO_SUCH_REPORT);
    const [row] = await reportParametersQuery(db, Number(hashText));
    if (row?.kind !== PLAYER_KIND) refuseInWords(404, NO_SUCH_REPORT);
    if (accountText !== null && accountText !== String(row.accountId)) refuseInWords(404, NO_SUCH_REPORT);
    const parameters = parseStoredScheduleParameters(row.parameters);
    if (parameters === null) refuseInWords(404, NO_SUCH_REPORT);
    accountId = row.accountId;
    stored = { hash: row.hash, parameters };
  } else {
    const id = idOf(accountText);
    if (id === null) goHome(`${PLAYER_KIND} without an accountId or hash`);
    accountId = id;
  }
  const [account] = await usernameQuery(db, accountId);
  if (!account?.username) goHome(`no account ${accountId} for a ${PLAYER_KIND}`);
  // A private site sends this viewer home inside the access check (spec 1 §6).
  const access = await loadProfileAccessByUsername(request, context, account.username);
  if (!access.visible.has(FEATURE_IDS.schedule)) {
    goHome(`${PLAYER_KIND} of ${accountId}: schedule hidden from this viewer`);
  }
  const parameters = stored?.parameters ?? queryParameters(PLAYER_KIND, search);
  return { kind: PLAYER_KIND, access, parameters, hash: stored?.hash ?? null };
}

/**
 * The organization's schedule report a URL asks for. A `hash` not of an organization's schedule
 * report is a 404 in words (a player's hash is never read here); without a usable `organizationId`
 * or with no such organization, the guard logs and goes home (spec 2 §6).
 */
export async function resolveOrgSchedule(
  request: Request,
  context: AppLoadContext,
): Promise<ResolvedOrgSchedule> {
  const { db } = context;
  const search = new URL(request.url).searchParams;
  const hashText = search.get('hash');
  const orgText = search.get('organizationId');
  let organizationId: number;
  let stored: { hash: number; parameters: ScheduleReportParameters } | null = null;
  if (hashText !== null) {
    if (!REPORT_HASH_PATTERN.test(hashText)) refuseInWords(404, NO_SUCH_REPORT);
    const [row] = await organizationReportQuery(db, Number(hashText));
    if (row?.kind !== ORG_KIND) refuseInWords(404, NO_SUCH_REPORT);
    if (orgText !== null && orgText !== String(row.organizationId)) refuseInWords(404, NO_SUCH_REPORT);
    const parameters = parseStoredScheduleParameters(row.parameters);
    if (parameters === null) refuseInWords(404, NO_SUCH_REPORT);
    organizationId = row.organizationId;
    stored = { hash: row.hash, parameters };
  } else {
    const id = idOf(orgText);
    if (id === null) goHome(`${ORG_KIND} without an organizationId or hash`);
    organizationId = id;
  }
  const [organization] = await organizationByIdQuery(db, organizationId);
  if (!organization) goHome(`no organization ${organizationId} for an ${ORG_KIND}`);
  const parameters = stored?.parameters ?? queryParameters(ORG_KIND, search);
  return { kind: ORG_KIND, organization, parameters, hash: stored?.hash ?? null };
}

function head(
  request: Request,
  context: AppLoadContext,
  kind: ScheduleReportKind,
  subject: string,
  nameParts: ReadonlyArray<string>,
  parameters: ScheduleReportParameters,
) {
  const now = requestNow(request, context.config);
  return {
    kind,
    fileName: scheduleReportFileName(nameParts, parameters),
    title: reportKindLabel(kind),
    subject,
    subtitle: describeScheduleParameters(parameters),
    generatedOn: formatLongDate(utcDay(now)),
  };
}

/**
 * The player's report: the schedule's own read for the report's filter (the additional players
 * cut to those this viewer may see), then its sections. Unmerged additional players get chapters of
 * their own after the player's.
 */
export async function playerScheduleModel(
  request: Request,
  context: AppLoadContext,
  report: ResolvedPlayerSchedule,
): Promise<ScheduleReportModel> {
  const p = report.parameters;
  const read = await readSchedule(context, report.access, reportScheduleFilter(p));
  const players: Array<ReportPlayer> = [
    { accountId: read.player.accountId, name: read.player.fullName },
    ...read.candidates.filter((c) => read.filter.players.includes(c.accountId)),
  ];
  const body = scheduleReportBody({
    parameters: p,
    today: read.today,
    entries: read.entries,
    rounds: read.rounds,
    players,
    separate: !p.merge,
  });
  const { player } = read;
  return {
    ...head(request, context, PLAYER_KIND, player.fullName, [player.firstName, player.lastName], p),
    ...body,
  };
}

/**
 * The organization's report: every roster player whose schedule this viewer may see (spec 1 §6:
 * website 88 and schedule 80), their entries in one statement and their event rounds, in one batch.
 * A hidden player is never read.
 */
export async function orgScheduleModel(
  request: Request,
  context: AppLoadContext,
  report: ResolvedOrgSchedule,
): Promise<ScheduleReportModel> {
  const { db } = context;
  const p = report.parameters;
  const viewer = await requestViewer(request, context);
  const [members, memberShards] = await db.batch([
    organizationScheduleMembersQuery(db, report.organization.id, viewer?.accountId ?? null),
    organizationMemberShardsQuery(db, report.organization.id),
  ]);
  const visible = members.filter((row) => isScheduleVisibleTo(viewer, row));
  const players = visible.map((row) => ({ accountId: row.accountId, name: fullName(row) }));
  let entries: Awaited<ReturnType<typeof playersEntriesQuery>> = [];
  let rounds: Array<ScheduleRoundRow> = [];
  if (players.length > 0) {
    const ids = new Set(players.map((pl) => pl.accountId));
    // The entries (the directory's) and the event rounds, each shard's players in one batch.
    [entries, rounds] = await Promise.all([
      playersEntriesQuery(db, [...ids]),
      eventRoundsOfPlayers(
        context,
        memberShards.filter((row) => ids.has(row.accountId)),
      ),
    ]);
  }
  const body = scheduleReportBody({
    parameters: p,
    today: viewerToday(new Date(), p.tz),
    entries,
    rounds,
    players,
    separate: false,
    // Every row of a roster's report names its player, even when it shows one.
    playerColumn: true,
  });
  const name = report.organization.name;
  return {
    ...head(request, context, ORG_KIND, name, [name], p),
    subtitle: `${describeScheduleParameters(p)} · ${players.length} ${players.length === 1 ? 'player' : 'players'}`,
    ...body,
    subject: name,
  };
}

/** The report's own address: its hash, or who it is about with its parameters. */
export function reportSearch(
  id: { name: 'accountId' | 'organizationId'; value: number },
  report: {
    hash: number | null;
    parameters: ScheduleReportParameters;
  },
): string {
  if (report.hash !== null) return `hash=${report.hash}`;
  return `${id.name}=${id.value}&${scheduleReportQuery(report.parameters).toString()}`;
}

/** `/reports/{kind}.pdf`: the model checked against its kind's schema, drawn by the PDF Worker. */
export async function scheduleReportPdf(
  request: Request,
  context: AppLoadContext,
  kind: ScheduleReportKind,
): Promise<Response> {
  const model =
    kind === PLAYER_KIND
      ? await playerScheduleModel(request, context, await resolvePlayerSchedule(request, context))
      : await orgScheduleModel(request, context, await resolveOrgSchedule(request, context));
  return scheduleReportPdfResponse(context.cloudflare.env.PDF, scheduleReportModelSchema(kind).parse(model));
}

/** Save Report of a player's schedule report: the player or a coach of the player's circle (spec 1 §6). */
export async function savePlayerSchedule(
  context: AppLoadContext,
  report: ResolvedPlayerSchedule,
): Promise<number> {
  const { viewer, hasAccess, player } = report.access;
  if (viewer === null || !hasAccess) {
    refuseInWords(403, 'Only the player or a coach of the player can save this report.');
  }
  const hash = reportHash(PLAYER_KIND, player.accountId, report.parameters);
  await context.db.batch([
    storeReportQuery(context.db, {
      hash,
      kind: PLAYER_KIND,
      accountId: player.accountId,
      parameters: report.parameters,
      name: describeScheduleParameters(report.parameters),
      createdBy: viewer.accountId,
    }),
  ]);
  return hash;
}

/**
 * Save Report of an organization's schedule report: any signed-in viewer. Only the parameters are
 * kept; whoever opens the report sees the players whose schedules they may see.
 */
export async function saveOrgSchedule(
  request: Request,
  context: AppLoadContext,
  report: ResolvedOrgSchedule,
): Promise<number> {
  const viewer = await requestViewer(request, context);
  if (viewer === null) refuseInWords(403, 'Sign in to save this report.');
  const hash = reportHash(ORG_KIND, report.organization.id, report.parameters);
  await context.db.batch([
    storeOrganizationReportQuery(context.db, {
      hash,
      kind: ORG_KIND,
      organizationId: report.organization.id,
      parameters: report.parameters,
      name: describeScheduleParameters(report.parameters),
      createdBy: viewer.accountId,
    }),
  ]);
  return hash;
}
