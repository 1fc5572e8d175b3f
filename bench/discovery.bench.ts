// Discovery figures (issue 33 §2, decision 093): p50/p99 of discovery searches on the search page
// with 100 000 and 1 000 000 accounts, 100 000 players with statistics, in a local D1 in workerd
// behind the built Workers; rows made in D1 with INSERT … SELECT over a recursive counter. Prints
// each case's page and D1 times (interleaved: every round asks every case once) and the query plans.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { utcDay } from '../app/domain/calendar/dates';
import { parseDiscoveryParams } from '../app/domain/search/discovery-params';
import { REGION_NAMES, REGIONS, US_STATES } from '../app/domain/search/discovery-summary';
import { createDb } from '../db/client';
import { discoveryStatements } from '../db/queries/discovery';
import { applyMigrations, startWorkers } from '../scripts/lib/workers';

const ROUNDS = 40;
const GOAL_P50_MS = 20;
const WITH_STATS = 100_000;
const ORGANIZATIONS = 400;

const CASES: Array<{ label: string; query: string }> = [
  {
    label: 'coach: 2027 women in TX, avg ≤ 75',
    query: 'gradMin=2027&gradMax=2027&gender=F&state=TX&avgMax=75',
  },
  { label: 'everyone by 12-month average', query: 'sort=avg' },
  { label: 'SG ≥ 0 by SG, desc', query: 'sgMin=0&sort=sg' },
  { label: 'South men by handicap', query: 'region=South&gender=M&sort=handicap' },
  { label: 'one organization by name', query: 'org=org-7&sort=name' },
  {
    label: 'last 10 ≤ 72, ≥ 10 rounds, by SG putting',
    query: 'period=last10&avgMax=72&minRounds=10&sort=sgPutt',
  },
  { label: 'class range, video, page 40', query: 'gradMin=2026&gradMax=2029&video=1&sort=avg&page=40' },
  {
    label: 'sparse: 2027 women, video, resume, hcp ≤ 0',
    query: 'gradMin=2027&gradMax=2027&gender=F&video=1&resume=1&hcpMax=0&sort=avg',
  },
];

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => Number(value.toFixed(2));

