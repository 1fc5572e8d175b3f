// spec 1 §2 hosts: a player host serves /{username}/…, a custom URL serves one player at its root
// (resume the default child), links are built for the host; host-style paths elsewhere go home.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createHost, createOrganization, createPlayer, setFeatureSetting } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
let player: { id: number; username: string };

beforeAll(async () => {
  workers = await startTestWorkers({ vars: { PLAYER_HOSTS: 'players.example.test' } });
  player = await createPlayer(workers.db, { firstName: 'Harper', lastName: 'Quinn', about: 'Host test.' });
  await createHost(workers.db, { hostname: 'players-db.example.test', kind: 'player' });
  await createHost(workers.db, {
    hostname: 'harperquinn.example.test',
    kind: 'custom',
    accountId: player.id,
  });
});
afterAll(async () => {
  await workers?.dispose();
});

const location = (response: Response) => response.headers.get('location');

test('a player host from configuration serves /{username}/{child} with links on that host', async () => {
  const response = await workers.fetchUrl(`http://players.example.test/${player.username}/summary`);
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain('Harper Quinn');
  expect(html).toContain(`href="/${player.username}/my-rounds"`);
  expect(html).not.toContain(`href="/player/${player.username}/my-rounds"`);
});

test('a player host from D1 works the same, and its root of a player lands on the default child', async () => {
  const response = await workers.fetchUrl(`http://players-db.example.test/${player.username}`);
  expect([response.status, location(response)]).toEqual([302, `/${player.username}/summary`]);
  const child = await workers.fetchUrl(`http://players-db.example.test/${player.username}/schedule/0`);
  expect(child.status).toBe(200);
});

test('on a player host an unknown child or player goes to root', async () => {
  for (const path of [`/${player.username}/nope`, '/nobody-here/summary', '/nobody-here']) {
    const response = await workers.fetchUrl(`http://players.example.test${path}`);
    expect([response.status, location(response)], path).toEqual([302, '/']);
  }
});

test('host-style profile paths on the main site are unknown paths', async () => {
  for (const path of [`/${player.username}`, `/${player.username}/summary`, '/summary']) {
    const response = await workers.fetch(path);
    expect([response.status, location(response)], path).toEqual([302, '/']);
  }
});

test('a custom URL serves its player at the root, resume first, titled with the custom URL', async () => {
  const root = await workers.fetchUrl('http://harperquinn.example.test/');
  expect([root.status, location(root)]).toEqual([302, '/resume']);
  const resume = await workers.fetchUrl('http://harperquinn.example.test/resume');
  expect(resume.status).toBe(200);
  const html = await resume.text();
  expect(html).toContain('<title>harperquinn.example.test - Player Resume</title>');
  expect(html).toContain('href="/summary"');
});

test('a custom URL with resume hidden lands on the next visible child', async () => {
  const other = await createPlayer(workers.db, { firstName: 'No', lastName: 'Resume' });
  await setFeatureSetting(workers.db, other.id, 78, { isPublic: false, isPhoneVerified: null });
  await createHost(workers.db, { hostname: 'noresume.example.test', kind: 'custom', accountId: other.id });
  const root = await workers.fetchUrl('http://noresume.example.test/');
  expect(location(root)).toBe('/summary');
});

test('canonical /player/{username} paths keep working on every host', async () => {
  const response = await workers.fetchUrl(
    `http://harperquinn.example.test/player/${player.username}/summary`,
  );
  expect(response.status).toBe(200);
});

test('a team host serves /{short} and /{short}/{playerGroup}, with links on that host', async () => {
  const member = await createPlayer(workers.db, { firstName: 'Team', lastName: 'Member' });
  const org = await createOrganization(workers.db, {
    name: 'Harbor Point Golf',
    short: 'harbor',
    rosters: [{ id: 7101, name: 'Varsity', members: [member.id] }],
  });
  await createHost(workers.db, { hostname: 'teams.example.test', kind: 'team' });
  const page = await workers.fetchUrl(`http://teams.example.test/${org.short}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Harbor Point Golf');
  expect(html).toContain('href="/harbor/7101"');
  const roster = await workers.fetchUrl('http://teams.example.test/harbor/7101');
  expect(roster.status).toBe(200);
  expect(await roster.text()).toContain('Team Member');
  // spec 1 §2: a roster not on the organization → its page; an unknown group → root.
  expect(location(await workers.fetchUrl('http://teams.example.test/harbor/999'))).toBe('/harbor');
  expect(location(await workers.fetchUrl('http://teams.example.test/harbor/NoSuchGroup'))).toBe('/');
  expect(location(await workers.fetchUrl('http://teams.example.test/no-such-org'))).toBe('/');
});

test('a team host of the org-prefix family needs "org" before a roster id', async () => {
  const org = await createOrganization(workers.db, {
    name: 'Prefix Club',
    short: 'prefixclub',
    rosters: [{ id: 7201, name: 'Juniors' }],
  });
  await createHost(workers.db, { hostname: 'clubteams.example.test', kind: 'team', requiresOrgPrefix: true });
  const withPrefix = await workers.fetchUrl(`http://clubteams.example.test/${org.short}/org7201`);
  expect(withPrefix.status).toBe(200);
  expect(await withPrefix.text()).toContain('Juniors');
  const without = await workers.fetchUrl(`http://clubteams.example.test/${org.short}/7201`);
  expect(location(without)).toBe(`/${org.short}`);
  const home = await (await workers.fetchUrl(`http://clubteams.example.test/${org.short}`)).text();
  expect(home).toContain(`href="/${org.short}/org7201"`);
});

test('a host mapped to one organization serves it at / and its groups at /{playerGroup}', async () => {
  const member = await createPlayer(workers.db, { firstName: 'Lake', lastName: 'Player' });
  const org = await createOrganization(workers.db, {
    name: 'Lakeshore Academy',
    short: 'lakeshore',
    rosters: [{ id: 7301, name: 'Academy A', members: [member.id] }],
  });
  await createHost(workers.db, {
    hostname: 'lakeshore.example.test',
    kind: 'organization',
    organizationId: org.id,
  });
  const root = await workers.fetchUrl('http://lakeshore.example.test/');
  expect(root.status).toBe(200);
  const html = await root.text();
  expect(html).toContain('Lakeshore Academy');
  expect(html).toContain('href="/7301"');
  const roster = await workers.fetchUrl('http://lakeshore.example.test/7301');
  expect(roster.status).toBe(200);
  expect(await roster.text()).toContain('Lake Player');
  expect(location(await workers.fetchUrl('http://lakeshore.example.test/Unknown'))).toBe('/');
  expect(location(await workers.fetchUrl('http://lakeshore.example.test/7301/more'))).toBe('/');
});

test('team-host paths on the main site are unknown paths', async () => {
  const org = await createOrganization(workers.db, { name: 'Main Site Org', short: 'mainsiteorg' });
  const response = await workers.fetch(`/${org.short}`);
  expect([response.status, location(response)]).toEqual([302, '/']);
  expect((await workers.fetch(`/org/${org.short}`)).status).toBe(200);
});
