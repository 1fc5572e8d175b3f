// issue 33 §4, decision 091: share cards against the built Workers (the app draws the model, the
// document Worker the PNG): their size and type, the edge cache by account version, a private
// profile's 404, and the pages' og:image tags.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { reportHash } from '../../app/domain/reports/reports';
import { cachedStateOf, defaultCompareConfig } from '../../app/domain/stats/compare-config';
import { saveCompareState } from '../../db/queries/compare-states';
import { reportParameters } from '../../db/schema/reports';
import {
  createCourse,
  createOrganization,
  createPlayer,
  createRound,
  saveTwoPlayerComparison,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

/** A PNG's width and height, read from its IHDR chunk (bytes 16–23, after the signature and chunk header). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  expect([...bytes.subarray(0, 8)]).toEqual(signature);
  expect(new TextDecoder().decode(bytes.subarray(12, 16))).toBe('IHDR');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

async function card(path: string, init?: RequestInit) {
  const response = await workers.fetch(path, init);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

function metaContent(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

async function playerWithRounds(input: Parameters<typeof createPlayer>[1] = {}) {
  const player = await createPlayer(workers.db, input);
  const course = await createCourse(workers.db, { name: 'Card Creek' });
  for (const [index, score] of [71, 74, 77].entries()) {
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: `2026-06-0${index + 1}`,
      score,
    });
  }
  return player;
}

test('a player card is a 1200 × 630 PNG, kept by the edge cache until the account version changes', async () => {
  const player = await playerWithRounds({
    firstName: 'Avery',
    lastName: 'Card',
    imgUrl: '/demo/players/liam-oconnor.jpg',
  });
  const path = `/player/${player.username}/card.png`;
  const first = await card(path);
  expect(first.response.status).toBe(200);
  expect(first.response.headers.get('Content-Type')).toBe('image/png');
  expect(pngSize(first.bytes)).toEqual({ width: 1200, height: 630 });
  expect(first.response.headers.get('x-edge-cache')).toBe('MISS');
  // The version the card was drawn from never leaves the Worker.
  expect(first.response.headers.get('x-rendered-profile-version')).toBeNull();

  await expect.poll(async () => (await workers.fetch(path)).headers.get('x-edge-cache')).toBe('HIT');
  const hit = await card(path);
  expect(hit.bytes).toEqual(first.bytes);

  // A new round bumps the account version: the next card is drawn again, with the new figures.
  const course = await createCourse(workers.db, { name: 'Second Creek' });
  await createRound(workers.db, {
    accountId: player.id,
    courseId: course.id,
    playedOn: '2026-06-09',
    score: 90,
  });
  const after = await card(path);
  expect(after.response.headers.get('x-edge-cache')).toBe('MISS');
  expect(after.response.headers.get('x-share-card-render')).toBe('MISS');
  expect(pngSize(after.bytes)).toEqual({ width: 1200, height: 630 });
  expect(after.bytes).not.toEqual(first.bytes);
});

test('a signed-in visitor gets the same card as everyone, never stored for others', async () => {
  const player = await playerWithRounds();
  const path = `/player/${player.username}/card.png`;
  const anonymous = await card(path);
  const cookie = await sessionCookieFor(workers.db, player.id);
  const owner = await card(path, { headers: { Cookie: cookie } });
  expect(owner.response.status).toBe(200);
  expect(owner.response.headers.get('Cache-Control')).toBe('private, no-store');
  // Drawn from the same model: the render cache answers.
  expect(owner.response.headers.get('x-share-card-render')).toBe('HIT');
  expect(owner.bytes).toEqual(anonymous.bytes);
});

test('a private profile has no card (404 for every visitor) and its page points to none', async () => {
  const player = await playerWithRounds();
  await setFeatureSetting(workers.db, player.id, 88, { isPublic: false, isPhoneVerified: null });
  const path = `/player/${player.username}/card.png`;
  const anonymous = await workers.fetch(path);
  expect(anonymous.status).toBe(404);
  expect(await anonymous.text()).toBe('There is no share card for this page.');
  const cookie = await sessionCookieFor(workers.db, player.id);
  const owner = await workers.fetch(path, { headers: { Cookie: cookie } });
  expect(owner.status).toBe(404);
  await owner.arrayBuffer();
  // The owner still opens the page; its preview keeps the photo, never a card.
  const html = await (
    await workers.fetch(`/player/${player.username}/summary`, { headers: { Cookie: cookie } })
  ).text();
  expect(metaContent(html, 'og:image')).not.toContain('card.png');
  expect(metaContent(html, 'twitter:card')).toBe('summary');
});

test('a player whose public site is off has no card either (issue 33 §7), nor a page naming one', async () => {
  const player = await createPlayer(workers.db, { allowPublicSite: [false] });
  const response = await workers.fetch(`/player/${player.username}/card.png`);
  expect(response.status).toBe(404);
  await response.arrayBuffer();
  const hash = await saveCompareState(workers.db, player.id, cachedStateOf(defaultCompareConfig(player.id)));
  const report = await workers.fetch(`/reports/compare-stats.png?hash=${hash}`);
  expect(report.status).toBe(404);
  await report.arrayBuffer();
  const html = await (await workers.fetch(`/player/${player.username}/summary`)).text();
  expect(metaContent(html, 'og:image')).not.toContain('card.png');
  const reportHtml = await (await workers.fetch(`/reports/compare-stats?hash=${hash}`)).text();
  expect(metaContent(reportHtml, 'og:image')).toBeNull();
});

test("a two-player comparison has no card when the second player's public site is off", async () => {
  const player = await playerWithRounds({ firstName: 'Open', lastName: 'Left' });
  const mate = await playerWithRounds({ firstName: 'Closed', lastName: 'Right', allowPublicSite: [false] });
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id] }] });
  const hash = await saveTwoPlayerComparison(workers.db, player.id, mate.id);
  // The report page itself follows spec 2 §6; only its card, for social sites, leaves the pair out.
  const reportHtml = await (await workers.fetch(`/reports/compare-stats?hash=${hash}`)).text();
  expect(reportHtml).toContain('Closed Right');
  expect(metaContent(reportHtml, 'og:image')).toBeNull();
  const report = await workers.fetch(`/reports/compare-stats.png?hash=${hash}`);
  expect(report.status).toBe(404);
  await report.arrayBuffer();
});

test('an unknown player or organization has no card', async () => {
  for (const path of ['/player/nobody-here/card.png', '/org/no-such-org/card.png']) {
    const response = await workers.fetch(path);
    expect(response.status, path).toBe(404);
    await response.arrayBuffer();
  }
});

test('a public profile page names its card in og:image with its size, words and a large Twitter card', async () => {
  const player = await playerWithRounds({ firstName: 'Meta', lastName: 'Card' });
  const html = await (await workers.fetch(`/player/${player.username}/summary`)).text();
  expect(metaContent(html, 'og:image')).toBe(
    new URL(`/player/${player.username}/card.png`, workers.url).href,
  );
  expect(metaContent(html, 'og:image:type')).toBe('image/png');
  expect(metaContent(html, 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'og:image:height')).toBe('630');
  expect(metaContent(html, 'og:image:alt')).toContain('Meta Card');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  expect(metaContent(html, 'twitter:image')).toBe(metaContent(html, 'og:image'));
});

test('an organization card is a 1200 × 630 PNG and its page names it', async () => {
  const member = await createPlayer(workers.db);
  const org = await createOrganization(workers.db, {
    name: 'Card Valley Golf',
    rosters: [{ members: [member.id] }],
  });
  const { response, bytes } = await card(`/org/${org.short}/card.png`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/png');
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  const again = await card(`/org/${org.short}/card.png`);
  expect(again.response.headers.get('x-share-card-render')).toBe('HIT');
  expect(again.bytes).toEqual(bytes);
  const html = await (await workers.fetch(`/org/${org.short}`)).text();
  expect(metaContent(html, 'og:image')).toBe(new URL(`/org/${org.short}/card.png`, workers.url).href);
  expect(metaContent(html, 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'og:image:alt')).toContain('Card Valley Golf');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
});

test('a saved compare-stats report has a card; its page names it; an unknown hash has none', async () => {
  const player = await playerWithRounds({ firstName: 'Report', lastName: 'Card' });
  const hash = await saveCompareState(workers.db, player.id, cachedStateOf(defaultCompareConfig(player.id)));
  const { response, bytes } = await card(`/reports/compare-stats.png?hash=${hash}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/png');
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  const html = await (await workers.fetch(`/reports/compare-stats?hash=${hash}`)).text();
  expect(metaContent(html, 'og:image')).toBe(
    new URL(`/reports/compare-stats.png?hash=${hash}`, workers.url).href,
  );
  expect(metaContent(html, 'og:image:height')).toBe('630');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  for (const path of [
    '/reports/compare-stats.png?hash=999999999',
    '/reports/compare-stats.png?hash=abc',
    '/reports/compare-stats.png',
  ]) {
    const missing = await workers.fetch(path);
    expect(missing.status, path).toBe(404);
    await missing.arrayBuffer();
  }
});

/** A saved Player Performance Report of the player, as the report page's Save Report stores it. */
async function savedPerformanceReport(accountId: number): Promise<number> {
  const parameters = { group: 'Recent Performance', standardId: 'pga-tour', holeCount: 18 };
  const hash = reportHash('ppr', accountId, parameters);
  await workers.db.insert(reportParameters).values({
    hash,
    kind: 'ppr',
    accountId,
    parameters,
    name: 'Recent Performance',
    createdBy: accountId,
  });
  return hash;
}

test('a saved player report has a card; its page names it; a hidden report or an unknown hash has none', async () => {
  const player = await playerWithRounds({ firstName: 'Saved', lastName: 'Report' });
  const hash = await savedPerformanceReport(player.id);
  const { response, bytes } = await card(`/reports/card.png?hash=${hash}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('image/png');
  expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
  const html = await (await workers.fetch(`/reports/ppr?hash=${hash}`)).text();
  expect(metaContent(html, 'og:image')).toBe(new URL(`/reports/card.png?hash=${hash}`, workers.url).href);
  expect(metaContent(html, 'og:image:width')).toBe('1200');
  expect(metaContent(html, 'og:image:alt')).toContain('saved report of Saved Report');
  expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
  // A report made from parameters (not saved) names no card.
  const unsaved = await (await workers.fetch(`/reports/ppr?accountId=${player.id}`)).text();
  expect(metaContent(unsaved, 'og:image')).toBeNull();

  // The Round Assessment (feature 59) kept for the player's circle: the owner still opens the saved
  // report, but it has no card and the page names none.
  const hidden = await playerWithRounds({ firstName: 'Hidden', lastName: 'Assessment' });
  const hiddenHash = await savedPerformanceReport(hidden.id);
  await setFeatureSetting(workers.db, hidden.id, 59, { isPublic: false, isPhoneVerified: null });
  const noCard = await workers.fetch(`/reports/card.png?hash=${hiddenHash}`);
  expect(noCard.status).toBe(404);
  expect(await noCard.text()).toBe('There is no share card for this page.');
  const cookie = await sessionCookieFor(workers.db, hidden.id);
  const own = await workers.fetch(`/reports/ppr?hash=${hiddenHash}`, { headers: { Cookie: cookie } });
  expect(own.status).toBe(200);
  expect(metaContent(await own.text(), 'og:image')).toBeNull();
  // Even asked for by the owner, the card is what an anonymous visitor would get: none.
  const ownCard = await workers.fetch(`/reports/card.png?hash=${hiddenHash}`, {
    headers: { Cookie: cookie },
  });
  expect(ownCard.status).toBe(404);
  await ownCard.arrayBuffer();

  // A saved comparison's hash is not a player report; neither is a malformed or unknown one.
  const comparison = await saveCompareState(
    workers.db,
    player.id,
    cachedStateOf(defaultCompareConfig(player.id)),
  );
  for (const path of [
    `/reports/card.png?hash=${comparison}`,
    '/reports/card.png?hash=999999999',
    '/reports/card.png?hash=abc',
    '/reports/card.png',
  ]) {
    const missing = await workers.fetch(path);
    expect(missing.status, path).toBe(404);
    await missing.arrayBuffer();
  }
});

test('a card address answers only GET', async () => {
  const player = await createPlayer(workers.db);
  const response = await workers.fetch(`/player/${player.username}/card.png`, { method: 'POST' });
  expect(response.status).toBe(405);
  await response.arrayBuffer();
});
