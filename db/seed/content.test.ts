import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { DEMO_PHOTOS, SWING_CLIPS, seedContent } from './content';
import { seedPeople } from './people';
import { createRng } from './random';
import { seedTournaments } from './tournaments';
import type { SeedCourse } from './types';

const TODAY = '2026-11-22';
const PUBLIC = join(import.meta.dirname, '..', '..', 'public');

const COURSES: Array<SeedCourse> = [
  ['Longleaf Pines Golf Club', 'Pinehurst', 'NC'],
  ['Saguaro Ridge Golf Club', 'Scottsdale', 'AZ'],
  ['Egret Point Golf Club', 'Kiawah Island', 'SC'],
  ['Hill Country Oaks Golf Club', 'Austin', 'TX'],
  ['Heron Lakes Golf Club', 'Orlando', 'FL'],
  ['Scioto Bend Golf Club', 'Columbus', 'OH'],
].map(([name, city, state], i) => ({
  id: i + 1,
  name: name ?? '',
  city: city ?? '',
  state: state ?? '',
  country: 'US',
  center: [0, 0],
  attribution: null,
  tees: [],
  holes: [],
}));

function generate(seed = 42, today = TODAY) {
  const rng = createRng(seed);
  const people = seedPeople(
    rng.fork('people'),
    today,
    COURSES.map((c) => c.id),
  );
  const events = seedTournaments(rng.fork('tournaments'), today, people.players, COURSES);
  // Without courses there are no rounds: the stories that quote scores are tested in quoted-scores.test.ts.
  const content = seedContent(rng.fork('content'), today, people.players, events.tournaments, []);
  return { people, events, content };
}

