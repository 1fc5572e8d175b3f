import { z } from 'zod';
import { IMPORT_FORMATS } from './formats';

/*
 * The answers of the round import (issue 34 §5, decision 105), for the page and POST /api/v1/imports
 * alike: every round of the file with what would happen (or happened) to it and its problems in words.
 */

export const IMPORT_ROUND_STATUSES = ['new', 'created', 'existing', 'refused'] as const;

export const importRoundSchema = z.object({
  position: z.number().int().describe('The round’s place among the file’s rounds, from 0.'),
  firstRow: z.number().int().describe('The file row the round starts on (the header is row 1).'),
  date: z.string(),
  course: z.string(),
  holes: z.number().int(),
  score: z.number().int().nullable().describe('The strokes of its counted holes, when it can be read.'),
  shots: z.number().int(),
  status: z
    .enum(IMPORT_ROUND_STATUSES)
    .describe('new: would be stored; created: stored now; existing: stored before; refused: see problems.'),
  problems: z.array(z.string()).describe('Each problem as "Row 14, column end_distance: …".'),
});
export type ImportRound = z.infer<typeof importRoundSchema>;

export const importAnswerSchema = z.object({
  dryRun: z.boolean(),
  format: z.enum(IMPORT_FORMATS),
  formatName: z.string(),
  ignoredColumns: z.array(z.string()).describe('Headers the format does not read.'),
  counts: z.object({
    rounds: z.number().int(),
    shots: z.number().int(),
    new: z.number().int().describe('Rounds a confirm would store (dry run).'),
    created: z.number().int().describe('Rounds stored by this request.'),
    existing: z.number().int().describe('Rounds stored before (by an earlier import or the app).'),
    refused: z.number().int(),
  }),
  rounds: z.array(importRoundSchema),
  next: z
    .number()
    .int()
    .nullable()
    .describe(
      'Where the next request starts (?from=): one request stores at most 50 rounds; null when every round was stored (or on a dry run).',
    ),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** A round import's counts, from its rounds. */
export function importCounts(
  rounds: ReadonlyArray<Pick<ImportRound, 'status' | 'shots'>>,
): ImportAnswer['counts'] {
  const count = (status: ImportRound['status']) => rounds.filter((r) => r.status === status).length;
  return {
    rounds: rounds.length,
    shots: rounds.reduce((sum, r) => sum + r.shots, 0),
    new: count('new'),
    created: count('created'),
    existing: count('existing'),
    refused: count('refused'),
  };
}

/** What one confirm step stored, by status, and where the next step starts (null: done, preview dropped). */
export type ConfirmStep = {
  created: number;
  existing: number;
  refused: number;
  /** Rounds of the preview handled so far, this step included. */
  done: number;
  total: number;
  next: number | null;
};
