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

const count = (successes: number, opportunities: number) => ({
  successes,
  opportunities,
  share: opportunities === 0 ? null : successes / opportunities,
});

function shotToGreen(gir: number): ShotToGreenCard {
  return {
    tab: 'shot-to-green',
    rounds: 2,
    gir: count(gir, 36),
    missedShort: count(3, 36 - gir),
    missedLong: count(1, 36 - gir),
    bands: [{ label: '<100', shots: 4, greens: 0.75, proximityFeet: 21.5, sgPerShot: 0.12 }],
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
  expect(green?.rows[0]).toEqual({
    label: 'Greens in regulation',
    left: '75% (27/36)',
    right: '50% (18/36)',
    bars: [0.75, 0.5],
  });
  // No sand shots: no share, no bar.
  expect(green?.rows.find((row) => row.label === 'Sand saves')).toMatchObject({ left: '–', right: '–' });
  expect(model.pages[0]?.sections[2]?.rows[0]).toEqual({ label: '<100', left: '21.5', right: '21.5' });
  expect(model.pages[1]?.rounds?.map((side) => side.rounds.length)).toEqual([1, 0]);
});
