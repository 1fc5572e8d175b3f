// The authorization matrix of spec 1 §6 / spec 2 §6 against the built Worker and D1: viewers ×
// features × setting states × child routes → the expected status or redirect, and hidden data absent
// from the HTML and from the loader data; the read APIs' `me` and old usernames (issue 15 point 2).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { decode } from 'turbo-stream';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Viewer } from '../../app/domain/access/access';
import { reportHash } from '../../app/domain/reports/reports';
import { cachedStateOf, defaultCompareConfig } from '../../app/domain/stats/compare-config';
import { associatedPlayers } from '../../app/routes/player.$username.stats.associated-players.server';
import { loadCompareState } from '../../app/routes/player.$username.stats.state.server';
import { saveCompareState } from '../../db/queries/compare-states';
import { refreshAccountSearch } from '../../db/queries/search';
import { accounts } from '../../db/schema/accounts';
import { accountPlans } from '../../db/schema/payments';
import { reportParameters } from '../../db/schema/reports';
import {
  addSubCircleMember,
  apiTokenFor,
  createCoach,
  createCourse,
  createEntry,
  createOrganization,
  createPlayer,
  createRound,
  createTournament,
  createWatchList,
  daysFromToday,
  makeProductManager,
  saveTwoPlayerComparison,
  sessionCookieFor,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

type Setting = { isPublic: boolean | null; isPhoneVerified: boolean | null } | null;

// Setting states, with the visibility others get, written out from spec 1 §6 (not computed).
const STATES: Array<{ name: string; setting: Setting; featureVisible: boolean; websiteVisible: boolean }> = [
  { name: 'no setting', setting: null, featureVisible: true, websiteVisible: true },
  {
    name: 'public',
    setting: { isPublic: true, isPhoneVerified: null },
    featureVisible: true,
    websiteVisible: true,
  },
  {
    name: 'private',
    setting: { isPublic: false, isPhoneVerified: null },
    featureVisible: false,
    websiteVisible: false,
  },
  {
    name: 'phone-verified only',
    setting: { isPublic: null, isPhoneVerified: false },
    featureVisible: false,
    websiteVisible: true,
  },
  {
    name: 'both unset',
    setting: { isPublic: null, isPhoneVerified: null },
    featureVisible: true,
    websiteVisible: true,
  },
  {
    name: 'public, not phone-verified',
    setting: { isPublic: true, isPhoneVerified: false },
    featureVisible: true,
    websiteVisible: true,
  },
  {
    name: 'private, phone-verified',
    setting: { isPublic: false, isPhoneVerified: true },
    featureVisible: false,
    websiteVisible: false,
  },
];

// spec 1 §2 / §3: each child, its path and its feature id.
const CHILDREN = [
  { feature: 89, path: 'summary' },
  { feature: 80, path: 'schedule/0' },
  { feature: 86, path: 'my-rounds' },
  { feature: 78, path: 'resume' },
  { feature: 63, path: 'stats' },
  { feature: 59, path: 'data-analysis' },
  { feature: 67, path: 'gallery' },
  { feature: 77, path: 'report-viewer' },
];

type ViewerName = 'anonymous' | 'another player' | 'circle member' | 'product manager' | 'owner';
const VIEWERS: Array<{ name: ViewerName; hasAccess: boolean }> = [
  { name: 'anonymous', hasAccess: false },
  { name: 'another player', hasAccess: false },
  { name: 'circle member', hasAccess: true },
  { name: 'product manager', hasAccess: true },
  { name: 'owner', hasAccess: true },
];

let workers: TestWorkers;
const cookies: Partial<Record<ViewerName, string>> = {};
const usernames: Partial<Record<ViewerName, string>> = {};
const viewerIds: Partial<Record<ViewerName, number>> = {};
let circleMemberId = 0;

beforeAll(async () => {
  workers = await startTestWorkers();
  const other = await createPlayer(workers.db, { firstName: 'Other', lastName: 'Viewer' });
  const member = await createPlayer(workers.db, { firstName: 'Circle', lastName: 'Member' });
  const manager = await createPlayer(workers.db, {
    firstName: 'Product',
    lastName: 'Manager',
    profileTypeId: 1,
  });
  await makeProductManager(workers.db, manager.id);
  circleMemberId = member.id;
  usernames['another player'] = other.username;
  usernames['circle member'] = member.username;
  usernames['product manager'] = manager.username;
  viewerIds['another player'] = other.id;
  viewerIds['circle member'] = member.id;
  viewerIds['product manager'] = manager.id;
  cookies['another player'] = await sessionCookieFor(workers.db, other.id);
  cookies['circle member'] = await sessionCookieFor(workers.db, member.id);
  cookies['product manager'] = await sessionCookieFor(workers.db, manager.id);
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
});

/** A player whose one feature has the given setting; the owner's cookie is kept for the owner viewer. */
async function playerWith(featureId: number, setting: Setting) {
  const secret = `secret-about-${crypto.randomUUID()}`;
  const player = await createPlayer(workers.db, { about: secret });
  if (setting) await setFeatureSetting(workers.db, player.id, featureId, setting);
  await addSubCircleMember(workers.db, player.id, circleMemberId);
  const ownerCookie = await sessionCookieFor(workers.db, player.id);
  return { ...player, secret, ownerCookie };
}

function requestAs(viewer: ViewerName, ownerCookie: string, path: string) {
  const cookie = viewer === 'owner' ? ownerCookie : cookies[viewer];
  return workers.fetch(path, cookie ? { headers: { Cookie: cookie } } : {});
}

function postForm(viewer: ViewerName, ownerCookie: string, path: string, fields: Record<string, string>) {
  const cookie = viewer === 'owner' ? ownerCookie : (cookies[viewer] ?? '');
  return workers.fetch(path, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: cookie },
  });
}

function locationOf(response: Response): string | null {
  const location = response.headers.get('location');
  return location === null ? null : new URL(location, workers.url).pathname;
}

