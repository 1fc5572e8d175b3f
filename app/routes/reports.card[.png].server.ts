import type { AppLoadContext } from '@remix-run/cloudflare';
import { FEATURE_IDS } from '~/domain/access/features';
import { aboutView } from '~/domain/access/profile-views';
import type { PlayerReportKind } from '~/domain/reports/player-report';
import { describeParameters } from '~/domain/reports/report-parameters';
import { reportKindLabel } from '~/domain/reports/reports';
import {
  organizationCardModel,
  playerCardModel,
  playerFigures,
  playerReportCardModel,
  reportCardModel,
  type ShareCardModel,
} from '~/domain/share-cards/share-card';
import { sideName } from '~/domain/stats/compare-sides';
import { loadOrganizationPage } from '~/routes/org.$short._index.server';
import { loadProfileAccessByUsername, siteName } from '~/routes/player.$username.server';
import {
  loadAnonymousCompareReport,
  loadComparison,
  parseCompareQuery,
  publicSitesAllowed,
} from '~/routes/player.$username.stats.server';
import { resolvePlayerReport, storedPlayerReportKind } from '~/routes/reports.$kind.server';
import { shareCardPng } from '~/server/pdf.server';
import { publicOrigin } from '~/server/public-origin.server';
import { recordProfileVersion } from '~/server/rendered-profile.server';
import { fetchPdfImage } from '~/server/resume-images.server';
import { aboutQuery } from '~db/queries/profile';

/*
 * Share cards (issue 33 §4, decision 091): each card's model is built from what its page shows an
 * anonymous visitor, whoever asks (a card is one picture for every social site), and drawn by the
 * document Worker. A page an anonymous visitor may not open has no card: 404.
 */

const NO_CARD = 'There is no share card for this page.';

