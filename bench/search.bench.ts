// Search figures (spec 1 §2 search page, §5 filters): 100 000 accounts of mixed profile types, some
// with the public site disallowed, in a local D1 in workerd behind the built Workers; p50/p99 of the
// search page request and of its D1 work for common, one-letter, rare, full-name and unmatched queries.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSearchIndex } from '../app/domain/search/search';
import { createRng, type Rng } from '../db/seed/random';
import { toSqlStatements } from '../db/seed/sql';
import type { SeedTables } from '../db/seed/types';
import { applyMigrations, startWorkers } from '../scripts/lib/workers';

const ACCOUNTS = 100_000;
const ORGANIZATIONS = 500;
const REQUESTS = 200;
const GOAL_P50_MS = 20;

// biome-ignore format: a word list
const FIRST = ['James', 'Mary', 'John', 'Patricia', 'Robert', 'Jennifer', 'Michael', 'Linda', 'William', 'Elizabeth', 'David', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Christopher', 'Nancy', 'Daniel', 'Lisa', 'Matthew', 'Betty', 'Anthony', 'Margaret', 'Mark', 'Sandra', 'Donald', 'Ashley', 'Steven', 'Kimberly', 'Paul', 'Emily', 'Andrew', 'Donna', 'Joshua', 'Michelle', 'Kenneth', 'Carol', 'Kevin', 'Amanda', 'Brian', 'Melissa', 'George', 'Deborah', 'Edward', 'Stephanie', 'Ronald', 'Rebecca', 'Timothy', 'Laura', 'Jason', 'Sharon', 'Jeffrey', 'Cynthia', 'Ryan', 'Kathleen', 'Jacob', 'Amy', 'Gary', 'Shirley', 'Nicholas', 'Angela', 'Eric', 'Helen', 'Jonathan', 'Anna', 'Stephen', 'Brenda', 'Larry', 'Pamela', 'Justin', 'Nicole', 'Scott', 'Emma', 'Brandon', 'Samantha', 'Benjamin', 'Katherine', 'Samuel', 'Christine', 'Gregory', 'Debra', 'Frank', 'Rachel', 'Alexander', 'Catherine', 'Raymond', 'Carolyn', 'Patrick', 'Janet', 'Jack', 'Ruth', 'Dennis', 'Maria', 'Jerry', 'Heather', 'Tyler', 'Diane', 'Aaron', 'Virginia', 'Jose', 'Julie', 'Adam', 'Joyce', 'Henry', 'Victoria', 'Nathan', 'Olivia', 'Douglas', 'Kelly', 'Zachary', 'Christina', 'Peter', 'Lauren', 'Kyle', 'Joan', 'Walter', 'Evelyn', 'Ethan', 'Judith', 'Jeremy', 'Megan', 'Harold', 'Cheryl', 'Keith', 'Andrea', 'Christian', 'Hannah', 'Roger', 'Martha', 'Noah', 'Jacqueline', 'Gerald', 'Frances', 'Carl', 'Gloria', 'Terry', 'Ann', 'Sean', 'Teresa', 'Austin', 'Kathryn', 'Arthur', 'Sara', 'Lawrence', 'Janice', 'Jesse', 'Jean', 'Dylan', 'Alice', 'Bryan', 'Madison', 'Joe', 'Doris', 'Jordan', 'Abigail', 'Billy', 'Julia', 'Bruce', 'Judy', 'Albert', 'Grace', 'Willie', 'Denise', 'Gabriel', 'Amber', 'Logan', 'Marilyn', 'Alan', 'Beverly', 'Juan', 'Danielle', 'Wayne', 'Theresa', 'Elijah', 'Sophia', 'Randy', 'Marie', 'Roy', 'Diana', 'Vincent', 'Brittany', 'Ralph', 'Natalie', 'Eugene', 'Isabella', 'Russell', 'Charlotte', 'Bobby', 'Rose', 'Mason', 'Alexis', 'Philip', 'Kayla', 'Louis', 'Mei Lin', 'Tomás', 'Zoë'];
// biome-ignore format: a word list
const LAST = ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins', 'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood', 'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers', 'Long', 'Ross', 'Foster', 'Jimenez', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler', 'Henderson', 'Barnes', 'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander', 'Hamilton', 'Graham', 'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson', 'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens', 'Harrison', 'Fernandez', 'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen', 'Freeman', 'Webb', 'Tucker', 'Guzman', 'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter', 'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason', 'Dixon', 'Munoz', 'Hunt', 'Hicks', 'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar', 'Fox', 'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens', 'Soto', 'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kelley', 'Spencer', 'Hawkins', "O'Connor", 'Nakamura', 'Okafor', 'Lindqvist', 'Van der Berg'];
const RARE_LAST = 'Quartermaine';
const SCHOOLS = [
  'Lakeside University',
  'Redwood State University',
  'Harbor View High School',
  'Mesa Ridge High School',
];

