/**
 * Tournaments of the demo data: annual junior, high-school, college and amateur events over the 24
 * months before `today` and the 8 months after it, with entries. Past entries carry a finish, and a
 * player's best events are featured (their notes come from the rounds, notes.ts); upcoming entries
 * carry a status (spec 3 §4).
 */
import { addDays, addMonths, format, getDay, parseISO } from 'date-fns';
import { playerRow, schoolCalendar } from './people';
import type { Rng } from './random';
import { entryKey, type RoundFacts, roundsByEntry } from './round-facts';
import type { SeedCourse, SeedPlayer, SeedTables, SeedTournament } from './types';

type Level = 'college' | 'junior' | 'high-school' | 'open';

type EventSpec = {
  key: string;
  /** `{state}` becomes the venue's state name, `{course}` the venue's name. */
  name: string;
  month: number;
  /** Day of the week the event starts (0 Sunday … 6 Saturday). */
  weekday: number;
  level: Level;
  gender: 'M' | 'F' | 'X';
  eventTypeId: 3 | 10 | 11;
  localeTypeId: 1 | 3 | 4;
  isTeamEvent: boolean;
  rounds: number;
  holeCount: 9 | 18;
  /** Size of the whole field (the demo players are only part of it). */
  field: number;
  /** Chance that an eligible demo player enters. */
  draw: number;
  /** `https://…`, `www.…` without a scheme (the site normalises links), or none. `{state}` as above. */
  url: string | null;
  /** Preferred venue states; qualifiers move to a new site every year. */
  venues: Array<string>;
  rotating?: boolean;
  /** Only players of these schools (a team qualifier, a dual match). */
  schools?: Array<string>;
  /** Only players from these home states (state high-school championships). */
  homeStates?: Array<string>;
};

