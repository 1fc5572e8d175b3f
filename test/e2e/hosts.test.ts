// spec 1 §2 hosts in a real browser: the pages served on a player host and on a custom URL hydrate
// (the browser router matches the same URL the server rendered) and their links stay on the host.
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { launchBrowser, screenshot, watchErrors } from '../helpers/browser';
import { createHost, createPlayer } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let browser: BrowserContext;
let player: { id: number; username: string };

beforeAll(async () => {
  [workers, browser] = await Promise.all([
    startTestWorkers({ vars: { PLAYER_HOSTS: 'players.localhost' } }),
    launchBrowser(),
  ]);
  player = await createPlayer(workers.db, {
    firstName: 'Rowan',
    lastName: 'Ellis',
    about: 'Hosts in a browser.',
  });
  await createHost(workers.db, { hostname: 'rowanellis.localhost', kind: 'custom', accountId: player.id });
});
afterAll(async () => {
  await browser?.close();
  await workers?.dispose();
});

/** The test server's address under another host name (*.localhost resolves to the loopback). */
function on(hostname: string, path: string): string {
  return `http://${hostname}:${workers.url.port}${path}`;
}

async function hydrated(page: import('playwright-core').Page) {
  await page.waitForFunction(
    () => '__remixContext' in window && document.documentElement.dataset.hydrated === 'true',
  );
}

test('a player host page hydrates and its side navigation stays on the host', async () => {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page.goto(on('players.localhost', `/${player.username}/summary`));
  await hydrated(page);
  await page.getByRole('link', { name: 'My Rounds' }).first().click();
  await page.waitForURL(on('players.localhost', `/${player.username}/my-rounds`));
  await expect.poll(() => page.getByRole('heading', { name: 'My Rounds' }).first().isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});

test('a custom URL lands on the resume, hydrates, and navigates without leaving its root paths', async () => {
  const page = await browser.newPage();
  const errors = watchErrors(page);
  await page.goto(on('rowanellis.localhost', '/'));
  expect(new URL(page.url()).pathname).toBe('/resume');
  await hydrated(page);
  expect(await page.title()).toBe('rowanellis.localhost - Player Resume');
  await page.getByRole('link', { name: 'Summary' }).first().click();
  await page.waitForURL(on('rowanellis.localhost', '/summary'));
  await expect.poll(() => page.getByText('Hosts in a browser.').isVisible()).toBe(true);
  expect(errors).toEqual([]);
  await screenshot(page, 'custom-url-summary-desktop');
  await page.close();
});
