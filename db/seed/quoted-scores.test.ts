/**
 * Every figure a seeded tournament note or news item quotes is checked against the seeded rounds
 * (issue 15 point 6). The figures are recomputed here from the raw rows, not through round-facts.ts,
 * and every number left in a text after the known phrases are taken out fails the test.
 */
import { addDays, format, parseISO } from 'date-fns';
import { beforeAll, describe, expect, test } from 'vitest';
import { generateSeed } from './generate';
import type { SeedTables } from './types';

const TODAY = '2026-11-22';

type Round = SeedTables['rounds'][number];
type Hole = SeedTables['roundHoles'][number];
type Tournament = SeedTables['tournaments'][number];
type Entry = SeedTables['tournamentEntries'][number];

let tables: SeedTables;
let completed: Array<Round>;
let holesOf: Map<number, Array<Hole>>;
let tournamentById: Map<number, Tournament>;
let entryOf: Map<string, Entry>;

beforeAll(() => {
  tables = generateSeed({ seed: 42, today: TODAY });
  completed = tables.rounds.filter((r) => !r.inProgress);
  holesOf = new Map();
  for (const h of tables.roundHoles) holesOf.set(h.roundId, [...(holesOf.get(h.roundId) ?? []), h]);
  tournamentById = new Map(tables.tournaments.map((t) => [t.id ?? 0, t]));
  entryOf = new Map(tables.tournamentEntries.map((e) => [`${e.accountId}:${e.tournamentId}`, e]));
}, 120_000);

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

function count(word: string): number {
  const index = WORDS.indexOf(word.toLowerCase());
  return index >= 0 ? index : Number(word);
}

function eventRounds(accountId: number, tournamentId: number): Array<Round> {
  return completed
    .filter((r) => r.accountId === accountId && r.tournamentId === tournamentId)
    .sort((a, b) => (a.roundNumber ?? 1) - (b.roundNumber ?? 1));
}

function finalRound(rounds: Array<Round>): Round {
  const final = rounds.find((r) => r.isFinalRound);
  expect(final, 'the event has a stored final round').toBeDefined();
  return final as Round;
}

function holes(round: Round): Array<Hole> {
  return holesOf.get(round.id ?? 0) ?? [];
}

function toPar(strokes: number, par: number): string {
  const diff = strokes - par;
  return diff === 0 ? 'even par' : diff < 0 ? `${-diff} under par` : `${diff} over par`;
}

/** True when no earlier completed round of the player with as many holes is as low (and one exists). */
function isPersonalBest(round: Round): boolean {
  const earlier = completed.filter(
    (r) =>
      r.accountId === round.accountId &&
      r.holeCount === round.holeCount &&
      (r.playedOn < round.playedOn || (r.playedOn === round.playedOn && (r.id ?? 0) < (round.id ?? 0))),
  );
  return earlier.length > 0 && earlier.every((r) => (r.score ?? 0) > (round.score ?? 0));
}

/** The finish a head names: "Won" and "Champion" are 1, "Runner-up" 2, "T5" and "5th" as written. */
function finishOf(head: string): string {
  if (head === 'Won' || head === 'Champion' || head === 'Medalist') return '1';
  if (head === 'Runner-up') return '2';
  return head.replace(/(st|nd|rd|th)$/, '');
}

/** Checks each phrase's figures, takes it out of the text, and returns what is left. */
type Check = { pattern: RegExp; check: (match: RegExpExecArray) => void };

function consume(text: string, checks: Array<Check>): string {
  let rest = text;
  for (const { pattern, check } of checks) {
    const global = new RegExp(pattern.source, 'g');
    for (const match of rest.matchAll(global)) check(match as RegExpExecArray);
    rest = rest.replace(global, ' ');
  }
  return rest;
}

