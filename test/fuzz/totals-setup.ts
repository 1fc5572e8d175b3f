import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { Totals } from './harness';

/**
 * The fuzz files run in parallel workers; each writes its routes' totals into one folder, and this
 * prints them as one table when the project is done (the figures the issue asks for).
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fuzz-totals-'));
  project.provide('fuzzTotalsDir', dir);
  return () => {
    if (!existsSync(dir)) return;
    // A route fuzzed by two files (the sign-in forms) is one row.
    const merged = new Map<string, Totals>();
    for (const file of readdirSync(dir).sort()) {
      const totals = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, Totals>;
      for (const [route, t] of Object.entries(totals)) {
        const sum = merged.get(route) ?? { cases: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
        for (const key of ['cases', '2xx', '3xx', '4xx', '5xx'] as const) sum[key] += t[key];
        merged.set(route, sum);
      }
    }
    const rows = [...merged.entries()];
    rmSync(dir, { recursive: true, force: true });
    if (rows.length === 0) return;
    const sum = rows.reduce((total, [, t]) => total + t.cases, 0);
    const errors = rows.reduce((total, [, t]) => total + t['5xx'], 0);
    const lines = rows.map(
      ([route, t]) => `| ${route} | ${t.cases} | ${t['2xx']} | ${t['3xx']} | ${t['4xx']} | ${t['5xx']} |`,
    );
    console.log(
      [
        '',
        'Fuzz totals, every route:',
        '| route | cases | 2xx | 3xx | 4xx | 5xx |',
        '| --- | ---: | ---: | ---: | ---: | ---: |',
        ...lines,
        `| all ${rows.length} routes | ${sum} | | | | ${errors} |`,
      ].join('\n'),
    );
  };
}
