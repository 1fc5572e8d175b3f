import type { AppLoadContext } from '@remix-run/cloudflare';
import { FEATURE_IDS } from '~/domain/access/features';
import { aboutView, trendSetsView } from '~/domain/access/profile-views';
import { fullName } from '~/domain/accounts/names';
import { utcDay } from '~/domain/calendar/dates';
import type {
  FrontPageComparedPlayer,
  FrontPageComparison,
  FrontPageSample,
} from '~/domain/content/front-page-sample';
import { formatFixed, formatSignedFixed } from '~/domain/format/numbers';
import { profileHref } from '~/domain/hosts/hosts';
import { DEFAULT_CHART_RANGE_LABEL, defaultChartRange, showsTrendCharts } from '~/domain/stats/chart-sets';
import { loadProfileAccessByUsername } from '~/routes/player.$username.server';
import { frontPagePairQuery } from '~db/queries/discovery';
import { aboutQuery } from '~db/queries/profile';
import { roundScoresQuery } from '~db/queries/round-summaries';
import { readBoth } from '~db/shards';

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
  // The rounds are on the player's round shard (decision 119), named by the access rows.
  const shard = context.shards.ofPlayer(access.player.roundShard);
  const [[about], [rounds]] = await readBoth(
    db,
    shard,
    [aboutQuery(db, id)] as const,
    [roundScoresQuery(shard, id, { from: range.start, to: range.end })] as const,
  );
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

/**
 * The front page's comparison panel (issue 33 §6): two real players' public figures, or none when the
 * site has fewer than two listed players with them — never invented ones.
 */
export async function loadFrontPageComparison(context: AppLoadContext): Promise<FrontPageComparison | null> {
  const rows = await frontPagePairQuery(context.db);
  const [first, second] = rows.map(
    (row): FrontPageComparedPlayer => ({
      name: fullName(row),
      averageLast10: formatFixed(row.avgLast10, 1),
      sgTotal: formatSignedFixed(row.sgTotal, 2),
      sgOffTheTee: formatSignedFixed(row.sgOffTheTee, 2),
      sgApproach: formatSignedFixed(row.sgApproach, 2),
      sgAroundTheGreen: formatSignedFixed(row.sgAroundTheGreen, 2),
      sgPutting: formatSignedFixed(row.sgPutting, 2),
    }),
  );
  return first && second ? { players: [first, second] } : null;
}