for (const child of CHILDREN) {
  for (const state of STATES) {
    test(`${child.path} with ${state.name}: each viewer gets the page or the parent URL`, async () => {
      const player = await playerWith(child.feature, state.setting);
      const base = `/player/${player.username}`;
      for (const viewer of VIEWERS) {
        const sees = viewer.hasAccess || state.featureVisible;
        const response = await requestAs(viewer.name, player.ownerCookie, `${base}/${child.path}`);
        const html = await response.text();
        if (sees) {
          expect(response.status, `${viewer.name} opens ${child.path}`).toBe(200);
        } else {
          // spec 1 §2: a feature guard redirects to the parent URL when the feature is hidden.
          expect([response.status, locationOf(response)], `${viewer.name} is sent to the parent`).toEqual([
            302,
            base,
          ]);
          expect(html).not.toContain(player.secret);
          // The loader data of the hidden child (single fetch) carries a redirect, not its data.
          const data = await requestAs(viewer.name, player.ownerCookie, `${base}/${child.path}.data`);
          expect(await data.text()).not.toContain(player.secret);
        }
        // The side navigation links the child only when the viewer may open it.
        const landing = child.path === 'my-rounds' ? 'summary' : 'my-rounds';
        const page = await (await requestAs(viewer.name, player.ownerCookie, `${base}/${landing}`)).text();
        expect(
          page.includes(`href="${base}/${child.path}"`),
          `${viewer.name} nav link to ${child.path}`,
        ).toBe(sees);
      }
    });
  }
}

// spec 2 §6: the shot map's rounds are compare stats data (feature 63): a viewer the feature is hidden
// from gets a 403 and none of the round's data.
for (const state of STATES) {
  test(`map rounds with compare stats ${state.name}: the shots only for viewers who see the feature`, async () => {
    const player = await playerWith(63, state.setting);
    const courseName = `course-of-${player.secret}`;
    const course = await createCourse(workers.db, { name: courseName });
    const round = await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: '2026-05-03',
      score: 72,
    });
    const path = `/api/v1/players/${player.username}/map-rounds?roundIds=${round.id}`;
    for (const viewer of VIEWERS) {
      const sees = viewer.hasAccess || state.featureVisible;
      const response = await requestAs(viewer.name, player.ownerCookie, path);
      const body = await response.text();
      expect(response.status, viewer.name).toBe(sees ? 200 : 403);
      expect(body.includes(courseName), viewer.name).toBe(sees);
    }
  });
}

// spec 3 §2.2 View Shots shows My Rounds' data and has My Rounds' guard (86, decision 051): the page,
// its loader data, the map's rounds asked for with `feature=my-rounds`, and the My Rounds section's
// data route the dashboard fetches.
for (const state of STATES) {
  test(`view shots and its map with my rounds ${state.name}: only for viewers who see My Rounds`, async () => {
    const player = await playerWith(86, state.setting);
    const courseName = `course-of-${player.secret}`;
    const course = await createCourse(workers.db, { name: courseName });
    const round = await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: '2026-05-03',
      score: 72,
    });
    const base = `/player/${player.username}`;
    const api = `/api/v1/players/${player.username}/map-rounds?roundIds=${round.id}&feature=my-rounds`;
    const section = `/resources/my-rounds/${player.username}?select=All+Rounds`;
    for (const viewer of VIEWERS) {
      const sees = viewer.hasAccess || state.featureVisible;
      const rounds = await requestAs(viewer.name, player.ownerCookie, section);
      expect(rounds.status, `${viewer.name} my rounds data`).toBe(sees ? 200 : 403);
      expect((await rounds.text()).includes(courseName), `${viewer.name} my rounds data`).toBe(sees);
      const page = await requestAs(viewer.name, player.ownerCookie, `${base}/view-shots`);
      const html = await page.text();
      const data = await (await requestAs(viewer.name, player.ownerCookie, `${base}/view-shots.data`)).text();
      const map = await requestAs(viewer.name, player.ownerCookie, api);
      const body = await map.text();
      if (sees) {
        expect(page.status, `${viewer.name} opens view-shots`).toBe(200);
        expect(html, viewer.name).toContain(courseName);
      } else {
        expect([page.status, locationOf(page)], `${viewer.name} is sent to the parent`).toEqual([302, base]);
        expect(html).not.toContain(courseName);
        expect(data).not.toContain(courseName);
      }
      expect(map.status, `${viewer.name} map`).toBe(sees ? 200 : 403);
      expect(body.includes(courseName), `${viewer.name} map`).toBe(sees);
    }
  });
}

// spec 2 §2, §6 and decision 054: each player report kind, as a page and as a PDF, opens only for
// viewers who see every feature it shows; anyone else is sent home, before any of its data is read.
const REPORT_FEATURES: Array<{ kind: string; features: Array<number> }> = [
  { kind: 'ppr', features: [59] },
  { kind: 'player-performance-summary', features: [59] },
  { kind: 'data-analysis', features: [59] },
  { kind: 'public-player-stats-report', features: [63] },
  { kind: 'player-best-stats-report', features: [80, 63] },
  { kind: 'favorites', features: [89] },
  // decision 059: the round reports show My Rounds' and View Shots' content.
  { kind: 'rr', features: [86] },
  { kind: 'dispersion-analysis', features: [86] },
  { kind: 'course-plan-report', features: [86] },
  { kind: 'public-player-schedule-report', features: [80] },
];

for (const { kind, features } of REPORT_FEATURES) {
  for (const feature of features) {
    test(`report ${kind} with feature ${feature} in every state: page and PDF only for viewers who see it`, async () => {
      for (const state of STATES) {
        const player = await playerWith(feature, state.setting);
        for (const viewer of VIEWERS) {
          const sees = viewer.hasAccess || state.featureVisible;
          for (const path of [
            `/reports/${kind}?accountId=${player.id}`,
            `/reports/${kind}.pdf?accountId=${player.id}`,
          ]) {
            const response = await requestAs(viewer.name, player.ownerCookie, path);
            const label = `${viewer.name}, ${state.name}: ${path}`;
            if (sees) {
              expect(response.status, label).toBe(200);
              expect(response.headers.get('Content-Type'), label).toContain(
                path.includes('.pdf') ? 'application/pdf' : 'text/html',
              );
            } else {
              expect([response.status, response.headers.get('Location')], label).toEqual([302, '/']);
            }
            await response.arrayBuffer();
          }
        }
      }
    });
  }
}

