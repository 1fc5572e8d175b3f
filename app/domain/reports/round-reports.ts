import { formatLongDate } from '../calendar/dates';
import type { ShapeKind } from '../courses/course-guide';
import { type LngLat, parsePoints } from '../courses/geo';
import { formatFixed } from '../format/numbers';
import { formatAverageToPar, formatPercent, formatScoreWithPar, formatToPar } from '../rounds/scores';
import type { MapCourse, MapRoundView } from '../rounds/shot-map';
import { aimedShots, type ClubDispersion, type ClubShot, clubDispersions } from '../stats/dispersion';
import { isCompleted, isFullEighteen, type RoundSummary } from '../stats/round-stats';
import {
  column,
  type DiagramPoint,
  type ReportDiagram,
  type ReportDiagramGroup,
  type ReportFigure,
  type ReportTable,
  row,
} from './player-report';
import { holeMapDiagram } from './report-diagrams';

/*
 * The round reports of spec 2 §2 (decision 059): rr (the best round: its scorecard and its shots on
 * the hole maps), dispersion-analysis (shot dispersion by club) and course-plan-report (hole by hole
 * history and a plan on one course). Each is built from its read model; the statistics are the
 * stored hole flags (app/domain/stats/hole-stats.ts) summed, and the shots' geometry.
 */

export type RoundReportParts = {
  subtitle: string;
  figures: Array<ReportFigure>;
  tables: Array<ReportTable>;
  diagrams: Array<ReportDiagramGroup>;
};

function emptyParts(heading: string, message: string): RoundReportParts {
  return {
    subtitle: '',
    figures: [],
    tables: [{ heading, note: null, columns: [column('Report', 'left')], rows: [], empty: message }],
    diagrams: [],
  };
}

const dash = '–';

// ---------------------------------------------------------------------------------------------
// rr: the best round
// ---------------------------------------------------------------------------------------------

/**
 * The best round (decision 059): among completed rounds of 18 scored holes, the lowest score to
 * par, the latest of equals; a player without one gets the best completed 9-hole round the same
 * way. Rows come newest first.
 */
export function bestRoundOf<R extends RoundSummary>(rounds: ReadonlyArray<R>): R | null {
  const full = rounds.filter(isFullEighteen);
  const pool = full.length > 0 ? full : rounds.filter((r) => isCompleted(r) && r.holesPlayed === r.holeCount);
  let best: R | null = null;
  for (const round of pool) {
    const toPar = (round.score ?? 0) - (round.par ?? 0);
    if (best === null || toPar < (best.score ?? 0) - (best.par ?? 0)) best = round;
  }
  return best;
}

export type RoundHead = RoundSummary & {
  courseName: string;
  teeName: string | null;
  tournamentName: string | null;
};

const yes = (value: boolean | null, chance: boolean) =>
  !chance || value === null ? dash : value ? 'Hit' : 'Missed';

function scorecardTable(round: MapRoundView): ReportTable {
  const holes = [...round.holes].sort((a, b) => a.roundHoleNumber - b.roundHoleNumber);
  const rows = holes.map((hole) =>
    row([
      String(hole.roundHoleNumber),
      String(hole.par),
      hole.lengthYards === null ? dash : String(hole.lengthYards),
      hole.score === null ? dash : String(hole.score),
      hole.scoreToPar === null ? dash : formatToPar(hole.scoreToPar),
      hole.stats.puttCount === null ? dash : String(hole.stats.puttCount),
      yes(hole.stats.fairwayHit, hole.par > 3),
      yes(hole.stats.madeGreenInRegulation, true),
    ]),
  );
  const total = (label: string, list: typeof holes) => {
    if (list.length === 0) return [];
    const sum = (pick: (h: (typeof holes)[number]) => number | null) =>
      list.every((h) => pick(h) !== null) ? String(list.reduce((s, h) => s + (pick(h) ?? 0), 0)) : dash;
    const par = list.reduce((s, h) => s + h.par, 0);
    const scored = list.every((h) => h.score !== null);
    const score = list.reduce((s, h) => s + (h.score ?? 0), 0);
    const fairways = list.filter((h) => h.par > 3 && h.stats.fairwayHit !== null);
    const greens = list.filter((h) => h.stats.madeGreenInRegulation !== null);
    return [
      row([
        label,
        String(par),
        sum((h) => h.lengthYards),
        scored ? String(score) : dash,
        scored ? formatToPar(score - par) : dash,
        sum((h) => h.stats.puttCount),
        `${fairways.filter((h) => h.stats.fairwayHit).length}/${fairways.length}`,
        `${greens.filter((h) => h.stats.madeGreenInRegulation).length}/${greens.length}`,
      ]),
    ];
  };
  const front = holes.filter((h) => h.roundHoleNumber <= 9);
  const back = holes.filter((h) => h.roundHoleNumber > 9);
  return {
    heading: 'Scorecard',
    note: 'FIR counts the fairway off the tee on par 4s and 5s; GIR the green in regulation.',
    columns: [
      column('Hole', 'left', 0.8),
      column('Par'),
      column('Yards'),
      column('Score'),
      column('To par'),
      column('Putts'),
      column('FIR'),
      column('GIR'),
    ],
    rows:
      holes.length === 0
        ? []
        : [
            ...rows.slice(0, front.length),
            ...(back.length > 0 ? total('Out', front) : []),
            ...rows.slice(front.length),
            ...(back.length > 0 ? total('In', back) : []),
            ...total('Total', holes),
          ],
    empty: 'This round has no scored holes.',
  };
}

