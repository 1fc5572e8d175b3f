// spec 3 §2.3–§5 the schedule page's choices against the built Worker and D1: Timeframe, View Results
// By, the Options panel's filters, the additional players, and bad input as a 400 in words.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  createCourse,
  createEntry,
  createOrganization,
  createPlayer,
  createRound,
  createTournament,
  daysFromToday,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let username = '';
let plainUsername = '';
let mateId = 0;
let hiddenMateId = 0;

/** The page's text without tags, entities decoded enough for assertions. */
function text(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

async function page(path: string): Promise<string> {
  const response = await workers.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

async function pastEvent(
  accountId: number,
  courseId: number,
  input: { name: string; daysAgo: number; scores: Array<number>; isFeatured?: boolean; eventTypeId?: number },
) {
  const event = await createTournament(workers.db, {
    name: input.name,
    courseId,
    startDate: daysFromToday(-input.daysAgo),
    endDate: daysFromToday(-input.daysAgo + input.scores.length - 1),
    numberOfRounds: input.scores.length,
    eventTypeId: input.eventTypeId ?? 3,
  });
  await createEntry(workers.db, { tournamentId: event.id, accountId, isFeatured: input.isFeatured ?? false });
  for (const [index, score] of input.scores.entries()) {
    await createRound(workers.db, {
      accountId,
      courseId,
      tournamentId: event.id,
      roundNumber: index + 1,
      playedOn: daysFromToday(-input.daysAgo + index),
      score,
    });
  }
}

async function upcomingEvent(
  accountId: number,
  name: string,
  inDays: number,
  statusId: number,
  eventTypeId = 3,
) {
  const event = await createTournament(workers.db, {
    name,
    startDate: daysFromToday(inDays),
    endDate: daysFromToday(inDays + 1),
    eventTypeId,
  });
  await createEntry(workers.db, { tournamentId: event.id, accountId, statusId });
}

beforeAll(async () => {
  workers = await startTestWorkers();
  const player = await createPlayer(workers.db, { firstName: 'Sam', lastName: 'Schedule' });
  const plain = await createPlayer(workers.db, { firstName: 'Pat', lastName: 'Plain' });
  const mate = await createPlayer(workers.db, { firstName: 'Mia', lastName: 'Mate' });
  const hiddenMate = await createPlayer(workers.db, { firstName: 'Hugo', lastName: 'Hidden' });
  await setFeatureSetting(workers.db, hiddenMate.id, 80, { isPublic: false, isPhoneVerified: null });
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id, hiddenMate.id] }] });
  username = player.username;
  plainUsername = plain.username;
  mateId = mate.id;
  hiddenMateId = hiddenMate.id;
  const course = await createCourse(workers.db, { name: 'Schedule Links' });
  await pastEvent(player.id, course.id, {
    name: 'Featured Cup',
    daysAgo: 40,
    scores: [70, 74],
    isFeatured: true,
  });
  await pastEvent(player.id, course.id, { name: 'Spring Classic', daysAgo: 100, scores: [78] });
  await pastEvent(player.id, course.id, { name: 'Old Invitational', daysAgo: 500, scores: [71, 72, 73] });
  await pastEvent(plain.id, course.id, { name: 'Plain Open', daysAgo: 30, scores: [75] });
  await upcomingEvent(player.id, 'Next In Field', 10, 1);
  await upcomingEvent(player.id, 'Next Considering', 20, 2);
  await upcomingEvent(player.id, 'Next Qualifier', 14, 4, 10);
  await upcomingEvent(mate.id, 'Mate Invitational', 12, 1);
  await upcomingEvent(hiddenMate.id, 'Hidden Mate Open', 13, 1);
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

