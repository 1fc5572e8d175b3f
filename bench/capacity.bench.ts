// Issue 32 capacity figures (docs/capacity.md): the bytes a round takes on a round shard and the bytes an
// account takes in the directory, as D1 counts them (the database size it reports after each query,
// `meta.size_after`), measured before and after writing a known number of rows into a local D1 on
// disk behind the built Workers:
// - the demo seed's rounds (holes, shots, the totals the triggers keep, the Handicap rows): the seed
//   loaded without its rounds, then whole, as `npm run db:seed` loads it;
// - shot-by-shot and scorecard rounds sent to POST /api/v1/rounds, the app's own write path;
// - copies of the seed's accounts with every directory row an account has (profile, settings, search,
//   discovery, memberships, reports, content), plus one password and one live session each.
// Then what that means at D1's 10 GB: rounds and players per shard, shards for a million players, the
// directory for a million accounts. With the sqlite3 command, also where a round's bytes go, by table.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../app/server/password.server';
import { createDb } from '../db/client';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyMigrations, DEFAULT_VARS, startWorkers } from '../scripts/lib/workers';
import { apiTokenFor, createPlayer } from '../test/helpers/factories';
import { exampleCourse, exampleRound, scorecardRound } from '../test/helpers/ingest';

/** D1's largest database (Workers Paid), a GB counted as 10^9 bytes (the lower reading). */
const GB = 1e9;
const SHARD_LIMIT = 10 * GB;
/** docs/capacity.md "When a shard fills": the alarm, and the fill new players stop being placed at. */
const SHARD_ALARM = 8 * GB;
const PLAYERS = 1_000_000;
const INGEST_PLAYERS = 4;
const INGEST_ROUNDS = 240;
const ACCOUNT_COPIES = 40;
/** Clones' ids are the seed's plus copy × ID_OFFSET (the seed's ids are small, createPlayer's 100 000+). */
const ID_OFFSET = 10_000_000;
/** Tables a round shard keeps (issue 32): what grows with rounds. */
const SHARD_TABLES = [
  'rounds',
  'round_holes',
  'shots',
  'round_flag_totals',
  'round_stat_totals',
  'handicap_scores',
  'account_round_counts',
];
const COURSE_TABLES = [
  'courses',
  'course_holes',
  'course_hole_shapes',
  'course_management_targets',
  'course_management_target_lines',
  'course_scorecards',
  'tees',
  'tee_hole_yardages',
];

/**
 * How each directory table holding an account's rows is copied: `keys` name an account (offset),
 * `offset` other ids made unique the same way, `suffixed` unique texts, `omitted` ids the copy gets
 * anew; `from` limits the copied rows to the seed's accounts.
 */
type CopySpec = {
  table: string;
  keys: Array<string>;
  offset?: Array<string>;
  suffixed?: Array<string>;
  omitted?: Array<string>;
  from?: string;
};

const ACCOUNT_ROWS: Array<CopySpec> = [
  { table: 'accounts', keys: ['id'], suffixed: ['guid', 'username', 'phone'] },
  { table: 'account_extra_info', keys: ['account_id'] },
  { table: 'account_profiles', keys: ['account_id'] },
  { table: 'player_website_management', keys: ['account_id'], omitted: ['id'] },
  { table: 'website_feature_settings', keys: ['account_id'] },
  { table: 'account_roles', keys: ['account_id'] },
  { table: 'account_plans', keys: ['account_id'] },
  { table: 'dashboard_preferences', keys: ['account_id'] },
  { table: 'resume_settings', keys: ['account_id'] },
  { table: 'username_history', keys: ['account_id'], suffixed: ['old_username'] },
  { table: 'account_search', keys: ['account_id'] },
  { table: 'player_discovery', keys: ['account_id'] },
  { table: 'sub_circle_members', keys: ['account_id', 'member_account_id'] },
  { table: 'roster_members', keys: ['account_id'] },
  { table: 'player_group_members', keys: ['account_id'] },
  { table: 'tournament_entries', keys: ['account_id'], omitted: ['id'] },
  { table: 'report_parameters', keys: ['account_id', 'created_by'], offset: ['hash'] },
  { table: 'compare_states', keys: ['account_id'], offset: ['hash'] },
  { table: 'news_items', keys: ['account_id'], offset: ['id'] },
  {
    table: 'news_item_media',
    keys: [],
    offset: ['news_item_id'],
    omitted: ['id'],
    from: 'news_item_id IN (SELECT id FROM news_items WHERE account_id <= ?1)',
  },
  { table: 'gallery_media', keys: ['account_id'], omitted: ['id'] },
  { table: 'swing_videos', keys: ['account_id'], omitted: ['id'] },
];

