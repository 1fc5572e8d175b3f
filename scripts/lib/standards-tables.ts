/**
 * The tables of docs/standards.md (decision 068), computed from the standards and the committed
 * model: printed by scripts/standards-report.ts, checked by standards-tables.test.ts.
 */
import type { HoleFlag } from '../../app/domain/stats/hole-stats';
import type { ModelLevel } from '../../app/domain/stats/model-levels';
import { standardStrokesGained } from '../../app/domain/stats/ratings';
import {
  coverageByCategory,
  modelLevelOf,
  STANDARDS,
  type StandardId,
} from '../../app/domain/stats/standards';
import { PERFORMANCE_CATEGORIES, type PerformanceCategory } from '../../app/domain/stats/stat-catalogue';

/** Stats with a value per performance category before decision 068 (the standards of decision 034). */
export const COVERAGE_BEFORE: Record<StandardId, Record<PerformanceCategory, number>> = {
  'pga-tour': { Score: 3, Drive: 2, Approach: 2, Save: 3, Putt: 1 },
  'ncaa-d1-men': { Score: 1, Drive: 2, Approach: 2, Save: 2, Putt: 0 },
  'ncaa-d1-women': { Score: 0, Drive: 2, Approach: 2, Save: 0, Putt: 0 },
  scratch: { Score: 7, Drive: 2, Approach: 2, Save: 3, Putt: 1 },
  'hcp-5': { Score: 7, Drive: 2, Approach: 2, Save: 2, Putt: 0 },
  'hcp-10': { Score: 7, Drive: 2, Approach: 2, Save: 2, Putt: 0 },
  'hcp-15': { Score: 7, Drive: 2, Approach: 2, Save: 2, Putt: 0 },
  'hcp-20': { Score: 7, Drive: 2, Approach: 2, Save: 2, Putt: 0 },
};

/** A Markdown table, its columns padded as the repository's formatter pads them. */
function markdown(header: Array<string>, rows: Array<Array<string>>): string {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: Array<string>) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Standard × category: stats with a figure before → after (published + modelled). */
export function coverageTable(): string {
  const rows = STANDARDS.map((standard) => {
    const before = COVERAGE_BEFORE[standard.id];
    const cells = coverageByCategory(standard).map(
      (c) => `${before[c.category]} → ${c.published + c.modelled} (${c.published} + ${c.modelled})`,
    );
    const total = coverageByCategory(standard).reduce((sum, c) => sum + c.published + c.modelled, 0);
    const totalBefore = PERFORMANCE_CATEGORIES.reduce((sum, c) => sum + before[c], 0);
    return [standard.name, ...cells, `${totalBefore} → ${total}`];
  });
  return markdown(['Standard', ...PERFORMANCE_CATEGORIES, 'All'], rows);
}

function signed(value: number, decimals = 2): string {
  return `${value >= 0 ? '+' : '−'}${Math.abs(value).toFixed(decimals)}`;
}

/** Each standard's modelled level and its strokes gained per round against the tour baseline. */
export function levelsTable(): string {
  const rows = STANDARDS.map((standard) => {
    const level = modelLevelOf(standard.id);
    const sg = standardStrokesGained(standard.id);
    return [
      standard.name,
      `${level.gender} ${level.handicap < 0 ? `+${-level.handicap}` : level.handicap}`,
      signed(level.scoreToPar, 1),
      ...PERFORMANCE_CATEGORIES.map((c) => signed(sg[c])),
    ];
  });
  return markdown(['Standard', 'Level (gender, handicap)', 'Score to par', ...PERFORMANCE_CATEGORIES], rows);
}

export type Check = {
  standard: StandardId;
  label: string;
  source: string;
  published: number;
  model: (level: ModelLevel) => number;
  /** Stated tolerance: how far the model may sit from the figure. */
  tolerance: number;
  /** Whether the simulator's knobs were calibrated against this figure (db/seed/skill.ts). */
  calibrated: boolean;
};

function share(flag: HoleFlag) {
  return (level: ModelLevel) => level.flags[flag]?.rate ?? Number.NaN;
}

function perRound(flag: HoleFlag) {
  return (level: ModelLevel) => (level.flags[flag]?.rate ?? Number.NaN) * 18;
}

const SHARE = 0.06;

/**
 * The published figures against the model at the same level. Calibrated: fairways, greens and the
 * scoring distribution of the Arccos / Shot Scope handicap ladder. Not calibrated (placement checks):
 * the tour's averages at the model's tour level.
 */
