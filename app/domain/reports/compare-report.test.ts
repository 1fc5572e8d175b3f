import { expect, test } from 'vitest';
import type { ShotToGreenCard } from '../stats/compare-cards';
import {
  ALL_REPORT_PAGES,
  type CompareReportInput,
  compareReportFileName,
  compareReportModel,
  NO_REPORT_PAGES,
  parseReportPages,
} from './compare-report';

test('spec 2 §2 checklist: pages in the checklist order, all when absent; none or an unknown one refused', () => {
  expect(parseReportPages(null)).toEqual({ ok: true, pages: [...ALL_REPORT_PAGES] });
  expect(parseReportPages('rounds, summary,putts')).toEqual({
    ok: true,
    pages: ['summary', 'putts', 'rounds'],
  });
  expect(parseReportPages('')).toEqual({ ok: false, message: NO_REPORT_PAGES });
  expect(parseReportPages('summary,cover')).toMatchObject({
    ok: false,
    message: expect.stringContaining('"cover"'),
  });
});

test('spec 2 §7: {first}-{last}-{next year}-Compare-Stats.pdf, spelled in ASCII', () => {
  expect(compareReportFileName('Zoë', 'Łukasiewicz', new Date('2026-11-26T12:00:00Z'))).toBe(
    'Zoe-Lukasiewicz-2027-Compare-Stats.pdf',
  );
});

const count = (successes: number, opportunities: number) => ({ successes, opportunities });

function shotToGreen(gir: number): ShotToGreenCard {
  return {
    tab: 'shot-to-green',
    rounds: 2,
    gir: count(gir, 36),
    missedShort: count(3, 36 - gir),
    missedLong: count(1, 36 - gir),
    bands: [{ label: '<100', shots: 4, greensHit: 3, proximityFeet: 21.5, sgPerShot: 0.12 }],
    upAndDown: count(2, 5),
    sandSave: count(0, 0),
    sgApproachPerRound: -0.4,
    sgAroundTheGreenPerRound: null,
  };
}

const input: CompareReportInput = {
  fileName: 'A-B-2027-Compare-Stats.pdf',
  generatedOn: 'November 26, 2026',
  samePlayer: false,
  holes: 18,
  left: { playerName: 'Ann Bell', label: 'Last 10 Rounds', roundCount: 2, descriptorLines: ['Years: All'] },
  right: { playerName: 'Cal Dunn', label: 'Best 10 Rounds', roundCount: 2, descriptorLines: [] },
  metrics: [],
  cards: { 'shot-to-green': { left: shotToGreen(27), right: shotToGreen(18) } },
  rounds: { left: [{ date: '11/20/26', name: 'Pine Links', score: '71', toPar: '–1' }], right: [] },
  pages: ['shots-to-green', 'rounds'],
};

test('the ticked pages side by side, shares with both bars, the rounds of each side', () => {
  const model = compareReportModel(input);
  expect(model.title).toBe('Ann Bell vs Cal Dunn · Compare Stats');
  // issue 29: each side named by its player and selection, never "Left/Right Selection".
  expect(model.sides.map((side) => side.heading)).toEqual([
    'Ann Bell — Last 10 Rounds',
    'Cal Dunn — Best 10 Rounds',
  ]);
  expect(JSON.stringify(model)).not.toMatch(/Left|Right/);
  expect(model.sides[0]?.lines).toEqual(['2 rounds of 18 holes', 'Years: All']);
  expect(model.pages.map((page) => page.title)).toEqual(['Shots to Green', 'Rounds']);
  const [green] = model.pages[0]?.sections ?? [];
  // issue 29: the catalogue's label, the share, and what it counts.
  expect(green?.rows[0]).toEqual({
    label: 'Green in Regulation',
    left: '75%',
    right: '50%',
    bars: [0.75, 0.5],
    details: ['27/36 greens', '18/36 greens'],
  });
  // No sand shots: no share, no bar, and a note says why.
  expect(green?.rows.find((row) => row.label === 'Sand Save')).toMatchObject({
    left: '–',
    right: '–',
    bars: [null, null],
    details: ['not recorded', 'not recorded'],
  });
  expect(green?.notes).toEqual([
    'Sand Save: Needs the sand shots of each hole, from its shots or its scorecard, and these rounds recorded neither.',
  ]);
  expect(model.pages[0]?.sections[1]?.rows[0]).toMatchObject({
    label: '<100',
    left: '75%',
    details: ['3/4 approaches', '3/4 approaches'],
  });
  expect(model.pages[0]?.sections[2]?.rows[0]).toEqual({ label: '<100', left: '21.5', right: '21.5' });
  expect(model.pages[1]?.rounds?.map((side) => side.rounds.length)).toEqual([1, 0]);
});

test('issue 29: a stat one side did not record is a dash on that side, with why, named by its side', () => {
  const left = { ...shotToGreen(27), missedShort: count(0, 0) };
  const model = compareReportModel({
    ...input,
    cards: { 'shot-to-green': { left, right: shotToGreen(18) } },
    pages: ['shots-to-green'],
  });
  const [green] = model.pages[0]?.sections ?? [];
  expect(green?.rows.find((row) => row.label === 'Green Missed Short')).toMatchObject({
    left: '–',
    right: '17%',
    details: ['not recorded', '3/18 greens'],
  });
  expect(green?.notes).toContain(
    'Green Missed Short (Ann Bell — Last 10 Rounds): Needs where each shot finished, and these rounds’ shots have no positions.',
  );
});

test('summary metrics: each stat of the table with its share and count over what', () => {
  const model = compareReportModel({
    ...input,
    metrics: [
      {
        column: 'Drive',
        rows: [
          {
            flag: 'fairwayHit',
            name: 'Fairway Hit',
            left: { value: '63%', successes: 88, opportunities: 140 },
            right: { value: '–', successes: 0, opportunities: 0 },
          },
        ],
      },
    ],
    pages: ['summary'],
  });
  const [metrics] = model.pages[0]?.sections ?? [];
  expect(metrics?.rows[0]).toEqual({
    label: 'Drive: Fairway Hit',
    left: '63%',
    right: '–',
    bars: [88 / 140, null],
    details: ['88/140 fairways', 'not recorded'],
  });
  expect(metrics?.notes).toEqual([
    'Fairway Hit (Cal Dunn — Best 10 Rounds): Needs the fairway of each par 4 and 5, from its shots or its scorecard, and these rounds recorded neither.',
  ]);
});
