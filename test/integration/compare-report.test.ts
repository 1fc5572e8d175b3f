// The Compare Stats report as a PDF (spec 2 §2 report options, §4 PDF download, §7
// compareStatsReportFromState, §8) against real Workers, a local D1 and the real PDF Worker: the
// ticked pages and nothing else, the file name, the guards, and refusals in words.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { cachedStateOf, defaultCompareConfig } from '../../app/domain/stats/compare-config';
import { saveCompareState } from '../../db/queries/compare-states';
import {
  createCourse,
  createOrganization,
  createPlayer,
  createRound,
  daysFromToday,
  saveTwoPlayerComparison,
  setFeatureSetting,
} from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let courseId: number;
const dir = mkdtempSync(path.join(tmpdir(), 'compare-report-'));

beforeAll(async () => {
  workers = await startTestWorkers();
  courseId = (await createCourse(workers.db, { name: 'Report Links' })).id;
}, 60_000);
afterAll(async () => {
  await workers?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function playerWithRounds(scores: Array<number>, name: { firstName: string; lastName: string }) {
  const player = await createPlayer(workers.db, name);
  for (const [index, score] of scores.entries()) {
    await createRound(workers.db, {
      accountId: player.id,
      courseId,
      playedOn: daysFromToday(-3 - index * 7),
      score,
    });
  }
  return player;
}

async function pdfOf(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  };
}

test('the ticked pages of a two-player comparison, named {first}-{last}-{next year}-Compare-Stats', async () => {
  const player = await playerWithRounds([70, 74, 78], { firstName: 'Maya', lastName: 'Okafor' });
  const mate = await playerWithRounds([80, 84], { firstName: 'Ben', lastName: 'Lowe' });
  await createOrganization(workers.db, { rosters: [{ members: [player.id, mate.id] }] });
  const hash = await saveTwoPlayerComparison(workers.db, player.id, mate.id);
  const response = await workers.fetch(`/reports/compare-stats.pdf?hash=${hash}&pages=summary,putts,rounds`);
  expect(response.headers.get('Content-Disposition')).toBe(
    `attachment; filename="Maya-Okafor-${new Date().getUTCFullYear() + 1}-Compare-Stats.pdf"`,
  );
  const pdf = await pdfOf(response);
  expect(pdf.text).toContain('Maya Okafor vs Ben Lowe');
  // issue 29: each side named by its player and selection, in the heading and over every table.
  expect(pdf.text).toContain('Maya Okafor — Last 10 Rounds');
  expect(pdf.text).toContain('Ben Lowe — Best 10 Rounds');
  expect(pdf.text).not.toMatch(/Left Selection|Right Selection/);
  // Over every table the two columns are the two sides by name; a share says what it counts.
  expect(pdf.text).toMatch(/Maya Okafor — Last 10 Rounds\s+Ben Lowe — Best 10 Rounds\n/);
  expect(pdf.text).toMatch(/Approach: Green in Regulation\s+\d+%\s+\d+%\n\s+\d+\/54 greens\s+\d+\/36 greens/);
  // The ticked pages, and only those.
  expect(pdf.text).toContain('PUTTING');
  expect(pdf.text).toContain('STATS BEATING THE PGA TOUR STANDARD');
  expect(pdf.text).not.toContain('DRIVING');
  expect(pdf.text).not.toContain('SCORES (SHARE OF HOLES)');
  // The Rounds page lists each side's rounds with their scores.
  expect(pdf.text).toMatch(/Report Links · [A-Za-z]+ \d+, \d{4}\s+70\s+[–−-]2/);
  expect(pdf.text).toMatch(/Report Links · [A-Za-z]+ \d+, \d{4}\s+84\s+\+12/);
  expect(pdf.text).toMatch(/Page 1 of \d+/);

  const all = await pdfOf(await workers.fetch(`/reports/compare-stats.pdf?hash=${hash}`));
  for (const heading of ['DRIVING', 'SHOTS TO GREEN', 'SCORES (SHARE OF HOLES)', 'PUTTING']) {
    expect(all.text, heading).toContain(heading);
  }
  expect(all.pages).toBeGreaterThan(pdf.pages);
});

test('refusals in words: no page, an unknown page, a missing comparison; hidden compare stats go home', async () => {
  const player = await playerWithRounds([72, 75], { firstName: 'Ana', lastName: 'Silva' });
  const hash = await saveCompareState(workers.db, player.id, cachedStateOf(defaultCompareConfig(player.id)));
  const none = await workers.fetch(`/reports/compare-stats.pdf?hash=${hash}&pages=`);
  expect(none.status).toBe(400);
  expect(await none.text()).toBe('Tick at least one page to include in the report.');
  const unknown = await workers.fetch(`/reports/compare-stats.pdf?hash=${hash}&pages=summary,cover`);
  expect(unknown.status).toBe(400);
  expect(await unknown.text()).toContain('Unknown report page "cover"');
  const missing = await workers.fetch('/reports/compare-stats.pdf?hash=12345');
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('This saved comparison does not exist');
  await setFeatureSetting(workers.db, player.id, 63, { isPublic: false, isPhoneVerified: false });
  const hidden = await workers.fetch(`/reports/compare-stats.pdf?hash=${hash}`);
  expect(hidden.status).toBe(302);
  expect(hidden.headers.get('location')).toBe('/');
});