/** `accounts` accounts, of which `listed` listed players (rows), the first WITH_STATS with figures. */
export async function populate(
  d1: D1Database,
  accounts: number,
  listed: number,
  today: string,
): Promise<void> {
  const counter = (n: number) =>
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${n})`;
  const chunk = 200_000;
  for (let start = 0; start < accounts; start += chunk) {
    const size = Math.min(chunk, accounts - start);
    await d1.exec(
      `${counter(size)} INSERT INTO accounts (id, guid, username, first_name, last_name, gender) SELECT i + ${start}, 'g' || (i + ${start}), 'u' || (i + ${start}), 'First' || ((i + ${start}) % 997), 'Last' || ((i + ${start}) % 4001), CASE (i + ${start}) % 2 WHEN 0 THEN 'F' ELSE 'M' END FROM n`.replace(
        /\s+/g,
        ' ',
      ),
    );
  }
  await d1.exec(
    `${counter(ORGANIZATIONS)} INSERT INTO organizations (id, name, short) SELECT i, 'Organization ' || i, 'org-' || i FROM n`,
  );
  // Each fact from its own multiplicative hash of the id (a prime modulus), so that gender, class,
  // state, organization and figures are independent, as they are in life; the region follows the state.
  const stateCodes = US_STATES.map((s) => `'${s}'`).join(', ');
  const regionCase = `CASE ${REGION_NAMES.map(
    (region) => `WHEN code IN (${REGIONS[region].map((s) => `'${s}'`).join(', ')}) THEN '${region}'`,
  ).join(' ')} END`;
  const latest = today;
  // Averages 66–100, strokes gained −20..+3; a fifth have a video, two thirds a resume.
  for (let start = 0; start < listed; start += chunk) {
    const size = Math.min(chunk, listed - start);
    const id = `(i + ${start})`;
    const h = (salt: number, n: number) => `(((${id} * ${salt}) % 1000003) % ${n})`;
    const stats = `${id} <= ${WITH_STATS}`;
    const figure = (expression: string) => `CASE WHEN ${stats} THEN ${expression} END`;
    await d1.exec(
      `${counter(size)}, s(code, k, region) AS (SELECT value, key, NULL FROM json_each(json_array(${stateCodes}))),
      r(code, k, region) AS (SELECT code, k, ${regionCase} FROM s)
      INSERT INTO player_discovery (account_id, sort_name, grad_year, gender, country, state, region, organization_id,
        handicap, latest_round, rounds_last10, avg_last10, rounds_12m, avg_12m, season, rounds_season, avg_season,
        sg_rounds, sg_total, sg_off_the_tee, sg_approach, sg_around_the_green, sg_putting, has_video, has_resume)
      SELECT ${id} * ${Math.floor(accounts / listed)}, 'last' || (${id} % 4001) || ' first' || (${id} % 997),
        2024 + ${h(7919, 8)}, CASE ${h(104729, 2)} WHEN 0 THEN 'F' ELSE 'M' END, 'US', r.code, r.region,
        1 + ${h(15485863, ORGANIZATIONS)},
        round(${h(611953, 1000)} / 1000.0 * 30 - 4, 1),
        ${figure(`'${latest}'`)}, ${figure(`min(10, 1 + ${h(327689, 40)})`)}, ${figure(`round(66 + ${h(746773, 1000)} / 1000.0 * 34, 2)`)},
        ${figure(`1 + ${h(327689, 40)}`)}, ${figure(`round(66 + ${h(882377, 1000)} / 1000.0 * 34, 2)`)},
        ${figure(latest.slice(0, 4))}, ${figure(`1 + ${h(327689, 40)} % 30`)}, ${figure(`round(66 + ${h(393241, 1000)} / 1000.0 * 34, 2)`)},
        ${figure(h(327689, 40))}, ${figure(`round(${h(524287, 1000)} / 1000.0 * 23 - 20, 2)`)}, ${figure(`round(${h(917513, 1000)} / 1000.0 * 6 - 5, 2)`)},
        ${figure(`round(${h(655357, 1000)} / 1000.0 * 6 - 5, 2)`)}, ${figure(`round(${h(786433, 1000)} / 1000.0 * 4 - 3, 2)`)},
        ${figure(`round(${h(458761, 1000)} / 1000.0 * 4 - 3, 2)`)}, ${h(1299709, 5)} = 0, ${h(86028121, 3)} <> 0
      FROM n JOIN r ON r.k = ${h(32452843, US_STATES.length)}`.replace(/\s+/g, ' '),
    );
  }
  // No ANALYZE: a deployed D1 has no planner statistics unless someone runs it, and the queries'
  // plans do not depend on them (decision 093's addendum).
}

type Sample = { page: Array<number>; d1: Array<number>; results: string };

/** fetch, sent once more when workerd closed a kept-alive connection before answering. */
async function get(target: URL): Promise<Response> {
  try {
    return await fetch(target);
  } catch {
    return fetch(target);
  }
}

async function measure(url: URL): Promise<Map<string, Sample>> {
  const samples = new Map<string, Sample>(CASES.map((c) => [c.label, { page: [], d1: [], results: '?' }]));
  const href = (query: string) => new URL(`/golf/search?type=account&${query}`, url);
  for (const { query } of CASES) {
    const warmUp = await get(href(query));
    await warmUp.text();
    if (warmUp.status !== 200) throw new Error(`${query} answered ${warmUp.status}`);
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, query } of CASES) {
      const sample = samples.get(label);
      if (!sample) continue;
      const started = performance.now();
      const response = await get(href(query));
      const html = await response.text();
      sample.page.push(performance.now() - started);
      const timing = /dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '');
      sample.d1.push(Number(timing?.[1] ?? Number.NaN));
      const found = /Results: <span[^>]*>(\d+)</.exec(html)?.[1] ?? '?';
      sample.results = html.includes('search-results__more') ? `${found}+` : found;
    }
  }
  return samples;
}

async function printPlans(d1: D1Database, today: string): Promise<void> {
  const db = createDb(d1);
  for (const { label, query } of CASES) {
    const { filters } = parseDiscoveryParams(new URLSearchParams(query));
    const page = Number(new URLSearchParams(query).get('page') ?? 1);
    const { total, pages } = discoveryStatements(db, { filters, page, today });
    console.log(`\n${label}`);
    for (const [name, statement] of [
      ['count', total],
      ...pages.map((p, i) => [`page ${i + 1}`, p] as const),
    ] as const) {
      const { sql, params } = statement.toSQL();
      const plan = await d1
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...params)
        .all<{ detail: string }>();
      console.log(`  ${name}: ${plan.results.map((row) => row.detail).join(' | ')}`);
    }
  }
}

export async function run(): Promise<void> {
  const today = utcDay(new Date());
  const scales = [
    { accounts: 100_000, listed: 100_000 },
    { accounts: 1_000_000, listed: 300_000 },
  ];
  const table: Array<Record<string, string | number>> = [];
  for (const scale of scales) {
    const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-discovery-'));
    const { mf, url, db } = await startWorkers({ persistTo: stateDir });
    try {
      const d1 = db as unknown as D1Database;
      await applyMigrations(d1);
      const started = performance.now();
      await populate(d1, scale.accounts, scale.listed, today);
      console.log(
        `\n${scale.accounts} accounts, ${scale.listed} listed players (${WITH_STATS} with statistics) made in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      if (scale === scales[0]) await printPlans(d1, today);
      const samples = await measure(url);
      for (const { label } of CASES) {
        const sample = samples.get(label);
        if (!sample) continue;
        const pageSorted = [...sample.page].sort((a, b) => a - b);
        const d1Sorted = [...sample.d1].sort((a, b) => a - b);
        table.push({
          accounts: scale.accounts,
          case: label,
          results: sample.results,
          'page p50 ms': ms(percentile(pageSorted, 50)),
          'page p99 ms': ms(percentile(pageSorted, 99)),
          'D1 p50 ms': ms(percentile(d1Sorted, 50)),
          'D1 p99 ms': ms(percentile(d1Sorted, 99)),
        });
      }
      console.table(table.filter((row) => row.accounts === scale.accounts));
    } finally {
      await mf.dispose();
      rmSync(stateDir, { recursive: true, force: true });
    }
  }
  console.log(
    `\nDiscovery page over ${ROUNDS} rounds of every case (page = HTTP request to the built Worker;`,
  );
  console.log(
    "D1 = the loader's discovery batch and the organizations list, from its Server-Timing header):",
  );
  console.table(table);
  const byCase = new Map<string, Array<number>>();
  for (const row of table)
    byCase.set(String(row.case), [...(byCase.get(String(row.case)) ?? []), Number(row['D1 p50 ms'])]);
  console.log('D1 p50 ratio, 1 M / 100 k accounts:');
  for (const [label, [small = Number.NaN, large = Number.NaN]] of byCase)
    console.log(`  ${label}: ${(large / small).toFixed(2)}`);
  const worst = Math.max(...table.map((row) => Number(row['D1 p50 ms'])));
  console.log(`Goal: discovery p50 ≤ ${GOAL_P50_MS} ms. Worst D1 p50: ${worst.toFixed(2)} ms.`);
}
