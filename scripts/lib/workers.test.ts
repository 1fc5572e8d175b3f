import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { MISS_LIMIT_PERIOD_S } from '../../workers/miss-limit';
import { d1Databases, MISS_LIMIT, RUN_WORKER_FIRST, roundShardNames, workersOptions } from './workers';

test('the local Workers get the MISS_LIMIT binding wrangler.toml deploys, and Retry-After its period', () => {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const block =
    /\[\[ratelimits\]\]\s*\nname = "MISS_LIMIT"\s*\nnamespace_id = "\d+"\s*\nsimple = \{ limit = (\d+), period = (\d+) \}/.exec(
      toml,
    );
  expect(block, 'wrangler.toml [[ratelimits]] MISS_LIMIT').not.toBeNull();
  expect({ limit: Number(block?.[1]), period: Number(block?.[2]) }).toEqual(MISS_LIMIT);
  expect(MISS_LIMIT.period).toBe(MISS_LIMIT_PERIOD_S);
  const [app] = workersOptions().workers ?? [];
  expect(app?.ratelimits).toEqual({ MISS_LIMIT: { simple: MISS_LIMIT } });
});

test('the local Workers send the paths wrangler.toml runs the Worker first for to the Worker', () => {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const line = /^run_worker_first = (\[.*\])$/m.exec(toml);
  expect(line, 'wrangler.toml [assets] run_worker_first').not.toBeNull();
  expect(JSON.parse(line?.[1] ?? 'null')).toEqual(RUN_WORKER_FIRST);
  const [app] = workersOptions().workers ?? [];
  expect(app?.assets?.routerConfig?.static_routing).toEqual({ user_worker: RUN_WORKER_FIRST });
});

test('the local Workers bind the D1 databases wrangler.toml deploys and list its round shards', () => {
  const toml = readFileSync('wrangler.toml', 'utf8');
  const bound = Object.fromEntries(
    [
      ...toml.matchAll(
        /\[\[d1_databases\]\]\s*\nbinding = "(\w+)"\s*\ndatabase_name = "[^"]+"\s*\ndatabase_id = "([^"]+)"/g,
      ),
    ].map((match) => [match[1], match[2]]),
  );
  expect(bound).toEqual(d1Databases());
  const shards = /^ROUND_SHARDS = "([^"]*)"$/m.exec(toml)?.[1];
  expect(shards?.split(',')).toEqual(roundShardNames());
  const [app] = workersOptions().workers ?? [];
  expect(app?.d1Databases).toEqual(d1Databases());
});
