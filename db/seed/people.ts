/**
 * The demo data's people and organizations: players (accounts 1..52 in the order of DEMO_PLAYERS),
 * then coaches, parents, recruiters and the product manager (53..64), organizations with rosters and
 * groups, and the host mapping.
 *
 * Accounts that exercise the visibility rules of spec 1 §5–§6 (tests rely on these ids):
 * - 1 Jordan Reyes, the showcase: every feature explicitly public (isPublic true), custom host
 *   jordanreyesgolf.localhost, sub-circle 53 (college coach), 56 (swing coach), 57 (father).
 * - 2 Emma Caldwell: no feature settings (everything public by default); sub-circle 55, 58.
 * - 3: summary explicitly public (true); resume phone-verified (null, true) → visible.
 * - Private website (88 isPublic false): 7 (sub-circle 55, 59), 19 (88 false + phone-verified true —
 *   still private; sub-circle is player 36), 33 (88 false, phone false; also hidden from search;
 *   sub-circle 62, a recruiter).
 * - Hidden from search (a playerWebsiteManagement entry with allowPublicSite false): 12, 27 (one true
 *   and one false entry), 33. Account 5 has an entry with allowPublicSite null (counts as allowed).
 * - Hidden features: 4 (stats, report viewer false; data analysis false + phone true; sub-circle 53),
 *   9 (website null + phone false → still public; schedule null + phone false and my-rounds false
 *   → hidden),
 *   15 (resume false, gallery null + phone false; sub-circle 55, 60, 61), 22 (every feature but the
 *   website hidden → the profile's default child is root; sub-circle 54).
 * - Phone-verified-only (isPublic null, isPhoneVerified true): 6 (stats, data analysis; my-rounds
 *   false + phone true → hidden), 11 (summary false + phone true → hidden, resume null + phone true).
 * - Product manager (accountRoles 'product-manager'): 64 Morgan Avery.
 * - Usernames: 43 is `ryan-mitchell2` (a name collision with 29), 52 `tomas-herrera` (accent removed),
 *   7 `liam-oconnor` (apostrophe removed); 55, 57 and 62 are non-players with a username.
 * - No picture (default image): 24, 42, 50. Empty about: 29, 44, 50 (null) and 42 ('').
 */