// biome-ignore format: one event per line reads as a table
const EVENTS: ReadonlyArray<EventSpec> = [
  { key: 'lakeside-fall', name: 'Lakeside Fall Invitational', month: 9, weekday: 1, level: 'college', gender: 'X', eventTypeId: 3, localeTypeId: 1, isTeamEvent: true, rounds: 3, holeCount: 18, field: 90, draw: 0.6, url: 'https://www.lakesideathletics.com/golf/fall-invitational', venues: ['MI', 'OH', 'MN'] },
  { key: 'redwood-intercollegiate', name: 'Redwood Intercollegiate', month: 10, weekday: 1, level: 'college', gender: 'M', eventTypeId: 3, localeTypeId: 1, isTeamEvent: true, rounds: 3, holeCount: 18, field: 84, draw: 0.6, url: 'www.redwoodstatesports.com/mgolf/intercollegiate', venues: ['CA', 'OR'] },
  { key: 'bayshore-classic', name: "Bayshore Women's Classic", month: 3, weekday: 1, level: 'college', gender: 'F', eventTypeId: 3, localeTypeId: 1, isTeamEvent: true, rounds: 3, holeCount: 18, field: 78, draw: 0.7, url: 'https://bayshorecollegeathletics.com/wgolf/classic', venues: ['FL'] },
  { key: 'saguaro-collegiate', name: 'Saguaro Collegiate', month: 2, weekday: 1, level: 'college', gender: 'X', eventTypeId: 3, localeTypeId: 3, isTeamEvent: true, rounds: 3, holeCount: 18, field: 96, draw: 0.55, url: null, venues: ['AZ'] },
  { key: 'conference', name: 'Pacific Coast Conference Championship', month: 4, weekday: 0, level: 'college', gender: 'X', eventTypeId: 3, localeTypeId: 3, isTeamEvent: true, rounds: 3, holeCount: 18, field: 60, draw: 0.75, url: 'https://www.pccathletics.org/championships/golf', venues: ['CA', 'OR'] },
  { key: 'ncaa-men', name: "NCAA Division I Men's Regional", month: 5, weekday: 1, level: 'college', gender: 'M', eventTypeId: 3, localeTypeId: 3, isTeamEvent: true, rounds: 3, holeCount: 18, field: 75, draw: 0.45, url: null, venues: ['GA', 'FL', 'TX'] },
  { key: 'ncaa-women', name: "NCAA Division I Women's Regional", month: 5, weekday: 1, level: 'college', gender: 'F', eventTypeId: 3, localeTypeId: 3, isTeamEvent: true, rounds: 3, holeCount: 18, field: 72, draw: 0.45, url: null, venues: ['SC', 'CA', 'NC'] },
  { key: 'lakeside-qualifier', name: 'Lakeside Team Qualifier', month: 8, weekday: 5, level: 'college', gender: 'X', eventTypeId: 10, localeTypeId: 1, isTeamEvent: false, rounds: 2, holeCount: 18, field: 14, draw: 0.9, url: null, venues: ['MI', 'OH', 'MN'], schools: ['lakeside-u'] },
  { key: 'state-am', name: '{state} State Amateur Championship', month: 7, weekday: 2, level: 'open', gender: 'M', eventTypeId: 3, localeTypeId: 1, isTeamEvent: false, rounds: 4, holeCount: 18, field: 144, draw: 0.45, url: 'https://www.{state}golf.org/championships/state-amateur', venues: ['TX', 'CA', 'OH'] },
  { key: 'state-women-am', name: "{state} Women's Amateur", month: 6, weekday: 2, level: 'open', gender: 'F', eventTypeId: 3, localeTypeId: 1, isTeamEvent: false, rounds: 3, holeCount: 18, field: 96, draw: 0.5, url: 'www.{state}golf.org/womens-amateur', venues: ['GA', 'SC', 'FL'] },
  { key: 'us-junior-q', name: 'U.S. Junior Amateur Qualifier — {course}', month: 6, weekday: 1, level: 'junior', gender: 'M', eventTypeId: 10, localeTypeId: 3, isTeamEvent: false, rounds: 1, holeCount: 18, field: 84, draw: 0.5, url: 'https://www.juniorqualifying.org/us-junior-amateur', venues: [], rotating: true },
  { key: 'us-girls-q', name: "U.S. Girls' Junior Qualifier — {course}", month: 6, weekday: 1, level: 'junior', gender: 'F', eventTypeId: 10, localeTypeId: 3, isTeamEvent: false, rounds: 1, holeCount: 18, field: 60, draw: 0.55, url: 'https://www.juniorqualifying.org/us-girls-junior', venues: [], rotating: true },
  { key: 'us-am-q', name: 'U.S. Amateur Qualifier — {course}', month: 7, weekday: 1, level: 'open', gender: 'M', eventTypeId: 10, localeTypeId: 3, isTeamEvent: false, rounds: 2, holeCount: 18, field: 90, draw: 0.45, url: null, venues: [], rotating: true },
  { key: 'sp-spring-opener', name: 'Southern Plains Junior Tour Spring Opener', month: 3, weekday: 6, level: 'junior', gender: 'X', eventTypeId: 3, localeTypeId: 1, isTeamEvent: false, rounds: 2, holeCount: 18, field: 72, draw: 0.4, url: 'https://www.southernplainsjuniortour.org/events/spring-opener', venues: ['TX'] },
  { key: 'sp-match-play', name: 'Southern Plains Junior Match Play', month: 7, weekday: 2, level: 'junior', gender: 'X', eventTypeId: 11, localeTypeId: 1, isTeamEvent: false, rounds: 4, holeCount: 18, field: 32, draw: 0.35, url: 'www.southernplainsjuniortour.org/events/match-play', venues: ['TX'] },
  { key: 'pinecrest-invitational', name: 'Pinecrest Junior Invitational', month: 6, weekday: 2, level: 'junior', gender: 'X', eventTypeId: 3, localeTypeId: 3, isTeamEvent: false, rounds: 3, holeCount: 18, field: 78, draw: 0.5, url: 'https://www.pinecrestgolfacademy.com/invitational', venues: ['NC'] },
  { key: 'heartland-junior', name: 'Heartland Junior Classic', month: 8, weekday: 2, level: 'junior', gender: 'X', eventTypeId: 3, localeTypeId: 3, isTeamEvent: false, rounds: 3, holeCount: 18, field: 90, draw: 0.4, url: 'www.heartlandjuniorclassic.com', venues: ['OH', 'MN'] },
  { key: 'winter-junior', name: 'Sun Coast Winter Junior Championship', month: 12, weekday: 5, level: 'junior', gender: 'X', eventTypeId: 3, localeTypeId: 3, isTeamEvent: false, rounds: 3, holeCount: 18, field: 102, draw: 0.45, url: 'https://www.suncoastjuniorgolf.org/winter-championship', venues: ['FL'] },
  { key: 'hs-boys-sc', name: '{state} High School Boys Championship', month: 5, weekday: 1, level: 'high-school', gender: 'M', eventTypeId: 3, localeTypeId: 4, isTeamEvent: true, rounds: 2, holeCount: 18, field: 60, draw: 0.9, url: null, venues: ['SC'], homeStates: ['SC'] },
  { key: 'hs-girls-sc', name: '{state} High School Girls Championship', month: 10, weekday: 1, level: 'high-school', gender: 'F', eventTypeId: 3, localeTypeId: 4, isTeamEvent: true, rounds: 2, holeCount: 18, field: 48, draw: 0.9, url: null, venues: ['SC'], homeStates: ['SC'] },
  { key: 'hs-az', name: '{state} Interscholastic Championship', month: 11, weekday: 1, level: 'high-school', gender: 'X', eventTypeId: 3, localeTypeId: 4, isTeamEvent: true, rounds: 2, holeCount: 18, field: 72, draw: 0.9, url: 'www.azinterscholasticgolf.org', venues: ['AZ'], homeStates: ['AZ'] },
  { key: 'hs-dual', name: 'Harbor View vs. Cedar Creek Dual Match', month: 3, weekday: 4, level: 'high-school', gender: 'X', eventTypeId: 11, localeTypeId: 4, isTeamEvent: true, rounds: 1, holeCount: 9, field: 12, draw: 0.85, url: null, venues: ['SC'], schools: ['harbor-view-hs'] },
];

