// Issue 34 §5 figures (decision 105): the round import of a 10 000-shot file through the built
// Workers and a local D1 on disk — the preview's time (POST /api/v1/imports?dryRun=1: read, group,
// check every round by the ingest schema and its database checks) for the file as CSV and as XLSX
// (read by the document Worker), then the import's throughput in shots per second (every round
// written by the ingest's write), and a re-import that finds every round stored. Each figure is wall
// time on this machine, with the D1 round trips and the workerd CPU of the request.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ImportAnswer } from '../app/domain/import/answers';
import type { RoundIngestBody } from '../app/domain/rounds/ingest';
import { createDb } from '../db/client';
import { applyMigrations, startWorkers } from '../scripts/lib/workers';
import { apiTokenFor, createPlayer } from '../test/helpers/factories';
import { shotRows, shotsCsv, XLSX_TYPE, xlsxOf } from '../test/helpers/import-files';
import { exampleCourse, exampleRound } from '../test/helpers/ingest';
import { workerdCpuMs } from './lib/process-cpu';

const TARGET_SHOTS = 10_000;
const COURSE = 'Bench Import Course';

function roundsOfShots(target: number): Array<RoundIngestBody> {
  const rounds: Array<RoundIngestBody> = [];
  let shots = 0;
  for (let i = 0; shots < target; i++) {
    const day = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    const round = exampleRound({
      clientRoundId: `b${i}`,
      clientCourseId: 'bench',
      startedAt: `${day}T09:00:00`,
    });
    const body = { ...round, holes: round.holes.map(({ pin: _pin, ...hole }) => hole) };
    rounds.push(body);
    shots += body.holes.reduce((sum, h) => sum + h.shots.length, 0);
  }
  return rounds;
}

export async function run(): Promise<void> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  const workers = await startWorkers({ persistTo: stateDir });
  try {
    const d1 = workers.db as unknown as D1Database;
    await applyMigrations(d1);
    const db = createDb(d1);
    const player = await createPlayer(db);
    const token = await apiTokenFor(db, player.id);
    const course = await fetch(new URL('/api/v1/courses', workers.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(exampleCourse('bench', COURSE)),
    });
    if (course.status !== 201) throw new Error(`course: ${course.status}`);
    const rounds = roundsOfShots(TARGET_SHOTS);
    const csv = shotsCsv(rounds, COURSE);
    const header = csv.split('\r\n')[0]?.split(',') ?? [];
    const xlsx = xlsxOf([header, ...shotRows(rounds, COURSE).map((r) => r.map((c) => c ?? ''))]);
    const send = async (body: string | Uint8Array<ArrayBuffer>, type: string, query: string) => {
      const cpu = workerdCpuMs();
      const started = performance.now();
      const response = await fetch(new URL(`/api/v1/imports${query}`, workers.url), {
        method: 'POST',
        headers: { 'Content-Type': type, Authorization: `Bearer ${token}` },
        body,
      });
      const answer = (await response.json()) as ImportAnswer;
      const ms = performance.now() - started;
      if (response.status >= 400) throw new Error(`import: ${response.status} ${JSON.stringify(answer)}`);
      const timing = response.headers.get('server-timing') ?? '';
      const trips = Number(/d1;desc="round trips";dur=(\d+)/.exec(timing)?.[1]);
      return { ms, cpu: workerdCpuMs() - cpu, trips, answer };
    };
    const line = (label: string, r: Awaited<ReturnType<typeof send>>, extra = '') =>
      console.log(
        `${label.padEnd(34)} ${r.ms.toFixed(0).padStart(6)} ms wall  ${r.cpu.toFixed(0).padStart(6)} ms workerd CPU  ${String(r.trips).padStart(4)} D1 round trips${extra}`,
      );
    const shots = rounds.reduce((sum, r) => sum + r.holes.reduce((s, h) => s + (h.shots?.length ?? 0), 0), 0);
    console.log(
      `file: ${rounds.length} rounds, ${shots} shots; CSV ${(csv.length / 1024).toFixed(0)} KiB, XLSX ${(xlsx.byteLength / 1024).toFixed(0)} KiB`,
    );
    line('preview, CSV (dryRun=1)', await send(csv, 'text/csv', '?dryRun=1'));
    line('preview, CSV again', await send(csv, 'text/csv', '?dryRun=1'));
    line('preview, XLSX (dryRun=1)', await send(xlsx, XLSX_TYPE, '?dryRun=1'));
    // A request stores at most 50 rounds: the file is sent again from each answer's `next`.
    const importAll = async () => {
      const total = { ms: 0, cpu: 0, trips: 0, created: 0, existing: 0, requests: 0, maxTrips: 0 };
      let from: number | null = 0;
      while (from !== null) {
        const r = await send(csv, 'text/csv', `?from=${from}`);
        total.ms += r.ms;
        total.cpu += r.cpu;
        total.trips += r.trips;
        total.maxTrips = Math.max(total.maxTrips, r.trips);
        total.created += r.answer.counts.created;
        total.existing = Math.max(total.existing, r.answer.counts.existing);
        total.requests += 1;
        if (r.answer.next !== null && r.answer.next <= from) throw new Error('next does not move on');
        from = r.answer.next;
      }
      return total;
    };
    const show = (label: string, t: Awaited<ReturnType<typeof importAll>>, extra = '') =>
      console.log(
        `${label.padEnd(34)} ${t.ms.toFixed(0).padStart(6)} ms wall  ${t.cpu.toFixed(0).padStart(6)} ms workerd CPU  ${t.requests} requests, at most ${t.maxTrips} D1 round trips in one${extra}`,
      );
    const stored = await importAll();
    if (stored.created !== rounds.length) throw new Error(`stored ${stored.created}`);
    show('import, CSV (every round new)', stored, `  ${((shots / stored.ms) * 1000).toFixed(0)} shots/s`);
    const again = await importAll();
    if (again.existing !== rounds.length) throw new Error(`existing ${again.existing}`);
    show('re-import (every round stored)', again);
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