/** Only the tables this benchmark fills get rows. */
function emptyTables(): SeedTables {
  return {
    accounts: [],
    accountExtraInfo: [],
    accountProfiles: [],
    playerWebsiteManagement: [],
    accountSearch: [],
    websiteFeatureSettings: [],
    subCircleMembers: [],
    accountRoles: [],
    organizations: [],
    rosters: [],
    rosterMembers: [],
    playerGroups: [],
    playerGroupMembers: [],
    hosts: [],
    courses: [],
    courseHoles: [],
    courseHoleShapes: [],
    courseManagementTargets: [],
    courseManagementTargetLines: [],
    courseScorecards: [],
    tees: [],
    teeHoleYardages: [],
    tournaments: [],
    tournamentEntries: [],
    rounds: [],
    roundHoles: [],
    shots: [],
    newsItems: [],
    newsItemMedia: [],
    galleryMedia: [],
    swingVideos: [],
    resumeSettings: [],
    reportParameters: [],
    compareStates: [],
    passwordCredentials: [],
    accountPlans: [],
    watchLists: [],
    watchListEntries: [],
    organizationStaff: [],
    linkInvitations: [],
  };
}

/** 100 000 accounts: 70 % players (types 4, 5, 6, 7, 12), 20 % other types, 10 % none; some private. */
function population(rng: Rng): SeedTables {
  const tables = emptyTables();
  let managementId = 1;
  for (let id = 1; id <= ACCOUNTS; id++) {
    const firstName = rng.pick(FIRST);
    // Every 5 000th account has the rare last name; others get a common one, a third of them doubled.
    const lastName =
      id % 5000 === 0 ? RARE_LAST : rng.chance(0.33) ? `${rng.pick(LAST)}-${rng.pick(LAST)}` : rng.pick(LAST);
    tables.accounts.push({
      id,
      guid: `bench-${id}`,
      username: `bench-${id}`,
      firstName,
      lastName,
      imgUrl: rng.chance(0.5) ? `/demo/players/bench-${id % 50}.svg` : null,
      createdAt: '2026-01-01 00:00:00',
    });
    tables.accountExtraInfo.push({
      accountId: id,
      college: rng.chance(0.4) ? rng.pick(SCHOOLS.slice(0, 2)) : null,
      highSchool: rng.chance(0.6) ? rng.pick(SCHOOLS.slice(2)) : null,
    });
    const kind = rng.next();
    if (kind < 0.7) tables.accountProfiles.push({ accountId: id, profileTypeId: rng.pick([4, 5, 6, 7, 12]) });
    else if (kind < 0.9) tables.accountProfiles.push({ accountId: id, profileTypeId: rng.pick([1, 2, 3]) });
    const site = rng.next();
    const allowPublicSite = site < 0.05 ? false : site < 0.2 ? true : site < 0.25 ? null : undefined;
    if (allowPublicSite !== undefined) {
      tables.playerWebsiteManagement.push({ id: managementId++, accountId: id, allowPublicSite });
    }
  }
  tables.accountSearch = buildSearchIndex(
    tables.accounts.flatMap((a) => (a.id === undefined ? [] : [{ ...a, id: a.id }])),
    tables.accountProfiles,
    tables.playerWebsiteManagement.map((m) => ({
      accountId: m.accountId,
      allowPublicSite: m.allowPublicSite ?? null,
    })),
    [],
  );
  for (let id = 1; id <= ORGANIZATIONS; id++) {
    const name = `${rng.pick(LAST)} ${rng.pick(['University', 'College', 'High School', 'Golf Academy', 'Junior Tour'])}`;
    tables.organizations.push({ id, name, short: `org-${id}` });
    for (let r = 0; r < 3; r++) {
      tables.rosters.push({ id: id * 10 + r, organizationId: id, name: `Team ${r + 1}`, season: '2026-27' });
    }
  }
  return tables;
}