/** Handicap spread of a typical field, to place a player within it. */
const FIELD_RANGE: Record<Level, [number, number]> = {
  college: [-3, 8],
  junior: [-3, 14],
  'high-school': [-1, 22],
  open: [-4, 7],
};

/** Upcoming statuses (spec 3 §4): 1 In Field, 2 Considering, 3 Qualifying, 4 Applied, 5 Invited, 6 Invited/Conflict-WD. */
const KEY_PLAYER_STATUS_CYCLE = [1, 2, 4, 5, 3, 6];
const NEAR_STATUSES = [1, 1, 1, 3, 6, 5, 2];
const FAR_STATUSES = [2, 2, 4, 4, 5, 1, 3, 6];
const KEY_PLAYERS = [1, 2];
const MAX_DEMO_ENTRANTS = 16;

// biome-ignore format: a lookup table
const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa',
  KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts', MI: 'Michigan',
  MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana', NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire',
  NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio',
  OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia',
  WI: 'Wisconsin', WY: 'Wyoming',
};

/** What content.ts reads besides the simulator's fields: names and results for news stories. */
export type DemoTournament = SeedTournament & {
  name: string;
  endDate: string;
  url: string | null;
  isTeamEvent: boolean;
  /** 1 local, 3 national, 4 high school (spec 3 §4). */
  localeTypeId: number;
  /** Size of the whole field: small ones (a dual match, a team qualifier) make no news. */
  fieldSize: number;
  results: Array<{ accountId: number; finishPosition: string; isFeatured: boolean }>;
};

type Tables = Pick<SeedTables, 'tournaments' | 'tournamentEntries'>;
type EntryRow = Tables['tournamentEntries'][number];

type Instance = {
  spec: EventSpec;
  name: string;
  url: string | null;
  course: SeedCourse;
  startDate: string;
  endDate: string;
  rng: Rng;
};

