// Reusable queries (db/prepared.ts): a statement built once per isolate answers for whichever player
// and values each call binds, in a batch or awaited, through any Drizzle instance over D1.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HOLE_COUNT, roundFilter } from '../../app/domain/stats/round-filter';
import { createDb } from '../../db/client';
import { reusableQuery } from '../../db/prepared';
import { galleryQuery, newsMediaQuery, newsQuery, swingVideosQuery } from '../../db/queries/content';
import { aboutQuery, profileAccessQueries } from '../../db/queries/profile';
import { roundSelectionQuery } from '../../db/queries/round-selection';
import { roundScoresQuery } from '../../db/queries/round-summaries';
import { tournamentEntriesQuery } from '../../db/queries/schedule';
import { selectionStatsQueries } from '../../db/queries/selection-stats';
import { accounts } from '../../db/schema/accounts';
import { readBoth } from '../../db/shards';
import {
  createCourse,
  createEntry,
  createGalleryImage,
  createNews,
  createPlayer,
  createRound,
  createSwingVideo,
  createTournament,
} from '../helpers/factories';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});

afterAll(async () => {
  await workers?.dispose();
});

/** A player with two of everything the summary reads, named after `tag`. */
async function playerWithContent(tag: string) {
  const { db } = workers;
  const player = await createPlayer(db, { firstName: tag, lastName: 'Reuse', about: `About ${tag}` });
  const course = await createCourse(db, { name: `${tag} Links` });
  const past = await createTournament(db, {
    name: `${tag} Past Open`,
    startDate: '2026-03-02',
    courseId: course.id,
  });
  const later = await createTournament(db, { name: `${tag} Later Open`, startDate: '2027-05-10' });
  const latest = await createTournament(db, { name: `${tag} Latest Open`, startDate: '2027-06-10' });
  await createEntry(db, { tournamentId: past.id, accountId: player.id, isFeatured: true });
  await createEntry(db, { tournamentId: later.id, accountId: player.id });
  await createEntry(db, { tournamentId: latest.id, accountId: player.id });
  await createRound(db, {
    accountId: player.id,
    courseId: course.id,
    playedOn: '2026-03-02',
    score: 71,
    tournamentId: past.id,
  });
  await createRound(db, { accountId: player.id, courseId: course.id, playedOn: '2026-04-20', score: 75 });
  await createNews(db, { accountId: player.id, header: `${tag} older`, publishedAt: '2026-01-01T10:00:00Z' });
  await createNews(db, {
    accountId: player.id,
    header: `${tag} newer`,
    publishedAt: '2026-02-01T10:00:00Z',
    media: [{ kind: 'link', url: `https://example.com/${tag}` }],
  });
  await createGalleryImage(db, { accountId: player.id, caption: `${tag} featured`, isFeatured: true });
  await createGalleryImage(db, { accountId: player.id, caption: `${tag} other`, isFeatured: false });
  await createSwingVideo(db, { accountId: player.id, title: `${tag} swing` });
  return player;
}