/** The size D1 reports after a query (`meta.size_after`), summed over every database given. */
async function sizeOf(databases: Array<D1Database>): Promise<number> {
  let bytes = 0;
  for (const d1 of databases) bytes += (await d1.prepare('SELECT 1').run()).meta.size_after;
  return bytes;
}

async function columnsOf(d1: D1Database, table: string): Promise<Array<string>> {
  const { results } = await d1.prepare(`pragma table_info(${table})`).all<{ name: string }>();
  return results.map((r) => r.name);
}

/** One copy of every seeded account with its directory rows, one batch (D1 runs it atomically). */
async function copyAccounts(
  d1: D1Database,
  specs: Array<CopySpec & { columns: Array<string> }>,
  copy: number,
  lastSeeded: number,
  password: { hash: string; salt: string; iterations: number },
  placed: boolean,
): Promise<void> {
  const shift = copy * ID_OFFSET;
  const statements = specs.map(({ table, keys, offset = [], suffixed = [], omitted = [], from, columns }) => {
    const kept = columns.filter((column) => !omitted.includes(column));
    const values = kept.map((column) => {
      // A stored hash (53 bits) moves far above every seeded one; ids by the copy's offset.
      if (offset.includes(column) && column === 'hash') return `${column} + ${copy} * 10000000000000000`;
      if (keys.includes(column) || offset.includes(column)) return `${column} + ${shift}`;
      if (suffixed.includes(column)) return `${column} || '~${copy}'`;
      return column;
    });
    const where = from ?? `${keys[0]} <= ?1`;
    return d1
      .prepare(
        `INSERT INTO ${table} (${kept.join(', ')}) SELECT ${values.join(', ')} FROM ${table} WHERE ${where}`,
      )
      .bind(lastSeeded);
  });
  const now = new Date();
  const copied = 'SELECT id FROM accounts WHERE id BETWEEN ?1 AND ?2';
  statements.push(
    d1
      .prepare(
        `INSERT INTO password_credentials (account_id, hash, salt, iterations, updated_at) SELECT id, ?3, ?4, ?5, ?6 FROM (${copied})`,
      )
      .bind(shift, shift + lastSeeded, password.hash, password.salt, password.iterations, now.toISOString()),
    d1
      .prepare(
        `INSERT INTO sessions (id_hash, account_id, created_at, expires_at) SELECT lower(hex(randomblob(32))), id, ?3, ?4 FROM (${copied})`,
      )
      .bind(
        shift,
        shift + lastSeeded,
        now.toISOString(),
        new Date(now.getTime() + 30 * 86_400_000).toISOString(),
      ),
  );
  if (placed)
    // The directory's map of players to shards: a row for each copy of a player with rounds.
    statements.push(
      d1
        .prepare(
          `INSERT OR IGNORE INTO player_shards (account_id, shard) SELECT account_id + ?1, 'SHARD_1' FROM (SELECT account_id FROM player_shards WHERE account_id <= ?2 UNION SELECT account_id FROM rounds WHERE account_id <= ?2)`,
        )
        .bind(shift, lastSeeded),
    );
  await d1.batch(statements);
}

type TableBytes = { table: string; bytes: number };

/**
 * Bytes by table (its rows and all its indexes, summed over the local databases) from SQLite's dbstat,
 * on copies of the local D1 files: workerd's D1 refuses PRAGMA page_count and has no dbstat. Null
 * without the sqlite3 command.
 */