// Share cards (issue 33 §4, decision 091) are drawn for an anonymous visitor whoever asks: a profile's
// card and a saved comparison's exist only while every visitor may open the page, for every viewer
// alike; compare stats (63) hidden from an anonymous visitor leave the figures off, so the card of a
// player with rounds is byte for byte the card the same player had before any round.
for (const state of STATES) {
  test(`share cards with website ${state.name}: a card for every viewer only when the site is public`, async () => {
    const player = await playerWith(88, state.setting);
    const hash = await saveCompareState(
      workers.db,
      player.id,
      cachedStateOf(defaultCompareConfig(player.id)),
    );
    for (const viewer of VIEWERS) {
      for (const path of [`/player/${player.username}/card.png`, `/reports/compare-stats.png?hash=${hash}`]) {
        const response = await requestAs(viewer.name, player.ownerCookie, path);
        expect(response.status, `${viewer.name}: ${path}`).toBe(state.websiteVisible ? 200 : 404);
        expect(response.headers.get('Content-Type'), `${viewer.name}: ${path}`).toContain(
          state.websiteVisible ? 'image/png' : 'text/plain',
        );
        await response.arrayBuffer();
      }
    }
  });

  test(`share cards with compare stats ${state.name}: the figures only when every visitor sees them`, async () => {
    const player = await playerWith(63, state.setting);
    const path = `/player/${player.username}/card.png`;
    const before = new Uint8Array(await (await workers.fetch(path)).arrayBuffer());
    const course = await createCourse(workers.db, { name: `course-of-${player.secret}` });
    for (const playedOn of ['2026-05-03', '2026-05-10']) {
      await createRound(workers.db, { accountId: player.id, courseId: course.id, playedOn, score: 74 });
    }
    const hash = await saveCompareState(
      workers.db,
      player.id,
      cachedStateOf(defaultCompareConfig(player.id)),
    );
    for (const viewer of VIEWERS) {
      const response = await requestAs(viewer.name, player.ownerCookie, path);
      expect(response.status, viewer.name).toBe(200);
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(Buffer.from(bytes).equals(Buffer.from(before)), `${viewer.name}: the card without figures`).toBe(
        !state.featureVisible,
      );
      // The saved comparison shows compare stats only: no card where they are hidden.
      const report = await requestAs(
        viewer.name,
        player.ownerCookie,
        `/reports/compare-stats.png?hash=${hash}`,
      );
      expect(report.status, `${viewer.name} report card`).toBe(state.featureVisible ? 200 : 404);
      await report.arrayBuffer();
    }
  });
}

// A saved player report's card (decision 091): the Player Performance Report shows the Round
// Assessment (feature 59), so its card exists for every viewer alike only while every visitor sees it.
for (const state of STATES) {
  test(`a saved report's card with the Round Assessment ${state.name}: only when every visitor sees it`, async () => {
    const player = await playerWith(59, state.setting);
    const parameters = { group: 'Recent Performance', standardId: 'pga-tour', holeCount: 18 };
    const hash = reportHash('ppr', player.id, parameters);
    await workers.db.insert(reportParameters).values({
      hash,
      kind: 'ppr',
      accountId: player.id,
      parameters,
      name: 'Recent Performance',
      createdBy: player.id,
    });
    for (const viewer of VIEWERS) {
      const response = await requestAs(viewer.name, player.ownerCookie, `/reports/card.png?hash=${hash}`);
      expect(response.status, viewer.name).toBe(state.featureVisible ? 200 : 404);
      await response.arrayBuffer();
    }
  });
}

// The Round Assessment view (feature 59): the data-analysis page and the dashboard's group resource
// route carry a selection's details (the course of a round) only to viewers who see the feature.
for (const state of STATES) {
  test(`data-analysis data with ${state.name}: the groups only for viewers who see the feature`, async () => {
    const player = await playerWith(59, state.setting);
    const courseName = `course-of-${player.secret}`;
    const course = await createCourse(workers.db, { name: courseName });
    for (const playedOn of ['2026-05-03', '2026-05-10']) {
      await createRound(workers.db, { accountId: player.id, courseId: course.id, playedOn, score: 72 });
    }
    // The player's saved choices open Best 3 Rounds, whose overviews name each round's course.
    await postForm('owner', player.ownerCookie, '/dashboard', {
      intent: 'preferences',
      mode: 'Player Performance',
      performanceGroup: 'Best 3 Rounds',
      assessmentGroup: 'Recent',
      standardId: 'pga-tour',
      holeCount: '18',
      category: 'Scorecard',
    });
    const base = `/player/${player.username}`;
    const group = `/resources/dashboard-group/${player.username}/best-3-rounds?holes=18`;
    for (const viewer of VIEWERS) {
      const sees = viewer.hasAccess || state.featureVisible;
      const page = await requestAs(viewer.name, player.ownerCookie, `${base}/data-analysis`);
      expect((await page.text()).includes(courseName), `${viewer.name} page`).toBe(sees);
      const data = await requestAs(viewer.name, player.ownerCookie, `${base}/data-analysis.data`);
      expect((await data.text()).includes(courseName), `${viewer.name} loader data`).toBe(sees);
      const answer = await requestAs(viewer.name, player.ownerCookie, group);
      const body = await answer.text();
      expect(answer.status, `${viewer.name} group`).toBe(sees ? 200 : 403);
      expect(body.includes(courseName), `${viewer.name} group body`).toBe(sees);
    }
  });
}

// decision 059: the course plan's course picker names the courses a player has played (My Rounds'
// content, feature 86): on the page and in its loader data only for viewers who see the feature,
// never another player's courses.
for (const state of STATES) {
  test(`course-plan-report course picker with ${state.name}: the courses only for viewers who see My Rounds`, async () => {
    const player = await playerWith(86, state.setting);
    const other = await playerWith(86, null);
    const courseName = `picker-course-of-${player.secret}`;
    const course = await createCourse(workers.db, { name: courseName });
    const foreign = await createCourse(workers.db, { name: `picker-course-of-${other.secret}` });
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: '2026-05-03',
      score: 72,
    });
    await createRound(workers.db, {
      accountId: other.id,
      courseId: foreign.id,
      playedOn: '2026-05-04',
      score: 72,
    });
    for (const viewer of VIEWERS) {
      const sees = viewer.hasAccess || state.featureVisible;
      for (const path of [
        `/reports/course-plan-report?accountId=${player.id}`,
        `/reports/course-plan-report.data?accountId=${player.id}`,
      ]) {
        const response = await requestAs(viewer.name, player.ownerCookie, path);
        const body = await response.text();
        const label = `${viewer.name}, ${state.name}: ${path}`;
        // A refused page redirects home (302; single fetch's data answers 202 with the redirect).
        expect(response.status === 200, label).toBe(sees);
        expect(body.includes(courseName), label).toBe(sees);
        expect(body, label).not.toContain(other.secret);
      }
      // Another player's course is refused in words, before anything of it is read.
      const refused = await requestAs(
        viewer.name,
        player.ownerCookie,
        `/reports/course-plan-report?accountId=${player.id}&course=${foreign.id}`,
      );
      expect(refused.status, `${viewer.name} foreign course`).toBe(sees ? 400 : 302);
      expect(await refused.text()).not.toContain(other.secret);
    }
  });
}