export function seedTournaments(
  rng: Rng,
  today: string,
  players: Array<SeedPlayer>,
  courses: Array<SeedCourse>,
): { tables: Tables; tournaments: Array<DemoTournament> } {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, got ${today}`);
  if (courses.length === 0) throw new Error('seedTournaments needs at least one course');
  const instances = scheduleEvents(rng, today, courses);
  const entrants = chooseEntrants(rng.fork('entrants'), today, instances, players);

  const tournamentRows: Tables['tournaments'] = [];
  const entryRows: Array<EntryRow> = [];
  const tournaments: Array<DemoTournament> = [];
  instances.forEach((instance, index) => {
    const id = index + 1;
    const { spec, course } = instance;
    const isPast = instance.endDate < today;
    const field = entrants[index] ?? [];
    tournamentRows.push({
      id,
      name: instance.name,
      url: instance.url,
      eventTypeId: spec.eventTypeId,
      localeTypeId: spec.localeTypeId,
      isTeamEvent: spec.isTeamEvent,
      courseId: course.id,
      city: course.city,
      state: course.state,
      startDate: instance.startDate,
      endDate: instance.endDate,
      numberOfRounds: spec.rounds,
    });
    const results = isPast ? finishes(instance.rng.fork('finish'), spec, field) : new Map<number, string>();
    for (const player of field) {
      entryRows.push({
        id: entryRows.length + 1,
        tournamentId: id,
        accountId: player.accountId,
        statusId: isPast
          ? null
          : upcomingStatus(instance.rng.fork(`status-${player.accountId}`), today, instance),
        isFeatured: false,
        note: null,
        finishPosition: results.get(player.accountId) ?? null,
      });
    }
    tournaments.push({
      id,
      courseId: course.id,
      startDate: instance.startDate,
      numberOfRounds: spec.rounds,
      eventTypeId: spec.eventTypeId,
      holeCount: spec.holeCount,
      entrantAccountIds: field.map((p) => p.accountId),
      isPast,
      name: instance.name,
      endDate: instance.endDate,
      url: instance.url,
      isTeamEvent: spec.isTeamEvent,
      localeTypeId: spec.localeTypeId,
      fieldSize: spec.field,
      results: [],
    });
  });

  cycleKeyPlayerStatuses(entryRows, tournaments);
  coverEveryStatus(entryRows, tournaments);
  collectResults(entryRows, tournaments);
  return { tables: { tournaments: tournamentRows, tournamentEntries: entryRows }, tournaments };
}

/**
 * Once the rounds are stored: in each past stroke-play event and qualifier the demo entrants' finishes
 * follow their stored totals (the places drawn before keep their spread; equal totals share a place,
 * except for the win, which a playoff decides), then each player's best results are featured.
 * Match results are not stored, so match-play brackets stay as drawn. `rng` is seedTournaments's.
 */
export function settleResults(
  rng: Rng,
  tables: Tables,
  tournaments: Array<DemoTournament>,
  facts: ReadonlyArray<RoundFacts>,
): void {
  const byEntry = roundsByEntry(facts);
  for (const t of tournaments) {
    if (!t.isPast || t.eventTypeId === 11) continue;
    const entries = tables.tournamentEntries.filter((e) => e.tournamentId === t.id && e.finishPosition);
    const totals = new Map<EntryRow, number>();
    for (const entry of entries) {
      const rounds = byEntry.get(entryKey(entry.accountId, t.id)) ?? [];
      if (rounds.length === t.numberOfRounds)
        totals.set(
          entry,
          rounds.reduce((sum, r) => sum + r.score, 0),
        );
    }
    if (totals.size !== entries.length) continue;
    rankByTotals(entries, totals);
  }
  featureBestResults(rng.fork('featured'), tables.tournamentEntries, tournaments);
  collectResults(tables.tournamentEntries, tournaments);
}

function rankByTotals(entries: Array<EntryRow>, totals: Map<EntryRow, number>): void {
  const labels = entries.map((e) => e.finishPosition ?? '').sort((a, b) => positionOf(a) - positionOf(b));
  const ranked = [...entries].sort(
    (a, b) =>
      (totals.get(a) ?? 0) - (totals.get(b) ?? 0) ||
      positionOf(a.finishPosition ?? '') - positionOf(b.finishPosition ?? ''),
  );
  ranked.forEach((entry, i) => {
    const previous = ranked[i - 1];
    const tied =
      previous && totals.get(previous) === totals.get(entry) && positionOf(previous.finishPosition ?? '') > 1;
    if (previous && tied) {
      const shared = `T${positionOf(previous.finishPosition ?? '')}`;
      previous.finishPosition = shared;
      entry.finishPosition = shared;
      return;
    }
    entry.finishPosition = labels[i] ?? entry.finishPosition;
  });
}

function collectResults(entries: Array<EntryRow>, tournaments: Array<DemoTournament>): void {
  for (const t of tournaments) {
    t.results = entries
      .filter((e) => e.tournamentId === t.id && e.finishPosition)
      .map((e) => ({
        accountId: e.accountId,
        finishPosition: e.finishPosition ?? '',
        isFeatured: e.isFeatured ?? false,
      }));
  }
}

// ------------------------------------------------------------------------------------------------
// The calendar.
// ------------------------------------------------------------------------------------------------

function scheduleEvents(rng: Rng, today: string, courses: Array<SeedCourse>): Array<Instance> {
  const now = parseISO(today);
  const from = isoDay(addMonths(now, -24));
  const to = isoDay(addMonths(now, 8));
  const year = now.getFullYear();
  // The real course (the one with an attribution) hosts no invented events.
  const invented = courses.filter((c) => !c.attribution);
  const hosts = invented.length > 0 ? invented : courses;
  const instances: Array<Instance> = [];
  for (const spec of EVENTS) {
    const home = pickVenue(rng.fork(`venue-${spec.key}`), spec, hosts);
    for (let y = year - 3; y <= year + 1; y++) {
      const r = rng.fork(`${spec.key}-${y}`);
      const start = startDay(r, y, spec);
      if (start < from || start > to) continue;
      const course = spec.rotating ? r.pick(hosts) : home;
      instances.push({
        spec,
        course,
        startDate: start,
        endDate: isoDay(addDays(parseISO(start), spec.rounds - 1)),
        name: fillIn(spec.name, course),
        url: spec.url ? fillIn(spec.url, course, true) : null,
        rng: r,
      });
    }
  }
  return instances.sort(
    (a, b) => a.startDate.localeCompare(b.startDate) || a.spec.key.localeCompare(b.spec.key),
  );
}

/** A day early in the event's month, moved forward to its usual weekday. */
function startDay(rng: Rng, year: number, spec: EventSpec): string {
  const first = parseISO(
    `${year}-${String(spec.month).padStart(2, '0')}-${String(rng.int(1, 21)).padStart(2, '0')}`,
  );
  const shift = (spec.weekday - getDay(first) + 7) % 7;
  return isoDay(addDays(first, shift));
}

function pickVenue(rng: Rng, spec: EventSpec, courses: Array<SeedCourse>): SeedCourse {
  const preferred = courses.filter((c) => spec.venues.includes(c.state));
  return rng.pick(preferred.length > 0 ? preferred : courses);
}

function fillIn(template: string, course: SeedCourse, forUrl = false): string {
  const state = STATE_NAMES[course.state] ?? course.state;
  return template
    .replace('{state}', forUrl ? state.toLowerCase().replace(/\s+/g, '') : state)
    .replace('{course}', course.name);
}

function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

// ------------------------------------------------------------------------------------------------
// Who plays where.
// ------------------------------------------------------------------------------------------------

function chooseEntrants(
  rng: Rng,
  today: string,
  instances: Array<Instance>,
  players: Array<SeedPlayer>,
): Array<Array<SeedPlayer>> {
  const fields = instances.map((instance, index) => {
    const r = rng.fork(`field-${index}`);
    const pool = players.filter((p) => isEligible(instance, p, today));
    const keen = pool.filter((p) =>
      r.chance(
        KEY_PLAYERS.includes(p.accountId) ? 0.9 : instance.spec.draw * strengthFactor(instance.spec, p),
      ),
    );
    const keys = keen.filter((p) => KEY_PLAYERS.includes(p.accountId));
    const others = r.shuffle(keen.filter((p) => !KEY_PLAYERS.includes(p.accountId)));
    const field = [...keys, ...others].slice(0, MAX_DEMO_ENTRANTS);
    // Several demo players in every event, so each one's page has company.
    for (const p of r.shuffle(pool)) {
      if (field.length >= 3) break;
      if (!field.includes(p)) field.push(p);
    }
    return field;
  });
  for (const accountId of KEY_PLAYERS) {
    const player = players.find((p) => p.accountId === accountId);
    if (!player) continue;
    ensureEntries(fields, instances, player, today, true, 8);
    ensureEntries(fields, instances, player, today, false, 5);
  }
  return fields.map((field) => [...field].sort((a, b) => a.accountId - b.accountId));
}

/** Adds a key player to eligible events (nearest to today first) until they have `minimum`. */
function ensureEntries(
  fields: Array<Array<SeedPlayer>>,
  instances: Array<Instance>,
  player: SeedPlayer,
  today: string,
  past: boolean,
  minimum: number,
): void {
  const candidates = instances
    .map((instance, index) => ({ instance, index }))
    .filter(({ instance }) => instance.endDate < today === past && isEligible(instance, player, today));
  if (past) candidates.reverse();
  let count = candidates.filter(({ index }) => fields[index]?.includes(player)).length;
  for (const { index } of candidates) {
    if (count >= minimum) break;
    const field = fields[index];
    if (!field || field.includes(player)) continue;
    field.push(player);
    count++;
  }
}

function isEligible(instance: Instance, player: SeedPlayer, today: string): boolean {
  const { spec, startDate } = instance;
  if (spec.gender !== 'X' && spec.gender !== player.gender) return false;
  const row = playerRow(player.accountId);
  const calendar = schoolCalendar(player.accountId, today);
  if (!row || !calendar) return spec.level === 'open' && player.handicap <= 5;
  if (spec.schools && !spec.schools.includes(row.school)) return false;
  if (spec.homeStates && !spec.homeStates.some((s) => row.hometown.endsWith(`, ${s}`))) return false;
  const summerAfterHighSchool = isoDay(addDays(parseISO(calendar.highSchoolEnd), 80));
  switch (spec.level) {
    case 'high-school':
      return startDate <= calendar.highSchoolEnd;
    case 'junior':
      // Junior events take players until the summer after high school.
      return startDate <= summerAfterHighSchool;
    case 'college':
      if (calendar.collegeStart && calendar.collegeEnd) {
        return startDate >= calendar.collegeStart && startDate <= calendar.collegeEnd;
      }
      // A high-school senior starts college the autumn after graduating.
      return startDate > summerAfterHighSchool;
    case 'open':
      return player.handicap <= (player.gender === 'F' ? 6 : 4.5);
  }
}

/** National events draw the better players; local ones everybody. */
function strengthFactor(spec: EventSpec, player: SeedPlayer): number {
  if (spec.localeTypeId !== 3) return 1;
  if (player.handicap <= 4) return 1;
  return player.handicap <= 9 ? 0.6 : 0.25;
}

// ------------------------------------------------------------------------------------------------
// Results, featured notes and statuses.
// ------------------------------------------------------------------------------------------------

/** Finish positions: each player's place in the field follows their handicap, with a day's form. */
function finishes(rng: Rng, spec: EventSpec, field: Array<SeedPlayer>): Map<number, string> {
  const [low, high] = FIELD_RANGE[spec.level];
  const placed = field
    .map((p) => ({
      id: p.accountId,
      share: clamp((p.handicap - low) / (high - low) + rng.normal(0, 0.1), 0, 0.99),
    }))
    .sort((a, b) => a.share - b.share || a.id - b.id);
  const positions: Array<number> = [];
  for (const { share } of placed) {
    positions.push(Math.max((positions.at(-1) ?? 0) + 1, 1 + Math.floor(share * spec.field)));
  }
  // Places past the end of the field move up, so each demo player still has a place of their own.
  for (let i = positions.length - 1, last = spec.field + 1; i >= 0; i--) {
    last = Math.min(positions[i] ?? last, last - 1);
    positions[i] = last;
  }
  const result = new Map<number, string>();
  placed.forEach(({ id }, i) => {
    const position = positions[i] ?? spec.field;
    result.set(id, spec.eventTypeId === 11 ? bracketLabel(position) : strokeLabel(rng, position));
  });
  return result;
}

function strokeLabel(rng: Rng, position: number): string {
  return position > 1 && rng.chance(0.35) ? `T${position}` : String(position);
}

/** Match play: the round a player went out in. */
function bracketLabel(position: number): string {
  if (position <= 2) return String(position);
  const round = 2 ** Math.ceil(Math.log2(position));
  return `T${round / 2 + 1}`;
}

/** The place a finish label stands for ("T5" → 5); no number sorts last. */
export function positionOf(label: string): number {
  return Number(label.replace(/^T/, '')) || 999;
}

/** Marks each player's best results as featured; their notes are written from the rounds (notes.ts). */
function featureBestResults(rng: Rng, entries: Array<EntryRow>, tournaments: Array<DemoTournament>): void {
  const fieldSize = new Map(tournaments.map((t) => [t.id, t.fieldSize]));
  const byPlayer = new Map<number, Array<EntryRow>>();
  for (const entry of entries) {
    if (!entry.finishPosition) continue;
    byPlayer.set(entry.accountId, [...(byPlayer.get(entry.accountId) ?? []), entry]);
  }
  for (const [accountId, list] of byPlayer) {
    const r = rng.fork(`player-${accountId}`);
    const relative = (e: EntryRow) =>
      positionOf(e.finishPosition ?? '') / (fieldSize.get(e.tournamentId) ?? 100);
    const best = [...list].sort((a, b) => relative(a) - relative(b) || a.tournamentId - b.tournamentId);
    const chosen = KEY_PLAYERS.includes(accountId)
      ? best.slice(0, 8)
      : best.filter((e) => relative(e) <= 0.12 || (relative(e) <= 0.4 && r.chance(0.25))).slice(0, 4);
    for (const entry of chosen) entry.isFeatured = true;
  }
}

function upcomingStatus(rng: Rng, today: string, instance: Instance): number {
  // In progress today: the player is in the field.
  if (instance.startDate <= today) return 1;
  const daysAway = (parseISO(instance.startDate).getTime() - parseISO(today).getTime()) / 86_400_000;
  return rng.pick(daysAway < 45 ? NEAR_STATUSES : FAR_STATUSES);
}

/** The showcase players' upcoming events run through the statuses so every one shows up. */
function cycleKeyPlayerStatuses(entries: Array<EntryRow>, tournaments: Array<DemoTournament>): void {
  const upcoming = new Set(tournaments.filter((t) => !t.isPast).map((t) => t.id));
  for (const accountId of KEY_PLAYERS) {
    const own = entries.filter((e) => e.accountId === accountId && upcoming.has(e.tournamentId));
    own.forEach((entry, i) => {
      entry.statusId = KEY_PLAYER_STATUS_CYCLE[(i + accountId - 1) % KEY_PLAYER_STATUS_CYCLE.length] ?? 1;
    });
  }
}

/** Makes sure statuses 1–6 all appear among the other players' upcoming entries too. */
function coverEveryStatus(entries: Array<EntryRow>, tournaments: Array<DemoTournament>): void {
  const upcoming = new Set(tournaments.filter((t) => !t.isPast).map((t) => t.id));
  const others = entries.filter((e) => upcoming.has(e.tournamentId) && !KEY_PLAYERS.includes(e.accountId));
  const present = new Set(others.map((e) => e.statusId));
  let k = 0;
  for (const status of [1, 2, 3, 4, 5, 6]) {
    if (present.has(status)) continue;
    // Take the entry in the most common status, so the spread stays natural.
    const counts = new Map<number | null | undefined, number>();
    for (const e of others) counts.set(e.statusId, (counts.get(e.statusId) ?? 0) + 1);
    const common = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const target = others.filter((e) => e.statusId === common)[k++];
    if (target) target.statusId = status;
  }
}

export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}
