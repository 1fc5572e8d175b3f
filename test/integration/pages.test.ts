import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatTourLength, PRODUCT_TOURS, TOUR_SECONDS } from '../../app/components/marketing/product-tours';
import { destination, type LngLat } from '../../app/domain/courses/geo';
import {
  placePlayer,
  shardCopyQueries,
  shardCopyWrites,
  toShardCopies,
} from '../../db/queries/player-shards';
import { websiteFeatureSettings } from '../../db/schema/accounts';
import { courseHoles, courses } from '../../db/schema/courses';
import { roundHoles, rounds, shots } from '../../db/schema/rounds';
import { createPlayer } from '../helpers/factories';
import { PRODUCTION_VARS, startTestWorkers, type TestWorkers } from '../helpers/workers';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

function location(response: Response): string | null {
  return response.headers.get('location');
}

describe('home page (spec 1 §2 main page)', () => {
  test('embeds the front page under the navigation and a search bar with the provider website button', async () => {
    const response = await workers.fetch('/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<iframe[^>]*class="home-frame"[^>]*src="\/front-page\.html"/);
    expect(html).toMatch(/<form[^>]*action="\/golf\/search"[^>]*role="search"/);
    expect(html).toMatch(/<a href="https:\/\/example\.com" target="_blank" rel="noopener"/);
    // spec 1 §2 top navigation; the menus' entries render when opened (see the browser test).
    expect(html).toContain('aria-label="Main"');
    for (const label of ['Home', 'Product', 'Training Facility', 'News and Updates', 'About']) {
      expect(html).toContain(`${label}<`);
    }
  });

  test('a navigation section opens the front page at that section; an unknown one is ignored', async () => {
    expect(await (await workers.fetch('/?section=news')).text()).toContain('src="/front-page.html#news"');
    const bogus = await (await workers.fetch('/?section=%22%3E%3Cscript%3E')).text();
    expect(bogus).toContain('src="/front-page.html"');
  });

  test('the front page is served, self-contained, with every section the navigation links to', async () => {
    const response = await fetch(new URL('/front-page.html', workers.url));
    expect(response.status).toBe(200);
    const html = await response.text();
    for (const id of [
      'who-is-it-for',
      'player-features',
      'coach-features',
      'custom-app',
      'videos',
      'training-facility',
      'news',
      'our-team',
      'contact',
    ]) {
      expect(html).toContain(`id="${id}"`);
    }
    expect(html).toContain('ScoreTrack Golf');
    // No external assets: nothing loads from another origin.
    expect(html).not.toMatch(/(src|href)="https?:\/\/(?!www\.w3\.org)/);
    expect(html).not.toMatch(/url\(\s*["']?https?:/);
  });

  // issue 33 §6: "Watch videos" plays recordings of this site, each with its true length.
  test("the front page's videos are the site's own recordings, served with their posters", async () => {
    const html = await (await fetch(new URL('/front-page.html', workers.url))).text();
    const videos = [...html.matchAll(/<a class="video" href="([^"]+)"[\s\S]*?<\/a>/g)];
    expect(videos.map((match) => match[1])).toEqual(
      PRODUCT_TOURS.map((tour) => `/demo/tours/${tour.slug}.mp4`),
    );
    for (const [link, href] of videos) {
      const tour = PRODUCT_TOURS.find((t) => href === `/demo/tours/${t.slug}.mp4`);
      expect(link).toContain(`${formatTourLength(TOUR_SECONDS[tour?.slug ?? 'player-profile'])}</span>`);
      const video = await fetch(new URL(href ?? '', workers.url));
      expect(video.status).toBe(200);
      expect(video.headers.get('Content-Type')).toBe('video/mp4');
      await video.arrayBuffer();
      const poster = await fetch(new URL((href ?? '').replace(/\.mp4$/, '.jpg'), workers.url));
      expect(poster.status).toBe(200);
      await poster.arrayBuffer();
    }
  });
});

describe('store redirect (spec 1 §2)', () => {
  test('Android goes to the Play store and iOS to the App Store, with a 302', async () => {
    const android = await workers.fetch('/store-redirect', { headers: { 'User-Agent': UA.android } });
    expect(android.status).toBe(302);
    expect(location(android)).toBe('https://play.google.com/store/apps/details?id=com.scoretrack.golf');
    expect(android.headers.get('vary')).toMatch(/User-Agent/i);

    const iPhone = await workers.fetch('/store-redirect', { headers: { 'User-Agent': UA.iPhone } });
    expect(iPhone.status).toBe(302);
    expect(location(iPhone)).toBe('https://apps.apple.com/us/app/scoretrack-golf/id6450000000');
  });

  test('other browsers see both store badges and the east and west coast support contacts', async () => {
    const response = await workers.fetch('/store-redirect', { headers: { 'User-Agent': UA.desktop } });
    expect(response.status).toBe(200);
    expect(response.headers.get('vary')).toMatch(/User-Agent/i);
    const html = await response.text();
    expect(html).toContain('src="/images/app-store-badge.svg"');
    expect(html).toContain('src="/images/google-play-badge.svg"');
    expect(html).toContain('href="https://apps.apple.com/us/app/scoretrack-golf/id6450000000"');
    expect(html).toContain('East Coast');
    expect(html).toContain('West Coast');
    expect(html).toMatch(/href="tel:\+1\d{10}"/);
    expect(html).toMatch(/href="mailto:east@/);
    expect(html).toMatch(/href="mailto:west@/);
    for (const badge of ['app-store-badge.svg', 'google-play-badge.svg']) {
      const image = await fetch(new URL(`/images/${badge}`, workers.url));
      expect(image.status).toBe(200);
      expect(await image.text()).toContain('<svg');
    }
  });
});

describe('payment pages (spec 1 §2)', () => {
  test('the plans page and cancel answer 200 with their text and links back', async () => {
    const plans = await workers.fetch('/payment');
    expect(plans.status).toBe(200);
    const html = await plans.text();
    expect(html).toContain('Player');
    expect(html).toContain('Coach');
    expect(html).toContain('$8.99');
    expect(html).toContain('Plans cannot be bought here: payments are not set up on this site.');

    // Without a session the success page is the sign-in's first (test/integration/payments.test.ts).
    const success = await workers.fetch('/payment/success');
    expect(success.status).toBe(302);
    expect(success.headers.get('Location')).toBe('/auth?returnUrl=%2Fpayment%2Fsuccess');

    const cancel = await workers.fetch('/payment/cancel');
    expect(cancel.status).toBe(200);
    const cancelHtml = await cancel.text();
    expect(cancelHtml).toContain('Payment cancelled');
    expect(cancelHtml).toContain('href="/payment"');
  });
});

describe('experimental routes (spec 1 §2: outside production only)', () => {
  const PIN: LngLat = [-81.1, 32.1];
  const YARD = 0.9144;

  /** A course hole, one round on it and three approach shots of 150 yards from due south. */
  async function withApproachShots(username: string) {
    const player = await createPlayer(workers.db, { username, firstName: 'Iris', lastName: 'Approach' });
    const courseId = player.id;
    const start = destination(PIN, 150 * YARD, 180);
    const ends = [destination(PIN, 10 * YARD, 0), destination(PIN, 6 * YARD, 90), PIN];
    // The course and its pin in the directory; the round, its hole and shots on the player's round
    // shard beside copies of the player's anchor and the course (decision 119).
    await workers.db.batch([
      workers.db
        .insert(courses)
        .values({ id: courseId, name: 'Test Links', latitude: PIN[1], longitude: PIN[0] }),
      workers.db
        .insert(courseHoles)
        .values({ courseId, holeNumber: 1, pinLatitude: PIN[1], pinLongitude: PIN[0] }),
    ]);
    const placed = await placePlayer(workers.db, player.id, workers.shards.names);
    const shard = workers.shards.db(placed.shard);
    const copies = toShardCopies(
      await workers.db.batch(
        shardCopyQueries(workers.db, {
          accountId: player.id,
          courseIds: [courseId],
          teeIds: [],
          tournamentIds: [],
        }),
      ),
    );
    const [first, ...rest] = [
      ...shardCopyWrites(shard, copies),
      shard.insert(rounds).values({
        id: player.id,
        accountId: player.id,
        courseId,
        roundTypeId: 1,
        holeCount: 18,
        startedAt: '2026-05-01T09:00:00',
        playedOn: '2026-05-01',
      }),
      shard.insert(roundHoles).values({ roundId: player.id, holeNumber: 1, courseHoleNumber: 1, par: 4 }),
      ...ends.map((end, index) =>
        shard.insert(shots).values({
          roundId: player.id,
          holeNumber: 1,
          shotNumber: index + 2,
          type: 'Approach',
          startLie: 'fairway',
          endLie: index === 2 ? 'holed' : 'green',
          startDistanceYards: 150,
          endDistanceYards: 5,
          startLatitude: start[1],
          startLongitude: start[0],
          endLatitude: end[1],
          endLongitude: end[0],
        }),
      ),
    ];
    if (first) await shard.batch([first, ...rest]);
    return player;
  }

  test('outside production the shot dispersion shows a player’s approach shots relative to the pin', async () => {
    await withApproachShots('iris-approach');
    const response = await workers.fetch('/experimental/shot-dispersion-chart?username=iris-approach');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Iris Approach: last 3 approach shots');
    // 10 yards long, 6 yards right, holed: means of 5.3 yards from the pin, 2.0 right, 3.3 long.
    expect(html).toContain('5.3 yd');
    expect(html).toContain('2.0 yd right');
    expect(html).toContain('3.3 yd long');
  });

  test('a player whose round assessment is hidden shows no shots; an unknown player says so', async () => {
    const player = await withApproachShots('iris-private');
    await workers.db
      .insert(websiteFeatureSettings)
      .values({ accountId: player.id, featureId: 59, isPublic: false, isPhoneVerified: null });
    const hidden = await (
      await workers.fetch('/experimental/shot-dispersion-chart.data?username=iris-private')
    ).text();
    expect(hidden).not.toContain('longYards');
    expect(
      await (await workers.fetch('/experimental/shot-dispersion-chart?username=nobody-here')).text(),
    ).toContain('No player with the username');
  });

  test('outside production the compare-stats configuration is shown as JSON', async () => {
    const response = await workers.fetch('/experimental/config-compare-stats');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('&quot;defaultTab&quot;: &quot;shot-to-green&quot;');
    expect(html).toContain('&quot;scoringThreshold&quot;: 72');
  });

  test('in production both experimental routes redirect home', async () => {
    const production = await startTestWorkers({ vars: PRODUCTION_VARS });
    try {
      for (const path of [
        '/experimental/shot-dispersion-chart',
        '/experimental/config-compare-stats',
        '/experimental/config-compare-stats.data',
      ]) {
        const response = await production.fetch(path);
        if (path.endsWith('.data')) {
          // Single fetch answers a redirect as data for the client router.
          expect(response.status).toBe(202);
          expect(response.headers.get('x-remix-redirect') ?? (await response.text())).toContain('/');
        } else {
          expect(response.status).toBe(302);
          expect(location(response)).toBe('/');
        }
      }
    } finally {
      await production.dispose();
    }
  });
});

test('a document asks for its hydration scripts at low priority; the first paint goes first', async () => {
  const player = await createPlayer(workers.db);
  for (const path of [`/player/${player.username}/summary`, '/auth']) {
    const html = await (await workers.fetch(path)).text();
    const preloads = html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length, path).toBeGreaterThan(0);
    for (const link of preloads) expect(link, path).toContain('fetchpriority="low"');
  }
});