// A Custom selection of another player's rounds reads nothing of them, whoever asks (spec 1 §6).
test("my rounds and view shots with another player's round ids: none of that round's data", async () => {
  const player = await playerWith(86, null);
  const other = await playerWith(86, null);
  const secretCourse = await createCourse(workers.db, { name: `course-of-${other.secret}` });
  const round = await createRound(workers.db, {
    accountId: other.id,
    courseId: secretCourse.id,
    playedOn: '2026-05-03',
    score: 72,
  });
  for (const viewer of VIEWERS) {
    for (const child of ['my-rounds', 'view-shots']) {
      const path = `/player/${player.username}/${child}?select=Custom&rounds=${round.id}`;
      const response = await requestAs(viewer.name, player.ownerCookie, path);
      expect(response.status, `${viewer.name} ${child}`).toBe(200);
      expect(await response.text()).not.toContain(other.secret);
    }
    const map = await requestAs(
      viewer.name,
      player.ownerCookie,
      `/api/v1/players/${player.username}/map-rounds?roundIds=${round.id}&feature=my-rounds`,
    );
    expect(map.status, viewer.name).toBe(404);
    expect(await map.text()).not.toContain(other.secret);
  }
});

for (const state of STATES) {
  test(`website with ${state.name}: others see it only when it is public (spec 1 §6)`, async () => {
    const player = await playerWith(88, state.setting);
    const base = `/player/${player.username}`;
    // Search lists a player only while the website is public (decision 089), for every viewer.
    await refreshAccountSearch(workers.db, [player.id]);
    for (const viewer of VIEWERS) {
      const search = await requestAs(viewer.name, player.ownerCookie, `/golf/search?q=Player${player.id}`);
      const listed = (await search.text()).includes(`href="/player/${player.username}"`);
      expect(listed, `${viewer.name} finds the player in search`).toBe(state.websiteVisible);
    }
    for (const viewer of VIEWERS) {
      const sees = viewer.hasAccess || state.websiteVisible;
      for (const path of [`${base}/summary`, `${base}/my-rounds`, base]) {
        const response = await requestAs(viewer.name, player.ownerCookie, path);
        const body = await response.text();
        if (sees) {
          expect(response.status, `${viewer.name} ${path}`).toBe(path === base ? 302 : 200);
        } else {
          // spec 1 §6: a private website redirects non-authorised visitors home.
          expect([response.status, locationOf(response)], `${viewer.name} ${path}`).toEqual([302, '/']);
          expect(body).not.toContain(player.secret);
        }
      }
      if (!sees) {
        const data = await requestAs(viewer.name, player.ownerCookie, `${base}/summary.data`);
        const body = await data.text();
        expect(body).not.toContain(player.secret);
        expect(body).not.toContain(player.username);
      }
    }
  });
}

// spec 3 §4 share and export: the schedule spreadsheet follows the schedule page's guard (80): a
// viewer the schedule is hidden from is sent to the profile and gets none of it.
for (const state of STATES) {
  test(`schedule.xlsx with schedule ${state.name}: the file only for viewers who see the schedule`, async () => {
    const player = await playerWith(80, state.setting);
    const { id } = await createTournament(workers.db, {
      name: `event-of-${player.secret}`,
      startDate: '2026-03-02',
    });
    await createEntry(workers.db, { tournamentId: id, accountId: player.id, finishPosition: '2' });
    const base = `/player/${player.username}`;
    for (const viewer of VIEWERS) {
      const sees = viewer.hasAccess || state.featureVisible;
      const response = await requestAs(viewer.name, player.ownerCookie, `${base}/schedule.xlsx`);
      const body = new Uint8Array(await response.arrayBuffer());
      if (sees) {
        expect(response.status, `${viewer.name} downloads`).toBe(200);
        // A zip: the workbook's first bytes.
        expect([...body.slice(0, 2)], viewer.name).toEqual([0x50, 0x4b]);
      } else {
        expect([response.status, locationOf(response)], `${viewer.name} is sent to the profile`).toEqual([
          302,
          base,
        ]);
        expect(new TextDecoder().decode(body)).not.toContain(player.secret);
      }
    }
  });
}

// issue 21 point 6: Download my data is the account's own, whatever the settings: the circle and
// product managers, who see every page, are refused too; `me` is always the viewer's own data.
test("my data: only the account downloads it; another account's is refused", async () => {
  const player = await playerWith(80, null);
  const { id } = await createTournament(workers.db, {
    name: `event-of-${player.secret}`,
    startDate: '2026-03-02',
  });
  await createEntry(workers.db, { tournamentId: id, accountId: player.id });
  for (const file of [
    'my-data.xlsx',
    'my-data.csv',
    'my-data.csv?table=tournaments',
    'my-data.csv?table=stats',
  ]) {
    const named = `/api/v1/players/${player.username}/${file}`;
    for (const viewer of VIEWERS) {
      const response = await requestAs(viewer.name, player.ownerCookie, named);
      const body = await response.text();
      const expected = viewer.name === 'owner' ? 200 : viewer.name === 'anonymous' ? 401 : 403;
      expect(response.status, `${viewer.name} ${file}`).toBe(expected);
      if (viewer.name !== 'owner') expect(body, `${viewer.name} ${file}`).not.toContain(player.secret);
      const own = await requestAs(viewer.name, player.ownerCookie, `/api/v1/players/me/${file}`);
      const ownBody = await own.text();
      expect(own.status, `${viewer.name} me/${file}`).toBe(viewer.name === 'anonymous' ? 401 : 200);
      expect(ownBody.includes(player.secret), `${viewer.name} me/${file}`).toBe(
        viewer.name === 'owner' && file.endsWith('tournaments'),
      );
    }
  }
});

