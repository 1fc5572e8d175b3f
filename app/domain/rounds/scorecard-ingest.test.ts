// Scorecard rounds through POST /api/v1/rounds (decision 101): what a card holds is accepted, a
// partial shot list is kept with the hole's score, and what contradicts itself is refused by field.
import { expect, test } from 'vitest';
import { cardIssuesAtPar, puttsOfPartialList, type RoundIngestBody, shotsMakeHole } from './ingest';
import { accepted, type HoleBody, refused, type ShotBody } from './ingest-test-support';

function round(holes: Array<HoleBody>, extra: Partial<RoundIngestBody> = {}): RoundIngestBody {
  return {
    clientRoundId: 'card-1',
    clientCourseId: 'c-1',
    tee: 'Blue',
    startedAt: '2026-11-21T08:40:00',
    roundType: 'practice',
    holeCount: 9,
    inProgress: true,
    holes,
    ...extra,
  };
}

function shot(
  number: number,
  startLie: ShotBody['startLie'],
  distanceBefore: number,
  endLie: ShotBody['endLie'],
  distanceAfter: number,
): ShotBody {
  return { number, startLie, distanceBefore, endLie, distanceAfter };
}

const PARS = [4, 4, 3, 5, 4, 4, 3, 5, 4];

test('a nine-hole scorecard with every column a card keeps is accepted as sent', () => {
  const holes = PARS.map((par, i) => ({
    number: i + 1,
    par,
    score: par + (i % 3 === 0 ? 1 : 0),
    putts: 2,
    fairway: par === 3 ? ('n.a.' as const) : ('hit' as const),
    greenInRegulation: i % 3 !== 0,
    penaltyStrokes: 0,
    sandShots: i === 3 ? 1 : 0,
    upAndDown: false,
  }));
  const stored = accepted(round(holes, { holeCount: 9, inProgress: false }));
  expect(stored.holes).toHaveLength(9);
  expect(stored.holes[0]).toMatchObject({ score: 5, putts: 2, fairway: 'hit', greenInRegulation: false });
  expect(stored.holes.every((h) => h.shots.length === 0 && !shotsMakeHole(h))).toBe(true);
});

test('a hole with only its putts is kept as sent with its score, and marked incomplete', () => {
  const stored = accepted(
    round([
      {
        number: 1,
        par: 4,
        score: 5,
        shots: [shot(4, 'green', 18, 'green', 3), shot(5, 'green', 3, 'holed', 0)],
      },
    ]),
  );
  const hole = stored.holes[0];
  expect(hole?.shots.map((s) => s.number)).toEqual([4, 5]);
  expect(hole && shotsMakeHole(hole)).toBe(false);
});

test('a hole with a shot missing keeps its true score; shots that do not add up mark it incomplete', () => {
  const missing = accepted(
    round([
      {
        number: 1,
        par: 4,
        score: 4,
        shots: [
          shot(1, 'tee', 400, 'fairway', 150),
          shot(2, 'fairway', 150, 'green', 20),
          shot(4, 'green', 3, 'holed', 0),
        ],
      },
    ]),
  ).holes[0];
  expect(missing?.score).toBe(4);
  expect(missing && shotsMakeHole(missing)).toBe(false);
  // Numbered 1, 2, 3 and holed, but the card says 4: kept, not the whole hole.
  const short = accepted(
    round([
      {
        number: 1,
        par: 4,
        score: 4,
        shots: [
          shot(1, 'tee', 400, 'fairway', 150),
          shot(2, 'fairway', 150, 'green', 20),
          shot(3, 'green', 20, 'holed', 0),
        ],
      },
    ]),
  ).holes[0];
  expect(short && shotsMakeHole(short)).toBe(false);
  // The same list without a score is the whole hole.
  const whole = accepted(
    round([
      {
        number: 1,
        par: 4,
        shots: [
          shot(1, 'tee', 400, 'fairway', 150),
          shot(2, 'fairway', 150, 'green', 20),
          shot(3, 'green', 20, 'holed', 0),
        ],
      },
    ]),
  ).holes[0];
  expect(whole && shotsMakeHole(whole)).toBe(true);
});

test('a round may mix tracked and scored holes', () => {
  const stored = accepted(
    round([
      {
        number: 1,
        par: 4,
        shots: [
          shot(1, 'tee', 400, 'fairway', 150),
          shot(2, 'fairway', 150, 'green', 20),
          shot(3, 'green', 20, 'holed', 0),
        ],
      },
      { number: 2, par: 4, score: 5, putts: 2, fairway: 'left' },
    ]),
  );
  expect(stored.holes.map((h) => shotsMakeHole(h))).toEqual([true, false]);
});

