import { z } from 'zod';
import {
  FILTER_BOUNDS as BOUNDS,
  type Bounds,
  DEFAULT_DIRECTION,
  type DiscoveryFilters,
  type DiscoveryParams,
  PARAM,
  PERIODS,
  type Range,
  SG_CATEGORIES,
  type SgCategory,
  SORT_LABELS,
  SORTS,
} from './discovery';
import { REGION_NAMES, US_STATES } from './discovery-summary';

// Issue 33 §1, §"Bad input": each discovery parameter is read on its own: an unknown value is
// ignored with a note, a number out of bounds or a reversed range is a message; nothing here throws.

function format(value: number): string {
  return String(value);
}

const numberText = z
  .string()
  .trim()
  .max(20)
  .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/);

/** A number parameter: absent or empty is none; not a number, or out of bounds, is an error. */
function readNumber(raw: string | null, bounds: Bounds, errors: Array<string>, what: string): number | null {
  if (raw === null || raw.trim() === '') return null;
  const parsed = numberText.safeParse(raw);
  if (!parsed.success) {
    errors.push(`${what} must be a number.`);
    return null;
  }
  const value = Number(parsed.data);
  if (bounds.integer && !Number.isInteger(value)) {
    errors.push(`${what} must be a whole number.`);
    return null;
  }
  if (value < bounds.min || value > bounds.max) {
    errors.push(`${what} must be between ${format(bounds.min)} and ${format(bounds.max)}.`);
    return null;
  }
  return value;
}

function readRange(
  params: URLSearchParams,
  minKey: string,
  maxKey: string,
  bounds: Bounds,
  errors: Array<string>,
): Range {
  const min = readNumber(params.get(minKey), bounds, errors, `${bounds.label} (from)`);
  const max = readNumber(params.get(maxKey), bounds, errors, `${bounds.label} (to)`);
  if (min !== null && max !== null && min > max) {
    errors.push(`${bounds.label}: the first value (${format(min)}) is above the second (${format(max)}).`);
    return { min: null, max: null };
  }
  return { min, max };
}

/** A choice parameter: absent or empty is none; anything else not among the choices is ignored with a note. */
function readChoice<T extends string>(
  params: URLSearchParams,
  key: string,
  choices: ReadonlyArray<T>,
  notes: Array<string>,
  what: string,
): T | null {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return null;
  const parsed = z.enum(choices as [T, ...Array<T>]).safeParse(raw.trim());
  if (parsed.success) return parsed.data;
  notes.push(`Unknown ${what} "${[...raw].slice(0, 40).join('')}" was ignored.`);
  return null;
}

function readFlag(params: URLSearchParams, key: string, notes: Array<string>, what: string): boolean {
  const raw = params.get(key);
  if (raw === null || raw === '' || raw === '0') return false;
  if (raw === '1' || raw === 'on' || raw === 'true') return true;
  notes.push(`Unknown ${what} value "${[...raw].slice(0, 40).join('')}" was ignored.`);
  return false;
}

const ORG_SHORT = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9._-]+$/);

/** Every discovery parameter's key: any of them present (not empty) turns discovery on. */
const DISCOVERY_KEYS: ReadonlyArray<string> = Object.values(PARAM);

export function parseDiscoveryParams(params: URLSearchParams): DiscoveryParams {
  const notes: Array<string> = [];
  const errors: Array<string> = [];
  const active = DISCOVERY_KEYS.some((key) => (params.get(key) ?? '').trim() !== '');
  const sgCategoryMin = Object.fromEntries(
    SG_CATEGORIES.map((category) => [
      category,
      readNumber(params.get(PARAM[category]), BOUNDS.sg, errors, `${SORT_LABELS[category]} (minimum)`),
    ]),
  ) as Record<SgCategory, number | null>;
  const rawOrg = params.get(PARAM.org);
  let org: string | null = null;
  if (rawOrg !== null && rawOrg.trim() !== '') {
    const parsed = ORG_SHORT.safeParse(rawOrg);
    if (parsed.success) org = parsed.data;
    else notes.push(`Unknown organization "${[...rawOrg].slice(0, 40).join('')}" was ignored.`);
  }
  const sort = readChoice(params, PARAM.sort, SORTS, notes, 'sort') ?? 'avg';
  const filters: DiscoveryFilters = {
    grad: readRange(params, PARAM.gradMin, PARAM.gradMax, BOUNDS.grad, errors),
    gender: readChoice(params, PARAM.gender, ['F', 'M'] as const, notes, 'gender'),
    country: readChoice(params, PARAM.country, ['US'] as const, notes, 'country'),
    state: readChoice(params, PARAM.state, US_STATES, notes, 'state'),
    region: readChoice(params, PARAM.region, REGION_NAMES, notes, 'region'),
    org,
    handicap: readRange(params, PARAM.hcpMin, PARAM.hcpMax, BOUNDS.handicap, errors),
    period: readChoice(params, PARAM.period, PERIODS, notes, 'period') ?? '12m',
    avg: readRange(params, PARAM.avgMin, PARAM.avgMax, BOUNDS.avg, errors),
    sgMin: readNumber(params.get(PARAM.sgMin), BOUNDS.sg, errors, 'Strokes gained (minimum)'),
    sgCategoryMin,
    minRounds: readNumber(params.get(PARAM.minRounds), BOUNDS.rounds, errors, 'Minimum rounds'),
    video: readFlag(params, PARAM.video, notes, 'video'),
    resume: readFlag(params, PARAM.resume, notes, 'resume'),
    sort,
    dir:
      readChoice(params, PARAM.dir, ['asc', 'desc'] as const, notes, 'direction') ?? DEFAULT_DIRECTION[sort],
  };
  return { active, filters, notes, errors };
}
