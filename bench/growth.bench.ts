// Issue 30 point 2 "no page grows with history": the showcase player (jordan-reyes) with 100, 400,
// 1 000 and 2 000 rounds, each history in its own local D1 (the demo seed, then the player's own
// two seasons repeated further back in time, tournaments with them, or cut to the newest rounds):
// a longer history is more past, the recent seasons are the same. Measured in one run, the four
// sizes and the four requests interleaved request by request: the stats API (two selections), the
// signed-in /dashboard, the compare page (the player against a mate) and My Rounds. Prints p50, p99,
// the bytes of the answer and each p50 as a ratio to the 100-round size (goal ≤ 1.3× at 2 000).
// Figures only: nothing here asserts a timing.
import { createSession } from '../app/server/session.server';
import { DEFAULT_VARS } from '../scripts/lib/workers';
import { resizeHistory } from '../test/helpers/history';
import { comparisonWithMate } from '../test/helpers/showcase';
import { seededWorkers } from './lib/seeded-workers';

const PLAYER = 'jordan-reyes';
const SIZES = [100, 400, 1000, 2000];
const RUNS = 60;
const WARM_UP = 5;
function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

type Target = { size: number; name: string; url: URL; headers: Record<string, string> };

export async function run(): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  const instances = [];
  try {
    for (const size of SIZES) {
      const seeded = await seededWorkers(PLAYER);
      instances.push(seeded);
      const rounds = await resizeHistory(seeded.d1, seeded.playerId, size);
      const { setCookie } = await createSession(seeded.db, seeded.playerId, {
        config: DEFAULT_VARS as never,
      });
      const hash = await comparisonWithMate(seeded.db, seeded.playerId);
      console.log(`${size} rounds: ${PLAYER} has ${rounds} rounds (compare state ${hash})`);
      Object.assign(seeded, { cookie: setCookie.split(';')[0] ?? '', hash });
    }
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
    const twoYearsAgo = new Date(Date.parse(`${yearAgo}T00:00:00Z`) - 365 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const statsQuery =
      '?standard=pga-tour&s1.quick=Past 12 Months&s1.holes=18' +
      `&s2.name=Prior 12 Months&s2.holes=18&s2.from=${twoYearsAgo}&s2.to=${yearAgo}`;
    const targets: Array<Target> = [];
    for (const [index, size] of SIZES.entries()) {
      const seeded = instances[index] as (typeof instances)[number] & { cookie: string; hash: number };
      const at = (path: string) => new URL(path, seeded.workers.url);
      targets.push(
        {
          size,
          name: 'stats API',
          url: at(`/api/v1/players/${PLAYER}/performance${statsQuery}`),
          headers: { Accept: 'application/json' },
        },
        { size, name: '/dashboard (signed in)', url: at('/dashboard'), headers: { Cookie: seeded.cookie } },
        {
          size,
          name: 'compare (two players)',
          url: at(`/player/${PLAYER}/stats?hash=${seeded.hash}`),
          headers: {},
        },
        { size, name: 'My Rounds', url: at(`/player/${PLAYER}/my-rounds`), headers: {} },
      );
    }
    const samples = new Map<Target, Array<number>>(targets.map((t) => [t, []]));
    const bytes = new Map<Target, number>();
    for (const [index, target] of targets.entries()) {
      const response = await fetch(target.url, {
        headers: { ...target.headers, 'CF-Connecting-IP': `10.9.0.${index + 1}` },
        redirect: 'manual',
      });
      const body = await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(
          `${target.size} rounds, ${target.name}: ${target.url.pathname} answered ${response.status}`,
        );
      bytes.set(target, body.byteLength);
    }
    // Request by request: every target once per round, in a rotating order.
    for (let run = 0; run < RUNS + WARM_UP; run++) {
      for (let k = 0; k < targets.length; k++) {
        const index = (k + run) % targets.length;
        const target = targets[index] as Target;
        const started = performance.now();
        const response = await fetch(target.url, {
          headers: { ...target.headers, 'CF-Connecting-IP': `10.9.${(run % 200) + 1}.${index + 1}` },
          redirect: 'manual',
        });
        await response.arrayBuffer();
        const elapsed = performance.now() - started;
        if (response.status !== 200) throw new Error(`${target.name} answered ${response.status}`);
        if (run >= WARM_UP) samples.get(target)?.push(elapsed);
      }
    }
    const p50 = (t: Target) =>
      percentile(
        [...(samples.get(t) ?? [])].sort((a, b) => a - b),
        50,
      );
    const table: Record<string, Record<string, string>> = {};
    for (const target of targets) {
      const sorted = [...(samples.get(target) ?? [])].sort((a, b) => a - b);
      const base = targets.find((t) => t.name === target.name && t.size === SIZES[0]) as Target;
      table[`${target.name}, ${target.size} rounds`] = {
        'p50 ms': percentile(sorted, 50).toFixed(2),
        'p99 ms': percentile(sorted, 99).toFixed(2),
        KiB: ((bytes.get(target) ?? 0) / 1024).toFixed(1),
        'p50 ÷ 100 rounds': `${(p50(target) / p50(base)).toFixed(2)}×`,
      };
    }
    console.log(
      `\nGrowth with history, ${RUNS} requests per row interleaved (goal: 2 000 rounds ≤ 1.3× the 100-round p50):`,
    );
    console.table(table);
  } finally {
    for (const seeded of instances) await seeded.workers.mf.dispose();
  }
}
