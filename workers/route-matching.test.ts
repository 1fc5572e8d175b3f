import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { matchRoutes, type StaticHandlerContext } from '@remix-run/router';
import { createStaticRouter } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';

// patches/@remix-run+router+*.patch (decision 023): ranked branches cached per route tree on the
// server, compiled path patterns cached everywhere. Applied by `patch-package` after `npm install`.
const require = createRequire(import.meta.url);

describe('the route-matching patch of @remix-run/router', () => {
  it('is applied to both builds the bundlers pick', () => {
    const dist = require.resolve('@remix-run/router').replace(/router\.cjs\.js$/, '');
    for (const file of ['router.js', 'router.cjs.js']) {
      const source = readFileSync(`${dist}${file}`, 'utf8');
      expect(source, file).toContain('const rankedBranchesCache = typeof document === "undefined"');
      expect(source, file).toContain('const compiledPaths = new Map();');
      expect(source, file).toContain('function maySegmentsMatch(branch, segments)');
    }
  });

  it('still matches every path of one tree correctly when the tree is reused', () => {
    const routes = [
      {
        id: 'root',
        path: '/',
        children: [
          { id: 'home', index: true },
          {
            id: 'player',
            path: 'player/:username',
            children: [
              { id: 'player-index', index: true },
              { id: 'summary', path: 'summary' },
              { id: 'schedule', path: 'schedule/:tab' },
              { id: 'player-splat', path: '*' },
            ],
          },
          { id: 'search', path: 'golf/search' },
          { id: 'splat', path: '*' },
        ],
      },
    ];
    const leaf = (path: string) => matchRoutes(routes, path)?.at(-1);
    for (let round = 0; round < 2; round++) {
      expect(leaf('/')?.route.id).toBe('home');
      expect(leaf('/player/jo/summary')?.route.id).toBe('summary');
      expect(leaf('/player/jo/schedule/2')?.params).toMatchObject({ username: 'jo', tab: '2' });
      expect(leaf('/player/jo/other')?.route.id).toBe('player-splat');
      expect(leaf('/PLAYER/Jo')?.route.id).toBe('player-index');
      expect(leaf('/golf/search/')?.route.id).toBe('search');
      expect(leaf('/nowhere')?.route.id).toBe('splat');
    }
  });
});

// The segment filter (decision 024) skips branches that cannot match; these answers are those of
// the unpatched @remix-run/router 1.23.3 for the same tree (a root splat, dynamic first segments, a
// case-sensitive route, optional segments, doubled slashes).
describe('the segment filter of the route-matching patch', () => {
  const routes = [
    {
      id: 'root',
      path: '/',
      children: [
        { id: 'home', index: true },
        {
          id: 'seg',
          path: ':username',
          children: [
            { id: 'segidx', index: true },
            { id: 'segsum', path: 'summary' },
            { id: 'seggrp', path: ':group' },
            { id: 'segsplat', path: '*' },
          ],
        },
        {
          id: 'player',
          path: 'player/:username',
          children: [
            { id: 'pidx', index: true },
            { id: 'psum', path: 'summary' },
            { id: 'psched', path: 'schedule/:tab' },
            { id: 'psplat', path: '*' },
          ],
        },
        {
          id: 'pay',
          path: 'payment',
          children: [
            { id: 'payidx', index: true },
            { id: 'paysucc', path: 'success' },
          ],
        },
        { id: 'cs', path: 'Case', caseSensitive: true },
        { id: 'opt', path: 'golf/search?' },
        { id: 'optp', path: 'org/:short?/:group?' },
        { id: 'res', path: 'resources/health' },
        { id: 'splat', path: '*' },
      ],
    },
  ];
  it.each([
    ['/', 'home', {}],
    ['/payment', 'payidx', {}],
    ['/PAYMENT', 'payidx', {}],
    ['/payment/success', 'paysucc', {}],
    ['/payment/x', 'seggrp', { username: 'payment', group: 'x' }],
    ['/jo', 'segidx', { username: 'jo' }],
    ['/jo/summary', 'segsum', { username: 'jo' }],
    ['/jo/x', 'seggrp', { username: 'jo', group: 'x' }],
    ['/jo/x/y', 'segsplat', { username: 'jo', '*': 'x/y' }],
    ['/player/jo/schedule/2', 'psched', { username: 'jo', tab: '2' }],
    ['/player/jo/a/b', 'psplat', { username: 'jo', '*': 'a/b' }],
    ['/golf', 'opt', {}],
    ['/GOLF/Search/', 'opt', {}],
    ['//payment', 'splat', { '*': '/payment' }],
    ['/x%20y', 'segidx', { username: 'x y' }],
    ['/Case', 'cs', {}],
    ['/case', 'segidx', { username: 'case' }],
    ['/org', 'optp', {}],
    ['/org/a/b', 'optp', { short: 'a', group: 'b' }],
    ['/org/a/b/c', 'segsplat', { username: 'org', '*': 'a/b/c' }],
    ['/resources/health', 'res', {}],
    ['/resources', 'segidx', { username: 'resources' }],
    ['/player//summary', 'segsplat', { username: 'player', '*': '/summary' }],
  ])('%s → %s', (pathname, leaf, params) => {
    for (let round = 0; round < 2; round++) {
      const matches = matchRoutes(routes, pathname);
      expect(matches?.at(-1)?.route.id).toBe(leaf);
      expect(matches?.at(-1)?.params).toEqual(params);
    }
  });
});

// patches/react-router-dom+*.patch and @remix-run+react+*.patch (decision 024): the server render
// reuses one route tree per build, so the ranked branches above are computed once, not per request.
describe('the route-tree patches of react-router-dom and @remix-run/react', () => {
  it('are applied to the builds the bundlers pick', () => {
    const routerDom = path.dirname(require.resolve('react-router-dom/package.json'));
    for (const file of ['server.js', 'server.mjs']) {
      expect(readFileSync(path.join(routerDom, file), 'utf8'), file).toContain('dataRoutesCache.get(routes)');
    }
    const remixReact = path.dirname(require.resolve('@remix-run/react/package.json'));
    for (const file of ['dist/server.js', 'dist/esm/server.js']) {
      expect(readFileSync(path.join(remixReact, file), 'utf8'), file).toContain(
        'serverRoutesFor(manifest.routes, routeModules, context)',
      );
    }
  });

  it('give the static router the same data routes for the same tree, and its own for another', () => {
    const tree = () => [
      { id: 'root', path: '/', children: [{ id: 'summary', path: 'player/:username/summary' }] },
    ];
    const routes = tree();
    const handlerContext = (matches: ReturnType<typeof matchRoutes>) =>
      ({
        basename: '/',
        location: { pathname: '/player/jo/summary', search: '', hash: '', state: null, key: 'default' },
        matches: matches ?? [],
        loaderData: {},
        actionData: null,
        errors: null,
        statusCode: 200,
        loaderHeaders: {},
        actionHeaders: {},
        activeDeferreds: null,
      }) as unknown as StaticHandlerContext;
    const context = handlerContext(matchRoutes(routes, '/player/jo/summary'));
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.at(-1)?.route).toBe(first.routes[0]?.children?.[0]);
    expect(second.state.matches.at(-1)?.params).toEqual({ username: 'jo' });
    expect(createStaticRouter(tree(), context).routes).not.toBe(first.routes);
  });
});
