// Issue 33 §4 figures (`npm run bench -- share-cards`, decision 091): the three share cards on the demo
// seed. (1) In workerd, with the Cache API keeping nothing (every card is drawn: D1 reads, the picture
// from the static assets, satori and resvg in the document Worker), each card request next to its own
// page's request, interleaved run by run: p50/p99 wall time and workerd CPU (from /proc, which a loaded
// machine hardly inflates), PNG size, and the card/page ratios. (2) The document Worker's drawing alone
// in Node (the same V8 and WebAssembly as workerd): CPU per card of each kind, interleaved.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { pdfImageSource, sniffImageType } from '../app/domain/resume/resume-picture';
import {
  organizationCardModel,
  playerCardModel,
  reportCardModel,
  type ShareCardModel,
  type ShareCardPicture,
} from '../app/domain/share-cards/share-card';
import { cachedStateOf, defaultCompareConfig } from '../app/domain/stats/compare-config';
import { saveCompareState } from '../db/queries/compare-states';
import { accounts } from '../db/schema/accounts';
import { organizations } from '../db/schema/organizations';
import { renderCardPng } from '../workers/pdf/src/cards/render-card';
import { workerdCpuMs } from './lib/process-cpu';
import { seededWorkers } from './lib/seeded-workers';

const PLAYER = 'jordan-reyes';
const RUNS = 20;
const WARM_UP = 3;

type Sample = { wallMs: number; cpuMs: number; bytes: number; status: number };