export const CHECKS: ReadonlyArray<Check> = [
  ...(
    [
      ['scratch', 0.51, 0.56, 'ARCCOS'],
      ['hcp-10', 0.46, 0.35, 'ARCCOS, SHOTSCOPE10'],
      ['hcp-20', 0.41, 0.19, 'ARCCOS, SHOTSCOPE20'],
    ] as const
  ).flatMap(
    ([standard, fairways, greens, source]): Array<Check> => [
      {
        standard,
        label: 'Fairway Hit',
        source,
        published: fairways,
        model: share('fairwayHit'),
        tolerance: SHARE,
        calibrated: true,
      },
      {
        standard,
        label: 'Green in Regulation',
        source,
        published: greens,
        model: share('madeGreenInRegulation'),
        tolerance: SHARE,
        calibrated: true,
      },
    ],
  ),
  ...(
    [
      ['scratch', 2.2, 4.6, 0.7],
      ['hcp-10', 0.7, 7.7, 2.9],
      ['hcp-20', 0.3, 9, 6.6],
    ] as const
  ).flatMap(
    ([standard, birdies, bogeys, doubles]): Array<Check> => [
      {
        standard,
        label: 'Birdies a round',
        source: 'ARCCOS',
        published: birdies,
        model: perRound('madeBirdie'),
        tolerance: 0.7,
        calibrated: true,
      },
      {
        standard,
        label: 'Bogeys a round',
        source: 'ARCCOS',
        published: bogeys,
        model: perRound('madeBogey'),
        tolerance: 1.5,
        calibrated: true,
      },
      {
        standard,
        label: 'Doubles or worse a round',
        source: 'ARCCOS',
        published: doubles,
        model: perRound('madeDoubleBogeyOrHigher'),
        tolerance: 0.7,
        calibrated: true,
      },
    ],
  ),
  {
    standard: 'scratch',
    label: 'One-putts a round',
    source: 'ARCCOS',
    published: 5.2,
    model: perRound('madeOnePutt'),
    tolerance: 0.7,
    calibrated: true,
  },
  {
    standard: 'pga-tour',
    label: 'Fairway Hit',
    source: 'SHOTSCOPE-TOUR',
    published: 0.61,
    model: share('fairwayHit'),
    tolerance: SHARE,
    calibrated: false,
  },
  {
    standard: 'pga-tour',
    label: 'Green in Regulation',
    source: 'ORBAN',
    published: 0.65,
    model: share('madeGreenInRegulation'),
    tolerance: SHARE,
    calibrated: false,
  },
  {
    standard: 'pga-tour',
    label: 'Up and Down (scrambling)',
    source: 'FELBER',
    published: 0.584,
    model: share('madeUpDown'),
    tolerance: SHARE,
    calibrated: false,
  },
  {
    standard: 'pga-tour',
    label: 'Birdies a round',
    source: 'SHOTSCOPE-PRO',
    published: 3.63,
    model: perRound('madeBirdie'),
    tolerance: 0.7,
    calibrated: false,
  },
  {
    standard: 'pga-tour',
    label: 'One Putt',
    source: 'ONE-PUTT',
    published: 0.3972,
    model: share('madeOnePutt'),
    tolerance: SHARE,
    calibrated: false,
  },
  {
    standard: 'pga-tour',
    label: 'Sand Save',
    source: 'SHOTBYSHOT',
    published: 0.467,
    model: share('madeSandSave'),
    tolerance: SHARE,
    calibrated: false,
  },
  {
    standard: 'pga-tour',
    label: 'Eagles a round',
    source: 'EAGLES',
    published: 18 / 184.6,
    model: perRound('madeEagle'),
    tolerance: 0.05,
    calibrated: false,
  },
];

/** The model's figure for a check, from the committed level of its standard. */
export function modelFigure(check: Check): number {
  return check.model(modelLevelOf(check.standard));
}

/** Published figure, model, difference and tolerance, per check. */
export function validationTable(): string {
  const rows = CHECKS.map((check) => {
    const model = modelFigure(check);
    const asShare = check.published < 1 && !check.label.includes('a round');
    const show = (v: number) => (asShare ? `${(v * 100).toFixed(1)} %` : v.toFixed(2));
    const diff = model - check.published;
    return [
      STANDARDS.find((s) => s.id === check.standard)?.name ?? check.standard,
      check.label,
      `${show(check.published)} [${check.source}]`,
      show(model),
      asShare ? `${signed(diff * 100, 1)} pt` : signed(diff),
      asShare ? `±${(check.tolerance * 100).toFixed(0)} pt` : `±${check.tolerance}`,
      check.calibrated ? 'yes' : 'no',
    ];
  });
  return markdown(
    ['Standard', 'Figure', 'Published', 'Model', 'Difference', 'Tolerance', 'Calibrated'],
    rows,
  );
}
