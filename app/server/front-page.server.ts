import type { AppLoadContext } from '@remix-run/cloudflare';
import { FEATURE_IDS } from '~/domain/access/features';
import { aboutView, trendSetsView } from '~/domain/access/profile-views';
import { utcDay } from '~/domain/calendar/dates';
import type { FrontPageSample } from '~/domain/content/front-page-sample';
import { profileHref } from '~/domain/hosts/hosts';
import { DEFAULT_CHART_RANGE_LABEL, defaultChartRange, showsTrendCharts } from '~/domain/stats/chart-sets';
import { aboutQuery } from '~db/queries/profile';
import { roundScoresQuery } from '~db/queries/round-summaries';
import { loadProfileAccessByUsername } from './profile.server';

/**
 * The front page's sample profile (configuration FRONT_PAGE_SAMPLE_PLAYER): what an anonymous visitor
 * sees at the top of that player's summary — name, school line and the first Performance Trends set,
 * read the way the summary loader reads them. None when no player is configured, the profile is not
 * public, its summary is hidden (spec 1 §6) or it has too few rounds for charts (spec 1 §2).
 */
export async function loadFrontPageSample(
  request: Request,
  context: AppLoadContext,
): Promise<FrontPageSample | null> {
  const username = context.config.FRONT_PAGE_SAMPLE_PLAYER;
  if (username === '') return null;
  let access: Awaited<ReturnType<typeof loadProfileAccessByUsername>>;
  try {
    // Without the visitor's cookies: one front page for everybody, as an anonymous visitor sees it.
    access = await loadProfileAccessByUsername(request, context, username, { as: 'anonymous' });
  } catch (thrown) {
    if (thrown instanceof Response) return null;
    throw thrown;
  }
  if (!access.visible.has(FEATURE_IDS.summary)) return null;
  const { db } = context;
  const now = new Date();
  const range = defaultChartRange(utcDay(now));
  const id = access.player.accountId;
  const [about, rounds] = await db.batch([
    aboutQuery(db, id),
    roundScoresQuery(db, id, { from: range.start, to: range.end }),
  ]);
  const sets = trendSetsView(rounds, range);
  const set = sets[0];
  if (!set || !showsTrendCharts(sets)) return null;
  const info = aboutView(about[0] ?? null, now);
  const meta = [info.school, info.graduationYear ? `Class of ${info.graduationYear}` : null]
    .filter((part) => part !== null)
    .join(' · ');
  return {
    name: access.player.fullName,
    meta: meta === '' ? null : meta,
    profileHref: profileHref(context.host, access.player.username),
    setTitle: `${set.title} · ${DEFAULT_CHART_RANGE_LABEL}`,
    averageScore: set.averageScore,
    averageToPar: set.averageToPar,
    averageBirdies: set.averageBirdies,
    scores: set.bars.map((bar) => bar.score),
  };
}