function holeShapes(course: MapCourse | undefined, holeNumber: number) {
  return course?.holes.find((h) => h.holeNumber === holeNumber)?.shapes ?? [];
}

function shotWord(count: number) {
  return `${count} shot${count === 1 ? '' : 's'}`;
}

/** The hole maps of a round: every hole with a tee and a pin, its shots drawn over its shapes. */
function roundHoleMaps(round: MapRoundView, course: MapCourse | undefined): Array<ReportDiagram> {
  return round.holes.flatMap((hole) => {
    if (!hole.coordinates) return [];
    const shots = hole.shots.flatMap((shot) =>
      shot.start && shot.end
        ? [{ from: shot.start, to: shot.end, putt: shot.type === 'Putt', label: String(shot.shotNumber) }]
        : [],
    );
    const score = hole.score === null ? 'not scored' : formatScoreWithPar(hole.score, hole.par);
    const length = hole.lengthYards === null ? '' : ` · ${hole.lengthYards} yd`;
    const count = hole.stats.puttCount;
    const putts = count === null ? '' : ` · ${count} putt${count === 1 ? '' : 's'}`;
    return [
      holeMapDiagram({
        title: `Hole ${hole.roundHoleNumber}`,
        caption: [`Par ${hole.par}${length} · ${score}${putts}`],
        description: `Hole ${hole.roundHoleNumber}, par ${hole.par}${hole.lengthYards === null ? '' : `, ${hole.lengthYards} yards`}: ${shotWord(shots.length)} drawn from the tee to the hole; scored ${score}.`,
        tee: hole.coordinates.tee,
        pin: hole.coordinates.pin,
        shapes: holeShapes(course, hole.courseHoleNumber),
        shots,
      }),
    ];
  });
}

/** rr: the round's head figures, its scorecard and its shots on the hole maps. */
export function bestRoundParts(
  head: RoundHead | null,
  map: { round: MapRoundView; course: MapCourse | undefined } | null,
  chosen: boolean,
): RoundReportParts {
  if (!head || !map)
    return emptyParts(
      'No completed round yet',
      'Log a complete round in the mobile app to see its scorecard and its shots here.',
    );
  const toPar = head.score !== null && head.par !== null ? head.score - head.par : null;
  const event = head.tournamentName ?? head.courseName;
  const figures: Array<ReportFigure> = [
    {
      label: 'Score',
      value: head.score === null || head.par === null ? dash : formatScoreWithPar(head.score, head.par),
    },
    { label: 'To par', value: toPar === null ? dash : formatToPar(toPar) },
    {
      label: 'Fairways',
      value: `${head.fairways}/${head.fairwayChances} (${formatPercent(head.fairways, head.fairwayChances)})`,
    },
    {
      label: 'Greens',
      value: `${head.greens}/${head.greenChances} (${formatPercent(head.greens, head.greenChances)})`,
    },
    { label: 'Putts', value: head.puttHoles > 0 ? String(head.putts) : dash },
    { label: 'Birdies', value: String(head.birdies) },
  ];
  const maps = roundHoleMaps(map.round, map.course);
  return {
    subtitle: `${chosen ? 'Round' : 'Best round'}: ${event}${head.tournamentName ? ` at ${head.courseName}` : ''} · ${formatLongDate(head.playedOn)}${head.teeName ? ` · ${head.teeName} tees` : ''}`,
    figures,
    tables: [scorecardTable(map.round)],
    diagrams: [
      {
        heading: 'Shots, hole by hole',
        note:
          maps.length > 0
            ? 'Each hole is drawn from the tee (bottom) to the green (top). Lines are shots, numbered; dashed lines are putts.'
            : null,
        perRow: 4,
        diagrams: maps,
      },
    ].filter((group) => group.diagrams.length > 0),
  };
}