// issue 33 §5: an account's plan is its own: only the account sees it (settings, pricing page); no
// other viewer, and no profile page or its loader data, shows it or its Stripe ids.
test("a plan shows to its account only, never on the player's pages", async () => {
  const player = await playerWith(89, null);
  const checkoutSessionId = `cs_test_${crypto.randomUUID().replaceAll('-', '')}`;
  await workers.db.insert(accountPlans).values({
    accountId: player.id,
    plan: 'coach',
    status: 'active',
    checkoutSessionId,
    stripeCustomerId: `cus_${player.secret}`,
    stripeSubscriptionId: `sub_${player.secret}`,
    activatedAt: '2026-11-01T10:00:00.000Z',
  });
  const planText = /Your plan: <strong>Coach<\/strong>|Your (<!-- -->)?Coach(<!-- -->)? plan is active/;
  for (const viewer of VIEWERS) {
    for (const path of ['/dashboard/settings', '/payment']) {
      const response = await requestAs(viewer.name, player.ownerCookie, path);
      const html = await response.text();
      if (viewer.name === 'anonymous' && path === '/dashboard/settings') {
        expect(response.status, `${viewer.name} ${path}`).toBe(302);
        continue;
      }
      expect(response.status, `${viewer.name} ${path}`).toBe(200);
      expect(planText.test(html), `${viewer.name} ${path}`).toBe(viewer.name === 'owner');
      expect(html, `${viewer.name} ${path}`).not.toContain(checkoutSessionId);
    }
    for (const path of [`/player/${player.username}/summary`, `/player/${player.username}/summary.data`]) {
      const body = await (await requestAs(viewer.name, player.ownerCookie, path)).text();
      expect(body, `${viewer.name} ${path}`).not.toContain(checkoutSessionId);
      expect(body, `${viewer.name} ${path}`).not.toContain(`cus_${player.secret}`);
      expect(body, `${viewer.name} ${path}`).not.toMatch(/Coach plan/);
    }
  }
});

// issue 33 §3: a coach's watch list shows a player only while they are listed in search, and their
// figures only when every visitor sees them (the discovery row holds no others); the list, its page
// and its exports are the owner's alone: a visitor signs in, an account without the Coach plan gets
// the plan's note, any other account a 404 that names nothing.
for (const state of STATES) {
  test(`watch list with compare stats ${state.name}: a player's figures only when every visitor sees them`, async () => {
    const player = await playerWith(63, state.setting);
    const course = await createCourse(workers.db, { name: `course-of-${player.secret}` });
    await createRound(workers.db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-3),
      score: 77,
    });
    const coach = await createCoach(workers.db);
    const { id } = await createWatchList(workers.db, { ownerId: coach.id, players: [player.id] });
    const page = await (
      await workers.fetch(`/watch-lists/${id}`, { headers: { Cookie: coach.cookie } })
    ).text();
    expect(page).toContain(`href="/player/${player.username}"`);
    expect(page.includes('77.0'), 'the page').toBe(state.featureVisible);
    const csv = await (
      await workers.fetch(`/watch-lists/${id}/export.csv`, { headers: { Cookie: coach.cookie } })
    ).text();
    expect(csv.includes(',1,77,'), 'the CSV').toBe(state.featureVisible);
  });

  test(`watch list with website ${state.name}: the player only while listed in search`, async () => {
    const player = await playerWith(88, state.setting);
    const coach = await createCoach(workers.db);
    const { id } = await createWatchList(workers.db, {
      ownerId: coach.id,
      players: [player.id],
      notes: { [player.id]: `note-on-${player.secret}` },
    });
    for (const path of [`/watch-lists/${id}`, `/watch-lists/${id}/export.csv`]) {
      const body = await (await workers.fetch(path, { headers: { Cookie: coach.cookie } })).text();
      expect(body.includes(`note-on-${player.secret}`), path).toBe(state.websiteVisible);
      expect(body.includes(player.username), path).toBe(state.websiteVisible);
    }
  });
}

test('watch lists: sign-in for a visitor, the Coach plan for an account, 404 for another coach', async () => {
  const player = await playerWith(89, null);
  const owner = await createCoach(workers.db);
  const { id } = await createWatchList(workers.db, {
    ownerId: owner.id,
    name: `list-of-${player.secret}`,
    players: [player.id],
  });
  const paths = [
    '/watch-lists',
    `/watch-lists/${id}`,
    `/watch-lists/${id}/export.csv`,
    `/watch-lists/${id}/export.xlsx`,
  ];
  for (const viewer of VIEWERS) {
    for (const path of paths) {
      const response = await requestAs(viewer.name, player.ownerCookie, path);
      const body = await response.text();
      expect(body, `${viewer.name} ${path}`).not.toContain(player.secret);
      if (viewer.name === 'anonymous') {
        expect([response.status, locationOf(response)], `${viewer.name} ${path}`).toEqual([302, '/auth']);
      } else if (path === '/watch-lists') {
        expect(response.status, `${viewer.name} ${path}`).toBe(200);
        expect(body, `${viewer.name} ${path}`).toContain('Watch lists come with the Coach plan.');
      } else {
        expect(response.status, `${viewer.name} ${path}`).toBe(403);
      }
    }
  }
  const otherCoach = await createCoach(workers.db);
  for (const path of paths.slice(1)) {
    const response = await workers.fetch(path, { headers: { Cookie: otherCoach.cookie } });
    expect(response.status, path).toBe(404);
    expect(await response.text(), path).not.toContain(player.secret);
  }
  const mine = await workers.fetch(`/watch-lists/${id}`, { headers: { Cookie: owner.cookie } });
  expect(mine.status).toBe(200);
  expect(await mine.text()).toContain(`list-of-${player.secret}`);
});