test('what a card says is refused when it does not fit in the score, with the field and a sentence', () => {
  expect(refused(round([{ number: 1, score: 3, putts: 3 }]))).toEqual([
    { path: 'holes[0].putts', message: '3 putts do not fit in a score of 3: the tee shot is not a putt.' },
  ]);
  expect(refused(round([{ number: 1, score: 2, sandShots: 2 }]))).toEqual([
    {
      path: 'holes[0].sandShots',
      message: '2 sand shots do not fit in a score of 2: the tee shot is not played from sand.',
    },
  ]);
  expect(refused(round([{ number: 1, score: 4, putts: 2, sandShots: 1, penaltyStrokes: 1 }]))).toEqual([
    {
      path: 'holes[0].score',
      message:
        'The score 4 is fewer than the strokes the hole records: the tee shot, 2 putts, 1 sand shots and 1 penalty strokes make 5.',
    },
  ]);
  expect(refused(round([{ number: 1, score: 4, greenInRegulation: true, upAndDown: true }]))).toEqual([
    {
      path: 'holes[0].upAndDown',
      message: 'An up and down follows a missed green, and this hole says the green was hit in regulation.',
    },
  ]);
  expect(
    refused(
      round([
        {
          number: 1,
          score: 4,
          fairway: 'center' as 'hit',
          sandShots: -1,
          greenInRegulation: 1 as unknown as boolean,
        },
      ]),
    ),
  ).toEqual([
    { path: 'holes[0].fairway', message: 'The fairway is one of hit, left, right, short, long or n.a.' },
    { path: 'holes[0].greenInRegulation', message: 'greenInRegulation is true or false.' },
    { path: 'holes[0].sandShots', message: 'Sand shots cannot be negative.' },
  ]);
});

test('a partial shot list needs the score, fits in it, and has no more putts than the card', () => {
  expect(refused(round([{ number: 1, shots: [shot(1, 'green', 18, 'holed', 0)] }]))).toEqual([
    {
      path: 'holes[0].score',
      message:
        'These shots do not make the whole hole (numbered from 1 on the tee, the last one holed): send its score.',
    },
  ]);
  expect(
    refused(
      round([
        {
          number: 1,
          score: 2,
          shots: [
            shot(1, 'tee', 400, 'fairway', 150),
            shot(2, 'fairway', 150, 'green', 20),
            shot(3, 'green', 20, 'holed', 0),
          ],
        },
      ]),
    ),
  ).toEqual([
    {
      path: 'holes[0].score',
      message: 'The score 2 is fewer than the shots sent: 3 strokes with penalties.',
    },
  ]);
  expect(refused(round([{ number: 1, score: 4, shots: [shot(5, 'green', 3, 'holed', 0)] }]))).toEqual([
    { path: 'holes[0].shots[0].number', message: 'Shot 5 cannot be played on a hole scored 4.' },
  ]);
  expect(
    refused(
      round([
        {
          number: 1,
          score: 5,
          putts: 1,
          shots: [shot(3, 'green', 18, 'green', 3), shot(4, 'green', 3, 'holed', 0)],
        },
      ]),
    ),
  ).toEqual([
    { path: 'holes[0].putts', message: 'The putts 1 are fewer than the shots sent from the green: 2.' },
  ]);
  expect(
    refused(
      round([
        { number: 1, score: 5, shots: [shot(3, 'green', 18, 'green', 3), shot(3, 'green', 3, 'holed', 0)] },
      ]),
    ),
  ).toEqual([
    {
      path: 'holes[0].shots[1].number',
      message: 'Shots are listed in playing order, so shot numbers rise: 3 follows 3.',
    },
  ]);
});

test('a green in regulation that the score and putts contradict, once the par is known', () => {
  expect(cardIssuesAtPar({ score: 5, putts: 1, greenInRegulation: true }, 4)).toEqual([
    {
      field: 'greenInRegulation',
      message:
        'A green in regulation is reached in 2 strokes or fewer on a par 4, and a score of 5 with 1 putts took 4 to reach it.',
    },
  ]);
  expect(cardIssuesAtPar({ score: 5, putts: 3, greenInRegulation: true }, 4)).toEqual([]);
  // A putt from the fringe counts as a putt on many cards: no green hit, no contradiction.
  expect(cardIssuesAtPar({ score: 4, putts: 2, greenInRegulation: false }, 4)).toEqual([]);
  expect(cardIssuesAtPar({ score: 5, greenInRegulation: true }, 4)).toEqual([]);
});

test('a partial list gives the putts only where it holds the whole putting, else they are not recorded', () => {
  const hole = (score: number, shots: Array<ShotBody>) =>
    accepted(round([{ number: 1, par: 4, score, shots }])).holes[0] ?? { score, shots: [] };
  // Only the putts, numbered to the holed one.
  expect(
    puttsOfPartialList(hole(5, [shot(4, 'green', 18, 'green', 3), shot(5, 'green', 3, 'holed', 0)])),
  ).toBe(2);
  // The shot onto the green, then the putts: a shot missing earlier says nothing of the putts.
  expect(
    puttsOfPartialList(
      hole(5, [
        shot(1, 'tee', 400, 'fairway', 150),
        shot(3, 'fairway', 60, 'green', 12),
        shot(4, 'green', 12, 'holed', 0),
      ]),
    ),
  ).toBe(1);
  // A gap right before the putts, or among them, may be a putt missing.
  expect(
    puttsOfPartialList(hole(4, [shot(1, 'tee', 400, 'fairway', 150), shot(3, 'green', 3, 'holed', 0)])),
  ).toBeNull();
  expect(
    puttsOfPartialList(hole(6, [shot(3, 'green', 30, 'green', 8), shot(5, 'green', 2, 'holed', 0)])),
  ).toBeNull();
  // Not holed from the green: the putting is not all there.
  expect(
    puttsOfPartialList(hole(5, [shot(1, 'tee', 400, 'fairway', 150), shot(2, 'fairway', 150, 'green', 20)])),
  ).toBeNull();
});
