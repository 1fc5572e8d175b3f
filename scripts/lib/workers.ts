import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Miniflare, type MiniflareOptions, PeriodType } from 'miniflare';
import { bridgedD1, D1_BRIDGE_WORKER, d1BridgeWorker } from './d1-bridge';

/**
 * Both built Workers (dist/app and dist/pdf from `wrangler deploy --dry-run`) in one workerd, the
 * app reaching the PDF Worker through its service binding exactly as deployed. Used by `npm start`,
 * the integration and browser tests and the benchmarks.
 */
export type WorkersOptions = {
  root?: string;
  port?: number;
  /** Folder for persisted D1 state; in memory when omitted. */
  persistTo?: string;
  /** Over DEFAULT_VARS; a name set to undefined is left out (the deployed configuration lacks it). */
  vars?: Record<string, string | undefined>;
  /** Opens workerd's V8 inspector on this port (benchmarks read CPU profiles through it). */
  inspectorPort?: number;
  /** The MISS_LIMIT rate limit; wrangler.toml's when omitted (a test of the limit sets a small one). */
  missLimit?: MissLimit;
  /** false: the Cache API keeps nothing, so every profile request is a miss (benchmarks time misses). */
  cache?: boolean;
  /** Drops what the Workers log (the fuzz sends thousands of requests that are meant to be refused). */
  quiet?: boolean;
  /** With `quiet`: what the Workers print is handed here instead (the fuzz keeps the latest of it). */
  onOutput?: (text: string) => void;
  /** Node reaches the database through the bridge Worker (scripts/lib/d1-bridge.ts), as tests do. */
  d1Bridge?: boolean;
  /**
   * How many round shards beside the directory (decision 119); 0: the directory holds the rounds.
   * LOCAL_ROUND_SHARDS when omitted.
   */
  shards?: number;
};

export type MissLimit = { limit: number; period: PeriodType };

/** The app's MISS_LIMIT binding as wrangler.toml declares it (decision 029). */
export const MISS_LIMIT: MissLimit = { limit: 600, period: PeriodType.MINUTE };

/** wrangler.toml [assets] run_worker_first: paths the Worker answers without an asset lookup first. */
export const RUN_WORKER_FIRST: ReadonlyArray<string> = ['/player/*'];

export const COMPATIBILITY_DATE = '2026-04-20';
export const PDF_WORKER_NAME = 'golf-profile-pdf';
export const D1_DATABASE_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The round shards of local development, tests and benches unless told otherwise (the environment's
 * LOCAL_ROUND_SHARDS runs them with another count; 0: the directory holds the rounds).
 */
export const LOCAL_ROUND_SHARDS = Number(process.env.LOCAL_ROUND_SHARDS ?? 4);

/** The shard bindings of `count` local shards (SHARD_1 …), or the directory alone. */
export function roundShardNames(count = LOCAL_ROUND_SHARDS): Array<string> {
  return count === 0 ? ['DB'] : Array.from({ length: count }, (_, i) => `SHARD_${i + 1}`);
}

/** Every local D1 binding (the directory and the shards) with its database id. */
export function d1Databases(count = LOCAL_ROUND_SHARDS): Record<string, string> {
  const ids: Record<string, string> = { DB: D1_DATABASE_ID };
  for (const [i, name] of roundShardNames(count).entries()) {
    if (name !== 'DB') ids[name] = `00000000-0000-0000-0000-${String(i + 1).padStart(12, '0')}`;
  }
  return ids;
}

/**
 * The configuration of the local test mode (tests, benches, `npm start` under its .dev.vars): the
 * deployed [vars] of wrangler.toml plus the explicit local flag (ENVIRONMENT=test), the log SMS
 * sender and test-only secrets, none of which a deployment carries (issue 14).
 */
export const DEFAULT_VARS: Record<string, string> = {
  ENVIRONMENT: 'test',
  PRODUCT_NAME: 'ScoreTrack Golf',
  FRONT_PAGE_URL: '/front-page.html',
  FRONT_PAGE_SAMPLE_PLAYER: 'jordan-reyes',
  PROVIDER_WEBSITE_URL: 'https://example.com',
  PUBLIC_ORIGIN: '',
  ANDROID_STORE_URL: 'https://play.google.com/store/apps/details?id=com.scoretrack.golf',
  IOS_STORE_URL: 'https://apps.apple.com/us/app/scoretrack-golf/id6450000000',
  STRIPE_PRICE_PLAYER: '',
  STRIPE_PRICE_COACH: '',
  OTP_HMAC_SECRET: 'test-only-otp-secret-0123456789abcdef',
  PASSWORD_PEPPER: 'test-only-pepper-0123456789abcdef',
  SMS_SENDER: 'log',
};

