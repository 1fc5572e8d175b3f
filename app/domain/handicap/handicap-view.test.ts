import { expect, test } from 'vitest';
import { handicapView, type RecordRow, shownHandicap } from './handicap-view';

function row(position: number, overrides: Partial<RecordRow> = {}): RecordRow {
  return {
    roundId: position,
    playedOn: `2026-10-${String(position).padStart(2, '0')}`,
    holes: 18,
    adjustedGrossScore: 80,
    differential: 8,
    esrAdjustment: 0,
    reason: null,
    indexAfter: null,
    cap: null,
    counts: false,
    ...overrides,
  };
}

test('the computed index wins; the claim shows, labelled, only without one', () => {
  expect(shownHandicap(4.2, 10)).toMatchObject({ source: 'computed', text: '4.2', label: 'Handicap Index' });
  expect(shownHandicap(null, -1.5)).toMatchObject({
    source: 'claimed',
    text: '+1.5',
    label: 'Handicap (own claim)',
  });
  expect(shownHandicap(null, null)).toBeNull();
});

test('the view marks the scores that count, dates the revision and draws the history oldest first', () => {
  // Newest first, as stored rows are read.
  const rows = [
    row(4, { differential: 9, indexAfter: 7.2, counts: false }),
    row(3, {
      differential: null,
      holes: null,
      adjustedGrossScore: null,
      reason: 'The tee has no Course Rating and Slope Rating (Rule 5.1).',
    }),
    row(2, { differential: 6, indexAfter: 6.5, counts: true, esrAdjustment: -1 }),
    row(1, { differential: 10, indexAfter: null }),
  ];
  const view = handicapView(rows, 12);
  expect(view.shown).toMatchObject({ source: 'computed', value: 7.2 });
  expect(view.revisedOn).toBe('October 4, 2026');
  expect(view.counted).toBe('1 of 3');
  expect(view.history).toEqual([
    { date: '2026-10-02', index: 6.5 },
    { date: '2026-10-04', index: 7.2 },
  ]);
  expect(view.scores.map((s) => [s.differential, s.counts])).toEqual([
    ['9.0', false],
    ['–', false],
    ['6.0', true],
    ['10.0', false],
  ]);
  expect(view.scores[1]?.note).toMatch(/Rule 5\.1/);
  expect(view.scores[2]?.note).toMatch(/Exceptional score reduction −?-?1\.0 \(Rule 5\.9\): counts as 5\.0/);
});

test('the hard cap is said in words with its rule', () => {
  const view = handicapView([row(1, { indexAfter: 8, cap: 'hard' })], null);
  expect(view.capNote).toMatch(/hard cap.*Rule 5\.8/);
});

test('without a computed index the claim shows and the rounds say why they do not count', () => {
  const view = handicapView(
    [row(1, { differential: null, reason: 'The round is not finished (Rule 4.1).' })],
    3,
  );
  expect(view.shown?.source).toBe('claimed');
  expect(view.revisedOn).toBeNull();
  expect(view.scores[0]?.note).toBe('The round is not finished (Rule 4.1).');
});
