// What a posted round checks against its course and event, and what it stores (stored-round.ts):
// the rules db/queries/ingest.ts applies between its read and its write.
import { describe, expect, test } from 'vitest';
import { expectedStrokes } from '../stats/strokes-gained';
import { accepted, oneHole, shot } from './ingest-test-support';
import { hasRulesRecords, type RoundFacts, roundIssues, storedRound } from './stored-round';

const PAR_FOUR = new Map([[1, 4]]);
const FACTS: RoundFacts = { tee: { id: 7 }, event: undefined, parOf: PAR_FOUR };
const COURSE = { parOf: PAR_FOUR, yardsOf: new Map([[1, 402]]), geometryOf: () => null };
const EVENT = { id: 3, startDate: '2026-11-20', endDate: '2026-11-21', numberOfRounds: 2 };

const fourShots = [
  shot('tee', 400, 'water', 150, { penalties: [{ kind: 'penalty-area', strokes: 1 }] }),
  shot('rough', 155, 'green', 20),
  shot('green', 20, 'green', 3),
  shot('green', 3, 'holed', 0),
];

describe('roundIssues: the checks that need the course and the event', () => {
  test('a round its course and event allow has none', () => {
    expect(roundIssues(accepted(oneHole(4, fourShots)), FACTS)).toEqual([]);
  });

  test('a tee the course lacks, and a tournament that does not exist', () => {
    const round = accepted({ ...oneHole(4, fourShots), tournamentId: 99 });
    expect(roundIssues(round, { ...FACTS, tee: undefined })).toEqual([
      { path: 'tee', message: 'The course has no tee named "Blue".' },
      {
        path: 'tournamentId',
        message: 'No tournament with this id: send it to POST /api/v1/tournaments first.',
      },
    ]);
  });

  test("a tournament round is played on one of the event's days; a practice round may be on any", () => {
    const body = { ...oneHole(4, fourShots), tournamentId: 3, startedAt: '2026-11-23T08:40:00' };
    expect(roundIssues(accepted({ ...body, roundType: 'tournament' }), { ...FACTS, event: EVENT })).toEqual([
      {
        path: 'startedAt',
        message: 'The round was played on 2026-11-23; the tournament runs from 2026-11-20 to 2026-11-21.',
      },
    ]);
    expect(roundIssues(accepted(body), { ...FACTS, event: EVENT })).toEqual([]);
  });

  test('a hole without a par sent or on the scorecard', () => {
    const round = accepted(oneHole(4, fourShots));
    const withoutPar = { ...round, holes: round.holes.map((hole) => ({ ...hole, par: undefined })) };
    expect(roundIssues(withoutPar, { ...FACTS, parOf: new Map() })).toEqual([
      { path: 'holes[0].par', message: 'The course scorecard has no par for hole 1: send it.' },
    ]);
  });
});

describe('storedRound: the rows a round writes', () => {
  test('a tracked hole scores its shots and their penalties; each shot has its type and strokes gained', () => {
    const { holes, shots, totals } = storedRound(accepted(oneHole(4, fourShots)), COURSE);
    expect(holes[0]).toMatchObject({
      par: 4,
      yards: 402,
      score: 5,
      penaltyStrokes: 1,
      shotsIncomplete: false,
    });
    expect(totals).toEqual({ score: 5, par: 4, yards: 402 });
    expect(shots.map((s) => [s.shotNumber, s.type, s.penaltyStrokes])).toEqual([
      [1, 'Tee', 1],
      [2, 'Approach', 0],
      [3, 'Putt', 0],
      [4, 'Putt', 0],
    ]);
    // The hole's strokes gained add up to the baseline from the tee less the score.
    const sum = shots.reduce((total, s) => total + (s.strokesGained ?? 0), 0);
    expect(sum).toBeCloseTo(expectedStrokes('tee', 400) - 5, 10);
    expect(hasRulesRecords(shots)).toBe(true);
  });

  test('a scorecard hole keeps its score; an excluded hole is stored but not counted', () => {
    const body = oneHole(4, [], { score: 6, putts: 2 });
    const round = accepted({
      ...body,
      holes: [...body.holes, { number: 2, par: 3, score: 3, excluded: true, shots: [] }],
    });
    const { holes, shots, totals } = storedRound(round, COURSE);
    expect(holes.map((h) => [h.holeNumber, h.score, h.excluded])).toEqual([
      [1, 6, false],
      [2, 3, true],
    ]);
    expect(shots).toEqual([]);
    expect(totals).toEqual({ score: 6, par: 4, yards: 402 });
  });

  test('a round of plain shots carries no Rules of Golf record', () => {
    const plain = [
      shot('tee', 400, 'fairway', 150),
      shot('fairway', 150, 'green', 8),
      shot('green', 8, 'holed', 0),
    ];
    expect(hasRulesRecords(storedRound(accepted(oneHole(4, plain)), COURSE).shots)).toBe(false);
  });
});
