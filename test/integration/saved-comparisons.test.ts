// Saved comparisons (spec 2 §3 cached compare-stats state, §4 restore; decision 047) and the
// associated-player list (spec 2 §2, §3, §7) against a real local D1 with the committed migrations.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  type CompareConfig,
  cachedStateOf,
  defaultCompareConfig,
} from '../../app/domain/stats/compare-config';
import { canonicalState } from '../../app/domain/stats/compare-state';
import { associatedPlayers } from '../../app/routes/player.$username.stats.associated-players.server';
import { loadCompareState, saveComparison } from '../../app/routes/player.$username.stats.state.server';
import { compareStateHash, compareStateQuery, saveCompareState } from '../../db/queries/compare-states';
import { compareStates } from '../../db/schema/reports';
import {
  addSubCircleMember,
  createCourse,
  createOrganization,
  createPlayer,
  createRound,
  holesForScore,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let courseId: number;

beforeAll(async () => {
  workers = await startTestWorkers();
  courseId = (await createCourse(workers.db, { name: 'Compare Links' })).id;
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

function comparison(left: number, right: number): CompareConfig {
  const config = defaultCompareConfig(left);
  return { ...config, right: { ...config.right, accountId: right } };
}

async function rowsUnder(hash: number) {
  return workers.db.select().from(compareStates).where(eq(compareStates.hash, hash));
}

test('saving the same comparison twice gives the same hash and one row', async () => {
  const player = await createPlayer(workers.db);
  const other = await createPlayer(workers.db);
  const state = cachedStateOf(comparison(player.id, other.id));
  const first = await saveCompareState(workers.db, player.id, state);
  const second = await saveCompareState(workers.db, player.id, state);
  expect(second).toBe(first);
  expect(Number.isSafeInteger(first) && first > 0 && String(first).length <= 15).toBe(true);
  expect(await rowsUnder(first)).toHaveLength(1);
  // Keys written in another order are the same comparison.
  const reordered = { ...state, leftFilter: JSON.stringify({ holeCount: 1, accountId: player.id }) };
  expect(await saveCompareState(workers.db, player.id, reordered)).toBe(first);
  // Saved from another page, the same sides are another state.
  expect(await saveCompareState(workers.db, other.id, state)).not.toBe(first);
  const [stored] = await compareStateQuery(workers.db, first);
  // Stored in the canonical form the hash is taken over.
  expect(stored).toEqual({ accountId: player.id, ...canonicalState(state) });
});

test('a hash taken by another state: the next free value is used, and found again next time', async () => {
  const player = await createPlayer(workers.db);
  const squatter = await createPlayer(workers.db);
  const state = cachedStateOf(comparison(player.id, player.id));
  const natural = await compareStateHash(player.id, state);
  const foreign = cachedStateOf(comparison(squatter.id, squatter.id));
  await workers.db.insert(compareStates).values({ hash: natural, accountId: squatter.id, ...foreign });
  const saved = await saveCompareState(workers.db, player.id, state);
  expect(saved).toBe(natural + 1);
  expect(await saveCompareState(workers.db, player.id, state)).toBe(natural + 1);
  // The squatter's row is untouched.
  const [kept] = await rowsUnder(natural);
  expect(kept).toMatchObject({ accountId: squatter.id, leftFilter: foreign.leftFilter });
  // Once the value before it is free again, the saved comparison keeps its hash and no copy is made.
  await workers.db.delete(compareStates).where(eq(compareStates.hash, natural));
  expect(await saveCompareState(workers.db, player.id, state)).toBe(natural + 1);
  expect(await rowsUnder(natural)).toEqual([]);
});

test('every probed value taken by other states: the save fails and writes nothing', async () => {
  const player = await createPlayer(workers.db);
  const squatter = await createPlayer(workers.db);
  const state = cachedStateOf(comparison(player.id, squatter.id));
  const natural = await compareStateHash(player.id, state);
  const foreign = cachedStateOf(comparison(squatter.id, squatter.id));
  for (let step = 0; step < 8; step++) {
    await workers.db
      .insert(compareStates)
      .values({ hash: natural + step, accountId: squatter.id, ...foreign });
  }
  await expect(saveCompareState(workers.db, player.id, state)).rejects.toThrow(/no free compare state hash/);
  const rows = await workers.db.select().from(compareStates).where(eq(compareStates.accountId, player.id));
  expect(rows).toHaveLength(0);
});

test('a saved comparison restores its sides, hole count and metrics; a foreign or unknown hash gives nothing', async () => {
  const player = await createPlayer(workers.db);
  const other = await createPlayer(workers.db);
  const coach = {
    accountId: (await createPlayer(workers.db, { profileTypeId: 2 })).id,
    isProductManager: false,
    hasCoachPlan: false,
  };
  const config: CompareConfig = { ...comparison(player.id, other.id), holes: 9 };
  const hash = await saveComparison(workers.db, coach, player.id, config);
  expect(hash).not.toBeNull();
  const restored = await loadCompareState(workers.db, coach, hash ?? 0, player.id);
  expect(restored).toEqual(config);
  expect(await loadCompareState(workers.db, coach, hash ?? 0, null)).toEqual(config);
  // Opened on another player's page, or a hash nobody saved: nothing.
  expect(await loadCompareState(workers.db, coach, hash ?? 0, other.id)).toBeNull();
  expect(await loadCompareState(workers.db, coach, 1, player.id)).toBeNull();
});

test('a stored state that is not JSON restores nothing and fails nothing', async () => {
  const player = await createPlayer(workers.db);
  const broken = {
    leftFilter: '{',
    rightFilter: 'null',
    leftComponentSelections: '[',
    rightComponentSelections: '',
    metricsSelections: '{}',
  };
  await workers.db.insert(compareStates).values({ hash: 77, accountId: player.id, ...broken });
  expect(await loadCompareState(workers.db, null, 77, player.id)).toBeNull();
});

test('a comparison naming a player hidden from the viewer is neither saved nor restored', async () => {
  const player = await createPlayer(workers.db);
  const hidden = await createPlayer(workers.db);
  await setFeatureSetting(workers.db, hidden.id, 63, { isPublic: false, isPhoneVerified: null });
  const coach = {
    accountId: (await createPlayer(workers.db, { profileTypeId: 2 })).id,
    isProductManager: false,
    hasCoachPlan: false,
  };
  const config = comparison(player.id, hidden.id);
  expect(await saveComparison(workers.db, coach, player.id, config)).toBeNull();
  expect(await workers.db.select().from(compareStates).where(eq(compareStates.accountId, player.id))).toEqual(
    [],
  );
  // Saved by the hidden player's circle, then opened by the coach: nothing.
  const circle = {
    accountId: (await createPlayer(workers.db)).id,
    isProductManager: false,
    hasCoachPlan: false,
  };
  await addSubCircleMember(workers.db, hidden.id, circle.accountId);
  const hash = await saveComparison(workers.db, circle, player.id, config);
  expect(hash).not.toBeNull();
  expect(await loadCompareState(workers.db, circle, hash ?? 0, player.id)).toEqual(config);
  expect(await loadCompareState(workers.db, coach, hash ?? 0, player.id)).toBeNull();
  expect(await loadCompareState(workers.db, null, hash ?? 0, player.id)).toBeNull();
});

test('associated players: rosters and groups of the player’s organizations and the sub-circle, with averages', async () => {
  const { db } = workers;
  const player = await createPlayer(db, { firstName: 'Page', lastName: 'Player' });
  const rosterMate = await createPlayer(db, { firstName: 'Rita', lastName: 'Roster' });
  const groupMate = await createPlayer(db, { firstName: 'Gus', lastName: 'Group' });
  // On another roster of the same organization: associated through the organization.
  const sameOrg = await createPlayer(db, { firstName: 'Otto', lastName: 'Other-Roster' });
  const circlePlayer = await createPlayer(db, { firstName: 'Cleo', lastName: 'Circle' });
  const circleParent = await createPlayer(db, { firstName: 'Pat', lastName: 'Parent', profileTypeId: 3 });
  const stranger = await createPlayer(db, { firstName: 'Stan', lastName: 'Stranger' });
  await createOrganization(db, {
    rosters: [{ members: [player.id, rosterMate.id] }, { members: [sameOrg.id] }],
    groups: [{ name: 'Travel Team', members: [groupMate.id, player.id] }],
  });
  await createOrganization(db, { rosters: [{ members: [stranger.id] }] });
  await addSubCircleMember(db, player.id, circlePlayer.id);
  await addSubCircleMember(db, player.id, circleParent.id);

  // Rita: seven full rounds (+1 … +7, newest the worst), a 9-hole round, an unfinished one.
  for (let i = 1; i <= 7; i++) {
    await createRound(db, { accountId: rosterMate.id, courseId, playedOn: `2026-0${i}-10`, score: 72 + i });
  }
  await createRound(db, {
    accountId: rosterMate.id,
    courseId,
    playedOn: '2026-08-01',
    holes: holesForScore(60).slice(0, 9),
  });
  await createRound(db, {
    accountId: rosterMate.id,
    courseId,
    playedOn: '2026-08-02',
    score: 60,
    inProgress: true,
  });
  const incomplete = holesForScore(70).map((hole, index) => (index === 17 ? { ...hole, score: null } : hole));
  await createRound(db, { accountId: rosterMate.id, courseId, playedOn: '2026-08-03', holes: incomplete });
  // Gus: two rounds only.
  await createRound(db, { accountId: groupMate.id, courseId, playedOn: '2026-03-01', score: 70 });
  await createRound(db, { accountId: groupMate.id, courseId, playedOn: '2026-03-02', score: 75 });

  const list = await associatedPlayers(db, null, player.id, workers.shards);
  expect(list.map((p) => p.playerName)).toEqual([
    'Cleo Circle',
    'Gus Group',
    'Otto Other-Roster',
    'Rita Roster',
  ]);
  const rita = list.find((p) => p.accountId === rosterMate.id);
  // Latest five full rounds: +7 +6 +5 +4 +3; best five: +1 … +5.
  expect(rita).toEqual({
    accountId: rosterMate.id,
    username: rosterMate.username,
    playerName: 'Rita Roster',
    recentRoundsSvPAverage: 5,
    bestRoundsSvPAverage: 3,
  });
  const gus = list.find((p) => p.accountId === groupMate.id);
  expect([gus?.recentRoundsSvPAverage, gus?.bestRoundsSvPAverage]).toEqual([0.5, 0.5]);
  expect(list.find((p) => p.accountId === circlePlayer.id)?.recentRoundsSvPAverage).toBeNull();
});

test('associated players: only those whose compare stats this viewer may see', async () => {
  const { db } = workers;
  const player = await createPlayer(db);
  const open = await createPlayer(db, { firstName: 'Open', lastName: 'Stats' });
  const hiddenStats = await createPlayer(db, { firstName: 'Hidden', lastName: 'Stats' });
  const privateSite = await createPlayer(db, { firstName: 'Private', lastName: 'Site' });
  await setFeatureSetting(db, hiddenStats.id, 63, { isPublic: false, isPhoneVerified: null });
  await setFeatureSetting(db, privateSite.id, 88, { isPublic: false, isPhoneVerified: null });
  await createOrganization(db, {
    rosters: [{ members: [player.id, open.id, hiddenStats.id, privateSite.id] }],
  });
  const coach = {
    accountId: (await createPlayer(db, { profileTypeId: 2 })).id,
    isProductManager: false,
    hasCoachPlan: false,
  };
  await addSubCircleMember(db, hiddenStats.id, coach.accountId);
  const names = async (viewer: Parameters<typeof associatedPlayers>[1]) =>
    (await associatedPlayers(db, viewer, player.id, workers.shards)).map((p) => p.playerName);
  expect(await names(null)).toEqual(['Open Stats']);
  // The coach is in Hidden's circle: Hidden shows, Private does not.
  expect(await names(coach)).toEqual(['Hidden Stats', 'Open Stats']);
  // By last name, then first name.
  expect(await names({ accountId: coach.accountId, isProductManager: true, hasCoachPlan: false })).toEqual([
    'Private Site',
    'Hidden Stats',
    'Open Stats',
  ]);
  // The private player sees themselves.
  expect(await names({ accountId: privateSite.id, isProductManager: false, hasCoachPlan: false })).toEqual([
    'Private Site',
    'Open Stats',
  ]);
});
