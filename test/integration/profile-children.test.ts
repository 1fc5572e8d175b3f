import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { formatLongDate } from '../../app/domain/calendar/dates';
import { PROFILE_CHILD_PAGES } from '../../app/domain/hosts/profile-routes';
import {
  createCourse,
  createEntry,
  createGalleryImage,
  createNews,
  createPlayer,
  createReport,
  createRound,
  createSwingVideo,
  createTournament,
  daysFromToday,
  type HoleInput,
  PAR_72,
  sessionCookieFor,
  setFeature,
  updateExtraInfo,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

async function html(path: string): Promise<string> {
  const response = await workers.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The text of a page without tags, entities decoded enough for assertions. */
function text(page: string): string {
  return page
    .replace(/<!--.*?-->/g, '')
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** `count` completed 18-hole rounds on consecutive days before today, scores cycling 70–74. */
async function playRounds(
  accountId: number,
  courseId: number,
  count: number,
  extra: { holeCount?: number } = {},
) {
  for (let i = 0; i < count; i++) {
    await createRound(workers.db, {
      accountId,
      courseId,
      playedOn: daysFromToday(-(i + 2)),
      score: 70 + (i % 5),
      ...extra,
    });
  }
}

/** A player with something in every section of every child. */
async function richPlayer(tag: string) {
  const player = await createPlayer(workers.db, {
    firstName: 'Rory',
    lastName: `Rich${tag}`,
    about: `About ${tag}: committed to play college golf.`,
  });
  await updateExtraInfo(workers.db, player.id, {
    college: `College ${tag}`,
    collegeEndDate: daysFromToday(800),
    collegeGpa: 3.7,
    highSchool: `Old School ${tag}`,
    highSchoolEndDate: daysFromToday(-400),
    ncaaNumber: `NCAA${tag}`,
    hometown: `Town ${tag}, TX`,
    ghin: `GHIN${tag}`,
  });
  const course = await createCourse(workers.db, { name: `Course ${tag}`, teeName: 'Gold' });
  await playRounds(player.id, course.id, 10);

  // A featured past tournament with two rounds, and an unfeatured one.
  const past = await createTournament(workers.db, {
    name: `Past Open ${tag}`,
    url: 'www.pastopen.org',
    courseId: course.id,
    startDate: daysFromToday(-60),
    endDate: daysFromToday(-59),
    numberOfRounds: 2,
  });
  await createEntry(workers.db, {
    tournamentId: past.id,
    accountId: player.id,
    isFeatured: true,
    note: `Note ${tag}: closed with a 69`,
    finishPosition: 'T3',
  });
  await createRound(workers.db, {
    accountId: player.id,
    courseId: course.id,
    tournamentId: past.id,
    roundNumber: 1,
    playedOn: daysFromToday(-60),
    score: 73,
  });
  await createRound(workers.db, {
    accountId: player.id,
    courseId: course.id,
    tournamentId: past.id,
    roundNumber: 2,
    playedOn: daysFromToday(-59),
    score: 69,
  });

  // Six upcoming events, statuses 1–6.
  for (let status = 1; status <= 6; status++) {
    const event = await createTournament(workers.db, {
      name: `Upcoming ${status} ${tag}`,
      startDate: daysFromToday(10 * status),
      endDate: daysFromToday(10 * status + 2),
      numberOfRounds: 3,
      eventTypeId: status === 6 ? 10 : 3,
      localeTypeId: 3,
    });
    await createEntry(workers.db, { tournamentId: event.id, accountId: player.id, statusId: status });
  }

  await createGalleryImage(workers.db, {
    accountId: player.id,
    caption: `Photo ${tag}`,
    url: '/demo/photos/ocean-hole.svg',
  });
  await createSwingVideo(workers.db, {
    accountId: player.id,
    title: `Swing ${tag}`,
    url: '/demo/videos/swing-2.mp4',
  });
  await createNews(workers.db, {
    accountId: player.id,
    header: `Headline ${tag}`,
    body: `Body ${tag}`,
    publishedAt: '2026-03-05T15:00:00Z',
    media: [
      {
        kind: 'link',
        url: 'https://youtu.be/dQw4w9WgXcQ',
        label: 'Highlights: https://youtu.be/dQw4w9WgXcQ',
      },
    ],
  });
  await createReport(workers.db, { accountId: player.id, kind: 'resume' });
  return { ...player, courseId: course.id, pastTournamentId: past.id };
}

let rich: Awaited<ReturnType<typeof richPlayer>>;
let other: Awaited<ReturnType<typeof richPlayer>>;

beforeAll(async () => {
  rich = await richPlayer('Alpha');
  other = await richPlayer('Bravo');
});

describe('summary', () => {
  test('renders the real data of every section', async () => {
    const page = text(await html(`/player/${rich.username}/summary`));
    // About header: college while it has not ended (spec 3 §5), GPA, NCAA number, about text.
    expect(page).toContain('College Alpha');
    expect(page).not.toContain('Old School Alpha');
    expect(page).toContain('GPA 3.70');
    expect(page).toContain('NCAA ID NCAAAlpha');
    expect(page).toContain('About Alpha: committed to play college golf.');
    expect(page).toContain('View resume');
    // Charts, past tournaments, upcoming events, gallery, videos, news.
    expect(page).toContain('Performance Trends');
    expect(page).toContain('Last 24 Months');
    expect(page).toContain('Past Open Alpha');
    expect(page).toContain('Note Alpha: closed with a 69');
    expect(page).toContain('142'); // 73 + 69
    expect(page).toContain('Upcoming 1 Alpha');
    expect(page).toContain('In Field');
    expect(page).toContain('Photo Alpha');
    expect(page).toContain('Swing Alpha');
    expect(page).toContain('Headline Alpha');
    expect(page).toContain('March 5, 2026');
  });

  test('Upcoming Events shows at most 5 rows, then a Full Schedule link to schedule/0', async () => {
    const page = await html(`/player/${rich.username}/summary`);
    const table = page.slice(
      page.indexOf('class="event-table"'),
      page.indexOf('</table>', page.indexOf('class="event-table"')),
    );
    expect(table.match(/<tr>/g)?.length).toBe(1 + 5); // header row + 5 events
    expect(table).toContain('Upcoming 5 Alpha');
    expect(table).not.toContain('Upcoming 6 Alpha');
    expect(page).toMatch(new RegExp(`href="/player/${rich.username}/schedule/0"[^>]*>Full Schedule`));
  });

  test('sections without data are left out and the stock golfer photo shows', async () => {
    const player = await createPlayer(workers.db, { firstName: 'Empty', lastName: 'Page' });
    const page = await html(`/player/${player.username}/summary`);
    for (const heading of [
      'Performance Trends',
      'Past Tournaments',
      'Upcoming Events',
      'Gallery',
      'Swing Videos',
      'Recent News',
    ]) {
      expect(page, heading).not.toMatch(new RegExp(`<h2[^>]*>${heading}</h2>`));
    }
    expect(page).toMatch(/<h2[^>]*>Empty Page<\/h2>/);
    expect(page).toContain('/images/stock-golfer.svg');
  });

  test('the stock photo gives way to about text, charts or past tournaments', async () => {
    const withAbout = await createPlayer(workers.db, { about: 'Lefty with a low ball flight.' });
    expect(await html(`/player/${withAbout.username}/summary`)).not.toContain('/images/stock-golfer.svg');

    const withTournament = await createPlayer(workers.db);
    const event = await createTournament(workers.db, { startDate: daysFromToday(-30) });
    await createEntry(workers.db, { tournamentId: event.id, accountId: withTournament.id, isFeatured: true });
    const page = await html(`/player/${withTournament.username}/summary`);
    expect(page).toContain('>Past Tournaments<');
    expect(page).not.toContain('/images/stock-golfer.svg');
  });

  test('spec 1 §2: charts need 10 included rounds (9 → hidden, 10 → shown); 9-hole rounds do not count', async () => {
    const player = await createPlayer(workers.db, { about: 'Charts test.' });
    const course = await createCourse(workers.db);
    await playRounds(player.id, course.id, 9);
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-1),
      holes: PAR_72.slice(0, 9).map((par) => ({ par, score: par, putts: 2 })),
    });
    expect(await html(`/player/${player.username}/summary`)).not.toContain('Performance Trends');

    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-30),
      score: 75,
    });
    const page = await html(`/player/${player.username}/summary`);
    expect(page).toContain('Performance Trends');
    expect(page).toContain('Best 10');
    // Both chart drawings are server-rendered SVG, 600 × 200 by default (spec 1 §9).
    expect(page).toContain('viewBox="0 0 600 200"');
  });

  test('a hidden schedule or swing-video feature takes its widget off the summary (and its data off the JSON)', async () => {
    const player = await createPlayer(workers.db, { about: 'Private schedule.' });
    const event = await createTournament(workers.db, {
      name: 'Secret Upcoming Open',
      startDate: daysFromToday(20),
    });
    await createEntry(workers.db, { tournamentId: event.id, accountId: player.id, statusId: 1 });
    await createSwingVideo(workers.db, { accountId: player.id, title: 'Secret swing' });
    await setFeature(workers.db, player.id, 80, false);
    await setFeature(workers.db, player.id, 67, false);
    const page = await html(`/player/${player.username}/summary`);
    expect(page).not.toContain('Secret Upcoming Open');
    expect(page).not.toContain('Secret swing');
    const data = await (await workers.fetch(`/player/${player.username}/summary.data`)).text();
    expect(data).not.toContain('Secret Upcoming Open');
    expect(data).not.toContain('Secret swing');
  });

  test('the view-resume button shows only while the resume is visible to the viewer', async () => {
    const player = await createPlayer(workers.db, { about: 'Hidden resume.' });
    await setFeature(workers.db, player.id, 78, false);
    const page = await html(`/player/${player.username}/summary`);
    expect(page).not.toContain('View resume');
    expect(page).not.toContain(`/player/${player.username}/resume`);
  });
});