function bytesByTable(stateDir: string): Array<TableBytes> | null {
  const folder = path.join(stateDir, 'd1/miniflare-D1DatabaseObject');
  const files = readdirSync(folder).filter((name) => name.endsWith('.sqlite') && name !== 'metadata.sqlite');
  const copyDir = path.join(stateDir, 'dbstat');
  const totals = new Map<string, number>();
  for (const file of files) {
    rmSync(copyDir, { recursive: true, force: true });
    mkdirSync(copyDir);
    const copy = path.join(copyDir, 'db.sqlite');
    copyFileSync(path.join(folder, file), copy);
    if (existsSync(path.join(folder, `${file}-wal`)))
      copyFileSync(path.join(folder, `${file}-wal`), `${copy}-wal`);
    try {
      const out = execFileSync(
        'sqlite3',
        [
          '-json',
          copy,
          'SELECT m.tbl_name AS "table", sum(s.pgsize) AS bytes FROM dbstat s JOIN sqlite_master m ON m.name = s.name GROUP BY m.tbl_name',
        ],
        { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
      );
      for (const row of JSON.parse(out || '[]') as Array<TableBytes>)
        totals.set(row.table, (totals.get(row.table) ?? 0) + row.bytes);
    } catch {
      return null;
    }
  }
  rmSync(copyDir, { recursive: true, force: true });
  return [...totals].map(([table, bytes]) => ({ table, bytes }));
}

const whole = (n: number) => Math.round(n).toLocaleString('en-US');
const gb = (bytes: number) => `${(bytes / GB).toLocaleString('en-US', { maximumFractionDigits: 2 })} GB`;

export async function run(): Promise<void> {
  const started = performance.now();
  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-capacity-'));
  const workers = await startWorkers({ persistTo: stateDir, quiet: true });
  try {
    const d1 = workers.db as unknown as D1Database;
    const db = createDb(d1);
    // The directory and the round shards the Worker is given locally (each with every migration): the
    // seed's rounds go where the seed load puts them, ingested rounds where the app does, the account
    // copies to the directory. Sizes are summed over them all.
    const databases = [...new Set([d1, ...Object.values(workers.shardDbs)])];
    for (const database of databases) await applyMigrations(database);
    const schemaOnly = await sizeOf([d1]);

    // The seed without its rounds: the directory, the courses and tournaments rounds name.
    const tables = generateSeed({ seed: DEFAULT_SEED, today: new Date().toISOString().slice(0, 10) });
    await loadSeed(workers, { ...tables, rounds: [], roundHoles: [], shots: [] });
    const beforeRounds = await sizeOf(databases);
    const seededDirectory = await sizeOf([d1]);
    // Then the whole seed, as `npm run db:seed` loads it: the same rows again (they take the pages the
    // load's clearing freed) and the rounds with their holes and shots, the totals and round counts the
    // triggers keep, and the Handicap rows the load makes from them as a round write does.
    await loadSeed(workers, tables);
    const afterRounds = await sizeOf(databases);
    const breakdown = bytesByTable(stateDir);

    // Rounds sent to the ingest API by a few players, interleaved. Each player's first rounds and its
    // course are written before the measure: what a player has once is counted in the directory's part.
    const senders = [];
    for (let i = 0; i < INGEST_PLAYERS; i++) {
      const player = await createPlayer(db);
      senders.push({ ...player, token: await apiTokenFor(db, player.id) });
    }
    const post = async (token: string, pathname: string, body: unknown) => {
      const response = await fetch(new URL(pathname, workers.url), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 201) throw new Error(`${pathname}: ${response.status} ${text}`);
    };
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const kinds = {
      tracked: (id: string, on: string) =>
        exampleRound({ clientRoundId: id, clientCourseId: 'capacity', startedAt: `${on}T08:40:00` }),
      scorecard: (id: string, on: string) => ({
        ...scorecardRound(id, 'capacity'),
        startedAt: `${on}T08:40:00`,
      }),
    };
    for (const sender of senders) {
      await post(sender.token, '/api/v1/courses', exampleCourse('capacity'));
      for (const kind of ['tracked', 'scorecard'] as const)
        await post(sender.token, '/api/v1/rounds', kinds[kind](`first-${kind}`, day(1000)));
    }
    const ingested: Record<keyof typeof kinds, number> = { tracked: 0, scorecard: 0 };
    for (const kind of ['tracked', 'scorecard'] as const) {
      const before = await sizeOf(databases);
      for (let i = 0; i < INGEST_ROUNDS; i++) {
        const sender = senders[i % senders.length] as (typeof senders)[number];
        await post(sender.token, '/api/v1/rounds', kinds[kind](`${kind}-${i}`, day(Math.floor(i / 2))));
      }
      ingested[kind] = ((await sizeOf(databases)) - before) / INGEST_ROUNDS;
    }

    // Copies of the seed's accounts with all their directory rows.
    const lastSeeded = tables.accounts.reduce((last, account) => Math.max(last, account.id ?? 0), 0);
    const seededAccounts = tables.accounts.length;
    const specs = [];
    for (const spec of ACCOUNT_ROWS) {
      const columns = await columnsOf(d1, spec.table);
      if (columns.length > 0) specs.push({ ...spec, columns });
    }
    const password = await hashPassword('correct horse battery staple', DEFAULT_VARS.PASSWORD_PEPPER ?? '');
    const beforeAccounts = await sizeOf(databases);
    const tablesBeforeAccounts = bytesByTable(stateDir);
    const placed = (await columnsOf(d1, 'player_shards')).length > 0;
    for (let copy = 1; copy <= ACCOUNT_COPIES; copy++)
      await copyAccounts(d1, specs, copy, lastSeeded, password, placed);
    const afterAccounts = await sizeOf(databases);
    const tablesAfterAccounts = bytesByTable(stateDir);
    const copiedAccounts = ACCOUNT_COPIES * seededAccounts;
    const perAccount = (afterAccounts - beforeAccounts) / copiedAccounts;

    const seedRounds = tables.rounds.length;
    const perSeedRound = (afterRounds - beforeRounds) / seedRounds;
    const holes = tables.roundHoles.length;
    const shots = tables.shots.length;
    const trackedShots = exampleRound({ clientRoundId: 'x' }).holes.reduce(
      (sum, h) => sum + h.shots.length,
      0,
    );
    console.log(
      `Local D1 (workerd), size as D1 reports it (meta.size_after). Empty schema: ${whole(schemaOnly)} bytes; ` +
        `the seed without rounds: ${whole(seededDirectory)} bytes.`,
    );
    console.log('\nShard side, bytes per round (rounds, holes, shots, totals, Handicap rows, all indexes):');
    console.table({
      'demo seed rounds': {
        rounds: seedRounds,
        'holes / round': (holes / seedRounds).toFixed(1),
        'shots / round': (shots / seedRounds).toFixed(1),
        'bytes added': whole(afterRounds - beforeRounds),
        'bytes / round': whole(perSeedRound),
      },
      'ingest API, shot by shot, 18 holes': {
        rounds: INGEST_ROUNDS,
        'holes / round': '18.0',
        'shots / round': trackedShots.toFixed(1),
        'bytes added': whole(ingested.tracked * INGEST_ROUNDS),
        'bytes / round': whole(ingested.tracked),
      },
      'ingest API, scorecard, 18 holes': {
        rounds: INGEST_ROUNDS,
        'holes / round': '18.0',
        'shots / round': '0.0',
        'bytes added': whole(ingested.scorecard * INGEST_ROUNDS),
        'bytes / round': whole(ingested.scorecard),
      },
    });
    let perCourse: number | null = null;
    if (breakdown) {
      const bytesOf = (names: Array<string>) =>
        breakdown.filter((row) => names.includes(row.table)).reduce((sum, row) => sum + row.bytes, 0);
      const rows: Record<string, Record<string, string>> = {};
      for (const table of SHARD_TABLES)
        rows[table] = {
          bytes: whole(bytesOf([table])),
          'bytes / seed round': whole(bytesOf([table]) / seedRounds),
        };
      rows['all shard tables'] = {
        bytes: whole(bytesOf(SHARD_TABLES)),
        'bytes / seed round': whole(bytesOf(SHARD_TABLES) / seedRounds),
      };
      console.log(
        '\nWhere a seed round goes, by table with its indexes (SQLite dbstat on a copy of the file):',
      );
      console.table(rows);
      const courses = tables.courses.length;
      perCourse = bytesOf(COURSE_TABLES) / courses;
      console.log(
        `  courses with their geometry: ${whole(bytesOf(COURSE_TABLES))} bytes for ${courses} courses, ` +
          `${whole(bytesOf(COURSE_TABLES) / courses)} bytes a course (directory; a shard copies only the courses, tees and tournaments rows its rounds name)`,
      );
    } else console.log('\n(no sqlite3 command: no breakdown by table)');
    console.log(
      `\nDirectory side: ${ACCOUNT_COPIES} copies of the seed's ${seededAccounts} accounts (${specs.length} tables` +
        ` of account rows, plus a password and a session each${placed ? ', and each player its player_shards row' : ''}):`,
    );
    console.table({
      accounts: {
        added: copiedAccounts,
        'bytes added': whole(afterAccounts - beforeAccounts),
        'bytes / account': whole(perAccount),
      },
    });
    if (tablesBeforeAccounts && tablesAfterAccounts) {
      const before = new Map(tablesBeforeAccounts.map((row) => [row.table, row.bytes]));
      const grown = tablesAfterAccounts
        .map((row) => ({ table: row.table, bytes: row.bytes - (before.get(row.table) ?? 0) }))
        .filter((row) => row.bytes > 0)
        .sort((a, b) => b.bytes - a.bytes);
      console.log('Where an account goes, by table with its indexes (dbstat before and after the copies):');
      console.table(
        Object.fromEntries(
          grown.map((row) => [
            row.table,
            { 'bytes added': whole(row.bytes), 'bytes / account': whole(row.bytes / copiedAccounts) },
          ]),
        ),
      );
    }

    // The heavier of the measured rounds, so the plan errs towards more shards.
    const perRound = Math.max(perSeedRound, ingested.tracked);
    const roundsPerShard = (SHARD_LIMIT - schemaOnly) / perRound;
    const roundsToAlarm = (SHARD_ALARM - schemaOnly) / perRound;
    const directory = seededDirectory + PLAYERS * perAccount;
    console.log(
      `\nCapacity at D1's 10 GB (1 GB = 10^9 bytes), with ${whole(perRound)} bytes a round ` +
        `(the heavier of the seed's and the ingest API's shot-by-shot round) and ${whole(perAccount)} bytes an account:`,
    );
    console.table({
      'bytes per round (shard)': { figure: whole(perRound) },
      'bytes per account (directory)': { figure: whole(perAccount) },
      'rounds per 10 GB shard': { figure: whole(roundsPerShard) },
      'rounds per shard at the 8 GB alarm': { figure: whole(roundsToAlarm) },
      'players per shard, 100 rounds each': { figure: whole(roundsPerShard / 100) },
      'players per shard, 300 rounds each': { figure: whole(roundsPerShard / 300) },
      'players per shard at 8 GB, 100 rounds each': { figure: whole(roundsToAlarm / 100) },
      'round storage for 1 000 000 players × 100 rounds': { figure: gb(PLAYERS * 100 * perRound) },
      'shards for 1 000 000 players × 100 rounds (full)': {
        figure: whole(Math.ceil((PLAYERS * 100) / roundsPerShard)),
      },
      'shards for 1 000 000 players × 100 rounds (to 8 GB)': {
        figure: whole(Math.ceil((PLAYERS * 100) / roundsToAlarm)),
      },
      'courses with geometry per GB of directory': {
        figure: perCourse === null ? 'n/a (no sqlite3)' : whole(GB / perCourse),
      },
      'directory for 1 000 000 accounts': {
        figure: `${gb(directory)} (${((directory / SHARD_LIMIT) * 100).toFixed(1)} % of 10 GB: ${directory < SHARD_LIMIT ? 'fits' : 'does NOT fit'})`,
      },
    });
    console.log(`  measured in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await workers.mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