function percentile(sorted: Array<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function sqliteBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.sqlite') && entry.name !== 'metadata.sqlite') {
      total += statSync(path.join(entry.parentPath, entry.name)).size;
    }
  }
  return total;
}

type Figures = { p50: number; p99: number };

function figures(samples: Array<number>): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

export async function run(): Promise<void> {
  const rng = createRng(20261122).fork('search-bench');
  let started = performance.now();
  const tables = population(rng);
  const statements = toSqlStatements(tables);
  console.log(
    `Generated ${ACCOUNTS} accounts, ${tables.accountProfiles.length} profiles, ${tables.playerWebsiteManagement.length} website-management rows, ${tables.accountSearch.length} index rows, ${ORGANIZATIONS} organizations in ${(performance.now() - started).toFixed(0)} ms`,
  );

  const stateDir = mkdtempSync(path.join(tmpdir(), 'bench-search-'));
  const { mf, url, db } = await startWorkers({ persistTo: stateDir });
  try {
    const d1 = db as unknown as D1Database;
    await applyMigrations(d1);
    started = performance.now();
    for (let i = 0; i < statements.length; i += 50) {
      await d1.batch(statements.slice(i, i + 50).map((statement) => d1.prepare(statement)));
    }
    await d1.exec('ANALYZE');
    console.log(
      `Loaded into D1 in ${((performance.now() - started) / 1000).toFixed(1)} s; database ${(sqliteBytes(stateDir) / 1024 / 1024).toFixed(1)} MiB`,
    );

    // A listed player's whole name, as typed: "first last".
    const listed = tables.accountSearch.filter((row) => row.position === 0);
    const fullName = listed[Math.floor(listed.length / 3)]?.suffix ?? '';
    const cases: Array<{ label: string; q: string; type?: string }> = [
      { label: 'common substring', q: 'an' },
      { label: 'one letter', q: 'e' },
      { label: 'common prefix', q: 'jo' },
      { label: 'rare', q: RARE_LAST.toLowerCase().slice(0, 8) },
      { label: 'full name "first last"', q: fullName },
      { label: 'no match', q: 'xqzw' },
      { label: 'organizations', q: 'college', type: 'organization' },
    ];
    const rows: Array<Record<string, string | number>> = [];
    for (const { label, q, type = 'account' } of cases) {
      const page = new URL(`/golf/search?${new URLSearchParams({ q, type })}`, url);
      // Warm up (the first request compiles the route module).
      const warmUp = await fetch(page);
      await warmUp.text();
      if (warmUp.status !== 200) throw new Error(`${page} answered ${warmUp.status}`);
      const requestMs: Array<number> = [];
      const dbMs: Array<number> = [];
      let total = '';
      for (let i = 0; i < REQUESTS; i++) {
        const t = performance.now();
        const response = await fetch(page);
        const html = await response.text();
        if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
        requestMs.push(performance.now() - t);
        const timing = /dur=([\d.]+)/.exec(response.headers.get('Server-Timing') ?? '');
        dbMs.push(Number(timing?.[1] ?? Number.NaN));
        total = /Results: <span[^>]*>(\d+)</.exec(html)?.[1] ?? '?';
      }
      const request = figures(requestMs);
      const query = figures(dbMs);
      rows.push({
        case: label,
        q,
        results: Number(total),
        'page p50 ms': Number(request.p50.toFixed(2)),
        'page p99 ms': Number(request.p99.toFixed(2)),
        'D1 p50 ms': Number(query.p50.toFixed(2)),
        'D1 p99 ms': Number(query.p99.toFixed(2)),
      });
    }
    console.log(`\nSearch page over ${REQUESTS} requests each (page = HTTP request to the built Worker;`);
    console.log("D1 = the loader's count + page batch, from its Server-Timing header):");
    console.table(rows);
    const worst = Math.max(...rows.map((row) => Number(row['page p50 ms'])));
    console.log(`Goal: page p50 ≤ ${GOAL_P50_MS} ms. Worst page p50: ${worst.toFixed(2)} ms.`);
  } finally {
    await mf.dispose();
    rmSync(stateDir, { recursive: true, force: true });
  }
}