// issue 15 point 2 / decision 032: `me` in the read APIs is always the viewer's own account, whatever
// the player's settings; an old username redirects only viewers who may see the website.
for (const state of STATES) {
  test(`me and an old username with every feature ${state.name}: own data only; redirects follow the website rule`, async () => {
    const player = await playerWith(88, state.setting);
    for (const feature of [63, 59]) {
      if (state.setting) await setFeatureSetting(workers.db, player.id, feature, state.setting);
    }
    const renamed = `${player.username}-new`;
    await workers.db.update(accounts).set({ username: renamed }).where(eq(accounts.id, player.id));
    for (const viewer of VIEWERS) {
      const own = viewer.name === 'owner' ? renamed : usernames[viewer.name];
      const me = await requestAs(viewer.name, player.ownerCookie, '/api/v1/players/me/performance');
      if (viewer.name === 'anonymous') {
        expect(me.status).toBe(401);
      } else {
        expect(me.status, viewer.name).toBe(200);
        const body = await me.text();
        expect(JSON.parse(body).player.username, viewer.name).toBe(own);
        if (viewer.name !== 'owner') expect(body).not.toContain(player.username);
      }
      const sees = viewer.hasAccess || state.websiteVisible;
      const api = await requestAs(
        viewer.name,
        player.ownerCookie,
        `/api/v1/players/${player.username}/best-ten`,
      );
      const page = await requestAs(viewer.name, player.ownerCookie, `/player/${player.username}/summary`);
      if (sees) {
        expect([api.status, locationOf(api)], viewer.name).toEqual([
          308,
          `/api/v1/players/${renamed}/best-ten`,
        ]);
        expect([page.status, locationOf(page)], viewer.name).toEqual([301, `/player/${renamed}/summary`]);
      } else {
        expect(api.status, viewer.name).toBe(404);
        expect(await api.text()).not.toContain(renamed);
        expect([page.status, locationOf(page)], viewer.name).toEqual([302, '/']);
      }
    }
  });
}

test('the empty child lands on the first visible feature in the order of spec 1 §2', async () => {
  const player = await playerWith(89, { isPublic: false, isPhoneVerified: null });
  await setFeatureSetting(workers.db, player.id, 78, { isPublic: false, isPhoneVerified: null });
  const base = `/player/${player.username}`;
  // Summary and resume hidden: schedule is next.
  expect(locationOf(await requestAs('anonymous', player.ownerCookie, base))).toBe(`${base}/schedule/0`);
  expect(locationOf(await requestAs('owner', player.ownerCookie, base))).toBe(`${base}/summary`);
});

test('with every feature hidden the empty child goes to root', async () => {
  const player = await playerWith(89, { isPublic: false, isPhoneVerified: null });
  for (const child of CHILDREN) {
    await setFeatureSetting(workers.db, player.id, child.feature, { isPublic: false, isPhoneVerified: null });
  }
  const response = await requestAs('anonymous', player.ownerCookie, `/player/${player.username}`);
  expect(locationOf(response)).toBe('/');
  // And the shell shows no empty navigation group to the owner's circle either way.
  const page = await (
    await requestAs('circle member', player.ownerCookie, `/player/${player.username}/summary`)
  ).text();
  expect(page).toContain('My Apps');
});

test('an unknown child, a non-integer schedule tab and an unknown player redirect to root', async () => {
  const player = await playerWith(89, null);
  for (const path of [
    `/player/${player.username}/nothing-here`,
    `/player/${player.username}/schedule/abc`,
    `/player/${player.username}/schedule/1.5`,
    '/player/no-such-player-anywhere/summary',
  ]) {
    const response = await workers.fetch(path);
    expect([response.status, locationOf(response)], path).toEqual([302, '/']);
  }
});

test('an expired or forged session is an anonymous visitor', async () => {
  const player = await playerWith(89, { isPublic: false, isPhoneVerified: null });
  const forged = { headers: { Cookie: '__session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' } };
  const response = await workers.fetch(`/player/${player.username}/summary`, forged);
  expect(locationOf(response)).toBe(`/player/${player.username}`);
});

test('empty navigation groups are hidden (spec 1 §2)', async () => {
  const player = await playerWith(63, { isPublic: false, isPhoneVerified: null });
  await setFeatureSetting(workers.db, player.id, 59, { isPublic: false, isPhoneVerified: null });
  const anonymous = await (await workers.fetch(`/player/${player.username}/summary`)).text();
  expect(anonymous).not.toContain('Available Apps');
  expect(anonymous).toContain('Coming Soon');
  const owner = await (
    await requestAs('owner', player.ownerCookie, `/player/${player.username}/summary`)
  ).text();
  expect(owner).toContain('Available Apps');
});

/** The viewer a server function is given for one of the matrix's viewers. */
function viewerOf(name: ViewerName, ownerId: number): Viewer {
  if (name === 'anonymous') return null;
  if (name === 'owner') return { accountId: ownerId, isProductManager: false, hasCoachPlan: false };
  return {
    accountId: viewerIds[name] ?? 0,
    isProductManager: name === 'product manager',
    hasCoachPlan: false,
  };
}

// spec 2 §2 / §7 compare stats: the associated-player picker and a saved comparison (by hash) name a
// player only to viewers who may see that player's compare stats (63) on a site open to them (88).
for (const feature of [63, 88]) {
  for (const state of STATES) {
    test(`compare with ${feature} ${state.name}: the picker and a saved comparison show the player only to those who see it`, async () => {
      const player = await playerWith(feature, state.setting);
      const page = await createPlayer(workers.db, { firstName: 'Page', lastName: 'Player' });
      await createOrganization(workers.db, { rosters: [{ members: [page.id, player.id] }] });
      const hash = await saveTwoPlayerComparison(workers.db, page.id, player.id);
      for (const viewer of VIEWERS) {
        const sees = viewer.hasAccess || (feature === 63 ? state.featureVisible : state.websiteVisible);
        const as = viewerOf(viewer.name, player.id);
        const listed = await associatedPlayers(workers.db, as, page.id, workers.shards);
        expect(
          listed.some((p) => p.accountId === player.id),
          `${viewer.name} sees the player in the picker`,
        ).toBe(sees);
        expect(JSON.stringify(listed).includes(player.username), `${viewer.name} list`).toBe(sees);
        const restored = await loadCompareState(workers.db, as, hash, page.id);
        expect(restored !== null, `${viewer.name} restores the comparison`).toBe(sees);
        // Over HTTP, for the session's viewer: the picker's list (read when it opens), and the page,
        // which reads the saved comparison and who may be compared in its first batch.
        const path = `/player/${page.username}/stats`;
        const picker = await (await requestAs(viewer.name, player.ownerCookie, `${path}/players`)).text();
        expect(picker.includes(player.username), `${viewer.name} picker route`).toBe(sees);
        const saved = await requestAs(viewer.name, player.ownerCookie, `${path}?hash=${hash}`);
        expect(saved.status, `${viewer.name} opens the saved comparison`).toBe(sees ? 200 : 404);
        expect((await saved.text()).includes(player.username), `${viewer.name} saved page`).toBe(sees);
        // The page's own document names no associated player: the picker reads them.
        const html = await (await requestAs(viewer.name, player.ownerCookie, path)).text();
        expect(html.includes(player.username), `${viewer.name} page`).toBe(false);
      }
    });
  }
}