function noCard(): never {
  throw new Response(NO_CARD, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * `load`, with the page's refusals turned into the card's 404: a guard that sends a visitor home (no
 * such player or organization, a private site, a hidden feature) leaves nothing to draw. A redirect
 * elsewhere (a renamed username's 301) and a refusal in words stand.
 */
async function refusedAsNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (thrown) {
    if (thrown instanceof Response && isRefusal(thrown)) noCard();
    throw thrown;
  }
}

function isRefusal(response: Response): boolean {
  if (response.status === 404) return true;
  const home = response.status >= 300 && response.status < 400 && response.headers.get('Location') === '/';
  return home;
}

/** The request without its session: what an anonymous visitor sends. */
function anonymousRequest(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete('Cookie');
  headers.delete('Authorization');
  return new Request(request.url, { method: 'GET', headers });
}

// The compare stats page without a query: its default comparison (Last 10 against Best 10, 18 holes).
const DEFAULT_COMPARISON = parseCompareQuery(new URL('https://share-card.invalid/'));

/**
 * A public profile's card: name, photo, class year and school (the About card, when the summary is
 * public) and the compare stats page's three figures (when compare stats is public).
 */
export async function loadPlayerCardModel(
  request: Request,
  context: AppLoadContext,
  username: string,
): Promise<ShareCardModel> {
  const access = await refusedAsNotFound(() =>
    loadProfileAccessByUsername(request, context, username.toLowerCase(), { as: 'anonymous' }),
  );
  const { player, visible } = access;
  // issue 33 §7: a player whose public site is off has no card, as in search and the sitemap.
  if (!player.publicSiteAllowed) noCard();
  // The edge cache keeps the card under the account version it was drawn from (workers/app.ts).
  recordProfileVersion(context, player.version);
  const showsAbout = visible.has(FEATURE_IDS.summary);
  const showsStats = visible.has(FEATURE_IDS.stats);
  const [about, comparison, picture] = await Promise.all([
    showsAbout ? context.db.batch([aboutQuery(context.db, player.accountId)]) : null,
    showsStats ? loadComparison(request, context, access, DEFAULT_COMPARISON, []) : null,
    fetchPdfImage(request, context, player.imgUrl),
  ]);
  const now = new Date();
  const aboutInfo = about ? aboutView(about[0][0] ?? null, now) : null;
  const gir = comparison?.metrics
    .flatMap((column) => column.rows)
    .find((row) => row.flag === 'madeGreenInRegulation')?.left;
  const origin = publicOrigin(request, context.config);
  return playerCardModel({
    fullName: player.fullName,
    graduationYear: aboutInfo?.graduationYear ?? null,
    school: aboutInfo?.school ?? null,
    picture,
    figures: comparison
      ? playerFigures({
          rounds: comparison.selectedRounds.left,
          greensInRegulation: gir ?? { successes: 0, opportunities: 0 },
          roundCount: comparison.left.roundCount,
        })
      : null,
    site: siteName(context),
    url: new URL(`/player/${encodeURIComponent(player.username)}`, origin).href,
  });
}

/** An organization's card, from its page as an anonymous visitor sees it. */
export async function loadOrganizationCardModel(
  request: Request,
  context: AppLoadContext,
  short: string,
): Promise<ShareCardModel> {
  const page = await refusedAsNotFound(() =>
    loadOrganizationPage(anonymousRequest(request), context, short, undefined),
  );
  const picture = await fetchPdfImage(request, context, page.organization.imgUrl);
  return organizationCardModel({
    name: page.organization.name,
    address: page.organization.address,
    picture,
    rosterCount: page.rosters.length,
    groupCount: page.groups.length,
    playerCount: page.playerCount,
    site: context.config.PRODUCT_NAME,
    url: new URL(page.share.path, `${page.share.origin}/`).href,
  });
}

/** A saved compare-stats report's card, from its report as an anonymous visitor sees it. */
export async function loadCompareReportCardModel(
  request: Request,
  context: AppLoadContext,
): Promise<ShareCardModel> {
  const { access, report } = await refusedAsNotFound(() => loadAnonymousCompareReport(request, context));
  if (!(await publicSitesAllowed(context, access, report.right.accountId))) noCard();
  const picture = await fetchPdfImage(request, context, access.player.imgUrl);
  const side = (which: 'left' | 'right') => ({
    name: report.samePlayer ? report[which].label : sideName(report[which]),
    roundCount: report[which].roundIds.length,
  });
  const origin = publicOrigin(request, context.config);
  return reportCardModel({
    playerName: report.samePlayer
      ? report.player.playerName
      : `${report.left.playerName} vs ${report.right.playerName}`,
    picture,
    left: side('left'),
    right: side('right'),
    holes: report.holes,
    metrics: report.metrics,
    site: context.config.PRODUCT_NAME,
    url: new URL(`/reports/compare-stats?hash=${report.hash}`, origin).href,
  });
}

/**
 * A saved player report's card (`/reports/card.png?hash=`): the report as an anonymous visitor may
 * open it (the player's public site on, every feature the report shows public), else none.
 */
export async function loadPlayerReportCardModel(
  request: Request,
  context: AppLoadContext,
): Promise<ShareCardModel> {
  const hash = new URL(request.url).searchParams.get('hash');
  const kind = await storedPlayerReportKind(context, hash);
  if (kind === null) noCard();
  const report = await refusedAsNotFound(() =>
    resolvePlayerReport(request, context, kind, { as: 'anonymous' }),
  );
  const { player, visible } = report.access;
  if (!player.publicSiteAllowed) noCard();
  const [about, picture] = await Promise.all([
    visible.has(FEATURE_IDS.summary) ? context.db.batch([aboutQuery(context.db, player.accountId)]) : null,
    fetchPdfImage(request, context, player.imgUrl),
  ]);
  const aboutInfo = about ? aboutView(about[0][0] ?? null, new Date()) : null;
  const origin = publicOrigin(request, context.config);
  return playerReportCardModel({
    reportTitle: reportKindLabel(kind),
    playerName: player.fullName,
    graduationYear: aboutInfo?.graduationYear ?? null,
    school: aboutInfo?.school ?? null,
    parameters: describeParameters(report.parameters),
    picture,
    site: siteName(context),
    url: new URL(`/reports/${kind}?hash=${report.hash}`, origin).href,
  });
}

/** Whether an anonymous visitor may open this stored player report: its page then names its card. */
export async function anonymousMaySeePlayerReport(
  request: Request,
  context: AppLoadContext,
  kind: PlayerReportKind,
): Promise<boolean> {
  try {
    const report = await resolvePlayerReport(request, context, kind, { as: 'anonymous' });
    return report.access.player.publicSiteAllowed;
  } catch (thrown) {
    if (thrown instanceof Response) return false;
    throw thrown;
  }
}

// A drawn card is kept in the Cache API under its model's digest: the same words, figures and
// picture are never drawn twice, whichever page's data changed around them.
const RENDER_CACHE_ORIGIN = 'https://share-card-render.invalid';
const CARD_CACHE_CONTROL = 'public, max-age=300';
export const CARD_RENDER_HEADER = 'X-Share-Card-Render';

async function digestOf(model: ShareCardModel): Promise<string> {
  const bytes = new TextEncoder().encode(JSON.stringify(model));
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

// A player's card is kept by the edge cache under the account version it was drawn from (recorded
// when its player was read).
function pngResponse(body: ArrayBuffer, render: 'HIT' | 'MISS'): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(body.byteLength),
      'Cache-Control': CARD_CACHE_CONTROL,
      [CARD_RENDER_HEADER]: render,
    },
  });
}

/** The card's PNG: from the render cache, or drawn by the document Worker and kept. */
export async function shareCardResponse(context: AppLoadContext, model: ShareCardModel): Promise<Response> {
  const cache = (caches as unknown as { default: Cache }).default;
  const key = new Request(`${RENDER_CACHE_ORIGIN}/${await digestOf(model)}`, { method: 'GET' });
  const kept = await cache.match(key);
  if (kept) return pngResponse(await kept.arrayBuffer(), 'HIT');
  const png = await shareCardPng(context.cloudflare.env.PDF, model);
  if (png === null) {
    return new Response('The share card cannot be drawn right now. Please try again later.', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': '60',
      },
    });
  }
  const stored = new Response(png.slice(0), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
  context.cloudflare.ctx.waitUntil(cache.put(key, stored));
  return pngResponse(png, 'MISS');
}
