// spec 3 §3 schedule export request, §7 Create schedule export (XLS): what the Share menu sends
// with the page's current choices, read from the address and refused in words when it is wrong.
import { z } from 'zod';
import type { ScheduleExportRange } from './schedule-workbook';

// Days a schedule can hold: before the first or after the last is a typing error, not an event.
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2199-12-31';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a day written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a day of the calendar')
  .refine((value) => value >= FIRST_DAY && value <= LAST_DAY, `must be between ${FIRST_DAY} and ${LAST_DAY}`);

/**
 * Every parameter the export reads, by its name in the address. The page's other choices join here
 * (each a name and its schema) and reach the workbook through `ScheduleExportParams`.
 */
const PARAMS = {
  start: day.optional(),
  end: day.optional(),
} as const;

const paramsSchema = z
  .object(PARAMS)
  .refine((p) => p.start === undefined || p.end === undefined || p.start <= p.end, {
    message: 'must not be after end',
    path: ['start'],
  });

export type ScheduleExportParams = { range: ScheduleExportRange };

export type ParsedExportParams = { ok: true; params: ScheduleExportParams } | { ok: false; message: string };

/**
 * The export's parameters, or the first thing wrong with them as a sentence naming the parameter.
 * A parameter given twice is refused (which one was meant?); names the export does not read are
 * left alone, so an address copied from the page works.
 */
export function parseScheduleExportParams(query: URLSearchParams): ParsedExportParams {
  const raw: Record<string, string> = {};
  for (const name of Object.keys(PARAMS)) {
    const values = query.getAll(name);
    if (values.length > 1) return { ok: false, message: `${name} is given more than once.` };
    const [value] = values;
    if (value !== undefined) raw[name] = value;
  }
  const parsed = paramsSchema.safeParse(raw);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    return {
      ok: false,
      message: `${String(issue?.path[0] ?? 'The address')} ${issue?.message ?? 'is wrong'}.`,
    };
  }
  return {
    ok: true,
    params: { range: { start: parsed.data.start ?? null, end: parsed.data.end ?? null } },
  };
}
