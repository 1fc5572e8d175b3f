import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPlayer } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

test('the summary renders the player name, picture and About text from D1', async () => {
  const player = await createPlayer(workers.db, {
    firstName: 'Casey',
    lastName: "O'Neill",
    imgUrl: '/demo/players/casey.svg',
    about: 'Two-time conference champion & honour-roll student.',
  });

  const response = await workers.fetch(`/player/${player.username}/summary`);

  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('Casey O&#x27;Neill');
  expect(html).toContain('src="/demo/players/casey.svg"');
  expect(html).toContain('Two-time conference champion &amp; honour-roll student.');
});

test('the username matches case-insensitively', async () => {
  const player = await createPlayer(workers.db, { firstName: 'Riley', lastName: 'Park' });
  const response = await workers.fetch(`/player/${player.username.toUpperCase()}/summary`);
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('Riley Park');
});

test('an unknown username redirects to the home page', async () => {
  const response = await workers.fetch('/player/nobody-by-this-name/summary');
  expect(response.status).toBe(302);
  expect(new URL(response.headers.get('location') ?? '', workers.url).pathname).toBe('/');
});

test('the loader data of the summary (single fetch) carries the profile, nothing of other accounts', async () => {
  const player = await createPlayer(workers.db, { firstName: 'Sam', lastName: 'Lee', about: 'Lefty.' });
  await createPlayer(workers.db, { firstName: 'Other', lastName: 'Person', about: 'Secret about.' });
  const response = await workers.fetch(`/player/${player.username}/summary.data`);
  expect(response.status).toBe(200);
  const body = await response.text();
  expect(body).toContain('Lefty.');
  expect(body).not.toContain('Secret about.');
});

test('a path the route table does not know redirects to the home page', async () => {
  const response = await workers.fetch('/no/such/page');
  expect(response.status).toBe(302);
  expect(new URL(response.headers.get('location') ?? '', workers.url).pathname).toBe('/');
});
