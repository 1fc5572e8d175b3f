import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { playerShardQuery } from '../../db/queries/player-shards';
import { postForm } from '../helpers/auth';
import {
  addSubCircleMember,
  createAccount,
  createCourse,
  createEntry,
  createOrganization,
  createPlayer,
  createRound,
  createTournament,
  daysFromToday,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { pdfText } from '../helpers/pdf-text';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let nora: { id: number; username: string };
let eli: { id: number; username: string };
let hidden: { id: number; username: string };
let org: { id: number; short: string };
let noraCookie: string;

const PLAYER = 'public-player-schedule-report';
const ORG = 'org-schedule-report';

async function event(
  accountId: number,
  input: { name: string; start: number; statusId?: number; featured?: boolean; scores?: Array<number> },
  courseId: number,
) {
  const { id } = await createTournament(workers.db, {
    name: input.name,
    courseId,
    startDate: daysFromToday(input.start),
    endDate: daysFromToday(input.start + 1),
    numberOfRounds: 2,
    city: 'Tempe',
    state: 'AZ',
  });
  await createEntry(workers.db, {
    tournamentId: id,
    accountId,
    statusId: input.statusId ?? null,
    isFeatured: input.featured ?? false,
    finishPosition: input.scores ? '2' : null,
  });
  for (const [i, score] of (input.scores ?? []).entries()) {
    await createRound(workers.db, {
      accountId,
      courseId,
      playedOn: daysFromToday(input.start + i),
      score,
      roundTypeId: 3,
      tournamentId: id,
      roundNumber: i + 1,
    });
  }
}

beforeAll(async () => {
  workers = await startTestWorkers();
  const course = await createCourse(workers.db, { name: 'Mesa Links' });
  const n = await createPlayer(workers.db, { firstName: 'Nora', lastName: 'Quill' });
  const e = await createPlayer(workers.db, { firstName: 'Eli', lastName: 'Stroud' });
  const h = await createPlayer(workers.db, { firstName: 'Hana', lastName: 'Veil' });
  nora = { id: n.id, username: n.username };
  eli = { id: e.id, username: e.username };
  hidden = { id: h.id, username: h.username };
  noraCookie = await sessionCookieFor(workers.db, nora.id);
  await event(nora.id, { name: 'Desert Amateur', start: 12, statusId: 1 }, course.id);
  await event(nora.id, { name: 'Canyon Invitational', start: 40, statusId: 2 }, course.id);
  await event(nora.id, { name: 'Saguaro Classic', start: -30, featured: true, scores: [70, 72] }, course.id);
  await event(nora.id, { name: 'Mesa Open', start: -90, scores: [80, 82] }, course.id);
  await event(eli.id, { name: 'Eli Spring Cup', start: 20, statusId: 1 }, course.id);
  await event(eli.id, { name: 'Eli Winter Open', start: -60, scores: [75, 76] }, course.id);
  await event(hidden.id, { name: 'Secret Summit', start: 25, statusId: 1 }, course.id);
  // Hana's schedule is hidden from everyone but her and her circle (feature 80).
  await setFeatureSetting(workers.db, hidden.id, 80, { isPublic: false, isPhoneVerified: false });
  const made = await createOrganization(workers.db, {
    name: 'Mesa State Golf',
    rosters: [{ name: 'Varsity', members: [nora.id, eli.id, hidden.id] }],
    groups: [{ name: 'Juniors', members: [nora.id, eli.id] }],
  });
  org = { id: made.id, short: made.short };
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

/** A report page's HTML, after checking it answered. */
async function reportPage(path: string): Promise<string> {
  const page = await workers.fetch(path);
  expect(page.status).toBe(200);
  return page.text();
}

function expectEvery(text: string, names: ReadonlyArray<string>) {
  for (const name of names) expect(text).toContain(name);
}

describe('public-player-schedule-report', () => {
  test("the page and the PDF hold the player's upcoming events and results and the player's name", async () => {
    // The player's name, and events both upcoming and played.
    const names = ['Nora Quill', 'Desert Amateur', 'Canyon Invitational', 'Saguaro Classic', 'Mesa Open'];
    const html = await reportPage(`/reports/${PLAYER}?accountId=${nora.id}`);
    expectEvery(html, names);
    expect(html).toContain('Upcoming tournaments');
    const pdf = await workers.fetch(`/reports/${PLAYER}.pdf?accountId=${nora.id}`);
    expect(pdf.headers.get('Content-Disposition')).toBe(
      'attachment; filename="Nora-Quill-Schedule-Upcoming-Results.pdf"',
    );
    const text = await pdfText(pdf);
    expectEvery(text, names);
    // Saguaro Classic: 70 + 72 on par 72 rounds.
    expect(text).toMatch(/Saguaro Classic[^\n]*70 · 72\s+142\s+[-–−]2/);
  });

  test('the parameters choose: sections, dates, statuses, favorites and the threshold', async () => {
    const start = daysFromToday(-45);
    const end = daysFromToday(30);
    const query = new URLSearchParams([
      ['accountId', String(nora.id)],
      ['form', '1'],
      ['section', 'upcoming'],
      ['section', 'results'],
      ['start', start],
      ['end', end],
      ['groupBy', 'events'],
      ['viewBy', 'month'],
      ['favorites', '1'],
      ['filters', '1'],
      ['type', '3'],
      ['type', '10'],
      ['type', '11'],
      ['locale', '1'],
      ['locale', '3'],
      ['locale', '4'],
      ['status', '1'],
      ['status', '3'],
      ['status', '4'],
    ]);
    const pdf = await workers.fetch(`/reports/${PLAYER}.pdf?${query}`);
    expect(pdf.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Nora-Quill-Schedule-Upcoming-Results-${start}-to-${end}.pdf"`,
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Desert Amateur');
    // Considering (2) is unticked; Canyon is also past the end date.
    expect(text).not.toContain('Canyon Invitational');
    expect(text).toContain('Saguaro Classic');
    // Before the start date and not featured.
    expect(text).not.toContain('Mesa Open');
    // Unticked: no figures.
    expect(text).not.toContain('UPCOMING TOURNAMENTS');

    const threshold = await pdfText(
      await workers.fetch(`/reports/${PLAYER}.pdf?accountId=${nora.id}&form=1&section=results&threshold=75`),
    );
    expect(threshold).toContain('Saguaro Classic');
    expect(threshold).not.toContain('Mesa Open');
    expect(threshold).not.toContain('Desert Amateur');
  });

  test('additional players: merged with a Player column, or a chapter each; a hidden one never', async () => {
    // Eli and Hana are Nora's teammates (the roster); Hana's schedule is hidden from Nora.
    const merged = await (
      await workers.fetch(`/reports/${PLAYER}?accountId=${nora.id}&player=${eli.id}&player=${hidden.id}`, {
        headers: { Cookie: noraCookie },
      })
    ).text();
    expect(merged).toContain('Eli Spring Cup');
    expect(merged).toContain('>Player<');
    expect(merged).not.toContain('Secret Summit');
    const separate = await pdfText(
      await workers.fetch(
        `/reports/${PLAYER}.pdf?accountId=${nora.id}&form=1&section=upcoming&groupBy=events&viewBy=events&player=${eli.id}`,
        { headers: { Cookie: noraCookie } },
      ),
    );
    expect(separate).toContain('NORA QUILL · UPCOMING EVENTS');
    expect(separate).toContain('ELI STROUD · UPCOMING EVENTS');
  });

  test('a wrong parameter is a 400 sentence, before the PDF Worker is asked', async () => {
    for (const [query, message] of [
      ['form=1&groupBy=events&viewBy=events', 'Choose at least one section: Upcoming Events or Results.'],
      ['start=2026-02-30', 'Enter a day as YYYY-MM-DD.'],
      ['start=2026-03-01&end=2026-02-01', 'The start date must not be after the end date.'],
      ['viewBy=week', 'Choose how to show the upcoming events.'],
      ['threshold=999', 'Enter a score from 0 (All) to 300.'],
      ['status=9', "The schedule's status must be among 1, 4, 3, 2, 6, 5."],
    ] as const) {
      const response = await workers.fetch(`/reports/${PLAYER}.pdf?accountId=${nora.id}&${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.text()).toBe(message);
    }
  });

  test('guards: no account, a hidden schedule or a private site go home', async () => {
    for (const query of ['', 'accountId=abc', 'accountId=99999999']) {
      const response = await workers.fetch(`/reports/${PLAYER}?${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
    }
    const hiddenPage = await workers.fetch(`/reports/${PLAYER}.pdf?accountId=${hidden.id}`, {
      redirect: 'manual',
    });
    expect(hiddenPage.status).toBe(302);
    expect(hiddenPage.headers.get('Location')).toBe('/');
  });

  test('Save Report stores the parameters by hash; the report viewer lists and downloads it', async () => {
    const anonymous = await postForm(workers, `/reports/${PLAYER}?accountId=${nora.id}`, { intent: 'save' });
    expect(anonymous.status).toBe(403);
    const saved = await postForm(
      workers,
      `/reports/${PLAYER}?accountId=${nora.id}&form=1&section=results&favorites=1&groupBy=year&viewBy=events`,
      { intent: 'save' },
      { Cookie: noraCookie },
    );
    expect(saved.status).toBe(302);
    const location = saved.headers.get('Location') ?? '';
    expect(location).toMatch(new RegExp(`^/reports/${PLAYER}\\?hash=\\d+$`));
    const hash = location.split('=')[1];
    const html = await (await workers.fetch(location)).text();
    expect(html).toContain('Saguaro Classic');
    expect(html).not.toContain('Mesa Open');
    expect(html).not.toContain('Desert Amateur');
    const text = await pdfText(await workers.fetch(`/reports/${PLAYER}.pdf?hash=${hash}`));
    expect(text).toContain('Saguaro Classic');
    const viewer = await (
      await workers.fetch(`/player/${nora.username}/report-viewer`, { headers: { Cookie: noraCookie } })
    ).text();
    expect(viewer).toContain(`/reports/${PLAYER}.pdf?hash=${hash}`);
    // Another player's account with this hash, or the organization's route: no such report.
    expect((await workers.fetch(`/reports/${PLAYER}?hash=${hash}&accountId=${eli.id}`)).status).toBe(404);
    expect((await workers.fetch(`/reports/${ORG}?hash=${hash}`)).status).toBe(404);
    expect((await workers.fetch(`/reports/ppr?hash=${hash}`)).status).toBe(404);
  });
});

describe('org-schedule-report', () => {
  test("the page and the PDF hold the roster's events with each player's name, never a hidden player's", async () => {
    const html = await reportPage(`/reports/${ORG}?organizationId=${org.id}`);
    expectEvery(html, [
      'Mesa State Golf',
      'Desert Amateur',
      'Eli Spring Cup',
      'Eli Winter Open',
      'Nora Quill',
    ]);
    expect(html).not.toContain('Secret Summit');
    expect(html).not.toContain('Hana Veil');
    const pdf = await workers.fetch(`/reports/${ORG}.pdf?organizationId=${org.id}`);
    expect(pdf.headers.get('Content-Disposition')).toBe(
      'attachment; filename="Mesa-State-Golf-Schedule-Upcoming-Results.pdf"',
    );
    const text = await pdfText(pdf);
    expectEvery(text, [
      'Mesa State Golf',
      'Desert Amateur',
      'Eli Spring Cup',
      'Saguaro Classic',
      'Eli Stroud',
    ]);
    expect(text).not.toContain('Secret Summit');
  });

  test("the roster's players on different round shards: each one's rounds read from their own", async () => {
    const [noraShard] = await playerShardQuery(workers.db, nora.id);
    const [eliShard] = await playerShardQuery(workers.db, eli.id);
    // With round shards each new player goes to the emptiest one (decision 119): Nora and Eli apart.
    if (workers.shards.names.length > 1) expect(noraShard?.shard).not.toBe(eliShard?.shard);
    const text = await pdfText(await workers.fetch(`/reports/${ORG}.pdf?organizationId=${org.id}`));
    expect(text).toMatch(/Saguaro Classic[^\n]*70 · 72\s+142/);
    expect(text).toMatch(/Eli Winter Open[^\n]*75 · 76\s+151/);
  });

  test("a viewer in the hidden player's circle sees that player's events too", async () => {
    const coach = await createAccount(workers.db, { firstName: 'Cora', lastName: 'Coach' });
    await addSubCircleMember(workers.db, hidden.id, coach.id);
    const cookie = await sessionCookieFor(workers.db, coach.id);
    const html = await (
      await workers.fetch(`/reports/${ORG}?organizationId=${org.id}`, { headers: { Cookie: cookie } })
    ).text();
    expect(html).toContain('Secret Summit');
  });

  test('guards: no organization goes home; a wrong parameter is a 400 sentence', async () => {
    for (const query of ['', 'organizationId=x', 'organizationId=987654321']) {
      const response = await workers.fetch(`/reports/${ORG}?${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(302);
      expect(response.headers.get('Location')).toBe('/');
    }
    const wrong = await workers.fetch(`/reports/${ORG}.pdf?organizationId=${org.id}&groupBy=decade`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toBe('Choose how to group the results.');
  });

  test("Save Report keeps an organization's report apart: its hash never opens as a player's", async () => {
    const anonymous = await postForm(workers, `/reports/${ORG}?organizationId=${org.id}`, { intent: 'save' });
    expect(anonymous.status).toBe(403);
    const saved = await postForm(
      workers,
      `/reports/${ORG}?organizationId=${org.id}&form=1&section=upcoming&groupBy=events&viewBy=season`,
      { intent: 'save' },
      { Cookie: noraCookie },
    );
    expect(saved.status).toBe(302);
    const location = saved.headers.get('Location') ?? '';
    expect(location).toMatch(new RegExp(`^/reports/${ORG}\\?hash=\\d+$`));
    const hash = location.split('=')[1];
    const html = await (await workers.fetch(location)).text();
    expect(html).toContain('Eli Spring Cup');
    expect(html).not.toContain('Saguaro Classic');
    expect((await workers.fetch(`/reports/${PLAYER}?hash=${hash}`)).status).toBe(404);
    expect((await workers.fetch(`/reports/${PLAYER}.pdf?hash=${hash}&accountId=${nora.id}`)).status).toBe(
      404,
    );
    expect((await workers.fetch(`/reports/${ORG}?hash=${hash}&organizationId=${org.id + 1}`)).status).toBe(
      404,
    );
    const text = await pdfText(await workers.fetch(`/reports/${ORG}.pdf?hash=${hash}`));
    expect(text).toContain('Eli Spring Cup');
  });
});