// ---------------------------------------------------------------------------------------------
// dispersion-analysis
// ---------------------------------------------------------------------------------------------

export type ClubShotRow = {
  club: string;
  type: string;
  par: number;
  startLatitude: number;
  startLongitude: number;
  endLatitude: number;
  endLongitude: number;
  pinLatitude: number | null;
  pinLongitude: number | null;
  centerline: string | null;
};

/** The rows as shots with their targets. */
export function clubShotsOf(rows: ReadonlyArray<ClubShotRow>): Array<ClubShot> {
  const lines = new Map<string, Array<LngLat>>();
  return rows.map((r) => {
    let centerline: Array<LngLat> | null = null;
    if (r.centerline) {
      centerline = lines.get(r.centerline) ?? parsePoints(r.centerline);
      lines.set(r.centerline, centerline);
    }
    return {
      club: r.club,
      type: r.type,
      par: r.par,
      start: [r.startLongitude, r.startLatitude],
      end: [r.endLongitude, r.endLatitude],
      pin: r.pinLatitude === null || r.pinLongitude === null ? null : [r.pinLongitude, r.pinLatitude],
      centerline,
    };
  });
}

/** "4 yd right", "on line". */
function side(value: number, right: string, left: string): string {
  const yards = Math.round(Math.abs(value));
  if (yards === 0) return 'on line';
  return `${yards} yd ${value > 0 ? right : left}`;
}

/** "12 L – 9 R": a band of offsets in words. */
function band([low, high]: [number, number], right: string, left: string): string {
  const one = (v: number) => {
    const yards = Math.round(Math.abs(v));
    return yards === 0 ? '0' : `${yards} ${v > 0 ? right : left}`;
  };
  return `${one(low)} to ${one(high)}`;
}

const SHOTS_PLOTTED = 150;

/** A round grid step for a plot of this half-width. */
function gridStep(half: number): number {
  for (const step of [5, 10, 20, 25, 50]) if (half / step <= 5) return step;
  return 100;
}

function scatter(dispersion: ClubDispersion, points: ReadonlyArray<DiagramPoint>): ReportDiagram {
  // The plot holds 95 % of the shots; the rest are drawn at its edge.
  const reach = points.map(([x, y]) => Math.max(Math.abs(x), Math.abs(y))).sort((a, b) => a - b);
  const extent = Math.max(10, reach[Math.floor((reach.length - 1) * 0.95)] ?? 0);
  const half = Math.min(200, Math.ceil((extent * 1.1) / 5) * 5);
  const clamp = (v: number) => Math.max(-half, Math.min(half, v));
  const lr = band(dispersion.rightBand, 'R', 'L');
  const ls = band(dispersion.longBand, 'long', 'short');
  return {
    title: `${dispersion.club} · ${shotWord(dispersion.shots)}`,
    caption: [
      `Avg ${Math.round(dispersion.averageDistanceYards)} yd · bias ${side(dispersion.meanRightYards, 'right', 'left')}, ${side(dispersion.meanLongYards, 'long', 'short')}`,
      `80 % of shots: ${lr} · ${ls}`,
    ],
    description: `${dispersion.club}: ${shotWord(dispersion.shots)}, average ${Math.round(dispersion.averageDistanceYards)} yards. The middle 80 % finished between ${lr.replaceAll(' L', ' yards left').replaceAll(' R', ' yards right')} of the target line and between ${ls.replaceAll(' long', ' yards long').replaceAll(' short', ' yards short')}.`,
    kind: 'scatter',
    bounds: [-half, -half, half, half],
    shapes: [],
    shots: [],
    dots: points.slice(0, SHOTS_PLOTTED).map(([x, y]) => ({ at: [clamp(x), clamp(y)], kind: 'shot' })),
    ellipses: dispersion.ellipse ? [dispersion.ellipse] : [],
    grid: gridStep(half),
  };
}

