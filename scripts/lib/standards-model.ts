/**
 * The derivation of the modelled standards (decision 068, docs/standards.md): the demo data's shot
 * simulator (db/seed/rounds.ts, skill knobs of db/seed/skill.ts) plays the demo courses at a ladder of
 * handicaps for both genders, and hole-stats.ts derives every hole's stat flags and strokes gained, as
 * the seed stores them. Each level's share of every compared stat, its opportunities per round, its
 * stroke value and the strokes gained per category are what `scripts/derive-standards.ts` writes to
 * app/domain/stats/data/standards-model.ts. Deterministic: each level draws from its own fork of one
 * seed, so a level can be recomputed alone.
 */
import { execFileSync } from 'node:child_process';
import {
  type ModelFlag,
  type ModelGender,
  type ModelLevel,
  placedHandicap,
  STANDARD_PLACEMENTS,
} from '../../app/domain/stats/model-levels';
import type { StandardId } from '../../app/domain/stats/standards';
import { STAT_CATALOGUE } from '../../app/domain/stats/stat-catalogue';
import { STROKE_VALUE_AGAINST } from '../../app/domain/stats/stat-relations';
import { seedCourses } from '../../db/seed/courses';
import { DEFAULT_SEED } from '../../db/seed/generate';
import { withHoleStats } from '../../db/seed/hole-stats';
import { createRng } from '../../db/seed/random';
import { simulateRounds } from '../../db/seed/rounds';
import type { SeedCourse, SeedPlayer, SeedTables } from '../../db/seed/types';

export const MODEL_SEED = DEFAULT_SEED;
/** The simulator's anchor date: rounds cover the two seasons before it (only their days change). */
export const MODEL_TODAY = '2026-06-01';
/** Players a level (their own strengths and weaknesses average out) and their rounds a season. */
export const PLAYERS_PER_LEVEL = 60;
export const ROUNDS_PER_SEASON = 12;
/** The handicaps every gender is played at: from the model's best (+5) to 30. */
export const LADDER_HANDICAPS: ReadonlyArray<number> = [
  -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30,
];
/** A stroke value needs this many holes on each side of the comparison. */
export const MIN_VALUE_HOLES = 30;

const COMPARED = STAT_CATALOGUE.filter((s) => s.better !== null).map((s) => s.flag);

/** The demo's courses (Augusta National from OpenStreetMap and the generated clubs), as the seed builds them. */
export function demoCourses(): Array<SeedCourse> {
  return seedCourses(createRng(MODEL_SEED).fork('courses'));
}

function round(value: number, decimals: number): number {
  const f = 10 ** decimals;
  const rounded = Math.round(value * f) / f;
  return rounded === 0 ? 0 : rounded;
}

type Hole = SeedTables['roundHoles'][number];

/** Mean score to par of some holes; null when there are too few. */
function meanToPar(holes: ReadonlyArray<Hole>): number | null {
  if (holes.length < MIN_VALUE_HOLES) return null;
  return holes.reduce((sum, h) => sum + (h.score ?? 0) - h.par, 0) / holes.length;
}

function flagOf(hole: Hole, flag: string): boolean | null {
  const value: unknown = Reflect.get(hole, flag);
  return typeof value === 'boolean' ? value : null;
}