// spec 3 §2.3 additional players: the schedule's picker and its merged lists name a teammate, and show
// the teammate's events, only to viewers who may see that teammate's schedule (80) on a site open to
// them (88): not in the page, not in the loader data.
for (const feature of [80, 88]) {
  for (const state of STATES) {
    test(`schedule additional players with ${feature} ${state.name}: the teammate only for those who see it`, async () => {
      const mate = await playerWith(feature, state.setting);
      const page = await createPlayer(workers.db, { firstName: 'Page', lastName: 'Player' });
      await createOrganization(workers.db, { rosters: [{ members: [page.id, mate.id] }] });
      const eventName = `event-of-${mate.secret}`;
      const event = await createTournament(workers.db, { name: eventName, startDate: daysFromToday(9) });
      await createEntry(workers.db, { tournamentId: event.id, accountId: mate.id, statusId: 1 });
      const picker = new RegExp(`name="player"[^>]*value="${mate.id}"`);
      for (const viewer of VIEWERS) {
        const sees = viewer.hasAccess || (feature === 80 ? state.featureVisible : state.websiteVisible);
        for (const tab of [0, 1]) {
          const path = `/player/${page.username}/schedule/${tab}`;
          const html = await (
            await requestAs(viewer.name, mate.ownerCookie, `${path}?player=${mate.id}`)
          ).text();
          const data = await (
            await requestAs(viewer.name, mate.ownerCookie, `${path}.data?player=${mate.id}`)
          ).text();
          expect(picker.test(html), `${viewer.name} tab ${tab} picker`).toBe(sees);
          // Tab 0 merges the teammate's upcoming event; tab 1 reads the teammate's results.
          if (tab === 0) {
            expect(html.includes(eventName), `${viewer.name} merged event`).toBe(sees);
            expect(data.includes(eventName), `${viewer.name} merged event data`).toBe(sees);
          }
          expect(data.includes(`Player${mate.id}`), `${viewer.name} tab ${tab} picker data`).toBe(sees);
        }
      }
    });
  }
}

/** The text of every sheet of a downloaded workbook (SheetJS reads the zip). */
function workbookText(bytes: ArrayBuffer): string {
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array' });
  return book.SheetNames.map((name) => XLSX.utils.sheet_to_csv(book.Sheets[name] ?? {})).join('\n');
}

function pdfText(bytes: ArrayBuffer): string {
  const file = path.join(tmpdir(), `access-${crypto.randomUUID()}.pdf`);
  writeFileSync(file, new Uint8Array(bytes));
  try {
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  } finally {
    rmSync(file, { force: true });
  }
}

// Decision 060: the filtered schedule export, the player's schedule report with an additional player
// and the organization's schedule report hold a teammate's events only for viewers who may see that
// teammate's schedule (80) on a site open to them (88), as the page's picker; a report of a player
// whose site is private to the viewer goes home.
for (const feature of [80, 88]) {
  for (const state of STATES) {
    test(`schedule exports and reports with a teammate's ${feature} ${state.name}: the teammate's events only for those who see them`, async () => {
      const mate = await playerWith(feature, state.setting);
      const page = await createPlayer(workers.db, { firstName: 'Page', lastName: 'Player' });
      const org = await createOrganization(workers.db, { rosters: [{ members: [page.id, mate.id] }] });
      // Short enough to stand whole in a PDF table's cell.
      const eventName = `Mate Cup ${mate.id}`;
      const event = await createTournament(workers.db, { name: eventName, startDate: daysFromToday(9) });
      await createEntry(workers.db, { tournamentId: event.id, accountId: mate.id, statusId: 1 });
      const filter = `player=${mate.id}&filters=1&type=3&type=10&type=11&locale=1&locale=3&locale=4&status=1&status=4`;
      for (const viewer of VIEWERS) {
        const sees = viewer.hasAccess || (feature === 80 ? state.featureVisible : state.websiteVisible);
        const xlsx = await requestAs(
          viewer.name,
          mate.ownerCookie,
          `/player/${page.username}/schedule.xlsx?${filter}`,
        );
        expect(xlsx.status, `${viewer.name} xlsx`).toBe(200);
        expect(workbookText(await xlsx.arrayBuffer()).includes(eventName), `${viewer.name} xlsx`).toBe(sees);
        for (const report of [
          `/reports/public-player-schedule-report?accountId=${page.id}&${filter}`,
          `/reports/org-schedule-report?organizationId=${org.id}`,
        ]) {
          const html = await (await requestAs(viewer.name, mate.ownerCookie, report)).text();
          expect(html.includes(eventName), `${viewer.name} ${report}`).toBe(sees);
          const pdf = await requestAs(viewer.name, mate.ownerCookie, report.replace('?', '.pdf?'));
          expect(pdf.status, `${viewer.name} ${report} PDF`).toBe(200);
          expect(pdfText(await pdf.arrayBuffer()).includes(eventName), `${viewer.name} ${report} PDF`).toBe(
            sees,
          );
        }
        // The teammate's own report: only for those who see the schedule on an open site; else home.
        const own = await requestAs(
          viewer.name,
          mate.ownerCookie,
          `/reports/public-player-schedule-report.pdf?accountId=${mate.id}`,
        );
        const visible = viewer.hasAccess || (feature === 80 ? state.featureVisible : state.websiteVisible);
        if (visible) expect(own.status, `${viewer.name} own report`).toBe(200);
        else
          expect([own.status, own.headers.get('Location')], `${viewer.name} own report`).toEqual([302, '/']);
        await own.arrayBuffer();
      }
    });
  }
}

