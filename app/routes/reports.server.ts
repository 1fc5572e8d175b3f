import { type AppLoadContext, data, redirect } from '@remix-run/cloudflare';
import { z } from 'zod';
import { FEATURE_IDS } from '~/domain/access/features';
import { saveReportSchema } from '~/domain/reports/report-forms';
import { REPORT_HASH_PATTERN } from '~/domain/reports/reports';
import { type LoadedResume, loadResume, parseStoredSettings } from '~/routes/player.$username.resume.server';
import { loadProfileAccessByUsername } from '~/routes/player.$username.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { redirectWithToast } from '~/server/toast.server';
import { reportParametersQuery, usernameQuery } from '~db/queries/resume';

const resumeReportQuery = z.union([
  z.object({
    accountId: z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  }),
  z.object({ hash: z.string().regex(REPORT_HASH_PATTERN).transform(Number) }),
]);

/** spec 2 §6: a report route's guard logs why and redirects home. */
export function goHome(reason: string): never {
  // spec 2 §6: report route guards log and redirect home.
  console.warn(`report route: ${reason}`);
  throw redirect('/');
}

/**
 * spec 2 §2 resume report: with `accountId`, that account's default resume data; otherwise the
 * report stored under the numeric `hash`. Guards: no account, a private site, or a resume hidden
 * from this viewer → home.
 */
export async function loadResumeReport(request: Request, context: AppLoadContext): Promise<LoadedResume> {
  const { db } = context;
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = resumeReportQuery.safeParse(params);
  if (!query.success) goHome('resume report without a valid accountId or hash');
  let accountId: number;
  let override = null;
  if ('accountId' in query.data) {
    accountId = query.data.accountId;
  } else {
    const [row] = await reportParametersQuery(db, query.data.hash);
    if (row?.kind !== 'resume') goHome(`no resume report under hash ${query.data.hash}`);
    accountId = row.accountId;
    override = parseStoredSettings(row.parameters, accountId);
    if (!override) goHome(`report ${query.data.hash} holds no resume settings`);
  }
  const [account] = await usernameQuery(db, accountId);
  if (!account?.username) goHome(`no account ${accountId}`);
  const access = await loadProfileAccessByUsername(request, context, account.username);
  if (!access.visible.has(FEATURE_IDS.resume)) goHome(`resume of ${accountId} hidden from this viewer`);
  const resume = await loadResume(
    request,
    context,
    access.player,
    override ? { override } : { defaults: true },
  );
  if (!resume) goHome(`no account ${accountId}`);
  return resume;
}

/**
 * Save Report of a report page (spec 2 §2): the form is read and refused in words when it is not
 * one, then `save` keeps the report's parameters and returns their hash, and the stored report opens
 * with a toast.
 */
export async function saveReportAction(
  request: Request,
  context: AppLoadContext,
  kind: string,
  save: () => Promise<number | string>,
) {
  const read = await readSubmission(request, saveReportSchema);
  if (!read.ok) return data({ result: rejectionReply(read) }, { status: read.status });
  if (read.submission.status !== 'success') return data({ result: read.submission.reply() }, { status: 400 });
  const hash = await save();
  throw await redirectWithToast(
    `/reports/${kind}?hash=${hash}`,
    { text: 'Report saved.', type: 'success' },
    context.config,
  );
}