describe('reusable queries on D1', () => {
  test('each call binds its own player and values, in one batch and awaited', async () => {
    const { db } = workers;
    const alpha = await playerWithContent('Alpha');
    const bravo = await playerWithContent('Bravo');
    const today = '2026-11-23';
    // The rounds are on each player's round shard (decision 119), the rest in the directory.
    const reads = (id: number, shard: typeof db) =>
      [
        aboutQuery(db, id),
        roundScoresQuery(shard, id, { from: '2026-04-01', to: '2026-12-31' }),
        roundScoresQuery(shard, id, { tournaments: 'any' }),
        tournamentEntriesQuery(db, id, { when: 'past', today, featuredOnly: true }),
        tournamentEntriesQuery(db, id, { when: 'upcoming', today, limit: 1 }),
        tournamentEntriesQuery(db, id),
        galleryQuery(db, id, { featuredOnly: true }),
        galleryQuery(db, id),
        swingVideosQuery(db, id),
        newsQuery(db, id, 1),
        newsQuery(db, id),
        newsMediaQuery(db, id),
      ] as const;
    const readBatches = async (id: number) => {
      const shard = await playerRoundsDb(workers.db, id);
      const [about, recent, featured, ...rest] = reads(id, shard);
      const [[aboutRows, ...restRows], [recentRows, featuredRows]] = await readBoth(
        db,
        shard,
        [about, ...rest] as const,
        [recent, featured] as const,
      );
      return [aboutRows, recentRows, featuredRows, ...restRows] as const;
    };
    const [alphaRows, bravoRows] = await Promise.all([readBatches(alpha.id), readBatches(bravo.id)]);
    for (const [tag, rows] of [
      ['Alpha', alphaRows],
      ['Bravo', bravoRows],
    ] as const) {
      const [
        about,
        recent,
        featured,
        past,
        upcoming,
        entries,
        featuredImages,
        images,
        videos,
        newest,
        news,
        media,
      ] = rows;
      expect(about[0]?.about).toBe(`About ${tag}`);
      expect(recent.map((round) => round.score)).toEqual([75]);
      expect(featured.map((round) => [round.score, round.tournamentName])).toEqual([
        [71, `${tag} Past Open`],
      ]);
      expect(past.map((entry) => entry.name)).toEqual([`${tag} Past Open`]);
      expect(upcoming.map((entry) => entry.name)).toEqual([`${tag} Later Open`]);
      expect(entries.map((entry) => entry.name)).toEqual([
        `${tag} Latest Open`,
        `${tag} Later Open`,
        `${tag} Past Open`,
      ]);
      expect(featuredImages.map((image) => image.caption)).toEqual([`${tag} featured`]);
      expect(images.map((image) => image.caption).sort()).toEqual([`${tag} featured`, `${tag} other`]);
      expect(videos.map((video) => video.title)).toEqual([`${tag} swing`]);
      expect(newest.map((item) => item.header)).toEqual([`${tag} newer`]);
      expect(news.map((item) => item.header)).toEqual([`${tag} newer`, `${tag} older`]);
      expect(media.map((item) => item.url)).toEqual([`https://example.com/${tag}`]);
    }
    // Awaited on its own, through another Drizzle instance over the same D1: same answers.
    const other = createDb(workers.d1);
    expect((await newsQuery(other, bravo.id)).map((item) => item.header)).toEqual([
      'Bravo newer',
      'Bravo older',
    ]);
    expect((await aboutQuery(other, alpha.id))[0]?.about).toBe('About Alpha');
  });

  test('the access queries find a username in any case, and nothing for an unknown one', async () => {
    const { db } = workers;
    const player = await createPlayer(db, { firstName: 'Case', lastName: 'Sensitive' });
    const [found] = await db.batch(profileAccessQueries(db, player.username.toUpperCase()));
    expect(found.map((row) => row.accountId)).toEqual([player.id]);
    const [missing, settings, circle, custom] = await db.batch(profileAccessQueries(db, 'nobody-here'));
    expect([missing, settings, circle, custom]).toEqual([[], [], [], []]);
  });

  test('a statement is built once: later calls reuse its SQL text whatever the values', async () => {
    let builds = 0;
    const byId = reusableQuery((db) => {
      builds++;
      return db
        .select({ id: accounts.id })
        .from(accounts)
        .where(sql`${accounts.id} = ${sql.placeholder('id')}`);
    });
    const first = await createPlayer(workers.db, {});
    const second = await createPlayer(workers.db, {});
    expect(await byId(workers.db, { id: first.id })).toEqual([{ id: first.id }]);
    expect(await byId(createDb(workers.d1), { id: second.id })).toEqual([{ id: second.id }]);
    expect(await byId(workers.db, { id: -1 })).toEqual([]);
    expect(builds).toBe(1);
  });

  test('a selection reused by shape answers like the one built for a player given as a subquery', async () => {
    const { db } = workers;
    const player = await createPlayer(db, { firstName: 'Shape', lastName: 'Reuse' });
    const course = await createCourse(db, { name: 'Shape Links' });
    const event = await createTournament(db, { name: 'Shape Open', startDate: '2026-05-01' });
    for (const [playedOn, score, tournamentId] of [
      ['2026-03-01', 74, null],
      ['2026-05-01', 70, event.id],
      ['2026-05-02', 73, event.id],
      ['2026-07-01', 78, null],
    ] as const) {
      await createRound(db, { accountId: player.id, courseId: course.id, playedOn, score, tournamentId });
    }
    const bySubquery = sql`(select ${accounts.id} from ${accounts} where ${accounts.id} = ${player.id})`;
    const filters = [
      roundFilter({ holeCount: HOLE_COUNT.eighteen }),
      roundFilter({ dateRange: { min: '2026-04-01', max: '2026-06-30' } }),
      roundFilter({ tournamentIds: [event.id], roundNumbers: [0] }),
      roundFilter({ timeframe: { period: 'last', count: 2, unit: 'rounds' } }),
      roundFilter({ timeframe: { period: 'best', count: 1, unit: 'tournaments' } }),
      roundFilter({ playedInSimulator: false, golfRoundIds: [] }),
    ];
    // The player's rounds and anchor row are on their round shard (decision 119).
    const shard = await playerRoundsDb(workers.db, player.id);
    for (const filter of filters) {
      const [reused, built, reusedStats, builtStats] = await shard.batch([
        roundSelectionQuery(shard, player.id, filter),
        roundSelectionQuery(shard, bySubquery, filter),
        ...selectionStatsQueries(shard, player.id, filter),
        ...selectionStatsQueries(shard, bySubquery, filter),
      ]);
      expect(reused, JSON.stringify(filter)).toEqual(built);
      expect(reusedStats).toEqual(builtStats);
    }
    // The same shape with other values: the statement is reused, the answer is the new values'.
    const early = await roundSelectionQuery(
      shard,
      player.id,
      roundFilter({ dateRange: { min: '2026-01-01', max: '2026-03-31' } }),
    );
    expect(early.map((round) => round.score)).toEqual([74]);
  });
});
