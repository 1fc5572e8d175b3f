import type { AppLoadContext } from '@remix-run/cloudflare';
import { profileHref } from '~/domain/hosts/hosts';
import { reportHash } from '~/domain/reports/reports';
import { type ResumeSettings, resumeSettingsSchema } from '~/domain/resume/resume';
import { type ResumeSources, type ResumeState, resumeState } from '~/domain/resume/resume-data';
import { resumeModelSchema } from '~/domain/resume/resume-model';
import { resumePdfResponse } from '~/server/pdf.server';
import { publicOrigin } from '~/server/public-origin.server';
import { withPdfImages } from '~/server/resume-images.server';
import type { ProfileAccount } from '~db/queries/profile';
import {
  resumeRoundQueries,
  resumeSourceQueries,
  saveResumeSettingsQuery,
  storeReportParametersQuery,
} from '~db/queries/resume';
import { readBoth } from '~db/shards';

export type LoadedResume = ResumeState & {
  sources: ResumeSources;
  stored: ResumeSettings | null;
  username: string | null;
};

/** Stored settings that no longer fit the schema count as none (the defaults apply). */
export function parseStoredSettings(value: unknown, accountId: number): ResumeSettings | null {
  const parsed = resumeSettingsSchema.safeParse(value);
  return parsed.success && parsed.data.accountId === accountId ? parsed.data : null;
}

/**
 * An account's resume in one D1 round trip (spec 2 §7 resumeSettings + resumeDefaultData): the rows
 * it is built from (the directory's and, at once, the rounds on the player's shard), the stored
 * settings, and the resume they select. `override` replaces the stored
 * settings (a preview of unsaved selections, or stored report parameters); `defaults` ignores them.
 */
export async function loadResume(
  request: Request,
  context: AppLoadContext,
  player: Pick<ProfileAccount, 'accountId' | 'roundShard'>,
  options: { override?: ResumeSettings | null; defaults?: boolean } = {},
): Promise<LoadedResume | null> {
  const { db } = context;
  const { accountId } = player;
  const shard = context.shards.ofPlayer(player.roundShard);
  const [[accountRows, infoRows, entries, news, settingsRows], [rounds, index]] = await readBoth(
    db,
    shard,
    resumeSourceQueries(db, accountId),
    resumeRoundQueries(shard, accountId),
  );
  const account = accountRows[0];
  if (!account) return null;
  const sources: ResumeSources = {
    account: {
      accountId: account.accountId,
      firstName: account.firstName,
      lastName: account.lastName,
      imgUrl: account.imgUrl,
    },
    info: infoRows[0] ? { ...infoRows[0], computedIndex: index[0]?.index ?? null } : null,
    entries,
    rounds,
    news,
  };
  const stored = options.defaults ? null : parseStoredSettings(settingsRows[0]?.settings, accountId);
  const profileUrl = account.username
    ? new URL(profileHref(context.host, account.username), publicOrigin(request, context.config)).href
    : null;
  const state = resumeState(sources, options.override ?? stored, { today: new Date(), profileUrl });
  return { ...state, sources, stored, username: account.username };
}

/**
 * Saves the settings and stores them as report parameters under their hash (spec 2 §2 resume report
 * by hash), in one batch. Returns the hash.
 */
export async function saveResume(context: AppLoadContext, settings: ResumeSettings): Promise<number> {
  const { db } = context;
  const hash = reportHash('resume', settings.accountId, settings);
  await db.batch([
    saveResumeSettingsQuery(db, settings.accountId, settings),
    storeReportParametersQuery(db, {
      hash,
      kind: 'resume',
      accountId: settings.accountId,
      parameters: settings,
    }),
  ]);
  return hash;
}

/**
 * The resume as a PDF from the PDF Worker; the model, with the cover's picture and logo bytes, is
 * checked against the schema both sides share.
 */
export async function resumePdf(
  request: Request,
  context: AppLoadContext,
  state: ResumeState,
): Promise<Response> {
  const model = await withPdfImages(request, context, state.model);
  // The profile's PDF is kept by the edge cache like its pages (the version its loader recorded).
  return resumePdfResponse(context.cloudflare.env.PDF, resumeModelSchema.parse(model));
}