/** dispersion-analysis: per club, where the full swings finished against their target. */
export function dispersionParts(
  rows: ReadonlyArray<ClubShotRow>,
  rounds: number,
  timeframe: string,
): RoundReportParts {
  const shots = aimedShots(clubShotsOf(rows));
  if (shots.length === 0)
    return emptyParts(
      'No located shots yet',
      `No full swings with a club and a location in ${timeframe.toLowerCase()}: shots tracked in the mobile app appear here.`,
    );
  const clubs = clubDispersions(shots);
  const table: ReportTable = {
    heading: 'Dispersion by club',
    note: 'Left/right from the target line; long/short of the pin for shots at the green, of the club’s average for tee shots and lay-ups down the fairway. Bands hold the middle 80 % of shots.',
    columns: [
      column('Club', 'left', 1.3),
      column('Shots', 'right', 0.6),
      column('Avg yd', 'right', 0.7),
      column('Left/right', 'right', 1),
      column('L/R band', 'right', 1.2),
      column('Long/short', 'right', 1),
      column('L/S band', 'right', 1.5),
    ],
    rows: clubs.map((c) =>
      row([
        c.club,
        String(c.shots),
        String(Math.round(c.averageDistanceYards)),
        side(c.meanRightYards, 'R', 'L'),
        band(c.rightBand, 'R', 'L'),
        side(c.meanLongYards, 'long', 'short'),
        band(c.longBand, 'long', 'short'),
      ]),
    ),
    empty: 'No shots.',
  };
  const widest = [...clubs]
    .filter((c) => c.shots >= 5)
    .sort((a, b) => b.rightBand[1] - b.rightBand[0] - (a.rightBand[1] - a.rightBand[0]))[0];
  const used = [...clubs].sort((a, b) => b.shots - a.shots)[0];
  return {
    subtitle: `${timeframe} · ${rounds} round${rounds === 1 ? '' : 's'} · full swings by club`,
    figures: [
      { label: 'Rounds', value: String(rounds) },
      { label: 'Shots measured', value: String(shots.length) },
      { label: 'Clubs', value: String(clubs.length) },
      { label: 'Most used', value: used ? used.club : dash },
      {
        label: 'Widest left/right',
        value: widest ? `${widest.club} ${Math.round(widest.rightBand[1] - widest.rightBand[0])} yd` : dash,
      },
    ],
    tables: [table],
    diagrams: [
      {
        heading: 'Where each club finished',
        note: 'Seen from behind the ball: the target at the centre, long up, right to the right. The ellipse holds about 80 % of the club’s shots; grid lines are yards.',
        perRow: 4,
        diagrams: clubs.map((c) =>
          scatter(
            c,
            shots.filter((s) => s.club === c.club).map((s): DiagramPoint => [s.rightYards, s.longYards]),
          ),
        ),
      },
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// course-plan-report
// ---------------------------------------------------------------------------------------------

export type CoursePlanHoleRow = {
  holeNumber: number;
  par: number;
  yards: number | null;
  score: number | null;
  putts: number | null;
  fairwayHit: boolean | null;
  fairwayMissedLeft: boolean | null;
  fairwayMissedRight: boolean | null;
  madeGreenInRegulation: boolean | null;
  missedGreenShort: boolean | null;
  missedGreenLong: boolean | null;
  approachDistanceYards: number | null;
  teeClub: string | null;
  teeEndLatitude: number | null;
  teeEndLongitude: number | null;
};

export type CourseGeometry = {
  holes: ReadonlyArray<{
    holeNumber: number;
    teeLatitude: number | null;
    teeLongitude: number | null;
    pinLatitude: number | null;
    pinLongitude: number | null;
  }>;
  shapes: ReadonlyArray<{ holeNumber: number; kind: ShapeKind; points: string }>;
};

export type HolePlan = {
  holeNumber: number;
  par: number;
  yards: number | null;
  played: number;
  averageScore: number;
  averageToPar: number;
  /** Eagle or better, birdie, par, bogey, double bogey or worse. */
  distribution: [number, number, number, number, number];
  fairways: { made: number; chances: number; left: number; right: number };
  greens: { made: number; chances: number; short: number; long: number };
  teeClub: string | null;
  teeClubShare: number;
  approachYards: number | null;
  strategy: string;
  /** The strategy without the hole's par and length (a map's caption names them already). */
  advice: string;
  landings: Array<LngLat>;
};

function mode<T>(values: ReadonlyArray<T>): { value: T | null; count: number } {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: { value: T | null; count: number } = { value: null, count: 0 };
  for (const [value, count] of counts) if (count > best.count) best = { value, count };
  return best;
}

/**
 * What the numbers say about a hole (decision 059): the tee shot's result and its usual miss, then
 * what the scoring says. "Driver finds the fairway 58 %; miss is right — aim left-centre."
 */
function adviceOf(plan: Omit<HolePlan, 'strategy' | 'advice' | 'landings'>): string {
  const club = plan.teeClub ?? 'The tee shot';
  const parts: Array<string> = [];
  if (plan.par === 3) {
    const { made, chances, short, long } = plan.greens;
    if (chances > 0) {
      const miss =
        short > long * 1.5 && short > 0
          ? 'misses are short — take one more club'
          : long > short * 1.5 && long > 0
            ? 'misses are long — take one less club'
            : made / chances >= 0.6
              ? 'keep the same club and swing'
              : 'play to the middle of the green';
      parts.push(`${club} finds the green ${formatPercent(made, chances)}; ${miss}`);
    }
  } else {
    const { made, chances, left, right } = plan.fairways;
    if (chances > 0) {
      const rate = made / chances;
      const miss =
        right > left * 1.5 && right > 1
          ? 'miss is right — aim left-centre'
          : left > right * 1.5 && left > 1
            ? 'miss is left — aim right-centre'
            : rate >= 0.7
              ? 'keep the line'
              : left + right === 0
                ? // No side known: the shots had no positions (issue 29), not misses both ways.
                  'where the misses went was not recorded'
                : 'misses both ways — a shorter club may find more fairways';
      parts.push(`${club} finds the fairway ${formatPercent(made, chances)}; ${miss}`);
    }
  }
  if (plan.averageToPar >= 0.75) parts.push('a bogey hole so far: play for the middle of the green');
  else if (plan.averageToPar <= -0.1) parts.push('a scoring chance: attack the pin');
  if (parts.length === 0) return 'play the hole as it comes; too few tracked shots for a plan';
  return parts.join('; ');
}

/** The advice as a sentence of its own (a hole map's caption, under the hole's par and length). */
export function holeAdvice(plan: Omit<HolePlan, 'strategy' | 'advice' | 'landings'>): string {
  const advice = adviceOf(plan);
  return `${advice.charAt(0).toUpperCase()}${advice.slice(1)}.`;
}

/**
 * A one-line plan (the Plan table's line): the hole's par and length, then the advice. "Par 4,
 * 412 yd: Driver finds the fairway 58 %; miss is right — aim left-centre."
 */
export function holeStrategy(plan: Omit<HolePlan, 'strategy' | 'advice' | 'landings'>): string {
  const head = `Par ${plan.par}${plan.yards === null ? '' : `, ${plan.yards} yd`}`;
  return `${head}: ${adviceOf(plan)}.`;
}

/** Each hole of the course the player has scored: what happened there and the plan it suggests. */
export function holePlans(rows: ReadonlyArray<CoursePlanHoleRow>): Array<HolePlan> {
  const byHole = new Map<number, Array<CoursePlanHoleRow>>();
  for (const r of rows) byHole.set(r.holeNumber, [...(byHole.get(r.holeNumber) ?? []), r]);
  return [...byHole.entries()]
    .sort(([a], [b]) => a - b)
    .map(([holeNumber, list]) => {
      const par = mode(list.map((r) => r.par)).value ?? 4;
      const scored = list.filter((r) => r.score !== null);
      const toPars = scored.map((r) => (r.score ?? 0) - r.par);
      const distribution: HolePlan['distribution'] = [0, 0, 0, 0, 0];
      for (const d of toPars) distribution[d <= -2 ? 0 : d === -1 ? 1 : d === 0 ? 2 : d === 1 ? 3 : 4] += 1;
      const yards = list.map((r) => r.yards).filter((y): y is number => y !== null);
      const fairwayRows = list.filter((r) => r.par > 3 && r.fairwayHit !== null);
      const greenRows = list.filter((r) => r.madeGreenInRegulation !== null);
      const approaches = list.map((r) => r.approachDistanceYards).filter((y): y is number => y !== null);
      const clubs = mode(list.map((r) => r.teeClub).filter((c): c is string => c !== null));
      const base = {
        holeNumber,
        par,
        yards: yards.length > 0 ? Math.round(yards.reduce((a, b) => a + b, 0) / yards.length) : null,
        played: scored.length,
        averageScore: scored.reduce((s, r) => s + (r.score ?? 0), 0) / Math.max(1, scored.length),
        averageToPar: toPars.reduce((a, b) => a + b, 0) / Math.max(1, toPars.length),
        distribution,
        fairways: {
          made: fairwayRows.filter((r) => r.fairwayHit).length,
          chances: fairwayRows.length,
          left: fairwayRows.filter((r) => r.fairwayMissedLeft).length,
          right: fairwayRows.filter((r) => r.fairwayMissedRight).length,
        },
        greens: {
          made: greenRows.filter((r) => r.madeGreenInRegulation).length,
          chances: greenRows.length,
          short: greenRows.filter((r) => r.missedGreenShort).length,
          long: greenRows.filter((r) => r.missedGreenLong).length,
        },
        teeClub: clubs.value,
        teeClubShare: list.length > 0 ? clubs.count / list.length : 0,
        approachYards:
          approaches.length > 0
            ? Math.round(approaches.reduce((a, b) => a + b, 0) / approaches.length)
            : null,
      };
      const landings = list.flatMap(
        (r): Array<LngLat> =>
          r.teeEndLatitude === null || r.teeEndLongitude === null
            ? []
            : [[r.teeEndLongitude, r.teeEndLatitude]],
      );
      return { ...base, strategy: holeStrategy(base), advice: holeAdvice(base), landings };
    });
}

/** A course the player has played, as the course plan's picker offers it. */
export type CourseChoice = { id: number; label: string };

/** "Scioto Bend Golf Club · Columbus, OH (40 rounds)". */
export function courseChoiceOf(course: {
  courseId: number;
  name: string;
  city: string | null;
  state: string | null;
  rounds: number;
}): CourseChoice {
  const where = [course.city, course.state].filter(Boolean).join(', ');
  return {
    id: course.courseId,
    label: `${course.name}${where ? ` · ${where}` : ''} (${course.rounds} round${course.rounds === 1 ? '' : 's'})`,
  };
}

function oneDecimal(value: number) {
  return formatFixed(value, 1);
}

/** course-plan-report: the course's holes as the player has played them, with a plan for each. */
export function coursePlanParts(
  course: { name: string; city: string | null; state: string | null; rounds: number } | null,
  rows: ReadonlyArray<CoursePlanHoleRow>,
  geometry: CourseGeometry,
): RoundReportParts {
  if (!course || rows.length === 0)
    return emptyParts(
      'No rounds on a course yet',
      'Log rounds in the mobile app: each course played gets a hole-by-hole plan here.',
    );
  const plans = holePlans(rows);
  const holes = plans.reduce((s, p) => s + p.played, 0);
  const toPar = plans.reduce((s, p) => s + p.averageToPar * p.played, 0);
  const fir = plans.reduce(
    (s, p) => ({ made: s.made + p.fairways.made, chances: s.chances + p.fairways.chances }),
    { made: 0, chances: 0 },
  );
  const gir = plans.reduce(
    (s, p) => ({ made: s.made + p.greens.made, chances: s.chances + p.greens.chances }),
    { made: 0, chances: 0 },
  );
  const ranked = [...plans].sort((a, b) => a.averageToPar - b.averageToPar);
  const best = ranked[0];
  const hardest = ranked[ranked.length - 1];
  const where = [course.city, course.state].filter(Boolean).join(', ');
  const geometryOf = new Map(geometry.holes.map((h) => [h.holeNumber, h]));
  const diagrams = plans.flatMap((plan) => {
    const hole = geometryOf.get(plan.holeNumber);
    if (
      !hole ||
      hole.teeLatitude === null ||
      hole.teeLongitude === null ||
      hole.pinLatitude === null ||
      hole.pinLongitude === null
    )
      return [];
    const tee: LngLat = [hole.teeLongitude, hole.teeLatitude];
    const pin: LngLat = [hole.pinLongitude, hole.pinLatitude];
    const landings = plan.par > 3 ? plan.landings : [];
    return [
      holeMapDiagram({
        title: `Hole ${plan.holeNumber}`,
        caption: [
          `Par ${plan.par}${plan.yards === null ? '' : ` · ${plan.yards} yd`} · avg ${oneDecimal(plan.averageScore)} (${formatAverageToPar(plan.averageToPar)})`,
          plan.advice,
        ],
        description: `Hole ${plan.holeNumber}, par ${plan.par}${plan.yards === null ? '' : `, ${plan.yards} yards`}, drawn from the tee to the green${landings.length > 0 ? `, with where ${landings.length} tee shots finished` : ''}. ${plan.strategy}`,
        tee,
        pin,
        shapes: geometry.shapes
          .filter((s) => s.holeNumber === plan.holeNumber)
          .map((s) => ({ kind: s.kind, points: parsePoints(s.points) })),
        landings,
      }),
    ];
  });
  return {
    subtitle: `${course.name}${where ? ` · ${where}` : ''} · ${course.rounds} round${course.rounds === 1 ? '' : 's'} played`,
    figures: [
      { label: 'Rounds here', value: String(course.rounds) },
      { label: 'Holes played', value: String(holes) },
      { label: 'To par per 18', value: formatAverageToPar((toPar / Math.max(1, holes)) * 18) },
      { label: 'Fairways', value: formatPercent(fir.made, fir.chances) },
      { label: 'Greens', value: formatPercent(gir.made, gir.chances) },
      {
        label: 'Best hole',
        value: best ? `${best.holeNumber} (${formatAverageToPar(best.averageToPar)})` : dash,
      },
      {
        label: 'Hardest hole',
        value: hardest ? `${hardest.holeNumber} (${formatAverageToPar(hardest.averageToPar)})` : dash,
      },
    ],
    tables: [
      {
        heading: 'Hole by hole',
        note: 'Averages over every time the hole was played; FIR on par 4s and 5s; the tee club is the one used most.',
        columns: [
          column('Hole', 'left', 0.6),
          column('Par', 'right', 0.5),
          column('Yds', 'right', 0.6),
          column('Played', 'right', 0.7),
          column('Avg', 'right', 0.6),
          column('To par', 'right', 0.7),
          column('FIR', 'right', 0.6),
          column('GIR', 'right', 0.6),
          column('Tee club', 'left', 1.3),
          column('Appr. yd', 'right', 0.8),
        ],
        rows: plans.map((p) =>
          row([
            String(p.holeNumber),
            String(p.par),
            p.yards === null ? dash : String(p.yards),
            String(p.played),
            oneDecimal(p.averageScore),
            formatAverageToPar(p.averageToPar),
            p.par === 3 ? dash : formatPercent(p.fairways.made, p.fairways.chances),
            formatPercent(p.greens.made, p.greens.chances),
            p.teeClub ?? dash,
            p.approachYards === null ? dash : String(p.approachYards),
          ]),
        ),
        empty: 'No scored holes.',
      },
      {
        heading: 'Scoring distribution',
        note: 'How often each score was made on each hole.',
        columns: [
          column('Hole', 'left', 0.6),
          column('Par', 'right', 0.5),
          column('Eagle or better'),
          column('Birdie'),
          column('Par'),
          column('Bogey'),
          column('Double or worse', 'right', 1.1),
        ],
        rows: plans.map((p) => row([String(p.holeNumber), String(p.par), ...p.distribution.map(String)])),
        empty: 'No scored holes.',
      },
      {
        heading: 'Plan',
        note: 'Drawn from the player’s own numbers on each hole.',
        columns: [column('Hole', 'left', 0.5), column('Plan', 'left', 6)],
        rows: plans.map((p) => row([String(p.holeNumber), p.strategy])),
        empty: 'No scored holes.',
      },
    ],
    diagrams:
      diagrams.length > 0
        ? [
            {
              heading: 'The holes',
              note: 'Each hole from the tee (bottom) to the green (top); dots are where the player’s tee shots finished.',
              perRow: 4,
              diagrams,
            },
          ]
        : [],
  };
}