describe('schedule', () => {
  test('tab 0 lists upcoming events (open) with statuses and historical events (closed) with results', async () => {
    const page = await html(`/player/${rich.username}/schedule/0`);
    const plain = text(page);
    expect(page).toMatch(
      /<details class="panel" open="">\s*<summary[^>]*><span class="panel__title">Upcoming Events/,
    );
    expect(page).toMatch(/<details class="panel"><summary[^>]*><span class="panel__title">Historical Events/);
    for (const label of [
      'In Field',
      'Considering',
      'Qualifying',
      'Applied',
      'Invited',
      'Invited/Conflict-WD',
    ]) {
      expect(plain).toContain(label);
    }
    expect(plain).toContain('Upcoming 6 Alpha');
    expect(plain).toContain('Qualifier');
    expect(plain).toContain('National');
    expect(plain).toContain('Past Open Alpha');
    expect(plain).toContain('T3');
    expect(page).toContain('href="https://www.pastopen.org/"');
  });

  test('tab 1 shows My Results: the featured rounds and tournaments, then the best rounds by score', async () => {
    const plain = text(await html(`/player/${rich.username}/schedule/1`));
    expect(plain).toContain('My Featured Rounds');
    expect(plain).toContain('My Featured Tournaments');
    expect(plain).toContain('Past Open Alpha · Round 2');
    const score = text(await html(`/player/${rich.username}/schedule/1?view=score`));
    expect(score).toContain('My Best Rounds');
    expect(score).toContain('Past Open Alpha · Round 2');
  });

  test('tab parsing: a non-integer tab redirects home; another integer shows tab 0', async () => {
    const bad = await workers.fetch(`/player/${rich.username}/schedule/abc`);
    expect(bad.status).toBe(302);
    expect(new URL(bad.headers.get('location') ?? '', workers.url).pathname).toBe('/');
    const other = await html(`/player/${rich.username}/schedule/7`);
    expect(other).toContain('Upcoming Events');
    expect(other).toMatch(/aria-current="page"[^>]*>Events</);
  });
});

