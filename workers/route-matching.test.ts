import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { matchRoutes } from '@remix-run/router';
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