describe('My Results', () => {
  test('Featured by default: All Time, the featured event and its rounds, the historical metrics', async () => {
    const html = await page(`/player/${username}/schedule/1`);
    const plain = text(html);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Featured</);
    expect(plain).toContain('All Time');
    expect(plain).toContain('My Featured Rounds');
    expect(plain).toContain('Featured Cup · Round 1');
    expect(plain).not.toContain('Spring Classic · Round 1');
    // Three past tournaments; best 1-round 78, 2-round 144, 3-round 216.
    expect(plain).toMatch(/Tournaments 3/);
    expect(plain).toMatch(/Best 1-round score 78/);
    expect(plain).toMatch(/Best 2-round score 144/);
    expect(plain).toMatch(/Best 3-round score 216/);
  });

  test('Score: Last 12 Months, rounds under the best view threshold, best first', async () => {
    const plain = text(await page(`/player/${username}/schedule/1?view=score`));
    expect(plain).toContain('Last 12 Months');
    expect(plain).toContain('My Best Rounds');
    // Average of 70, 74, 78 is 74: threshold 80 keeps all three; the old event is out of the year.
    expect(plain).toMatch(/Featured Cup · Round 1.*Featured Cup · Round 2.*Spring Classic · Round 1/);
    expect(plain).not.toContain('Old Invitational');
  });

  test('a typed threshold and timeframe narrow the lists', async () => {
    const plain = text(await page(`/player/${username}/schedule/1?view=score&threshold=72&range=all`));
    expect(plain).toContain('Featured Cup · Round 1');
    expect(plain).toContain('Old Invitational · Round 1');
    expect(plain).not.toContain('Spring Classic · Round 1');
    const weeks = text(
      await page(`/player/${username}/schedule/1?view=score&range=last-10-weeks&threshold=0`),
    );
    expect(weeks).toContain('Last 10 Weeks');
    expect(weeks).toContain('Featured Cup · Round 2');
    expect(weeks).not.toContain('Spring Classic · Round 1');
  });

  test('Featured falls back to Score when the player featured nothing', async () => {
    const html = await page(`/player/${plainUsername}/schedule/1`);
    expect(html).toMatch(/aria-pressed="true"[^>]*>Score</);
    expect(text(html)).toContain('Plain Open · Round 1');
  });
});

describe('Options', () => {
  test('every status by default, with the upcoming metrics of tournament rows only', async () => {
    const plain = text(await page(`/player/${username}/schedule/0`));
    expect(plain).toContain('Next In Field');
    expect(plain).toContain('Next Considering');
    expect(plain).toContain('Next Qualifier');
    expect(plain).toMatch(/Upcoming tournaments 2 Confirmed 1 Considering 1 Shortest gap 9 days/);
  });

  test('an unticked status and event type leave their rows out', async () => {
    const query =
      'filters=1&type=3&type=11&locale=1&locale=3&locale=4&status=1&status=3&status=4&status=5&status=6';
    const plain = text(await page(`/player/${username}/schedule/0?${query}`));
    expect(plain).toContain('Next In Field');
    expect(plain).not.toContain('Next Considering');
    expect(plain).not.toContain('Next Qualifier');
    expect(plain).toMatch(/Shortest gap -/);
  });

  test('the picker offers teammates whose schedule the viewer may see, and merges the chosen ones', async () => {
    const alone = await page(`/player/${username}/schedule/0`);
    expect(text(alone)).toContain('Mia Mate');
    expect(alone).not.toContain('Hugo Hidden');
    expect(text(alone)).not.toContain('Mate Invitational');
    const merged = text(await page(`/player/${username}/schedule/0?player=${mateId}`));
    expect(merged).toContain('Mate Invitational');
    expect(merged).toContain('Mia Mate');
    const hidden = await workers.fetch(`/player/${username}/schedule/0?player=${hiddenMateId}`);
    const body = await hidden.text();
    expect(hidden.status).toBe(200);
    expect(body).not.toContain('Hidden Mate Open');
    const data = await (
      await workers.fetch(`/player/${username}/schedule/0.data?player=${hiddenMateId}`)
    ).text();
    expect(data).not.toContain('Hidden Mate Open');
    expect(data).not.toContain('Hugo');
  });
});

test('bad input is a 400 that says which parameter is wrong', async () => {
  for (const [query, word] of [
    ['threshold=999', 'threshold'],
    ['type=7', 'type'],
    ['player=abc', 'player'],
    ['range=custom&from=2026-05-01&to=2026-01-01', 'from'],
    ['tz=100000', 'tz'],
  ]) {
    const response = await workers.fetch(`/player/${username}/schedule/1?${query}`);
    expect(response.status, query).toBe(400);
    expect(await response.text(), query).toContain(word);
  }
});