// Issue 33 §1 discovery: one public list for every viewer (decision 093). A player's figures count
// only while visitors may see both the summary (89) and the stats (63): otherwise a filter on them
// skips the player and neither the page nor its data holds them, whoever asks — the owner and the
// circle too. A private website (88) keeps the player out of discovery altogether.
for (const featureId of [89, 63, 88]) {
  for (const state of STATES) {
    test(`discovery with feature ${featureId} ${state.name}: figures only when visitors see them, for every viewer`, async () => {
      const player = await playerWith(featureId, state.setting);
      const course = await createCourse(workers.db);
      // Two rounds of 83: the figure would read 83.0; the test's other players average 72.
      for (const days of [-5, -12]) {
        await createRound(workers.db, {
          accountId: player.id,
          courseId: course.id,
          playedOn: daysFromToday(days),
          score: 83,
        });
      }
      const listed = featureId === 88 ? state.websiteVisible : true;
      const figures = featureId === 88 ? state.websiteVisible : state.featureVisible;
      for (const viewer of VIEWERS) {
        const label = `${viewer.name}, feature ${featureId} ${state.name}`;
        const filtered = await requestAs(
          viewer.name,
          player.ownerCookie,
          `/golf/search?type=account&q=Player${player.id}&avgMin=80`,
        );
        expect(filtered.status, label).toBe(200);
        expect((await filtered.text()).includes(`href="/player/${player.username}"`), label).toBe(figures);
        const page = await requestAs(
          viewer.name,
          player.ownerCookie,
          `/golf/search?type=account&q=Player${player.id}&sort=avg`,
        );
        const html = await page.text();
        expect(html.includes(`href="/player/${player.username}"`), label).toBe(listed);
        expect(html.includes('83.0'), label).toBe(figures);
        const data = await requestAs(
          viewer.name,
          player.ownerCookie,
          `/golf/search.data?type=account&q=Player${player.id}&sort=avg`,
        );
        const decoded = await decode(data.body ?? new ReadableStream());
        await decoded.done;
        const results =
          (
            decoded.value as Record<
              string,
              { data?: { discovery?: { results?: Array<Record<string, unknown>> } } }
            >
          )['routes/golf.search']?.data?.discovery?.results ?? [];
        const found = results.find((result) => result.username === player.username);
        expect(found !== undefined, `${label} data`).toBe(listed);
        if (found) expect(found.average, `${label} data`).toBe(figures ? 83 : null);
      }
    });
  }
}

// issue 34 §4, decision 104: a sub-circle link exists only once the player accepts the invitation,
// and ends with its revocation. Before acceptance and after revocation the inviting coach sees no
// hidden feature, in the page, the loader data or a read API; a third party can neither answer nor
// list the invitation, nor end the link.
test('a coach invited by the API sees hidden features only between the acceptance and the revocation', async () => {
  const secret = `secret-about-${crypto.randomUUID()}`;
  const player = await createPlayer(workers.db, { about: secret });
  for (const { feature } of CHILDREN) {
    await setFeatureSetting(workers.db, player.id, feature, { isPublic: false, isPhoneVerified: null });
  }
  const coach = await createCoach(workers.db);
  const third = await createPlayer(workers.db);
  const token = async (id: number) => `Bearer ${await apiTokenFor(workers.db, id)}`;
  const [coachToken, playerToken, thirdToken] = [
    await token(coach.id),
    await token(player.id),
    await token(third.id),
  ];
  const call = (method: string, path: string, authorization: string, body?: unknown) =>
    workers.fetch(path, {
      method,
      headers: { Authorization: authorization, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const base = `/player/${player.username}`;

  async function coachSees(): Promise<Array<boolean>> {
    const seen: Array<boolean> = [];
    for (const child of CHILDREN) {
      const response = await workers.fetch(`${base}/${child.path}`, { headers: { Cookie: coach.cookie } });
      const html = await response.text();
      seen.push(response.status === 200);
      if (response.status !== 200) {
        expect(html).not.toContain(secret);
        const data = await workers.fetch(`${base}/${child.path}.data`, { headers: { Cookie: coach.cookie } });
        expect(await data.text()).not.toContain(secret);
      }
    }
    // The read APIs follow the same rule for a bearer token.
    const rounds = await call('GET', `/api/v1/players/${player.username}/rounds`, coachToken);
    seen.push(rounds.status === 200);
    await rounds.arrayBuffer();
    return seen;
  }
  const none = Array(CHILDREN.length + 1).fill(false);
  const all = Array(CHILDREN.length + 1).fill(true);
  expect(await coachSees()).toEqual(none);

  const sent = await call('POST', '/api/v1/links/invitations', coachToken, {
    kind: 'sub-circle',
    username: player.username,
  });
  expect(sent.status).toBe(201);
  const { invitation } = (await sent.json()) as { invitation: { id: number } };
  // Pending: nothing hidden yet.
  expect(await coachSees()).toEqual(none);
  // A third party neither answers nor lists it; the coach cannot answer for the player.
  for (const authorization of [thirdToken, coachToken]) {
    for (const answer of ['accept', 'decline']) {
      const refused = await call(
        'POST',
        `/api/v1/links/invitations/${invitation.id}/${answer}`,
        authorization,
      );
      expect(refused.status).toBe(404);
    }
  }
  const thirdView = (await (await call('GET', '/api/v1/links', thirdToken)).json()) as {
    received: Array<unknown>;
    sent: Array<unknown>;
    links: Array<unknown>;
  };
  expect(thirdView).toEqual({ received: [], sent: [], links: [] });
  expect(await coachSees()).toEqual(none);

  expect((await call('POST', `/api/v1/links/invitations/${invitation.id}/accept`, playerToken)).status).toBe(
    200,
  );
  expect(await coachSees()).toEqual(all);

  const link = `/api/v1/links/sub-circle/${player.id}/${coach.id}`;
  expect((await call('DELETE', link, thirdToken)).status).toBe(404);
  expect(await coachSees()).toEqual(all);
  expect((await call('DELETE', link, playerToken)).status).toBe(204);
  expect(await coachSees()).toEqual(none);
});
