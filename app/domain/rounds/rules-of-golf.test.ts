// The Rules of Golf records of POST /api/v1/rounds (decision 111), rule by rule: penalty kinds, relief,
// provisional balls, start lies a tracker could not classify, and how strokes gained charges them.
import { describe, expect, test } from 'vitest';
import { expectedStrokes, penaltiesCharged } from '../stats/strokes-gained';
import { resolvedEndLie } from './ingest';
import { accepted, firstHoleStats, oneHole, refused, shot } from './ingest-test-support';
import { penaltiesInWords } from './rules-of-golf';

const E = expectedStrokes;

describe('penalty kinds (Rules 17, 18, 19, 1.3c)', () => {
  test('a penalty names its kind and any number of strokes; penaltyStrokes is their sum', () => {
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'water', 150, { penalties: [{ kind: 'penalty-area', strokes: 1 }] }),
        shot('rough', 155, 'sand', 20, { penalties: [{ kind: 'rules-breach', strokes: 2 }] }),
        shot('sand', 20, 'green', 12),
        shot('green', 12, 'holed', 0),
      ]),
    );
    const shots = round.holes[0]?.shots ?? [];
    expect(shots.map((s) => s.penaltyStrokes)).toEqual([1, 2, 0, 0]);
    expect(penaltiesInWords(shots[1]?.penalties ?? [])).toBe('breach of a Rule, 2 strokes');
    // 4 strokes and 3 penalty strokes: the shots add up to E(tee 400) − 7.
    expect(firstHoleStats(round).sum).toBeCloseTo(E('tee', 400) - 7, 10);
  });

  test('penaltyStrokes and the penalties listed must agree; a ball in a penalty area is not unplayable (Rule 19.1)', () => {
    expect(
      refused(
        oneHole(3, [
          shot('tee', 170, 'water', 20, {
            penaltyStrokes: 2,
            penalties: [{ kind: 'unplayable', strokes: 1 }],
          }),
          shot('rough', 25, 'green', 10),
          shot('green', 10, 'holed', 0),
        ]),
      ),
    ).toEqual([
      {
        path: 'holes[0].shots[0].penaltyStrokes',
        message: 'The penalty strokes 2 do not match the penalties listed: 1.',
      },
    ]);
    expect(
      refused(
        oneHole(3, [
          shot('tee', 170, 'water', 20, { penalties: [{ kind: 'unplayable', strokes: 1 }] }),
          shot('rough', 25, 'green', 10),
          shot('green', 10, 'holed', 0),
        ]),
      ),
    ).toEqual([
      {
        path: 'holes[0].shots[0].penalties[0].kind',
        message: 'Shot 1: a ball in a penalty area cannot be declared unplayable (Rule 19.1).',
      },
    ]);
  });

  test('a penalty on a putt is charged to the last stroke from off the green, never to putting', () => {
    // Par 4: drive, approach to 30 ft, a putt to 3 ft that breaks a Rule (2 strokes), holed. 6 strokes.
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'fairway', 150),
        shot('fairway', 150, 'green', 30),
        shot('green', 30, 'green', 3, { penalties: [{ kind: 'rules-breach', strokes: 2 }] }),
        shot('green', 3, 'holed', 0),
      ]),
    );
    const { stats, perShot, sum } = firstHoleStats(round);
    expect(perShot[1]).toBeCloseTo(E('fairway', 150) - E('green', 10) - 1 - 2, 10);
    expect(perShot[2]).toBeCloseTo(E('green', 10) - E('green', 1) - 1, 10);
    expect(stats.sgPutting).toBeCloseTo(E('green', 10) - 2, 10);
    expect(sum).toBeCloseTo(E('tee', 400) - 6, 10);
    expect(
      penaltiesCharged([
        { startLie: 'tee', penaltyStrokes: 1 },
        { startLie: 'green', penaltyStrokes: 2 },
        { startLie: 'green', penaltyStrokes: 0 },
      ]),
    ).toEqual([3, 0, 0]);
  });
});

