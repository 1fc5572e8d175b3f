import { expect, test } from 'vitest';
import { countFlags } from '~/domain/stats/stat-catalogue';
import { workbookModelSchema } from '../../domain/spreadsheets/workbook-model';
import type { ExportRound } from './analytics-api';
import { myDataWorkbook, roundsTable } from './my-data';

const ROUND: ExportRound = {
  playedOn: '2026-04-01',
  courseName: 'Pines',
  teeName: 'Blue',
  tournamentName: 'Spring Open',
  roundTypeId: 3,
  roundNumber: 2,
  holeCount: 18,
  holesPlayed: 18,
  inProgress: false,
  playedInSimulator: false,
  score: 70,
  par: 72,
  yards: 6500,
  birdies: 3,
  putts: 29,
  puttHoles: 18,
  fairways: 9,
  fairwayChances: 14,
  greens: 12,
  greenChances: 18,
  upDowns: 3,
  upDownChances: 6,
  sgOffTheTee: 0.5,
  sgApproach: -1.25,
  sgAroundTheGreen: 0.1,
  sgPutting: -0.35,
  sgHoles: 18,
};

test('the rounds sheet types each column of the CSV: the day a date, scores and stats numbers', () => {
  const table = roundsTable([ROUND]);
  const kindOf = (header: string) => table.columns.find((c) => c.header === header)?.kind;
  expect([kindOf('Date'), kindOf('Course'), kindOf('Score'), kindOf('To Par'), kindOf('SG Total')]).toEqual([
    'date',
    'text',
    'integer',
    'to-par',
    'decimal',
  ]);
  const [row] = table.rows;
  const at = (header: string) => row?.[table.columns.findIndex((c) => c.header === header)];
  expect([at('Date'), at('Score'), at('To Par'), at('Putts'), at('GIR %')]).toEqual([
    '2026-04-01',
    70,
    -2,
    29,
    67,
  ]);
});

test('my data as a workbook: a Rounds and a Tournaments sheet the document Worker accepts', () => {
  const model = myDataWorkbook(
    {
      rounds: [ROUND, { ...ROUND, score: null, par: null, inProgress: true }],
      entries: [],
      tournamentRounds: [],
      stats: { eighteen: countFlags([{ fairwayHit: true }, { fairwayHit: false }]), nine: countFlags([]) },
    },
    'Rosa-Delgado-My-Data-2026-11-26.xlsx',
  );
  expect(model.sheets.map((s) => s.name)).toEqual(['Rounds', 'Tournaments', 'Stats']);
  const stats = model.sheets[2];
  const fairways = stats?.rows.find((row) => row[0] === 'Fairway Hit');
  // The catalogue's label, what it counts over, and the value as the pages show it.
  expect(fairways).toEqual(['Fairway Hit', 'Off the Tee', 'fairways', '50%', 1, 2, '–', 0, 0]);
  expect(workbookModelSchema.safeParse(model).success).toBe(true);
});