describe('my rounds', () => {
  test('the scorecard by course: rounds newest first with long dates, group bars from the stored hole flags', async () => {
    const player = await createPlayer(workers.db);
    const course = await createCourse(workers.db, { name: 'Derivation Links', teeName: 'White' });
    // A tee shot alone is no complete hole (decision 013): no fairway is known, FIR shows –.
    // GIR: score − putts ≤ par − 2 → holes 1 (4−2 ≤ 2) and 3 (3−2 ≤ 1); hole 2 missed (5−1 > 2), and
    // its up and down too (5 > 4).
    const holes: Array<HoleInput> = [
      { par: 4, score: 4, putts: 2, teeShot: 'fairway' },
      { par: 4, score: 5, putts: 1, teeShot: 'rough' },
      { par: 3, score: 2, putts: 1, teeShot: 'green' },
    ];
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      teeId: course.teeId,
      playedOn: daysFromToday(-40),
      holes,
      holeCount: 9,
    });
    // 71: every hole in regulation with two putts (holesForScore).
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      teeId: course.teeId,
      playedOn: daysFromToday(-10),
      score: 71,
    });
    const page = text(await html(`/player/${player.username}/my-rounds`));
    const newer = page.indexOf(formatLongDate(daysFromToday(-10)));
    expect(newer).toBeGreaterThan(-1);
    expect(newer).toBeLessThan(page.indexOf(formatLongDate(daysFromToday(-40))));
    expect(page).toContain('Derivation Links 2 rounds');
    // GIR 20 of 21, up and down 0 of 1, putts (4 + 36) / 2, to par (0 − 1) / 2. Each share says over
    // what; FIR, never recorded, is '–' with the reason (issue 29).
    expect(page).toMatch(
      /FIR – No value\. Needs the fairway of each par 4 and 5, from its shots or its scorecard, and these rounds recorded neither\. GIR 95% 20\/21 greens Up\/Down 0% 0\/1 missed greens Putts 20\.0/,
    );
    expect(page).toContain('Avg Score v Par −0.5');
  });

  test('Out, In, Total and the score shapes', async () => {
    const player = await createPlayer(workers.db);
    const course = await createCourse(workers.db);
    const holes = PAR_72.map((par, i) => ({
      par,
      score: i === 0 ? par - 1 : i === 10 ? par + 2 : par,
      putts: 2,
    }));
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-3),
      holes,
    });
    const page = await html(`/player/${player.username}/my-rounds`);
    for (const label of ['Out', 'In', 'Total']) expect(page).toContain(`>${label}</th>`);
    expect(page).toContain('score-mark--under');
    expect(page).toContain('score-mark--over');
  });

  test('another player’s round never shows; a bad query is the defaults, or the spec’s message when signed in', async () => {
    const player = await createPlayer(workers.db);
    const course = await createCourse(workers.db);
    await createRound(workers.db, { accountId: player.id, courseId: course.id, playedOn: daysFromToday(-3) });
    const foreign = await createRound(workers.db, {
      accountId: other.id,
      courseId: other.courseId,
      playedOn: daysFromToday(-3),
    });
    const custom = `select=Custom&rounds=${foreign.id}`;
    const page = await html(`/player/${player.username}/my-rounds?${custom}`);
    expect(page).not.toContain('Course Bravo');
    expect(page).toContain(`No rounds of this player with the ids ${foreign.id}.`);
    const data = await (await workers.fetch(`/player/${player.username}/my-rounds.data?${custom}`)).text();
    expect(data).not.toContain('Course Bravo');
    // Anonymous pages are rendered from the canonical query of the edge cache (decision 029).
    const anonymous = await html(`/player/${player.username}/my-rounds?sort=Colour`);
    expect(anonymous).not.toContain('Invalid sort property');
    expect(anonymous).toContain('data-round=');
    const signedIn = { headers: { Cookie: await sessionCookieFor(workers.db, player.id) } };
    const response = await workers.fetch(`/player/${player.username}/my-rounds?sort=Colour`, signedIn);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Invalid sort property: Colour');
  });

  test('Last 6 Rounds by default; Past 2 Years selects them all', async () => {
    const player = await createPlayer(workers.db);
    const course = await createCourse(workers.db);
    await playRounds(player.id, course.id, 21);
    const first = await html(`/player/${player.username}/my-rounds`);
    expect(text(first)).toContain('21 rounds logged');
    expect(first.match(/<tr class="my-scorecard__round"/g)?.length).toBe(6);
    const all = await html(`/player/${player.username}/my-rounds?select=Past+2+Years`);
    expect(all.match(/<tr class="my-scorecard__round"/g)?.length).toBe(21);
  });
});