function scoreChecks(rounds: Array<Round>): Array<Check> {
  const score = (n: string | undefined) => Number(n);
  return [
    {
      pattern: /rounds of (\d+(?:-\d+)+)(?:, (even par|\d+ (?:under|over) par))?/,
      check: ([, line, par]) => {
        expect(line).toBe(rounds.map((r) => r.score).join('-'));
        const strokes = rounds.reduce((s, r) => s + (r.score ?? 0), 0);
        if (par)
          expect(par).toBe(
            toPar(
              strokes,
              rounds.reduce((s, r) => s + (r.par ?? 0), 0),
            ),
          );
      },
    },
    {
      pattern: /bogey-free (\d+) in the final round/,
      check: ([, n]) => {
        const final = finalRound(rounds);
        expect(score(n)).toBe(final.score);
        expect(holes(final).every((h) => (h.score ?? 0) <= h.par)).toBe(true);
      },
    },
    { pattern: /closed with an? (\d+)/, check: ([, n]) => expect(score(n)).toBe(finalRound(rounds).score) },
    { pattern: /opened with an? (\d+)/, check: ([, n]) => expect(score(n)).toBe(rounds[0]?.score) },
    {
      pattern: /career-low (\d+)(?: in round (\d+))?/,
      check: ([, n, roundNumber]) => {
        const round = rounds.find(
          (r) => r.score === score(n) && (!roundNumber || r.roundNumber === score(roundNumber)),
        );
        expect(round, `a round of ${n}`).toBeDefined();
        expect(isPersonalBest(round as Round)).toBe(true);
      },
    },
    {
      pattern: /birdied (\w+) of the last six holes/,
      check: ([, n]) => {
        const final = finalRound(rounds);
        const late = holes(final).filter(
          (h) => h.holeNumber > final.holeCount - 6 && (h.score ?? 99) < h.par,
        );
        expect(late.length).toBe(count(n ?? ''));
      },
    },
    {
      pattern: /hit (\w+) greens? in regulation in the final round/,
      check: ([, n]) => {
        const greens = holes(finalRound(rounds)).filter((h) => h.madeGreenInRegulation === true);
        expect(greens.length).toBe(count(n ?? ''));
      },
    },
    { pattern: /with an? (\d+)/, check: ([, n]) => expect(rounds.map((r) => r.score)).toEqual([score(n)]) },
    {
      pattern: /(\w+) match(?:es)? in (\w+) days?/,
      check: ([, matches, days]) => {
        expect(rounds.length).toBe(count(matches ?? ''));
        expect(new Set(rounds.map((r) => r.playedOn)).size).toBe(count(days ?? ''));
      },
    },
  ];
}

/** Match play finishes are bracket rounds (tournaments.ts): T3 semifinals, T5 quarterfinals, T9 last 16. */
function bracketChecks(finish: string): Array<Check> {
  return [
    { pattern: /reached the semifinals/, check: () => expect(finish).toBe('T3') },
    { pattern: /reached the quarterfinals/, check: () => expect(finish).toBe('T5') },
    { pattern: /reached the round of 16/, check: () => expect(finish).toBe('T9') },
  ];
}

