import { expect, test } from 'vitest';
import {
  checkFile,
  importsOf,
  layerOf,
  resolveSpecifier,
  shardBindingViolations,
  undeclaredPackages,
} from './import-rules';

function violations(file: string, source: string): Array<string> {
  return checkFile(file, importsOf(file, source)).map((v) => `${v.line} ${v.specifier}`);
}

test('files belong to the layer of their folder; tests, scripts, bench and the seed are exempt', () => {
  expect(layerOf('app/routes/player.$username.tsx')).toBe('routes');
  expect(layerOf('app/root.tsx')).toBe('routes');
  expect(layerOf('app/server/session.server.ts')).toBe('server');
  expect(layerOf('db/queries/profile.ts')).toBe('queries');
  expect(layerOf('db/client.ts')).toBe('db-core');
  expect(layerOf('workers/pdf/src/index.ts')).toBe('pdf');
  expect(layerOf('workers/app.ts')).toBe('worker');
  expect(layerOf('app/server/session.server.test.ts')).toBe('exempt');
  expect(layerOf('db/seed/rounds.ts')).toBe('exempt');
});

test('aliases and relative paths resolve to repository paths; packages to their names', () => {
  expect(resolveSpecifier('app/routes/x.tsx', '~/server/a.server')).toEqual({
    kind: 'file',
    path: 'app/server/a.server',
  });
  expect(resolveSpecifier('app/server/a.ts', '../../db/queries/q')).toEqual({
    kind: 'file',
    path: 'db/queries/q',
  });
  expect(resolveSpecifier('app/x.ts', '@remix-run/react')).toEqual({
    kind: 'package',
    name: '@remix-run/react',
  });
  expect(resolveSpecifier('app/x.ts', 'drizzle-orm/batch')).toEqual({ kind: 'package', name: 'drizzle-orm' });
});

test('app/server may not import db/schema, nor query builders, but may import drizzle types', () => {
  const source = [
    "import type { SQL } from 'drizzle-orm';",
    "import { eq } from 'drizzle-orm';",
    "import { accounts } from '~db/schema/accounts';",
    "import { viewerQuery } from '~db/queries/sessions';",
  ].join('\n');
  expect(violations('app/server/x.server.ts', source)).toEqual(['2 drizzle-orm', '3 ~db/schema/accounts']);
});

test('app/domain imports only libraries and other app/domain modules', () => {
  const source = [
    "import { z } from 'zod';",
    "import { x } from '../hosts/hosts';",
    "import { y } from '~/server/env.server';",
    "import type { Db } from '~db/client';",
  ].join('\n');
  expect(violations('app/domain/stats/x.ts', source)).toEqual(['3 ~/server/env.server', '4 ~db/client']);
});

test('components never import app/server nor db, even for types; the root loader type is allowed', () => {
  const source = [
    "import type { ThemePreference } from '~/server/theme.server';",
    "import type { loader } from '~/root';",
    "import { Card } from '../ui/card';",
    "import { q } from '~db/queries/profile';",
  ].join('\n');
  expect(violations('app/components/layout/x.tsx', source)).toEqual([
    '1 ~/server/theme.server',
    '4 ~db/queries/profile',
  ]);
});

test('the PDF Worker imports only app/domain; db/queries never import app/server', () => {
  expect(violations('workers/pdf/src/x.ts', "import { a } from '../../../app/server/pdf.server';")).toEqual([
    '1 ../../../app/server/pdf.server',
  ]);
  expect(violations('db/queries/x.ts', "import { a } from '../../app/server/clock.server';")).toEqual([
    '1 ../../app/server/clock.server',
  ]);
});

test('re-exports and dynamic imports are checked too', () => {
  const source = "export { a } from '~db/schema/auth';\nconst m = () => import('~db/schema/accounts');";
  expect(violations('app/server/x.server.ts', source)).toEqual([
    '1 ~db/schema/auth',
    '2 ~db/schema/accounts',
  ]);
});

test('a package import must be declared in package.json; a type-only import may lean on its @types package', () => {
  const declared = new Set(['react', '@types/geojson', '@remix-run/react']);
  const refs = importsOf(
    'app/x.ts',
    [
      "import { useState } from 'react';",
      "import { Link } from '@remix-run/react';",
      "import { matchRoutes } from '@remix-run/router';",
      "import type { Polygon } from 'geojson';",
      "import { encode } from 'turbo-stream/dist/x.js';",
      "import path from 'node:path';",
      "import { env } from 'cloudflare:workers';",
      "import './local';",
      "import x from '~/y';",
    ].join('\n'),
  );
  expect(undeclaredPackages('app/x.ts', refs, declared).map((v) => [v.line, v.reason])).toEqual([
    [3, '@remix-run/router is not declared in package.json'],
    [5, 'turbo-stream is not declared in package.json'],
  ]);
});

test('only db/shards.ts names a round shard’s binding: a query reaches a shard through it alone', () => {
  const opening =
    'const db = createDb(env.SHARD_2);\nconst list = config.ROUND_SHARDS;\n// SHARD_10 in prose';
  expect(shardBindingViolations('db/queries/x.ts', opening).map((v) => [v.line, v.specifier])).toEqual([
    [1, 'SHARD_2'],
    [3, 'SHARD_10'],
  ]);
  expect(shardBindingViolations('db/shards.ts', opening)).toEqual([]);
  expect(shardBindingViolations('workers/x.test.ts', opening)).toEqual([]);
  expect(shardBindingViolations('app/server/x.server.ts', 'const names = config.ROUND_SHARDS;')).toEqual([]);
});