function percentile(values: ReadonlyArray<number>, p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function timed(url: string): Promise<Sample> {
  const cpu = workerdCpuMs();
  const started = performance.now();
  const response = await fetch(url).catch(() => fetch(url)); // a kept-alive connection workerd closed
  const bytes = (await response.arrayBuffer()).byteLength;
  return { wallMs: performance.now() - started, cpuMs: workerdCpuMs() - cpu, bytes, status: response.status };
}

/** A site picture as the app sends it: the static file (an SVG's JPEG twin), its bytes in base64. */
function sitePicture(value: string | null): ShareCardPicture | null {
  const source = pdfImageSource(value);
  if (!source || !('path' in source)) return null;
  const bytes = readFileSync(path.join('public', source.path));
  const type = sniffImageType(bytes);
  return type ? { type, base64: bytes.toString('base64') } : null;
}

export async function run(): Promise<void> {
  const { workers, db, playerId } = await seededWorkers(PLAYER);
  try {
    const [player] = await db.select().from(accounts).where(eq(accounts.id, playerId));
    const [organization] = await db.select().from(organizations).limit(1);
    if (!player || !organization) throw new Error('the demo seed has no player or organization');
    const hash = await saveCompareState(db, playerId, cachedStateOf(defaultCompareConfig(playerId)));
    const base = workers.url.href.replace(/\/$/, '');
    const kinds = [
      { kind: 'player', card: `/player/${PLAYER}/card.png`, page: `/player/${PLAYER}/summary` },
      {
        kind: 'organization',
        card: `/org/${organization.short}/card.png`,
        page: `/org/${organization.short}`,
      },
      {
        kind: 'report',
        card: `/reports/compare-stats.png?hash=${hash}`,
        page: `/reports/compare-stats?hash=${hash}`,
      },
    ];

    // (1) workerd, card next to its page, interleaved.
    const samples = new Map(
      kinds.map(({ kind }) => [kind, { card: [] as Array<Sample>, page: [] as Array<Sample> }]),
    );
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      for (const { kind, card, page } of kinds) {
        const cardSample = await timed(`${base}${card}`);
        const pageSample = await timed(`${base}${page}`);
        if (cardSample.status !== 200 || pageSample.status !== 200) {
          throw new Error(`${kind}: card ${cardSample.status}, page ${pageSample.status}`);
        }
        if (i < WARM_UP) continue;
        samples.get(kind)?.card.push(cardSample);
        samples.get(kind)?.page.push(pageSample);
      }
    }
    const rows = kinds.map(({ kind }) => {
      const { card, page } = samples.get(kind) ?? { card: [], page: [] };
      const p50 = (list: Array<Sample>, key: 'wallMs' | 'cpuMs') =>
        percentile(
          list.map((s) => s[key]),
          50,
        );
      const p99 = (list: Array<Sample>, key: 'wallMs' | 'cpuMs') =>
        percentile(
          list.map((s) => s[key]),
          99,
        );
      return {
        kind,
        'card p50 ms': p50(card, 'wallMs').toFixed(0),
        'card p99 ms': p99(card, 'wallMs').toFixed(0),
        'card CPU p50 ms': p50(card, 'cpuMs').toFixed(0),
        'card CPU p99 ms': p99(card, 'cpuMs').toFixed(0),
        'page CPU p50 ms': p50(page, 'cpuMs').toFixed(0),
        'card/page CPU': (p50(card, 'cpuMs') / p50(page, 'cpuMs')).toFixed(1),
        'PNG KiB': ((card[0]?.bytes ?? 0) / 1024).toFixed(0),
      };
    });
    console.log(`workerd, Cache API off: every card drawn (${RUNS} runs, interleaved with its page)`);
    console.table(rows);

    // (2) the drawing alone, in Node, on models of the same content.
    const require = createRequire(import.meta.url);
    const wasm = {
      layout: readFileSync(require.resolve('satori/yoga.wasm')),
      resvg: readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')),
    };
    const name = `${player.firstName} ${player.lastName}`;
    const models: Array<{ kind: string; model: ShareCardModel }> = [
      {
        kind: 'player',
        model: playerCardModel({
          fullName: name,
          graduationYear: 2028,
          school: 'Lakeside University',
          picture: sitePicture(player.imgUrl),
          figures: [
            { label: 'Scoring average', value: '70.2', versus: null },
            { label: 'Greens in regulation', value: '67%', versus: null },
            { label: '18-hole rounds', value: '69', versus: null },
          ],
          site: 'ScoreTrack Golf',
          url: `https://scoretrack.example/player/${PLAYER}`,
        }),
      },
      {
        kind: 'organization',
        model: organizationCardModel({
          name: organization.name,
          address: organization.address,
          picture: sitePicture(organization.imgUrl),
          rosterCount: 1,
          groupCount: 1,
          playerCount: 3,
          site: 'ScoreTrack Golf',
          url: `https://scoretrack.example/org/${organization.short}`,
        }),
      },
      {
        kind: 'report',
        model: reportCardModel({
          playerName: name,
          picture: sitePicture(player.imgUrl),
          left: { name: 'Last 10 Rounds', roundCount: 10 },
          right: { name: 'Best 10 Rounds', roundCount: 10 },
          holes: 18,
          metrics: [
            {
              rows: ['Par or Better', 'Birdies', 'Fairways Hit'].map((metric, index) => ({
                flag: 'fairwayHit' as const,
                name: metric,
                left: { value: `${60 + index}%`, successes: 60, opportunities: 100 },
                right: { value: `${70 + index}%`, successes: 70, opportunities: 100 },
              })),
            },
          ],
          site: 'ScoreTrack Golf',
          url: `https://scoretrack.example/reports/compare-stats?hash=${hash}`,
        }),
      },
    ];
    const cpu = new Map(models.map(({ kind }) => [kind, [] as Array<number>]));
    const sizes = new Map<string, number>();
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      for (const { kind, model } of models) {
        const before = process.cpuUsage();
        const png = await renderCardPng(model, wasm);
        const used = process.cpuUsage(before);
        sizes.set(kind, png.byteLength);
        if (i >= WARM_UP) cpu.get(kind)?.push((used.user + used.system) / 1000);
      }
    }
    console.log(`the document Worker's drawing in Node (${RUNS} runs, interleaved)`);
    console.table(
      models.map(({ kind }) => ({
        kind,
        'CPU p50 ms': percentile(cpu.get(kind) ?? [], 50).toFixed(0),
        'CPU p99 ms': percentile(cpu.get(kind) ?? [], 99).toFixed(0),
        'PNG KiB': ((sizes.get(kind) ?? 0) / 1024).toFixed(0),
      })),
    );
  } finally {
    await workers.mf.dispose();
  }
}