/** One level: `PLAYERS_PER_LEVEL` simulated players of a gender and handicap, two seasons each. */
export function runLevel(
  courses: ReadonlyArray<SeedCourse>,
  gender: ModelGender,
  handicap: number,
): ModelLevel {
  const players: Array<SeedPlayer> = Array.from({ length: PLAYERS_PER_LEVEL }, (_, i) => ({
    accountId: i + 1,
    gender,
    handicap,
    homeCourseIds: courses.map((c) => c.id),
    roundsPerSeason: ROUNDS_PER_SEASON,
  }));
  const played = withHoleStats(
    simulateRounds({
      rng: createRng(MODEL_SEED).fork(`standards-model ${gender} ${handicap}`),
      today: MODEL_TODAY,
      players,
      courses: [...courses],
      tournaments: [],
    }),
    courses,
  );
  const holes = played.roundHoles.filter((h) => h.score != null);
  const per18 = (total: number) => (total / holes.length) * 18;
  const sum = (pick: (h: Hole) => number | null | undefined) =>
    holes.reduce((total, h) => total + (pick(h) ?? 0), 0);
  const sg = {
    offTheTee: per18(sum((h) => h.sgOffTheTee)),
    approach: per18(sum((h) => h.sgApproach)),
    aroundTheGreen: per18(sum((h) => h.sgAroundTheGreen)),
    putting: per18(sum((h) => h.sgPutting)),
  };
  const flags: Partial<Record<(typeof COMPARED)[number], ModelFlag>> = {};
  for (const flag of COMPARED) {
    const chances = holes.filter((h) => flagOf(h, flag) !== null);
    const happened = chances.filter((h) => flagOf(h, flag) === true);
    const against = STROKE_VALUE_AGAINST[flag];
    const others = against
      ? holes.filter((h) => flagOf(h, against) === true)
      : chances.filter((h) => flagOf(h, flag) === false);
    const mHappened = meanToPar(happened);
    const mOthers = meanToPar(others);
    flags[flag] = {
      rate: round(chances.length === 0 ? 0 : happened.length / chances.length, 4),
      perRound: round(per18(chances.length), 3),
      strokeValue: mHappened === null || mOthers === null ? null : round(mOthers - mHappened, 3),
    };
  }
  return {
    gender,
    handicap,
    holes: holes.length,
    scoreToPar: round(per18(sum((h) => (h.score ?? 0) - h.par)), 3),
    strokesGained: {
      offTheTee: round(sg.offTheTee, 3),
      approach: round(sg.approach, 3),
      aroundTheGreen: round(sg.aroundTheGreen, 3),
      putting: round(sg.putting, 3),
      total: round(sg.offTheTee + sg.approach + sg.aroundTheGreen + sg.putting, 3),
    },
    flags,
  };
}

export type DerivedModel = {
  levels: Array<ModelLevel>;
  standards: Record<StandardId, { gender: ModelGender; handicap: number }>;
};

/**
 * The whole derivation: the ladder for both genders, then each standard's level (decision 068
 * placements, read from the ladder and rounded to 0.01) played as a level of its own when the
 * ladder does not have it.
 */
export function deriveModel(
  courses: ReadonlyArray<SeedCourse>,
  progress: (level: ModelLevel) => void = () => {},
): DerivedModel {
  const run = (gender: ModelGender, handicap: number) => {
    const level = runLevel(courses, gender, handicap);
    progress(level);
    return level;
  };
  const levels: Array<ModelLevel> = [];
  for (const gender of ['M', 'F'] as const) {
    for (const handicap of LADDER_HANDICAPS) levels.push(run(gender, handicap));
  }
  const grid = [...levels];
  const standards = {} as DerivedModel['standards'];
  for (const [id, placement] of Object.entries(STANDARD_PLACEMENTS) as Array<
    [StandardId, (typeof STANDARD_PLACEMENTS)[StandardId]]
  >) {
    const handicap = round(placedHandicap(grid, placement), 2);
    standards[id] = { gender: placement.gender, handicap };
    if (!levels.some((l) => l.gender === placement.gender && l.handicap === handicap)) {
      levels.push(run(placement.gender, handicap));
    }
  }
  levels.sort((a, b) => a.gender.localeCompare(b.gender) || a.handicap - b.handicap);
  return { levels, standards };
}

/** Where the generated module lives, from the repository's root. */
export const MODEL_MODULE = 'app/domain/stats/data/standards-model.ts';

/** The generated module's text, formatted as Biome formats the repository. */
export function modelModuleText(model: DerivedModel): string {
  return execFileSync('npx', ['biome', 'format', `--stdin-file-path=${MODEL_MODULE}`], {
    input: renderModelModule(model),
    encoding: 'utf8',
  });
}

/** The generated module's text before formatting. */
export function renderModelModule(model: DerivedModel): string {
  const header = `// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: measured shares, not constants
/**
 * GENERATED by \`npx tsx scripts/derive-standards.ts\` (scripts/lib/standards-model.ts): do not edit.
 * The demo data's shot simulator played at each level (${PLAYERS_PER_LEVEL} players × ${ROUNDS_PER_SEASON} rounds a season over two
 * seasons, on the demo's courses, seed ${MODEL_SEED}); each level's stat shares, opportunities per 18 holes,
 * stroke values and strokes gained per 18 holes against the PGA TOUR baseline. Decision 068 and
 * docs/standards.md say how the standards and the ratings read them.
 */
import type { ModelGender, ModelLevel } from '../model-levels';
import type { StandardId } from '../standards';
`;
  return `${header}
export const MODEL_LEVELS: ReadonlyArray<ModelLevel> = ${JSON.stringify(model.levels)};

/** The level each standard was modelled at (STANDARD_PLACEMENTS). */
export const MODEL_STANDARD_LEVELS: Record<StandardId, { gender: ModelGender; handicap: number }> = ${JSON.stringify(model.standards)};
`;
}