import { addDays, addYears, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { ABOUT_FIGURES } from './about-figures';
import type { Rng } from './random';
import type { SeedPlayer, SeedTables } from './types';

type Gender = 'M' | 'F';
type Stage = 'high-school' | 'college' | 'alumni';

type PlayerRow = {
  first: string;
  last: string;
  gender: Gender;
  stage: Stage;
  /** Seasons left at the current school: 0 graduates next spring; alumni graduated last spring (-1). */
  yearsLeft: number;
  /** An organization's short name, or the name of a school outside the demo organizations. */
  school: string;
  hometown: string;
};

// biome-ignore format: one row per line reads as a table
export const DEMO_PLAYERS: ReadonlyArray<PlayerRow> = [
  { first: 'Jordan', last: 'Reyes', gender: 'M', stage: 'college', yearsLeft: 1, school: 'lakeside-u', hometown: 'San Antonio, TX' },
  { first: 'Emma', last: 'Caldwell', gender: 'F', stage: 'high-school', yearsLeft: 0, school: 'harbor-view-hs', hometown: 'Charleston, SC' },
  { first: 'Marcus', last: 'Okafor', gender: 'M', stage: 'college', yearsLeft: 2, school: 'redwood-state', hometown: 'Sacramento, CA' },
  { first: 'Priya', last: 'Raman', gender: 'F', stage: 'college', yearsLeft: 1, school: 'lakeside-u', hometown: 'Edison, NJ' },
  { first: 'Ethan', last: 'Nakamura', gender: 'M', stage: 'college', yearsLeft: 0, school: 'lakeside-u', hometown: 'Honolulu, HI' },
  { first: 'Sofia', last: 'Marchetti', gender: 'F', stage: 'high-school', yearsLeft: 1, school: 'mesa-ridge-hs', hometown: 'Scottsdale, AZ' },
  { first: 'Liam', last: "O'Connor", gender: 'M', stage: 'high-school', yearsLeft: 2, school: 'harbor-view-hs', hometown: 'Mount Pleasant, SC' },
  { first: 'Hannah', last: 'Kim', gender: 'F', stage: 'college', yearsLeft: 2, school: 'redwood-state', hometown: 'Irvine, CA' },
  { first: 'Diego', last: 'Alvarez', gender: 'M', stage: 'high-school', yearsLeft: 1, school: 'mesa-ridge-hs', hometown: 'Tucson, AZ' },
  { first: 'Chloe', last: 'Bennett', gender: 'F', stage: 'college', yearsLeft: 0, school: 'bayshore', hometown: 'Round Rock, TX' },
  { first: 'Noah', last: 'Fitzgerald', gender: 'M', stage: 'college', yearsLeft: 3, school: 'Northfield College', hometown: 'Omaha, NE' },
  { first: 'Aaliyah', last: 'Brooks', gender: 'F', stage: 'high-school', yearsLeft: 2, school: 'Oak Hollow High School', hometown: 'Atlanta, GA' },
  { first: 'Caleb', last: 'Thornton', gender: 'M', stage: 'alumni', yearsLeft: -1, school: 'lakeside-u', hometown: 'Grand Rapids, MI' },
  { first: 'Mei Lin', last: 'Zhou', gender: 'F', stage: 'college', yearsLeft: 3, school: 'bayshore', hometown: 'Plano, TX' },
  { first: 'Tyler', last: 'Washington', gender: 'M', stage: 'high-school', yearsLeft: 0, school: 'harbor-view-hs', hometown: 'Summerville, SC' },
  { first: 'Isabella', last: 'Cruz', gender: 'F', stage: 'high-school', yearsLeft: 3, school: 'harbor-view-hs', hometown: 'Charleston, SC' },
  { first: 'Owen', last: 'McAllister', gender: 'M', stage: 'college', yearsLeft: 1, school: 'redwood-state', hometown: 'Bend, OR' },
  { first: 'Grace', last: 'Adeyemi', gender: 'F', stage: 'college', yearsLeft: 2, school: 'lakeside-u', hometown: 'Columbus, OH' },
  { first: 'Lucas', last: 'Ferreira', gender: 'M', stage: 'high-school', yearsLeft: 1, school: 'St. Anselm Prep', hometown: 'Naples, FL' },
  { first: 'Ava', last: 'Lindqvist', gender: 'F', stage: 'high-school', yearsLeft: 2, school: 'mesa-ridge-hs', hometown: 'Flagstaff, AZ' },
  { first: 'Mateo', last: 'Gutierrez', gender: 'M', stage: 'college', yearsLeft: 2, school: 'Cedar Valley University', hometown: 'El Paso, TX' },
  { first: 'Julia', last: 'Novak', gender: 'F', stage: 'alumni', yearsLeft: -1, school: 'redwood-state', hometown: 'Spokane, WA' },
  { first: 'Samuel', last: 'Osei', gender: 'M', stage: 'high-school', yearsLeft: 3, school: 'mesa-ridge-hs', hometown: 'Chandler, AZ' },
  { first: 'Nora', last: 'Haddad', gender: 'F', stage: 'college', yearsLeft: 1, school: 'Tidewater State University', hometown: 'Norfolk, VA' },
  { first: 'Benjamin', last: 'Hartley', gender: 'M', stage: 'college', yearsLeft: 3, school: 'lakeside-u', hometown: 'Traverse City, MI' },
  { first: 'Leah', last: 'Goldberg', gender: 'F', stage: 'high-school', yearsLeft: 1, school: 'Westbrook Academy', hometown: 'Westport, CT' },
  { first: 'Kai', last: 'Patel', gender: 'M', stage: 'high-school', yearsLeft: 2, school: 'harbor-view-hs', hometown: 'Columbia, SC' },
  { first: 'Maya', last: 'Thompson', gender: 'F', stage: 'college', yearsLeft: 0, school: 'redwood-state', hometown: 'Boise, ID' },
  { first: 'Ryan', last: 'Mitchell', gender: 'M', stage: 'high-school', yearsLeft: 1, school: 'Riverside North High School', hometown: 'Tulsa, OK' },
  { first: 'Zoe', last: 'Anderson', gender: 'F', stage: 'high-school', yearsLeft: 1, school: 'harbor-view-hs', hometown: 'Beaufort, SC' },
  { first: 'Daniel', last: 'Kowalski', gender: 'M', stage: 'college', yearsLeft: 1, school: 'Granite Ridge College', hometown: 'Milwaukee, WI' },
  { first: 'Camila', last: 'Restrepo', gender: 'F', stage: 'high-school', yearsLeft: 0, school: 'mesa-ridge-hs', hometown: 'Mesa, AZ' },
  { first: 'Elijah', last: 'Carter', gender: 'M', stage: 'high-school', yearsLeft: 2, school: 'Lincoln Park High School', hometown: 'Memphis, TN' },
  { first: 'Sarah', last: 'Yoon', gender: 'F', stage: 'college', yearsLeft: 2, school: 'bayshore', hometown: 'Duluth, GA' },
  { first: 'Henry', last: 'Lawson', gender: 'M', stage: 'alumni', yearsLeft: -1, school: 'redwood-state', hometown: 'Eugene, OR' },
  { first: 'Olivia', last: 'Dubois', gender: 'F', stage: 'high-school', yearsLeft: 2, school: 'St. Anselm Prep', hometown: 'Fort Myers, FL' },
  { first: 'Andre', last: 'Baptiste', gender: 'M', stage: 'college', yearsLeft: 2, school: "St. Brendan's University", hometown: 'Miami, FL' },
  { first: 'Lily', last: 'Tanaka', gender: 'F', stage: 'high-school', yearsLeft: 3, school: 'harbor-view-hs', hometown: 'Charleston, SC' },
  { first: 'Connor', last: 'Walsh', gender: 'M', stage: 'college', yearsLeft: 3, school: 'redwood-state', hometown: 'Portland, OR' },
  { first: 'Amara', last: 'Nwosu', gender: 'F', stage: 'college', yearsLeft: 0, school: 'lakeside-u', hometown: 'Houston, TX' },
  { first: 'Gabriel', last: 'Santos', gender: 'M', stage: 'high-school', yearsLeft: 0, school: 'mesa-ridge-hs', hometown: 'Gilbert, AZ' },
  { first: 'Ella', last: 'Johansson', gender: 'F', stage: 'high-school', yearsLeft: 3, school: 'Oak Hollow High School', hometown: 'Marietta, GA' },
  { first: 'Ryan', last: 'Mitchell', gender: 'M', stage: 'college', yearsLeft: 2, school: 'lakeside-u', hometown: 'Ann Arbor, MI' },
  { first: 'Isaiah', last: 'Greene', gender: 'M', stage: 'high-school', yearsLeft: 3, school: 'harbor-view-hs', hometown: 'Goose Creek, SC' },
  { first: 'Natalie', last: 'Brennan', gender: 'F', stage: 'college', yearsLeft: 1, school: 'redwood-state', hometown: 'Reno, NV' },
  { first: 'Wyatt', last: 'Sullivan', gender: 'M', stage: 'high-school', yearsLeft: 0, school: 'Westbrook Academy', hometown: 'Greenwich, CT' },
  { first: 'Ananya', last: 'Iyer', gender: 'F', stage: 'high-school', yearsLeft: 2, school: 'mesa-ridge-hs', hometown: 'Phoenix, AZ' },
  { first: 'Miles', last: 'Donovan', gender: 'M', stage: 'college', yearsLeft: 0, school: 'Northfield College', hometown: 'Lincoln, NE' },
  { first: 'Rafael', last: 'Dominguez', gender: 'M', stage: 'alumni', yearsLeft: -1, school: 'lakeside-u', hometown: 'Laredo, TX' },
  { first: 'Trevor', last: 'Haines', gender: 'M', stage: 'high-school', yearsLeft: 3, school: 'Riverside North High School', hometown: 'Broken Arrow, OK' },
  { first: 'Jasmine', last: 'Ortiz', gender: 'F', stage: 'high-school', yearsLeft: 1, school: 'Lincoln Park High School', hometown: 'Nashville, TN' },
  { first: 'Tomás', last: 'Herrera', gender: 'M', stage: 'college', yearsLeft: 1, school: 'Tidewater State University', hometown: 'Corpus Christi, TX' },
];

type StaffRole = 'coach' | 'parent' | 'recruiter' | 'tour-director' | 'product-manager';

type StaffRow = {
  first: string;
  last: string;
  gender: Gender | null;
  role: StaffRole;
  /** Profile types 1, 2, 3 (assumed: recruiter, coach, parent) or none; never a player type. */
  profileTypeId: 1 | 2 | 3 | null;
  username: string | null;
  email: string;
};

// biome-ignore format: one row per line reads as a table
export const DEMO_STAFF: ReadonlyArray<StaffRow> = [
  { first: 'Dana', last: 'Whitfield', gender: 'F', role: 'coach', profileTypeId: 2, username: null, email: 'dwhitfield@lakeside-u.example.edu' },
  { first: 'Robert', last: 'Chen', gender: 'M', role: 'coach', profileTypeId: 2, username: null, email: 'rchen@redwoodstate.example.edu' },
  { first: 'Teresa', last: 'Morales', gender: 'F', role: 'coach', profileTypeId: 2, username: 'coach-morales', email: 'tmorales@harborview.example.org' },
  { first: 'Marco', last: 'Bellini', gender: 'M', role: 'coach', profileTypeId: 2, username: null, email: 'marco@pinecrestgolf.example.com' },
  { first: 'Michael', last: 'Reyes', gender: 'M', role: 'parent', profileTypeId: 3, username: 'michael-reyes', email: 'mike.reyes@example.com' },
  { first: 'Laura', last: 'Caldwell', gender: 'F', role: 'parent', profileTypeId: 3, username: null, email: 'laura.caldwell@example.com' },
  { first: 'Anthony', last: "O'Connor", gender: 'M', role: 'parent', profileTypeId: 3, username: null, email: 'aoconnor@example.com' },
  { first: 'Denise', last: 'Washington', gender: 'F', role: 'parent', profileTypeId: 3, username: null, email: 'denise.washington@example.com' },
  { first: 'Kevin', last: 'Brandt', gender: 'M', role: 'recruiter', profileTypeId: 1, username: null, email: 'kbrandt@tidewaterstate.example.edu' },
  { first: 'Alicia', last: 'Monroe', gender: 'F', role: 'recruiter', profileTypeId: 1, username: 'alicia-monroe', email: 'alicia@collegegolfpathways.example.com' },
  { first: 'Patricia', last: 'Vance', gender: 'F', role: 'tour-director', profileTypeId: null, username: null, email: 'pvance@spjuniortour.example.org' },
  { first: 'Morgan', last: 'Avery', gender: null, role: 'product-manager', profileTypeId: null, username: null, email: 'morgan.avery@example.com' },
];

export const SHOWCASE_ACCOUNT_ID = 1;
export const COMPLETE_PROFILE_ACCOUNT_ID = 2;
export const PRODUCT_MANAGER_ACCOUNT_ID = staffId('Morgan', 'Avery');

/** Account ids by the rule they exercise (see the comment at the top). */
export const VISIBILITY_CASES = {
  explicitlyPublic: [1, 3],
  noSettings: [2],
  privateSite: [7, 19, 33],
  hiddenFromSearch: [12, 27, 33],
  allowPublicSiteNull: [5],
  hiddenFeatures: [4, 9, 15, 22],
  everyFeatureHidden: [22],
  phoneVerifiedOnly: [6, 11],
  withSubCircle: [1, 2, 4, 7, 15, 19, 22, 33],
} as const;

export type DemoOrganization = {
  id: number;
  short: string;
  name: string;
  kind: 'college' | 'high-school' | 'academy' | 'junior-tour';
  phone: string;
  address: string;
  /** Crest colours (primary, accent) for scripts/generate-demo-media.ts. */
  colors: [string, string];
};

// biome-ignore format: one row per line reads as a table
export const DEMO_ORGANIZATIONS: ReadonlyArray<DemoOrganization> = [
  { id: 1, short: 'lakeside-u', name: 'Lakeside University', kind: 'college', phone: '(555) 201-4410', address: '1200 Lakeshore Drive, Lakeside, MI 49116', colors: ['#0b3d91', '#f2b705'] },
  { id: 2, short: 'redwood-state', name: 'Redwood State University', kind: 'college', phone: '(555) 318-2290', address: '4400 Redwood Way, Eureka Hills, CA 95503', colors: ['#7a1f1f', '#e8d8b0'] },
  { id: 3, short: 'bayshore', name: 'Bayshore College', kind: 'college', phone: '(555) 447-1802', address: '88 Harbor Road, Bayshore, FL 34231', colors: ['#00707a', '#f4a259'] },
  { id: 4, short: 'harbor-view-hs', name: 'Harbor View High School', kind: 'high-school', phone: '(555) 562-3371', address: '301 Marsh Street, Harbor View, SC 29412', colors: ['#1d3557', '#e63946'] },
  { id: 5, short: 'mesa-ridge-hs', name: 'Mesa Ridge High School', kind: 'high-school', phone: '(555) 683-9024', address: '7750 Canyon Road, Mesa Ridge, AZ 85255', colors: ['#8c2f0b', '#f6c453'] },
  { id: 6, short: 'pinecrest', name: 'Pinecrest Golf Academy', kind: 'academy', phone: '(555) 734-6620', address: '15 Longleaf Lane, Pinecrest, NC 28374', colors: ['#1f4d2b', '#c9b458'] },
  { id: 7, short: 'sp-junior-tour', name: 'Southern Plains Junior Tour', kind: 'junior-tour', phone: '(555) 815-4476', address: '2100 Prairie Avenue, Suite 140, Wichita Falls, TX 76301', colors: ['#3d2c8d', '#9ad0ec'] },
];

// Feature ids (spec 1 §3).
const WEBSITE = 88;
const SUMMARY = 89;
const RESUME = 78;
const SCHEDULE = 80;
const MY_ROUNDS = 86;
const GALLERY = 67;
const DATA_ANALYSIS = 59;
const STATS = 63;
const REPORT_VIEWER = 77;
const ALL_FEATURES = [
  WEBSITE,
  SUMMARY,
  RESUME,
  SCHEDULE,
  MY_ROUNDS,
  GALLERY,
  DATA_ANALYSIS,
  STATS,
  REPORT_VIEWER,
];

/** [accountId, featureId, isPublic, isPhoneVerified]: the explicit settings (spec 1 §6). */
// biome-ignore format: one row per line reads as a table
const FEATURE_SETTINGS: ReadonlyArray<[number, number, boolean | null, boolean | null]> = [
  ...ALL_FEATURES.map((feature): [number, number, boolean, null] => [1, feature, true, null]),
  [3, SUMMARY, true, null], [3, RESUME, null, true],
  [4, STATS, false, null], [4, REPORT_VIEWER, false, null], [4, DATA_ANALYSIS, false, true],
  [6, STATS, null, true], [6, DATA_ANALYSIS, null, true], [6, MY_ROUNDS, false, true],
  [7, WEBSITE, false, null],
  [9, WEBSITE, null, false], [9, SCHEDULE, null, false], [9, MY_ROUNDS, false, null],
  [11, SUMMARY, false, true], [11, RESUME, null, true],
  [15, RESUME, false, null], [15, GALLERY, null, false],
  [19, WEBSITE, false, true],
  ...ALL_FEATURES.filter((f) => f !== WEBSITE).map((feature): [number, number, boolean, null] => [22, feature, false, null]),
  [33, WEBSITE, false, false],
];

/** [accountId, allowPublicSite]: playerWebsiteManagement entries. */
const WEBSITE_MANAGEMENT: ReadonlyArray<[number, boolean | null]> = [
  [1, true],
  [2, true],
  [5, null],
  [12, false],
  [27, true],
  [27, false],
  [33, false],
];

/** [playerId, memberId]: members of a player's sub-circle see every feature. */
const SUB_CIRCLES: ReadonlyArray<[number, number]> = [
  [1, staffId('Dana', 'Whitfield')],
  [1, staffId('Marco', 'Bellini')],
  [1, staffId('Michael', 'Reyes')],
  [2, staffId('Teresa', 'Morales')],
  [2, staffId('Laura', 'Caldwell')],
  [4, staffId('Dana', 'Whitfield')],
  [7, staffId('Teresa', 'Morales')],
  [7, staffId('Anthony', "O'Connor")],
  [15, staffId('Teresa', 'Morales')],
  [15, staffId('Denise', 'Washington')],
  [15, staffId('Kevin', 'Brandt')],
  [19, 36],
  [22, staffId('Robert', 'Chen')],
  [33, staffId('Alicia', 'Monroe')],
];

const NO_PICTURE = new Set([24, 42, 50]);
const NULL_ABOUT = new Set([29, 44, 50]);
const EMPTY_ABOUT = new Set([42]);

const SHOWCASE_ABOUT = [
  "I'm a junior on the Lakeside University men's golf team, majoring in Sports Management with a minor in Data Analytics.",
  'Last season I led the team in scoring average and was named second-team All-Conference.',
  'I grew up in San Antonio learning the game on public courses, and I still practice there every winter break.',
  "Off the course I'm on the Dean's List and volunteer with a junior clinic on Saturday mornings.",
  'My goal is to help Lakeside reach the NCAA Championship and then compete professionally.',
].join(' ');

const COMPLETE_ABOUT = [
  "I'm a senior at Harbor View High School and I've verbally committed to play at Lakeside University next fall.",
  'This year I helped Harbor View to the state team title and played in two national junior events.',
  'I carry a 3.94 GPA, take AP Calculus and AP Biology, and plan to study kinesiology.',
  "My strength is my iron play; I'm working on my speed training to add distance off the tee.",
].join(' ');

/** School names (high school for college players, colleges for news and resumes) outside the orgs. */
const OTHER_HIGH_SCHOOLS = [
  'Jefferson High School',
  'Cedar Creek High School',
  'Northview Academy',
  'Bishop Kelley Catholic High School',
  'Valley Vista High School',
  'Eastlake High School',
  'Prairie Ridge High School',
  'Seaside Prep',
];

const MAJORS = [
  'Finance',
  'Kinesiology',
  'Mechanical Engineering',
  'Marketing',
  'Computer Science',
  'Business Administration',
  'Communications',
  'Biology',
  'Turfgrass Science',
  'Economics',
];

// ------------------------------------------------------------------------------------------------
// Names, usernames and school calendars (no randomness: other seed modules rely on them).
// ------------------------------------------------------------------------------------------------

export function staffId(first: string, last: string): number {
  const index = DEMO_STAFF.findIndex((s) => s.first === first && s.last === last);
  if (index < 0) throw new Error(`no staff member ${first} ${last}`);
  return DEMO_PLAYERS.length + 1 + index;
}

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `first-last`, with a digit added when an earlier player already has that slug. */
export function playerUsernames(): Array<string> {
  const taken = new Set<string>();
  return DEMO_PLAYERS.map((p) => {
    const base = slugify(`${p.first} ${p.last}`);
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
    taken.add(name);
    return name;
  });
}

export function playerRow(accountId: number): PlayerRow | undefined {
  return DEMO_PLAYERS[accountId - 1];
}

export function organizationByShort(short: string): DemoOrganization | undefined {
  return DEMO_ORGANIZATIONS.find((o) => o.short === short);
}

export function schoolName(school: string): string {
  return organizationByShort(school)?.name ?? school;
}

export type SchoolCalendar = {
  highSchoolEnd: string;
  collegeStart: string | null;
  collegeEnd: string | null;
};

/**
 * A player's school dates relative to `today`: high-school seniors graduate late next May, college
 * seniors in mid-May; the day of the month differs per school as it does in life.
 */
export function schoolCalendar(accountId: number, today: string): SchoolCalendar | null {
  const row = playerRow(accountId);
  if (!row) return null;
  if (row.stage === 'high-school') {
    const day = 20 + (hash(row.school) % 10);
    return { highSchoolEnd: nextAnnual(today, 5, day, row.yearsLeft), collegeStart: null, collegeEnd: null };
  }
  const day = 5 + (hash(row.school) % 12);
  const collegeEnd = nextAnnual(today, 5, day, row.yearsLeft);
  const entryYear = Number(collegeEnd.slice(0, 4)) - 4;
  return {
    highSchoolEnd: `${entryYear}-05-${pad(24 + (hash(row.hometown) % 6))}`,
    collegeStart: `${entryYear}-08-${pad(16 + (hash(row.school) % 10))}`,
    collegeEnd,
  };
}

/** The first `month-day` strictly after `today`, shifted by `yearsAhead` years (may be negative). */
function nextAnnual(today: string, month: number, day: number, yearsAhead: number): string {
  const year = Number(today.slice(0, 4));
  const thisYear = `${year}-${pad(month)}-${pad(day)}`;
  const first = thisYear > today ? year : year + 1;
  return `${first + yearsAhead}-${pad(month)}-${pad(day)}`;
}

/** The academic season containing `today`, e.g. "2026-27" from August 2026 to July 2027. */
export function seasonLabel(today: string, offset = 0): string {
  const year = Number(today.slice(0, 4));
  const start = (Number(today.slice(5, 7)) >= 8 ? year : year - 1) + offset;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

function hash(text: string): number {
  let h = 7;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

function assertIsoDate(today: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
}

// ------------------------------------------------------------------------------------------------
// The generator.
// ------------------------------------------------------------------------------------------------

type Tables = Pick<
  SeedTables,
  | 'accounts'
  | 'accountExtraInfo'
  | 'accountProfiles'
  | 'playerWebsiteManagement'
  | 'websiteFeatureSettings'
  | 'subCircleMembers'
  | 'accountRoles'
  | 'organizations'
  | 'rosters'
  | 'rosterMembers'
  | 'playerGroups'
  | 'playerGroupMembers'
  | 'hosts'
>;

export function seedPeople(
  rng: Rng,
  today: string,
  courseIds: Array<number>,
): { tables: Tables; players: Array<SeedPlayer> } {
  assertIsoDate(today);
  if (courseIds.length === 0) throw new Error('seedPeople needs at least one course');
  const usernames = playerUsernames();
  const handicaps = assignHandicaps(rng.fork('handicaps'));
  const phones = uniquePhones(rng.fork('phones'), DEMO_PLAYERS.length + DEMO_STAFF.length);
  const players = DEMO_PLAYERS.map((row, index) =>
    seedPlayer(rng.fork(`player-${index + 1}`), index + 1, row, handicaps[index] ?? 10, courseIds),
  );

  const tables: Tables = {
    accounts: [
      ...DEMO_PLAYERS.map((row, index) =>
        playerAccount(
          rng.fork(`account-${index + 1}`),
          today,
          index + 1,
          row,
          usernames[index] ?? '',
          phones,
        ),
      ),
      ...DEMO_STAFF.map((row, index) =>
        staffAccount(rng.fork(`staff-${index}`), today, DEMO_PLAYERS.length + 1 + index, row, phones),
      ),
    ],
    accountExtraInfo: DEMO_PLAYERS.map((row, index) =>
      extraInfo(rng.fork(`extra-${index + 1}`), today, index + 1, row, handicaps[index] ?? 10),
    ),
    accountProfiles: profiles(),
    playerWebsiteManagement: WEBSITE_MANAGEMENT.map(([accountId, allowPublicSite], index) => ({
      id: index + 1,
      accountId,
      allowPublicSite,
    })),
    websiteFeatureSettings: FEATURE_SETTINGS.map(([accountId, featureId, isPublic, isPhoneVerified]) => ({
      accountId,
      featureId,
      isPublic,
      isPhoneVerified,
    })),
    subCircleMembers: SUB_CIRCLES.map(([accountId, memberAccountId]) => ({ accountId, memberAccountId })),
    accountRoles: [{ accountId: PRODUCT_MANAGER_ACCOUNT_ID, role: 'product-manager' }],
    organizations: DEMO_ORGANIZATIONS.map((o) => ({
      id: o.id,
      name: o.name,
      short: o.short,
      phone: o.phone,
      address: o.address,
      imgUrl: `/demo/orgs/${o.short}.svg`,
    })),
    ...organizationMembership(rng.fork('rosters'), today, players),
    hosts: [
      { hostname: 'players.localhost', kind: 'player' },
      { hostname: 'teams.localhost', kind: 'team' },
      { hostname: 'clubteams.localhost', kind: 'team', requiresOrgPrefix: true },
      { hostname: 'lakeside.localhost', kind: 'organization', organizationId: 1 },
      { hostname: 'jordanreyesgolf.localhost', kind: 'custom', accountId: SHOWCASE_ACCOUNT_ID },
    ],
  };
  return { tables, players };
}

/**
 * Handicaps spread evenly over each group's range (then jittered and shuffled), so every seed gives
 * plus handicaps, scratch players and high-teens juniors; college players sit mostly in 0–10.
 */
function assignHandicaps(rng: Rng): Array<number> {
  const result = new Array<number>(DEMO_PLAYERS.length).fill(0);
  const college = DEMO_PLAYERS.flatMap((p, i) => (p.stage !== 'high-school' && i > 1 ? [i] : []));
  const juniors = DEMO_PLAYERS.flatMap((p, i) => (p.stage === 'high-school' && i > 1 ? [i] : []));
  spread(rng, college, -2, 9.5, result);
  spread(rng, juniors, -0.5, 20, result);
  result[0] = -1.1;
  result[1] = 2.1;
  // Amara Nwosu (40): with Chloe Bennett (10), a Texas woman of the class of 2027 who averages under
  // 75 — the players a coach's discovery search for exactly that finds (issue 33 §1).
  result[39] = 1.2;
  return result;
}

function spread(rng: Rng, indexes: Array<number>, low: number, high: number, into: Array<number>): void {
  const order = rng.shuffle(indexes);
  const step = (high - low) / Math.max(1, order.length - 1);
  order.forEach((playerIndex, k) => {
    const value = low + step * k + (k > 0 && k < order.length - 1 ? rng.range(-step / 3, step / 3) : 0);
    into[playerIndex] = Math.round(value * 10) / 10;
  });
}

function uniquePhones(rng: Rng, count: number): Array<string> {
  const phones = new Set<string>();
  while (phones.size < count)
    phones.add(`+1555${rng.int(200, 989)}${String(rng.int(0, 9999)).padStart(4, '0')}`);
  return [...phones];
}

function seedPlayer(rng: Rng, accountId: number, row: PlayerRow, handicap: number, courseIds: Array<number>) {
  const homeCount = Math.min(courseIds.length, rng.int(1, 3));
  const player: SeedPlayer = {
    accountId,
    gender: row.gender,
    handicap,
    homeCourseIds: rng.shuffle(courseIds).slice(0, homeCount),
    roundsPerSeason: accountId <= 2 ? rng.int(32, 40) : rng.int(20, 40),
  };
  return player;
}

type AccountRow = Tables['accounts'][number];

function playerAccount(
  rng: Rng,
  today: string,
  id: number,
  row: PlayerRow,
  username: string,
  phones: Array<string>,
): AccountRow {
  return {
    id,
    guid: guid(rng),
    username,
    firstName: row.first,
    lastName: row.last,
    email: `${username.replaceAll('-', '.')}@example.com`,
    phone: phones[id - 1] ?? null,
    phoneVerifiedAt: id <= 2 || rng.chance(0.85) ? timestamp(rng, today, 10, 400) : null,
    imgUrl: NO_PICTURE.has(id) ? null : `/demo/players/${username}.svg`,
    gender: row.gender,
    defaultSatellite: rng.chance(0.3),
    enterpriseView: false,
    createdAt: timestamp(rng, today, 420, 1400),
  };
}

function staffAccount(rng: Rng, today: string, id: number, row: StaffRow, phones: Array<string>): AccountRow {
  return {
    id,
    guid: guid(rng),
    username: row.username,
    firstName: row.first,
    lastName: row.last,
    email: row.email,
    phone: phones[id - 1] ?? null,
    phoneVerifiedAt: timestamp(rng, today, 5, 300),
    imgUrl: null,
    gender: row.gender,
    defaultSatellite: false,
    enterpriseView: row.role === 'coach' || row.role === 'recruiter' || row.role === 'product-manager',
    createdAt: timestamp(rng, today, 400, 1500),
  };
}

/** A version-4-shaped UUID from the seeded stream. */
function guid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + rng.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** 'YYYY-MM-DD HH:MM:SS' (the CURRENT_TIMESTAMP format) between `minDays` and `maxDays` ago. */
function timestamp(rng: Rng, today: string, minDays: number, maxDays: number): string {
  const day = isoDay(addDays(parseISO(today), -rng.int(minDays, maxDays)));
  return `${day} ${pad(rng.int(7, 22))}:${pad(rng.int(0, 59))}:${pad(rng.int(0, 59))}`;
}

function profiles(): Tables['accountProfiles'] {
  const rows: Tables['accountProfiles'] = [];
  DEMO_PLAYERS.forEach((row, index) => {
    const accountId = index + 1;
    // Types 4, 6 and 12 for juniors and 5, 7 for college players, so every player type appears.
    const type = row.stage === 'high-school' ? [4, 6, 12][index % 3] : [5, 7][index % 2];
    rows.push({ accountId, profileTypeId: type ?? 4 });
    if (accountId === SHOWCASE_ACCOUNT_ID) rows.push({ accountId, profileTypeId: 12 });
  });
  DEMO_STAFF.forEach((row, index) => {
    if (row.profileTypeId !== null) {
      rows.push({ accountId: DEMO_PLAYERS.length + 1 + index, profileTypeId: row.profileTypeId });
    }
  });
  return rows;
}

// ------------------------------------------------------------------------------------------------
// accountExtraInfo: school, body, about text.
// ------------------------------------------------------------------------------------------------

type ExtraRow = Tables['accountExtraInfo'][number];

function extraInfo(rng: Rng, today: string, accountId: number, row: PlayerRow, handicap: number): ExtraRow {
  const calendar = schoolCalendar(accountId, today);
  if (!calendar) throw new Error(`no calendar for ${accountId}`);
  const isHighSchool = row.stage === 'high-school';
  const highSchool = isHighSchool ? schoolName(row.school) : rng.pick(OTHER_HIGH_SCHOOLS);
  const full = accountId <= 2;
  const major = rng.pick(MAJORS);
  const collegeGpa = isHighSchool ? null : gpa(rng, accountId === 1 ? 3.62 : null, 2.9);
  const highSchoolGpa = gpa(rng, accountId === 2 ? 3.94 : null, 3.1);
  return {
    accountId,
    about: aboutText(rng.fork('about'), accountId, row, calendar, major, collegeGpa ?? highSchoolGpa),
    ncaaNumber:
      full || (row.stage !== 'high-school' && rng.chance(0.6)) || (row.yearsLeft <= 1 && rng.chance(0.4))
        ? String(rng.int(1000000000, 9999999999))
        : null,
    college: isHighSchool ? null : schoolName(row.school),
    collegeStartDate: calendar.collegeStart,
    collegeEndDate: calendar.collegeEnd,
    collegeGpa,
    highSchool,
    highSchoolEndDate: calendar.highSchoolEnd,
    highSchoolGpa,
    heightInches:
      row.gender === 'M'
        ? clampRound(rng.normal(71, 2.4), 65, 77)
        : clampRound(rng.normal(65.5, 2.3), 59, 71),
    weightLbs:
      row.gender === 'M'
        ? clampRound(rng.normal(172, 15), 140, 215)
        : clampRound(rng.normal(136, 11), 110, 165),
    ghin: String(rng.int(1000000, 9999999)),
    handicapIndex: handicap,
    hometown: row.hometown,
    birthday: birthday(rng, today, calendar),
    websiteUrl:
      full || rng.chance(0.25)
        ? `https://www.${slugify(`${row.first}${row.last}`).replace(/-/g, '')}golf.com`
        : null,
    customLogoUrl: full ? `/demo/orgs/${row.school}.svg` : null,
  };
}

function gpa(rng: Rng, fixed: number | null, floor: number): number {
  return fixed ?? Math.round(rng.range(floor, 4.0) * 100) / 100;
}

function clampRound(value: number, low: number, high: number): number {
  return Math.round(Math.min(high, Math.max(low, value)));
}

/** Born so the player was 17–18 at high-school graduation, kept within ages 14–22 today. */
function birthday(rng: Rng, today: string, calendar: SchoolCalendar): string {
  const graduation = parseISO(calendar.highSchoolEnd);
  const born = addDays(addYears(graduation, -18), rng.int(0, 340));
  const now = parseISO(today);
  const oldest = addDays(addYears(now, -23), 20);
  const youngest = addDays(addYears(now, -14), -20);
  if (differenceInCalendarDays(born, oldest) < 0) return isoDay(addDays(oldest, rng.int(0, 120)));
  if (differenceInCalendarDays(born, youngest) > 0) return isoDay(addDays(youngest, -rng.int(0, 120)));
  return isoDay(born);
}

const CLASS_WORD = ['senior', 'junior', 'sophomore', 'freshman'];

function aboutText(
  rng: Rng,
  accountId: number,
  row: PlayerRow,
  calendar: SchoolCalendar,
  major: string,
  gpaValue: number,
): string | null {
  if (accountId === SHOWCASE_ACCOUNT_ID) return SHOWCASE_ABOUT;
  if (accountId === COMPLETE_PROFILE_ACCOUNT_ID) return COMPLETE_ABOUT;
  if (NULL_ABOUT.has(accountId)) return null;
  if (EMPTY_ABOUT.has(accountId)) return '';
  const school = schoolName(row.school);
  const classWord = CLASS_WORD[row.yearsLeft] ?? 'senior';
  const gradYear = (calendar.collegeEnd ?? calendar.highSchoolEnd).slice(0, 4);
  const team = row.gender === 'M' ? "men's" : "women's";
  const intro =
    row.stage === 'high-school'
      ? rng.pick([
          `I'm a ${classWord} at ${school} in ${row.hometown} and a member of the class of ${gradYear}.`,
          `Class of ${gradYear} golfer from ${row.hometown}, playing varsity for ${school}.`,
          `I'm a ${classWord} at ${school} and I've played competitive golf since I was ${rng.int(7, 11)}.`,
        ])
      : row.stage === 'college'
        ? rng.pick([
            `I'm a ${classWord} on the ${school} ${team} golf team, majoring in ${major}.`,
            `${school} ${team} golf, class of ${gradYear}, studying ${major}.`,
            `I play for ${school} and study ${major}; I grew up in ${row.hometown}.`,
          ])
        : `I graduated from ${school} in ${gradYear} with a degree in ${major} and still compete in amateur events.`;
  const achievements = [
    // Figures from the player's own rounds, filled in once they are stored (about-figures.ts).
    ABOUT_FIGURES.topTens,
    ABOUT_FIGURES.averageDrop,
    ABOUT_FIGURES.competitionBest,
    'I was named to the all-conference team last season.',
    'I qualified for my first national championship this year.',
    'I led my team in birdies last season.',
  ];
  const academics = [
    `In the classroom I keep a ${gpaValue.toFixed(2)} GPA and take honors courses.`,
    'I have made the honor roll every semester.',
    `I'm interested in studying ${major.toLowerCase()}.`,
    'I tutor middle-school students in math twice a week.',
  ];
  const goals = [
    'My goal is to play Division I golf and earn my degree.',
    "I'm working to break par consistently in 54-hole events.",
    "I'm looking for a program with a strong team culture and great academics.",
    'Long term I want to compete professionally.',
    'Coaches can reach me through the contact details on my resume.',
  ];
  const count = rng.int(2, 6);
  const sentences = [
    intro,
    ...rng.shuffle([...rng.shuffle(achievements).slice(0, 2), rng.pick(academics), rng.pick(goals)]),
  ];
  return sentences.slice(0, count).join(' ');
}

// ------------------------------------------------------------------------------------------------
// Rosters and player groups.
// ------------------------------------------------------------------------------------------------

type RosterSpec = { id: number; org: string; name: string; season: string; members: Array<number> };
type GroupSpec = { org: string; name: string; members: Array<number> };

function organizationMembership(
  rng: Rng,
  today: string,
  players: Array<SeedPlayer>,
): Pick<Tables, 'rosters' | 'rosterMembers' | 'playerGroups' | 'playerGroupMembers'> {
  const current = seasonLabel(today);
  const previous = seasonLabel(today, -1);
  const year = current.slice(0, 4);
  const handicapOf = new Map(players.map((p) => [p.accountId, p.handicap]));
  const ids = DEMO_PLAYERS.map((_, index) => index + 1);
  const at = (school: string, stages: Array<Stage>, gender?: Gender) =>
    ids.filter((id) => {
      const row = playerRow(id);
      return row?.school === school && stages.includes(row.stage) && (!gender || row.gender === gender);
    });
  // Last season's roster had this season's returners and last spring's graduates.
  const lastSeason = (school: string, gender: Gender) =>
    at(school, ['college', 'alumni'], gender).filter((id) => (playerRow(id)?.yearsLeft ?? 3) <= 2);
  const byHandicap = (list: Array<number>) =>
    [...list].sort((a, b) => (handicapOf.get(a) ?? 0) - (handicapOf.get(b) ?? 0));
  const juniors = ids.filter((id) => playerRow(id)?.stage === 'high-school');

  const rosters: Array<RosterSpec> = [
    {
      id: 101,
      org: 'lakeside-u',
      name: `Men's Team ${current}`,
      season: current,
      members: at('lakeside-u', ['college'], 'M'),
    },
    {
      id: 102,
      org: 'lakeside-u',
      name: `Women's Team ${current}`,
      season: current,
      members: at('lakeside-u', ['college'], 'F'),
    },
    {
      id: 103,
      org: 'lakeside-u',
      name: `Men's Team ${previous}`,
      season: previous,
      members: lastSeason('lakeside-u', 'M'),
    },
    {
      id: 104,
      org: 'lakeside-u',
      name: `Women's Team ${previous}`,
      season: previous,
      members: lastSeason('lakeside-u', 'F'),
    },
    {
      id: 201,
      org: 'redwood-state',
      name: `Men's Team ${current}`,
      season: current,
      members: at('redwood-state', ['college'], 'M'),
    },
    {
      id: 202,
      org: 'redwood-state',
      name: `Women's Team ${current}`,
      season: current,
      members: at('redwood-state', ['college'], 'F'),
    },
    {
      id: 203,
      org: 'redwood-state',
      name: `Women's Team ${previous}`,
      season: previous,
      members: lastSeason('redwood-state', 'F'),
    },
    {
      id: 301,
      org: 'bayshore',
      name: `Women's Team ${current}`,
      season: current,
      members: at('bayshore', ['college']),
    },
    {
      id: 401,
      org: 'harbor-view-hs',
      name: `Boys Varsity ${current}`,
      season: current,
      members: at('harbor-view-hs', ['high-school'], 'M').filter((id) => (handicapOf.get(id) ?? 0) < 12),
    },
    {
      id: 402,
      org: 'harbor-view-hs',
      name: `Girls Varsity ${current}`,
      season: current,
      members: at('harbor-view-hs', ['high-school'], 'F'),
    },
    {
      id: 403,
      org: 'harbor-view-hs',
      name: `Junior Varsity ${current}`,
      season: current,
      members: at('harbor-view-hs', ['high-school'], 'M').filter((id) => (handicapOf.get(id) ?? 0) >= 12),
    },
    {
      id: 501,
      org: 'mesa-ridge-hs',
      name: `Boys Golf ${current}`,
      season: current,
      members: at('mesa-ridge-hs', ['high-school'], 'M'),
    },
    {
      id: 502,
      org: 'mesa-ridge-hs',
      name: `Girls Golf ${current}`,
      season: current,
      members: at('mesa-ridge-hs', ['high-school'], 'F'),
    },
    { id: -7, org: 'pinecrest', name: `Elite Performance Program ${year}`, season: current, members: [] },
    { id: 601, org: 'pinecrest', name: `Winter Training Group ${current}`, season: current, members: [] },
    { id: 701, org: 'sp-junior-tour', name: `${year} Tour Members`, season: year, members: [] },
  ];
  const rosterCount = new Map<number, number>();
  for (const roster of rosters)
    for (const id of roster.members) rosterCount.set(id, (rosterCount.get(id) ?? 0) + 1);
  // Academy and tour rosters take juniors from any school, two rosters a player at most.
  const fill = (rosterId: number, candidates: Array<number>, limit: number) => {
    const roster = rosters.find((r) => r.id === rosterId);
    if (!roster) return;
    for (const id of candidates) {
      if (roster.members.length >= limit) break;
      if ((rosterCount.get(id) ?? 0) >= 2 || roster.members.includes(id)) continue;
      roster.members.push(id);
      rosterCount.set(id, (rosterCount.get(id) ?? 0) + 1);
    }
  };
  fill(-7, [2, ...byHandicap(juniors).filter((id) => (handicapOf.get(id) ?? 99) <= 6)], 7);
  fill(
    601,
    rng.shuffle(juniors).filter((id) => (handicapOf.get(id) ?? 0) > 4),
    6,
  );
  fill(
    701,
    rng.shuffle(juniors).filter(() => rng.chance(0.6)),
    14,
  );

  const seniors = (school: string) => at(school, ['college']).filter((id) => playerRow(id)?.yearsLeft === 0);
  const classOf = Number(schoolCalendar(2, today)?.highSchoolEnd.slice(0, 4));
  const groups: Array<GroupSpec> = [
    { org: 'lakeside-u', name: 'Seniors', members: seniors('lakeside-u') },
    {
      org: 'lakeside-u',
      name: 'Travel Squad',
      members: byHandicap(at('lakeside-u', ['college'])).slice(0, 6),
    },
    { org: 'lakeside-u', name: 'Women', members: at('lakeside-u', ['college'], 'F') },
    { org: 'redwood-state', name: 'Men', members: at('redwood-state', ['college'], 'M') },
    { org: 'redwood-state', name: 'Women', members: at('redwood-state', ['college'], 'F') },
    { org: 'redwood-state', name: 'Alumni', members: at('redwood-state', ['alumni']) },
    { org: 'bayshore', name: 'Travel Squad', members: byHandicap(at('bayshore', ['college'])).slice(0, 3) },
    {
      org: 'harbor-view-hs',
      name: 'Varsity',
      members: byHandicap(at('harbor-view-hs', ['high-school'])).slice(0, 6),
    },
    {
      org: 'harbor-view-hs',
      name: `Class of ${classOf}`,
      members: at('harbor-view-hs', ['high-school']).filter((id) => playerRow(id)?.yearsLeft === 0),
    },
    {
      org: 'mesa-ridge-hs',
      name: 'Underclassmen',
      members: at('mesa-ridge-hs', ['high-school']).filter((id) => (playerRow(id)?.yearsLeft ?? 0) >= 2),
    },
    {
      org: 'pinecrest',
      name: 'College Commits',
      members: juniors.filter((id) => playerRow(id)?.yearsLeft === 0 && (handicapOf.get(id) ?? 99) < 8),
    },
    {
      org: 'pinecrest',
      name: 'Travel Squad',
      members: rosters.find((r) => r.id === -7)?.members.slice(0, 4) ?? [],
    },
    {
      org: 'sp-junior-tour',
      name: 'Boys',
      members: (rosters.find((r) => r.id === 701)?.members ?? []).filter(
        (id) => playerRow(id)?.gender === 'M',
      ),
    },
    {
      org: 'sp-junior-tour',
      name: 'Girls',
      members: (rosters.find((r) => r.id === 701)?.members ?? []).filter(
        (id) => playerRow(id)?.gender === 'F',
      ),
    },
  ];

  const orgId = (short: string) => organizationByShort(short)?.id ?? 0;
  return {
    rosters: rosters.map((r) => ({ id: r.id, organizationId: orgId(r.org), name: r.name, season: r.season })),
    rosterMembers: rosters.flatMap((r) =>
      [...r.members].sort((a, b) => a - b).map((accountId) => ({ rosterId: r.id, accountId })),
    ),
    playerGroups: groups.map((g, index) => ({ id: index + 1, organizationId: orgId(g.org), name: g.name })),
    playerGroupMembers: groups.flatMap((g, index) =>
      [...g.members].sort((a, b) => a - b).map((accountId) => ({ groupId: index + 1, accountId })),
    ),
  };
}