describe('a ball in a penalty area played as it lies (Rule 17.1b)', () => {
  test('without a penalty stroke, the next shot is played from wherever the tracker recorded it', () => {
    const round = accepted(
      oneHole(3, [
        shot('tee', 170, 'water', 30),
        shot('rough', 30, 'green', 10),
        shot('green', 10, 'holed', 0),
      ]),
    );
    expect(round.holes[0]?.shots.map((s) => s.endLie)).toEqual(['water', 'green', 'holed']);
    const { stats, sum } = firstHoleStats(round);
    // The ball stayed in play: a par 3 on in 2 strokes is no green in regulation, and no penalty.
    expect(stats.madeGreenInRegulation).toBe(false);
    expect(stats.teePenaltyStrokes).toBe(0);
    expect(sum).toBeCloseTo(E('tee', 170) - 3, 10);
  });
});

describe('relief (Rules 16, 17, 19; Model Local Rule E-5)', () => {
  test('free relief (Rule 16.1) is measured with the next stroke, not credited to the one before', () => {
    // Drive onto a cart path in the rough 140 yd out, free relief to the fairway 141 yd out.
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'rough', 140),
        shot('fairway', 141, 'green', 20, {
          relief: { reason: 'abnormal-course-condition', fromLie: 'rough', fromDistance: 140 },
        }),
        shot('green', 20, 'green', 2),
        shot('green', 2, 'holed', 0),
      ]),
    );
    const stored = round.holes[0]?.shots[1]?.relief;
    expect(stored).toEqual({
      type: 'free',
      reason: 'abnormal-course-condition',
      fromLie: 'rough',
      fromDistance: 140,
    });
    const { stats, perShot, sum } = firstHoleStats(round);
    expect(perShot[0]).toBeCloseTo(E('tee', 400) - E('rough', 140) - 1, 10);
    expect(perShot[1]).toBeCloseTo(E('rough', 140) - E('green', 20 / 3) - 1, 10);
    expect(sum).toBeCloseTo(E('tee', 400) - 4, 10);
    // The drive came to rest in the rough and was played from there after the relief: a miss.
    expect(stats.fairwayHit).toBe(false);
  });

  test('relief from a penalty area (Rule 17.1d) is the cost of the stroke that put the ball there', () => {
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'water', 150, { penalties: [{ kind: 'penalty-area', strokes: 1 }] }),
        shot('rough', 155, 'green', 30, {
          relief: { type: 'penalty', reason: 'penalty-area', fromLie: 'water', fromDistance: 150 },
        }),
        shot('green', 30, 'green', 3),
        shot('green', 3, 'holed', 0),
      ]),
    );
    const { perShot, sum } = firstHoleStats(round);
    // The drive ends where the drop put the ball, charged its penalty stroke.
    expect(perShot[0]).toBeCloseTo(E('tee', 400) - E('rough', 155) - 1 - 1, 10);
    expect(perShot[1]).toBeCloseTo(E('rough', 155) - E('green', 10) - 1, 10);
    expect(sum).toBeCloseTo(E('tee', 400) - 5, 10);
  });

  test("an unknown end lie is where the relief says the ball lay; the relief's distance can be left out", () => {
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'unknown', 140),
        shot('fairway', 141, 'green', 20, { relief: { reason: 'embedded-ball', fromLie: 'rough' } }),
        shot('green', 20, 'holed', 0),
      ]),
    );
    expect(round.holes[0]?.shots[0]?.endLie).toBe('rough');
    expect(round.holes[0]?.shots[1]?.relief).toEqual({
      type: 'free',
      reason: 'embedded-ball',
      fromLie: 'rough',
    });
    // Without the relief's distance, the next shot's start is read as before.
    const { perShot, sum } = firstHoleStats(round);
    expect(perShot[0]).toBeCloseTo(E('tee', 400) - E('fairway', 141) - 1, 10);
    expect(sum).toBeCloseTo(E('tee', 400) - 3, 10);
    expect(
      resolvedEndLie(
        { endLie: 'unknown', penaltyStrokes: 1 },
        { startLie: 'rough', relief: { reason: 'unplayable', fromLie: 'recovery' } },
      ),
    ).toBe('recovery');
  });

  test('Model Local Rule E-5: a lost ball played on from the fairway for 2 strokes', () => {
    const hole = (strokes: number) =>
      oneHole(4, [
        shot('tee', 400, 'penalty', 150, { penalties: [{ kind: 'lost-ball', strokes }] }),
        shot('fairway', 160, 'green', 20, {
          relief: { reason: 'stroke-and-distance-alternative', fromLie: 'rough' },
        }),
        shot('green', 20, 'holed', 0),
      ]);
    expect(firstHoleStats(accepted(hole(2))).sum).toBeCloseTo(E('tee', 400) - 5, 10);
    // A penalty the tracker left unclassified may pay for it.
    const unclassified = hole(2);
    const drive = unclassified.holes[0]?.shots?.[0];
    if (drive) drive.penalties = [{ kind: 'other', strokes: 2 }];
    expect(firstHoleStats(accepted(unclassified)).sum).toBeCloseTo(E('tee', 400) - 5, 10);
    expect(refused(hole(1))).toEqual([
      {
        path: 'holes[0].shots[0].penaltyStrokes',
        message:
          'Relief for a ball lost or out of bounds (Model Local Rule E-5) costs 2 penalty strokes, charged to shot 1, which lists 1 for out-of-bounds or lost-ball.',
      },
    ]);
  });

  test('refused: relief without its penalty, of the wrong type, free in a penalty area, first, or from elsewhere', () => {
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'recovery', 150),
          shot('rough', 150, 'green', 20, { relief: { reason: 'unplayable', fromLie: 'recovery' } }),
          shot('green', 20, 'holed', 0),
        ]),
      ),
    ).toEqual([
      {
        path: 'holes[0].shots[0].penaltyStrokes',
        message:
          'Relief for an unplayable ball (Rule 19.2) costs 1 penalty stroke, charged to shot 1, which carries 0.',
      },
    ]);
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'rough', 150),
          shot('rough', 151, 'green', 20, {
            relief: { type: 'penalty', reason: 'abnormal-course-condition', fromLie: 'rough' },
          }),
          shot('green', 20, 'holed', 0),
        ]),
      ).map((i) => i.message),
    ).toEqual(['Relief for an abnormal course condition (Rule 16.1) is free, not penalty.']);
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'water', 150),
          shot('rough', 150, 'green', 20, {
            relief: { reason: 'abnormal-course-condition', fromLie: 'water' },
          }),
          shot('green', 20, 'holed', 0),
        ]),
      ).map((i) => i.message),
    ).toEqual([
      'There is no free relief in a penalty area (Rule 16.1a(2)): relief from it costs a penalty stroke (Rule 17.1d).',
    ]);
    expect(
      refused(
        oneHole(3, [
          shot('tee', 170, 'green', 20, { relief: { reason: 'embedded-ball', fromLie: 'rough' } }),
          shot('green', 20, 'holed', 0),
        ]),
      ).map((i) => i.message),
    ).toEqual(['Shot 1 is played from the tee: relief comes before a later shot.']);
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'fairway', 150),
          shot('fairway', 151, 'green', 20, { relief: { reason: 'embedded-ball', fromLie: 'rough' } }),
          shot('green', 20, 'holed', 0),
        ]),
      ).map((i) => i.message),
    ).toEqual(["Relief starts where shot 1's ball lay: its end lie is fairway, the relief's fromLie rough."]);
  });
});