const { people, events, content } = generate();
const playerCount = people.players.length;
const mediaOf = (newsItemId: number) => content.newsItemMedia.filter((m) => m.newsItemId === newsItemId);
const newsOf = (accountId: number) => content.newsItems.filter((n) => n.accountId === accountId);
const YOUTUBE =
  /(?:youtube\.com\/watch\?v=|youtube\.com\/shorts\/|youtu\.be\/)([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/;

test('the same seed and anchor date give identical rows', () => {
  expect(JSON.stringify(generate().content)).toBe(JSON.stringify(generate().content));
  expect(JSON.stringify(generate(43).content)).not.toBe(JSON.stringify(generate().content));
});

describe('news', () => {
  test('about half the players have news; account 1 at least 8 items', () => {
    const authors = new Set(content.newsItems.map((n) => n.accountId));
    expect(authors.size).toBeGreaterThan(playerCount * 0.35);
    expect(authors.size).toBeLessThan(playerCount * 0.7);
    expect(newsOf(1).length).toBeGreaterThanOrEqual(8);
    expect(newsOf(2).length).toBeGreaterThanOrEqual(4);
  });

  test('headlines, bodies with line breaks and past publication dates', () => {
    for (const item of content.newsItems) {
      expect(item.header.length).toBeGreaterThan(5);
      expect(item.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
      expect(item.publishedAt.slice(0, 10) < TODAY).toBe(true);
    }
    expect(content.newsItems.filter((n) => n.body.includes('\n')).length).toBeGreaterThan(
      content.newsItems.length * 0.8,
    );
    const headers = newsOf(1).map((n) => n.header);
    expect(new Set(headers).size).toBe(headers.length);
  });

  test('tournament stories name real demo tournaments', () => {
    const names = new Set(events.tables.tournaments.map((t) => t.name));
    const results = content.newsItems.filter(
      (n) => / at the /.test(n.header) && !n.header.startsWith('Verbally'),
    );
    expect(results.length).toBeGreaterThan(5);
    for (const item of results) {
      const name = item.header.split(' at the ')[1];
      expect(names.has(name ?? ''), item.header).toBe(true);
    }
  });

  test('cover photos, image sets, links, YouTube links and videos', () => {
    expect(content.newsItems.some((n) => n.coverPhotoUrl)).toBe(true);
    expect(
      content.newsItems.some((n) => mediaOf(n.id ?? 0).filter((m) => m.kind === 'image').length >= 2),
    ).toBe(true);
    const links = content.newsItemMedia.filter((m) => m.kind === 'link');
    expect(links.some((m) => !YOUTUBE.test(m.url))).toBe(true);
    expect(content.newsItemMedia.some((m) => m.kind === 'video' && m.url.endsWith('.mp4'))).toBe(true);
    const youtube = links.filter((m) => YOUTUBE.test(m.url));
    for (const shape of ['youtube.com/watch?v=', 'youtube.com/shorts/', 'youtu.be/']) {
      expect(
        youtube.some((m) => m.url.includes(shape)),
        shape,
      ).toBe(true);
    }
    // The article dialog embeds a link whose label holds the video address.
    for (const m of youtube) expect(m.label ?? '').toMatch(YOUTUBE);
  });

  test('account 1 shows every kind of news media', () => {
    const media = newsOf(1).flatMap((n) => mediaOf(n.id ?? 0));
    expect(newsOf(1).some((n) => n.coverPhotoUrl)).toBe(true);
    expect(newsOf(1).some((n) => mediaOf(n.id ?? 0).filter((m) => m.kind === 'image').length >= 2)).toBe(
      true,
    );
    expect(media.some((m) => m.kind === 'video')).toBe(true);
    expect(media.some((m) => m.kind === 'link' && !YOUTUBE.test(m.url))).toBe(true);
    const shapes = media
      .filter((m) => YOUTUBE.test(m.url))
      .map((m) => m.url.replace(/[A-Za-z0-9_-]{11}$/, ''));
    expect(new Set(shapes).size).toBe(3);
  });

  test('media rows are numbered and ordered within their item', () => {
    const ids = new Set(content.newsItems.map((n) => n.id));
    for (const m of content.newsItemMedia) expect(ids.has(m.newsItemId)).toBe(true);
    for (const item of content.newsItems) {
      expect(mediaOf(item.id ?? 0).map((m) => m.position)).toEqual(mediaOf(item.id ?? 0).map((_, i) => i));
    }
  });
});

describe('gallery and swing videos', () => {
  test('gallery images for about half the players, some featured; account 1 at least 6', () => {
    const owners = new Set(content.galleryMedia.map((g) => g.accountId));
    expect(owners.size).toBeGreaterThan(playerCount * 0.35);
    expect(owners.size).toBeLessThan(playerCount * 0.7);
    expect(content.galleryMedia.every((g) => g.mediaType === 'Image')).toBe(true);
    expect(content.galleryMedia.filter((g) => g.accountId === 1).length).toBeGreaterThanOrEqual(6);
    expect(content.galleryMedia.some((g) => g.accountId === 1 && g.isFeatured)).toBe(true);
    expect(content.galleryMedia.some((g) => !g.isFeatured)).toBe(true);
  });

  test('swing videos with posters for about a third of the players; account 1 at least 3', () => {
    const owners = new Set(content.swingVideos.map((v) => v.accountId));
    expect(owners.size).toBeGreaterThan(playerCount * 0.2);
    expect(owners.size).toBeLessThan(playerCount * 0.5);
    expect(content.swingVideos.filter((v) => v.accountId === 1).length).toBeGreaterThanOrEqual(3);
    for (const v of content.swingVideos) {
      expect(v.posterUrl).toBeTruthy();
      expect((v.recordedOn ?? '') < TODAY).toBe(true);
    }
  });
});

describe('demo media files', () => {
  test('every /demo/ URL the seed references exists under public/', () => {
    const tables = { ...people.tables, ...events.tables, ...content };
    const urls = new Set<string>();
    const collect = (value: unknown): void => {
      if (typeof value === 'string' && value.startsWith('/demo/')) urls.add(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') Object.values(value).forEach(collect);
    };
    collect(tables);
    expect(urls.size).toBeGreaterThan(60);
    for (const url of urls) expect(existsSync(join(PUBLIC, url)), url).toBe(true);
  });

  test('every photo, clip and poster in the catalogues exists', () => {
    for (const photo of DEMO_PHOTOS)
      expect(existsSync(join(PUBLIC, 'demo', 'photos', `${photo.slug}.svg`))).toBe(true);
    for (const clip of SWING_CLIPS) {
      const video = join(PUBLIC, 'demo', 'videos', `swing-${clip.n}.mp4`);
      expect(existsSync(video)).toBe(true);
      expect(statSync(video).size).toBeLessThanOrEqual(150 * 1024);
      expect(existsSync(join(PUBLIC, 'demo', 'videos', `swing-${clip.n}-poster.svg`))).toBe(true);
    }
  });

  test('public/demo stays under 3 MB', () => {
    const size = (path: string): number =>
      readdirSync(path, { withFileTypes: true }).reduce(
        (sum, entry) =>
          sum + (entry.isDirectory() ? size(join(path, entry.name)) : statSync(join(path, entry.name)).size),
        0,
      );
    expect(size(join(PUBLIC, 'demo'))).toBeLessThan(3 * 1024 * 1024);
  });
});
