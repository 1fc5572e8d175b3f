import type { EntryInput } from '~/domain/access/profile-views';
import { type ScheduleRound, tournamentsTable } from '~/domain/schedule/schedule-workbook';
import {
  type CellKind,
  type CellValue,
  column,
  sheetOf,
  type Table,
  type WorkbookModel,
} from '~/domain/spreadsheets/workbook-model';
import { type FlagCounts, formatStat, STAT_CATALOGUE } from '~/domain/stats/stat-catalogue';
import { EXPORT_HEADER, type ExportRound, exportRow } from './analytics-api';
import type { CsvValue } from './csv';

/*
 * Download my data (issue 21 point 6): the player's rounds with their stats and strokes gained (the
 * CSV read API's columns, `EXPORT_HEADER`) and their tournaments, as two CSV tables or as one workbook
 * with a sheet for each. The CSV and the workbook are written from the same tables.
 */

export const MY_DATA_TABLES = ['rounds', 'tournaments', 'stats'] as const;
export type MyDataTable = (typeof MY_DATA_TABLES)[number];

type ExportColumn = (typeof EXPORT_HEADER)[number];

// How each export column is stored in a workbook, and about how wide it is.
const ROUND_COLUMNS: Record<ExportColumn, { kind: CellKind; width: number }> = {
  Date: { kind: 'date', width: 11 },
  Course: { kind: 'text', width: 28 },
  Tee: { kind: 'text', width: 10 },
  Tournament: { kind: 'text', width: 28 },
  'Round Type': { kind: 'text', width: 11 },
  'Round Number': { kind: 'integer', width: 7 },
  Holes: { kind: 'integer', width: 6 },
  'Holes Played': { kind: 'integer', width: 7 },
  'In Progress': { kind: 'text', width: 7 },
  Simulator: { kind: 'text', width: 7 },
  Score: { kind: 'integer', width: 6 },
  Par: { kind: 'integer', width: 5 },
  'To Par': { kind: 'to-par', width: 6 },
  Yards: { kind: 'integer', width: 7 },
  'Birdies or Better': { kind: 'integer', width: 8 },
  Putts: { kind: 'integer', width: 6 },
  'Fairways Hit': { kind: 'integer', width: 8 },
  'Fairway Chances': { kind: 'integer', width: 8 },
  'FIR %': { kind: 'integer', width: 6 },
  'Greens in Regulation': { kind: 'integer', width: 8 },
  'Green Chances': { kind: 'integer', width: 8 },
  'GIR %': { kind: 'integer', width: 6 },
  'Up and Downs': { kind: 'integer', width: 8 },
  'Up and Down Chances': { kind: 'integer', width: 8 },
  'Up and Down %': { kind: 'integer', width: 6 },
  'SG Off the Tee': { kind: 'decimal', width: 8 },
  'SG Approach': { kind: 'decimal', width: 8 },
  'SG Around the Green': { kind: 'decimal', width: 8 },
  'SG Putting': { kind: 'decimal', width: 8 },
  'SG Total': { kind: 'decimal', width: 8 },
};

function cell(value: CsvValue): CellValue {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

/** Every round, newest first, as the CSV read API writes it. */
export function roundsTable(rounds: ReadonlyArray<ExportRound>): Table {
  return {
    columns: EXPORT_HEADER.map((header) =>
      column(header, ROUND_COLUMNS[header].kind, ROUND_COLUMNS[header].width),
    ),
    rows: rounds.map((round) => exportRow(round).map(cell)),
  };
}

export type MyData = {
  rounds: ReadonlyArray<ExportRound>;
  entries: ReadonlyArray<EntryInput>;
  tournamentRounds: ReadonlyArray<ScheduleRound>;
  /** The stats of the completed rounds of each hole count (the read model of every stats page). */
  stats: { eighteen: FlagCounts; nine: FlagCounts };
};

/**
 * Every stat of the catalogue over the completed rounds of each hole count: its label, what one
 * chance is, and per hole count the value as every page shows it with the made and chances behind
 * it (the same labels and figures as Compare Stats, the reports and the performance API).
 */
export function statsTable(stats: MyData['stats']): Table {
  const sides = [
    { label: '18-hole rounds', counts: stats.eighteen },
    { label: '9-hole rounds', counts: stats.nine },
  ];
  return {
    columns: [
      column('Stat', 'text', 30),
      column('Category', 'text', 16),
      column('Counted over', 'text', 14),
      ...sides.flatMap((side) => [
        column(`${side.label}: value`, 'text', 10),
        column(`${side.label}: made`, 'integer', 8),
        column(`${side.label}: chances`, 'integer', 8),
      ]),
    ],
    rows: STAT_CATALOGUE.map((stat) => [
      stat.name,
      stat.category,
      stat.of,
      ...sides.flatMap((side) => {
        const count = side.counts[stat.flag];
        return [formatStat(count), count.successes, count.opportunities];
      }),
    ]),
  };
}

export function myDataTable(table: MyDataTable, data: MyData): Table {
  if (table === 'stats') return statsTable(data.stats);
  return table === 'rounds'
    ? roundsTable(data.rounds)
    : tournamentsTable(data.entries, data.tournamentRounds);
}

/** Both tables, a sheet each, in a file named like the CSVs (`{First}-{Last}-My-Data-{day}.xlsx`). */
export function myDataWorkbook(data: MyData, fileName: string): WorkbookModel {
  return {
    fileName,
    sheets: [
      sheetOf('Rounds', myDataTable('rounds', data)),
      sheetOf('Tournaments', myDataTable('tournaments', data)),
      sheetOf('Stats', myDataTable('stats', data)),
    ],
  };
}
