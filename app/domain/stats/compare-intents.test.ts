import { parseWithZod } from '@conform-to/zod/v4';
import { expect, test } from 'vitest';
import { DEFAULT_METRICS, defaultCompareConfig } from './compare-config';
import { applyCompareIntent, type CompareIntent, compareIntentSchema } from './compare-intents';
import { defaultStatFilter, NO_SEASONS_SELECTED, statFilterSelectionsSchema } from './stat-filters';

function parse(fields: Array<[string, string]>) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return parseWithZod(form, { schema: compareIntentSchema });
}

test('configure: both sides’ selections arrive as JSON and are validated', () => {
  const month = defaultStatFilter('Month');
  const ok = parse([
    ['intent', 'configure'],
    ['hash', '12'],
    ['left', JSON.stringify(month)],
    ['right', JSON.stringify(defaultStatFilter('Scoring'))],
  ]);
  expect(ok.status).toBe('success');
  if (ok.status !== 'success') return;
  const next = applyCompareIntent(defaultCompareConfig(3), ok.value, 3);
  expect(next?.left.selections).toEqual(month);
  expect(next?.right.selections.advancedFilter).toMatchObject({ label: 'Scoring', scoringThreshold: 72 });
});

test('spec 2 §5: no seasons selected is refused with the spec’s words; junk JSON gets a sentence', () => {
  const none = parse([
    ['intent', 'configure'],
    ['left', JSON.stringify({ ...defaultStatFilter('Trend'), seasons: [] })],
    ['right', JSON.stringify(defaultStatFilter('Trend'))],
  ]);
  expect(none.status).toBe('error');
  expect(JSON.stringify(none.reply())).toContain(NO_SEASONS_SELECTED);
  const junk = parse([
    ['intent', 'configure'],
    ['left', '{'],
    ['right', '{'],
  ]);
  expect(JSON.stringify(junk.reply())).toContain('could not be read');
});

test('player, end, holes: the secondary player, then back; the hole count', () => {
  const base = defaultCompareConfig(3);
  const withPlayer = applyCompareIntent(base, { intent: 'player', accountId: 9 }, 3);
  expect(withPlayer?.right.accountId).toBe(9);
  expect(withPlayer?.left.accountId).toBe(3);
  if (!withPlayer) return;
  // Ending the comparison brings the page's player back and changes nothing else.
  expect(applyCompareIntent(withPlayer, { intent: 'end' }, 3)).toEqual({
    ...withPlayer,
    right: { ...withPlayer.right, accountId: 3 },
  });
  expect(applyCompareIntent(base, { intent: 'holes', holes: 9 }, 3)?.holes).toBe(9);
  expect(
    parse([
      ['intent', 'holes'],
      ['holes', '12'],
    ]).status,
  ).toBe('error');
});

test('metrics: a column’s ticks; a stat of another column is refused; reset restores the defaults', () => {
  const base = defaultCompareConfig(3);
  const ticked: CompareIntent = {
    intent: 'metrics',
    column: 'Drive',
    flags: ['fairwayMissedLeft', 'fairwayHit'],
  };
  const next = applyCompareIntent(base, ticked, 3);
  expect(next?.metrics.Drive).toEqual(['fairwayMissedLeft', 'fairwayHit']);
  expect(
    applyCompareIntent(base, { intent: 'metrics', column: 'Drive', flags: ['madeBirdie'] }, 3),
  ).toBeNull();
  if (!next) return;
  expect(applyCompareIntent(next, { intent: 'reset-metrics' }, 3)?.metrics).toEqual(DEFAULT_METRICS);
  // None ticked is a choice too.
  expect(applyCompareIntent(base, { intent: 'metrics', column: 'Save', flags: [] }, 3)?.metrics.Save).toEqual(
    [],
  );
});

test('issue 29: choosing a player is like for like, the left side’s selection on both sides', () => {
  // The default is Last 10 against Best 10 of one player: the chosen player gets Last 10 too.
  const base = defaultCompareConfig(3);
  const chosen = applyCompareIntent(base, { intent: 'player', accountId: 9 }, 3);
  expect(chosen?.right).toEqual({ accountId: 9, selections: base.left.selections });
  // Whatever the left side is (a Scoring filter here), and whatever the right side was.
  const scoring = { ...defaultStatFilter('Scoring'), years: [2025] };
  const configured = applyCompareIntent(
    base,
    { intent: 'configure', left: scoring, right: defaultStatFilter('Month') },
    3,
  );
  if (!configured) throw new Error('configure refused');
  expect(applyCompareIntent(configured, { intent: 'player', accountId: 9 }, 3)?.right.selections).toEqual(
    scoring,
  );
  // A selection adapted to the chosen player (a Round filter of their own rounds) is used as given.
  const theirs = statFilterSelectionsSchema.parse({ advancedFilter: { label: 'Round', rounds: [41, 42] } });
  expect(
    applyCompareIntent(configured, { intent: 'player', accountId: 9 }, 3, theirs)?.right.selections,
  ).toEqual(theirs);
  // Changed afterwards, the right side keeps what the visitor chose.
  const later = applyCompareIntent(
    chosen ?? base,
    { intent: 'configure', left: base.left.selections, right: defaultStatFilter('Month') },
    3,
  );
  expect(later?.right).toEqual({ accountId: 9, selections: defaultStatFilter('Month') });
});
