// The round import (issue 34 §5, decision 105) in Chromium: the settings section links the import;
// a CSV chosen and previewed lists its rounds and nothing is stored; Confirm stores them behind a
// progress bar; the preview passes axe at 375 and 1280 px in the light and dark themes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { rounds } from '../../db/schema/rounds';
import { axeViolations } from '../helpers/axe';
import { launchChromium, screenshot, themedContext, VIEWPORTS, visitHydrated } from '../helpers/browser';
import { sessionCookieFor } from '../helpers/factories';
import { shotsCsv } from '../helpers/import-files';
import { apiClient, exampleCourse, exampleRound } from '../helpers/ingest';
import { playerRoundsDb } from '../helpers/test-shards';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: Browser;
const COURSE = 'Import Trail Golf Club';
const { signedIn, post } = apiClient(() => workers);

beforeAll(async () => {
  [workers, browser] = await Promise.all([startTestWorkers(), launchChromium()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

/** A player with the course, a session and a CSV of two rounds played there. */
async function playerWithFile() {
  const player = await signedIn();
  expect((await post('/api/v1/courses', player.token, exampleCourse('trail', COURSE))).status).toBe(201);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-e2e-')), 'my-rounds.csv');
  const played = ['2026-06-06T08:10:00', '2026-06-13T09:30:00'].map((startedAt, i) => {
    const round = exampleRound({ clientRoundId: `e${i}`, clientCourseId: 'trail', startedAt });
    return { ...round, holes: round.holes.map(({ pin: _pin, ...hole }) => hole) };
  });
  writeFileSync(file, shotsCsv(played, COURSE));
  return { player, file, session: await sessionCookieFor(workers.db, player.id) };
}

async function roundCount(accountId: number): Promise<number> {
  // The player's rounds are on their round shard (decision 119).
  const db = await playerRoundsDb(workers.db, accountId);
  const [row] = await db.select({ n: count() }).from(rounds).where(eq(rounds.accountId, accountId));
  return row?.n ?? 0;
}

async function previewed(page: Page, file: string): Promise<void> {
  await visitHydrated(page, workers.url, '/dashboard/settings');
  const section = page.locator('.dash__import');
  await section.scrollIntoViewIfNeeded();
  await section.getByLabel('CSV or XLSX file (4 MB at most)').setInputFiles(file);
  await section.getByRole('button', { name: 'Preview import' }).click();
  await page.getByRole('heading', { name: 'Preview' }).waitFor();
}

test('upload, preview (nothing stored), then Confirm stores the rounds behind a progress bar', async () => {
  const { player, file, session } = await playerWithFile();
  const context = await themedContext(browser, workers.url, {
    viewport: VIEWPORTS.desktop,
    theme: { theme: 'default-theme', dark: false },
    session,
  });
  const page = await context.newPage();
  await previewed(page, file);
  const rows = page.locator('.import__table tbody tr');
  await expect.poll(() => rows.count()).toBe(2);
  expect(await rows.first().textContent()).toContain(COURSE);
  expect(await page.getByText('2 rounds will be stored').count()).toBeGreaterThan(0);
  expect(await roundCount(player.id)).toBe(0);
  await page.getByRole('button', { name: 'Store 2 rounds' }).click();
  await page.getByRole('heading', { name: 'Import finished' }).waitFor();
  expect(await page.getByRole('status').filter({ hasText: 'stored' }).textContent()).toContain(
    '2 rounds stored',
  );
  expect(await roundCount(player.id)).toBe(2);
  await context.close();
});

for (const width of ['mobile', 'desktop'] as const) {
  for (const dark of [false, true]) {
    test(`the import preview at ${width} ${dark ? 'dark' : 'light'}: no axe violation`, async () => {
      const { file, session } = await playerWithFile();
      const context = await themedContext(browser, workers.url, {
        viewport: VIEWPORTS[width],
        theme: { theme: 'default-theme', dark },
        session,
        reducedMotion: true,
      });
      const page = await context.newPage();
      await previewed(page, file);
      const violations = await axeViolations(page, { include: 'main' });
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
      await screenshot(page, `round-import-preview-${width}-${dark ? 'dark' : 'light'}`);
      await context.close();
    });
  }
}