describe('provisional balls (Rule 18.3)', () => {
  test('a provisional ball that became the ball in play counts, after the original carries its penalty', () => {
    const round = accepted(
      oneHole(4, [
        shot('tee', 400, 'penalty', 150, { penalties: [{ kind: 'out-of-bounds', strokes: 1 }] }),
        shot('tee', 400, 'fairway', 140, { provisional: true }),
        shot('fairway', 140, 'green', 20),
        shot('green', 20, 'holed', 0),
      ]),
    );
    expect(round.holes[0]?.shots.map((s) => s.provisional)).toEqual([false, true, false, false]);
    expect(firstHoleStats(round).sum).toBeCloseTo(E('tee', 400) - 5, 10);
  });

  test('a provisional ball abandoned because the original was found is kept and never counted', () => {
    const round = accepted(
      oneHole(
        4,
        [shot('tee', 400, 'rough', 150), shot('rough', 150, 'green', 20), shot('green', 20, 'holed', 0)],
        {
          provisionalAbandoned: [
            { afterShot: 1, startLie: 'unknown', endLie: 'fairway', distanceBefore: 400, distanceAfter: 140 },
          ],
        },
      ),
    );
    const hole = round.holes[0];
    expect(hole?.provisionalAbandoned).toEqual([
      { afterShot: 1, startLie: 'tee', endLie: 'fairway', distanceBefore: 400, distanceAfter: 140 },
    ]);
    expect(firstHoleStats(round).sum).toBeCloseTo(E('tee', 400) - 3, 10);
  });

  test('refused: a provisional kept without the penalty, from elsewhere, or abandoned after a lost ball', () => {
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'rough', 150, { penaltyStrokes: 1 }),
          shot('fairway', 150, 'green', 20, { provisional: true }),
          shot('green', 20, 'holed', 0),
        ]),
      ).map((i) => i.message),
    ).toEqual([
      'A provisional ball is played from where shot 1 was played (Rule 18.3a): from tee, not fairway.',
    ]);
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'rough', 150),
          shot('rough', 150, 'green', 20, { provisional: true }),
          shot('green', 20, 'holed', 0),
        ]),
      ).map((i) => i.message),
    ).toEqual([
      'A provisional ball becomes the ball in play when the original is lost or out of bounds (Rule 18.3c(2)), which costs shot 1 a penalty stroke, and it carries none.',
    ]);
    expect(
      refused(
        oneHole(
          4,
          [
            shot('tee', 400, 'penalty', 150, { penalties: [{ kind: 'lost-ball', strokes: 1 }] }),
            shot('tee', 400, 'green', 20),
            shot('green', 20, 'holed', 0),
          ],
          {
            provisionalAbandoned: [
              { afterShot: 1, startLie: 'tee', endLie: 'fairway' },
              { afterShot: 7, startLie: 'tee', endLie: 'rough' },
            ],
          },
        ),
      ),
    ).toEqual([
      {
        path: 'holes[0].provisionalAbandoned[0].afterShot',
        message:
          "Shot 1's ball was lost or out of bounds, so the provisional ball became the ball in play (Rule 18.3c(2)): send its strokes as shots marked provisional.",
      },
      {
        path: 'holes[0].provisionalAbandoned[1].afterShot',
        message: "Shot 7 is not among the hole's shots.",
      },
    ]);
  });
});

describe('start lies a tracker could not classify', () => {
  test('unknown is read from where the ball was; a drop zone is a lie off the fairway', () => {
    const round = accepted(
      oneHole(4, [
        shot('unknown', 400, 'water', 150, { penaltyStrokes: 1 }),
        shot('drop-zone', 120, 'fairway', 60),
        shot('unknown', 60, 'green', 15),
        shot('unknown', 15, 'holed', 0),
      ]),
    );
    expect(round.holes[0]?.shots.map((s) => s.startLie)).toEqual(['tee', 'rough', 'fairway', 'green']);
    expect(firstHoleStats(round).sum).toBeCloseTo(E('tee', 400) - 5, 10);
  });

  test('an unknown start lie after an unknown end lie is refused', () => {
    expect(
      refused(
        oneHole(4, [
          shot('tee', 400, 'unknown', 150),
          shot('unknown', 150, 'green', 20),
          shot('green', 20, 'holed', 0),
        ]),
      ),
    ).toEqual([
      {
        path: 'holes[0].shots[1].startLie',
        message: "Shot 2's start lie and shot 1's end lie are both unknown: send one of them.",
      },
    ]);
  });
});