describe('tournament notes', () => {
  test('every featured past entry has a note, and only those', () => {
    const featured = tables.tournamentEntries.filter((e) => e.isFeatured);
    expect(featured.length).toBeGreaterThan(20);
    for (const e of tables.tournamentEntries) expect(Boolean(e.note)).toBe(Boolean(e.isFeatured));
    expect(featured.some((e) => /^T\d+ — /.test(e.note ?? ''))).toBe(true);
    expect(featured.some((e) => /closed with a \d+/.test(e.note ?? ''))).toBe(true);
  });

  test('accounts 1 and 2 have at least 6 featured past events with notes', () => {
    for (const accountId of [1, 2]) {
      const own = tables.tournamentEntries.filter((e) => e.accountId === accountId && e.isFeatured && e.note);
      expect(own.length, String(accountId)).toBeGreaterThanOrEqual(6);
    }
  });

  test('in stroke play and qualifiers the finishes follow the stored totals', () => {
    let compared = 0;
    for (const t of tables.tournaments) {
      if (t.eventTypeId === 11) continue;
      const field = tables.tournamentEntries
        .filter((e) => e.tournamentId === t.id && e.finishPosition)
        .map((e) => ({
          place: Number(e.finishPosition?.replace(/^T/, '')),
          total: eventRounds(e.accountId, t.id ?? 0).reduce((sum, r) => sum + (r.score ?? 0), 0),
        }));
      for (const a of field) {
        for (const b of field) {
          if (a.total < b.total) expect(a.place, t.name).toBeLessThan(b.place);
          // Equal totals share a place, except the win (a playoff).
          if (a.total === b.total && a !== b && Math.min(a.place, b.place) > 1) expect(a.place).toBe(b.place);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  test('every figure a note quotes is the stored rounds and finish of that entry', () => {
    let quoted = 0;
    for (const entry of tables.tournamentEntries) {
      if (!entry.note) continue;
      const match = /^(\S+) — (.+)$/.exec(entry.note);
      expect(match, entry.note).not.toBeNull();
      const [, head = '', detail = ''] = match ?? [];
      expect(finishOf(head), entry.note).toBe(entry.finishPosition);
      const rounds = eventRounds(entry.accountId, entry.tournamentId);
      const rest = consume(detail, [...scoreChecks(rounds), ...bracketChecks(entry.finishPosition ?? '')]);
      expect(rest, `unchecked number in "${entry.note}"`).not.toMatch(/\d/);
      if (/\d/.test(detail)) quoted++;
    }
    expect(quoted).toBeGreaterThan(20);
  });
});

describe('news items', () => {
  /** The edition of an event a story is about: the latest one the player finished before posting. */
  function storyEvent(accountId: number, isEvent: (name: string) => boolean, postedOn: string) {
    const editions = tables.tournaments
      .filter(
        (t) =>
          isEvent(t.name) &&
          (t.endDate ?? t.startDate) < postedOn &&
          entryOf.get(`${accountId}:${t.id}`)?.finishPosition,
      )
      .sort((a, b) => b.startDate.localeCompare(a.startDate));
    expect(editions.length, `an event the story of ${postedOn} is about`).toBeGreaterThan(0);
    return editions[0] as Tournament;
  }

  test('every figure a news item quotes is the stored rounds, finish or schedule of its player', () => {
    const kinds = { result: 0, personalBest: 0 };
    for (const item of tables.newsItems) {
      const postedOn = item.publishedAt.slice(0, 10);
      const text = `${item.header}\n${item.body}`;
      let checks: Array<Check> = [];

      const result =
        /^(Won|T\d+|\d+(?:st|nd|rd|th)|Top-20 finish|Champion|Runner-up|Semifinalist|Quarterfinalist|Medalist|Qualified) (?:at )?the (.+)$/.exec(
          item.header,
        );
      const qualified = /^Qualified for the (.+)!$/.exec(item.header);
      const record = /^New personal best: (\d+)$/.exec(item.header);

      if (result || qualified) {
        kinds.result++;
        const head = result?.[1] ?? 'Qualified';
        const event = storyEvent(
          item.accountId,
          (name) => (result ? name === result[2] : name.startsWith(`${qualified?.[1]} Qualifier — `)),
          postedOn,
        );
        const finish = entryOf.get(`${item.accountId}:${event.id}`)?.finishPosition ?? '';
        const place = Number(finish.replace(/^T/, ''));
        if (head === 'Top-20 finish') expect(place > 10 && place <= 20).toBe(true);
        else if (head === 'Semifinalist') expect(finish).toBe('T3');
        else if (head === 'Quarterfinalist') expect(finish).toBe('T5');
        else if (head === 'Qualified') expect(place).toBeLessThanOrEqual(3);
        else expect(finishOf(head), item.header).toBe(finish);
        checks = [
          ...scoreChecks(eventRounds(item.accountId, event.id ?? 0)),
          { pattern: /Top-20/, check: () => undefined },
          { pattern: /^(?:T\d+|\d+(?:st|nd|rd|th)) at/, check: () => undefined },
        ];
      } else if (record) {
        kinds.personalBest++;
        const score = Number(record[1]);
        // Posted the day after the record round (decision 003).
        const playedOn = format(addDays(parseISO(postedOn), -1), 'yyyy-MM-dd');
        const round = completed.find(
          (r) =>
            r.accountId === item.accountId &&
            r.playedOn === playedOn &&
            r.score === score &&
            r.holeCount === 18,
        );
        expect(round, `${item.header} on ${playedOn}`).toBeDefined();
        const r = round as Round;
        expect(isPersonalBest(r), item.header).toBe(true);
        checks = [
          { pattern: /New personal best: (\d+)/, check: () => undefined },
          {
            pattern:
              /Shot (\d+) (?:in round (\d+) of the (.+?)|in a practice round with my team this week), (even par|\d+ (?:under|over) par)\./,
            check: ([, n, roundNumber, eventName, par]) => {
              expect(Number(n)).toBe(score);
              expect(par).toBe(toPar(score, r.par ?? 0));
              if (roundNumber) {
                expect(r.roundNumber).toBe(Number(roundNumber));
                expect(tournamentById.get(r.tournamentId ?? 0)?.name).toBe(eventName);
              } else {
                expect(r.tournamentId ?? null).toBeNull();
              }
            },
          },
          {
            pattern: /(\w+) birdies?, and the putter/,
            check: ([, n]) => {
              expect(holes(r).filter((h) => (h.score ?? 99) < h.par).length).toBe(count(n ?? ''));
            },
          },
        ];
      } else if (item.header === 'My schedule for the coming months') {
        checks = [
          {
            pattern: /• (.+) — (\w+ \d+)/,
            check: ([, name, day]) => {
              const event = tables.tournaments.find(
                (t) =>
                  t.name === name &&
                  t.startDate >= postedOn &&
                  format(parseISO(t.startDate), 'MMMM d') === day &&
                  entryOf.has(`${item.accountId}:${t.id}`),
              );
              expect(event, `${name} on ${day}`).toBeDefined();
            },
          },
        ];
      }
      // A distance band of the season recap is no score.
      checks.push({ pattern: /from 50 to 100 yards/, check: () => undefined });
      const rest = consume(text, checks);
      expect(rest, `unchecked number in "${text}"`).not.toMatch(/\d/);
    }
    expect(kinds.result).toBeGreaterThanOrEqual(4);
    expect(kinds.personalBest).toBeGreaterThanOrEqual(3);
  });
});

describe('about texts', () => {
  test("every figure an about text quotes from the player's record is the stored one", () => {
    const yearAgo = format(addDays(parseISO(TODAY), -365), 'yyyy-MM-dd');
    let quoted = 0;
    for (const info of tables.accountExtraInfo) {
      const about = info.about ?? '';
      expect(about, 'no placeholder left').not.toContain('{');
      const own = completed.filter((r) => r.accountId === info.accountId && r.holeCount === 18);
      const rest = consume(about, [
        {
          pattern: /My best 18-hole score in competition is (\d+)\./,
          check: ([, n]) => {
            const competition = own.filter((r) => r.tournamentId != null).map((r) => r.score ?? 0);
            expect(Number(n)).toBe(Math.min(...competition));
            quoted++;
          },
        },
        {
          pattern: /inside the top ten at (\d+) events over the last two seasons/,
          check: ([, n]) => {
            const topTens = tables.tournamentEntries.filter(
              (e) =>
                e.accountId === info.accountId &&
                e.finishPosition &&
                Number(e.finishPosition.replace(/^T/, '')) <= 10,
            );
            expect(Number(n)).toBe(topTens.length);
            quoted++;
          },
        },
        {
          pattern: /lowered my scoring average by (\d+\.\d) strokes over the last 12 months/,
          check: ([, n]) => {
            const mean = (list: Array<Round>) => list.reduce((s, r) => s + (r.score ?? 0), 0) / list.length;
            const drop =
              mean(own.filter((r) => r.playedOn <= yearAgo)) - mean(own.filter((r) => r.playedOn > yearAgo));
            expect(Number(n)).toBeCloseTo(drop, 1);
            quoted++;
          },
        },
        // Not the golf record: grade averages, class years, ages, distances, event lengths.
        { pattern: /\d\.\d\d GPA/, check: () => undefined },
        { pattern: /[Cc]lass of \d{4}/, check: () => undefined },
        { pattern: /in \d{4} with a degree/, check: () => undefined },
        { pattern: /since I was \d+/, check: () => undefined },
        { pattern: /inside 100 yards/, check: () => undefined },
        { pattern: /54-hole/, check: () => undefined },
      ]);
      expect(rest, `unchecked number in "${about}"`).not.toMatch(/\d/);
    }
    expect(quoted).toBeGreaterThan(5);
  });
});