export function workersOptions(options: WorkersOptions = {}): MiniflareOptions {
  const root = options.root ?? process.cwd();
  const shards = options.shards ?? LOCAL_ROUND_SHARDS;
  const databases = d1Databases(shards);
  const d1Persist = options.persistTo ? path.join(options.persistTo, 'd1') : false;
  return {
    host: '127.0.0.1',
    port: options.port ?? 0,
    d1Persist,
    ...(options.inspectorPort === undefined ? {} : { inspectorPort: options.inspectorPort }),
    ...(options.quiet
      ? {
          handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
            for (const stream of [stdout, stderr]) {
              const { onOutput } = options;
              if (onOutput) stream.on('data', (chunk: Buffer) => onOutput(chunk.toString('utf8')));
              else stream.resume();
            }
          },
        }
      : {}),
    workers: [
      {
        name: 'app',
        compatibilityDate: COMPATIBILITY_DATE,
        modulesRoot: path.join(root, 'dist/app'),
        modules: [{ type: 'ESModule', path: path.join(root, 'dist/app/app.js') }],
        d1Databases: databases,
        serviceBindings: { PDF: PDF_WORKER_NAME },
        ratelimits: { MISS_LIMIT: { simple: options.missLimit ?? MISS_LIMIT } },
        ...(options.cache === false ? { cache: false } : {}),
        bindings: definedVars({
          ...DEFAULT_VARS,
          ROUND_SHARDS: roundShardNames(shards).join(','),
          ...options.vars,
        }),
        assets: {
          directory: path.join(root, 'build/client'),
          binding: 'ASSETS',
          routerConfig: { has_user_worker: true, static_routing: { user_worker: [...RUN_WORKER_FIRST] } },
        },
      },
      {
        name: PDF_WORKER_NAME,
        compatibilityDate: COMPATIBILITY_DATE,
        modulesRoot: path.join(root, 'dist/pdf'),
        modules: [
          { type: 'ESModule', path: path.join(root, 'dist/pdf/index.js') },
          ...wasmModules(root, 'dist/pdf'),
        ],
      },
      ...(options.d1Bridge ? [d1BridgeWorker(databases, COMPATIBILITY_DATE)] : []),
    ],
  };
}

/**
 * The WebAssembly files wrangler wrote beside a bundle (its .wasm imports, decision 091), as the
 * compiled modules the bundle imports them as; none before the first build (the options are also
 * read by unit tests that start no Worker).
 */
function wasmModules(root: string, folder: string): Array<{ type: 'CompiledWasm'; path: string }> {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.wasm'))
    .map((name) => ({ type: 'CompiledWasm' as const, path: path.join(root, folder, name) }));
}

function definedVars(vars: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(vars).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The SQL statements of every committed migration, in order. */
export function migrationStatements(root = process.cwd()): Array<string> {
  const dir = path.join(root, 'migrations');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('--> statement-breakpoint'))
    .map((statement) => statement.trim())
    .filter((statement) => statement.length > 0);
}

export async function applyMigrations(db: D1Database, root = process.cwd()): Promise<void> {
  const statements = migrationStatements(root);
  const migrate = () => db.batch(statements.map((statement) => db.prepare(statement)));
  try {
    await migrate();
  } catch (error) {
    // Miniflare's synchronous proxy (used by `prepare` from Node) rarely loses the answer to the
    // first call of a fresh Worker thread and fails an internal assertion. The batch is atomic and
    // nothing was written, so one more attempt is safe; any other error is real.
    if ((error as { code?: string }).code !== 'ERR_ASSERTION') throw error;
    await migrate();
  }
}

/** The migrations applied to the directory and to every round shard (decision 119). */
export async function applyAllMigrations(target: {
  db: D1Database;
  shardDbs: Record<string, D1Database>;
}): Promise<void> {
  for (const db of new Set([target.db, ...Object.values(target.shardDbs)])) await applyMigrations(db);
}

export async function startWorkers(options: WorkersOptions = {}) {
  const mf = new Miniflare(workersOptions(options));
  const url = await mf.ready;
  const bridge = options.d1Bridge ? await mf.unsafeGetDirectURL(D1_BRIDGE_WORKER) : null;
  const open = async (binding: string) =>
    bridge ? bridgedD1(bridge, binding) : ((await mf.getD1Database(binding, 'app')) as unknown as D1Database);
  const db = await open('DB');
  // Each round shard by binding (the directory itself when it is the only one).
  const shardDbs: Record<string, D1Database> = {};
  for (const name of roundShardNames(options.shards)) shardDbs[name] = name === 'DB' ? db : await open(name);
  return { mf, url, db, shardDbs };
}

export type RunningWorkers = Awaited<ReturnType<typeof startWorkers>>;