describe('other children', () => {
  test('resume: the default selections of spec 2 §4 (about, NCAA, GHIN, events, news, best-ten charts)', async () => {
    const page = text(await html(`/player/${rich.username}/resume`));
    for (const expected of [
      'NCAAAlpha',
      'GHINAlpha',
      'Town Alpha, TX',
      'About Alpha: committed to play college golf.',
      'Upcoming 6 Alpha',
      'Headline Alpha',
      'Best 10 Rounds',
    ]) {
      expect(page, expected).toContain(expected);
    }
    // School fields, highlighted tournaments (with their notes) and rounds are off by default.
    for (const hidden of ['College Alpha', 'Note Alpha: closed with a 69', 'Highlighted Rounds']) {
      expect(page, hidden).not.toContain(hidden);
    }
  });

  test('compare stats: fewer than 2 rounds show the spec’s empty state', async () => {
    const player = await createPlayer(workers.db);
    expect(text(await html(`/player/${player.username}/stats`))).toContain(
      'Log in on your mobile device and enter at least 2 rounds of play to see your stats.',
    );
  });

  test('round assessment: the Performance and Assessment view of the player (decision 048)', async () => {
    const player = await createPlayer(workers.db);
    const course = await createCourse(workers.db);
    // Every par 3 in 2, every par 4 in 4, every par 5 in 6.
    const holes = PAR_72.map((par) => ({ par, score: par === 3 ? 2 : par === 5 ? 6 : 4, putts: 2 }));
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-2),
      holes,
    });
    const page = text(await html(`/player/${player.username}/data-analysis`));
    expect(page).toContain('Player Performance');
    expect(page).toContain('Recent Performance Assessment');
    // 4 birdies (the par 3s) in 18 holes: 22 % beats the PGA TOUR's 20.2 % birdies and 20.7 % under
    // par, and no double beats 0.8 %; 4 bogeys, 10 pars and no eagle miss the other five: 3 of 8.
    expect(page).toMatch(/Last Round 1 round · Skill Performance \d+% Stats better Strokes Scoring 38%/);
    expect(page).toContain('Strokes gained needs rounds recorded shot by shot');
  });

  test('swing videos: native players and the photo grid', async () => {
    const page = await html(`/player/${rich.username}/gallery`);
    expect(page).toMatch(/<video[^>]+src="\/demo\/videos\/swing-2\.mp4"/);
    expect(page).toContain('Play Swing Alpha');
    expect(page).toContain('/demo/photos/ocean-hole.svg');
    const empty = await createPlayer(workers.db);
    const none = await html(`/player/${empty.username}/gallery`);
    expect(none).not.toContain('<video');
    expect(text(none)).toContain('No videos or photos yet');
  });

  test('reports: the stored reports, or a friendly empty state', async () => {
    expect(text(await html(`/player/${rich.username}/report-viewer`))).toContain('Player Resume');
    const empty = await createPlayer(workers.db);
    expect(text(await html(`/player/${empty.username}/report-viewer`))).toContain('No reports yet');
  });
});

describe('loader data', () => {
  test.each(PROFILE_CHILD_PAGES)('the %s loader JSON carries only that player’s data', async (child) => {
    const response = await workers.fetch(`/player/${rich.username}/${child}.data`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toMatch(/Bravo/);
  });

  test('the summary loader JSON carries the player’s own sections', async () => {
    const body = await (await workers.fetch(`/player/${rich.username}/summary.data`)).text();
    for (const expected of [
      'Headline Alpha',
      'Past Open Alpha',
      'Swing Alpha',
      'Photo Alpha',
      'Upcoming 1 Alpha',
    ]) {
      expect(body).toContain(expected);
    }
  });
});
