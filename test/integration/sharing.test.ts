// Share previews on public profiles and the sitemap of public profiles.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPlayer, setFeatureSetting } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers({ vars: { PUBLIC_ORIGIN: 'https://golf.example.com' } });
});
afterAll(async () => {
  await workers?.dispose();
});

test('a profile page carries OpenGraph and Twitter card tags with name, share card and school', async () => {
  const player = await createPlayer(workers.db, {
    firstName: 'Sloane',
    lastName: 'Park',
    imgUrl: '/demo/players/sloane.svg',
    highSchool: 'Lakeview',
  });
  const html = await (await workers.fetch(`/player/${player.username}/summary`)).text();
  expect(html).toContain('<meta property="og:title" content="Sloane Park"/>');
  // decision 091: the profile's share card (a PNG social sites render), not the SVG portrait.
  expect(html).toContain(
    `<meta property="og:image" content="https://golf.example.com/player/${player.username}/card.png"/>`,
  );
  expect(html).not.toContain('content="https://golf.example.com/demo/players/sloane.svg"');
  expect(html).toContain('Sloane Park, Lakeview High School');
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  expect(html).toContain(`<link rel="canonical" href="https://golf.example.com/player/${player.username}"/>`);
});

test('the sitemap lists public profiles only', async () => {
  const listed = await createPlayer(workers.db);
  const privateSite = await createPlayer(workers.db);
  await setFeatureSetting(workers.db, privateSite.id, 88, { isPublic: false, isPhoneVerified: null });
  const disallowed = await createPlayer(workers.db, { allowPublicSite: [true, false] });
  const coach = await createPlayer(workers.db, { profileTypeId: 2 });
  const response = await workers.fetch('/sitemap.xml');
  expect(response.headers.get('content-type')).toContain('application/xml');
  const xml = await response.text();
  expect(xml).toContain(`<loc>https://golf.example.com/player/${listed.username}</loc>`);
  for (const hidden of [privateSite, disallowed, coach])
    expect(xml).not.toContain(`/player/${hidden.username}<`);
});
