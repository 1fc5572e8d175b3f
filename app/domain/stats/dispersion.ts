import { bearingDegrees, distanceMeters, type LngLat, metersToFeet } from '../courses/geo';

/** Where a shot finished relative to the pin, seen from where it was played (yards). */
export type PinOffset = {
  /** Positive: right of the line from the shot's start to the pin; negative: left. */
  rightYards: number;
  /** Positive: past the pin; negative: short of it. */
  longYards: number;
};

/**
 * A shot's end point relative to the pin, in the frame of the shot: the y axis runs from the start
 * through the pin. Null when the shot starts at the pin (no direction).
 */
export function pinOffset(start: LngLat, end: LngLat, pin: LngLat): PinOffset | null {
  if (distanceMeters(start, pin) === 0) return null;
  const yards = metersToFeet(distanceMeters(pin, end)) / 3;
  if (yards === 0) return { rightYards: 0, longYards: 0 };
  const angle = ((bearingDegrees(pin, end) - bearingDegrees(start, pin)) * Math.PI) / 180;
  return { rightYards: round1(yards * Math.sin(angle)), longYards: round1(yards * Math.cos(angle)) };
}

export type DispersionSummary = {
  shots: number;
  /** Mean distance from the pin. */
  meanMissYards: number;
  /** Mean of rightYards: the left/right bias. */
  meanRightYards: number;
  /** Mean of longYards: the short/long bias. */
  meanLongYards: number;
};

export function dispersionSummary(offsets: ReadonlyArray<PinOffset>): DispersionSummary | null {
  if (offsets.length === 0) return null;
  const mean = (values: Array<number>) => round1(values.reduce((a, b) => a + b, 0) / values.length);
  return {
    shots: offsets.length,
    meanMissYards: mean(offsets.map((o) => Math.hypot(o.rightYards, o.longYards))),
    meanRightYards: mean(offsets.map((o) => o.rightYards)),
    meanLongYards: mean(offsets.map((o) => o.longYards)),
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/*
 * Dispersion by club (spec 2 §2 dispersion-analysis, decision 059). A shot aimed at the pin (an
 * approach, or a par 3's tee shot) is measured against the pin: right of the line from its start
 * through the pin, and long or short of the pin. Any other full swing (a tee shot on a par 4 or 5, a
 * lay-up) is aimed down the hole's playing line: its left/right is measured from the line from its
 * start to the point of the playing line as far away as the shot went, and its long/short from the
 * club's mean distance among such shots.
 */

export type ClubShot = {
  club: string;
  type: string;
  par: number;
  start: LngLat;
  end: LngLat;
  pin: LngLat | null;
  /** The hole's playing line from tee to green, when the course has one. */
  centerline: ReadonlyArray<LngLat> | null;
};

export type AimedShot = {
  club: string;
  /** Distance the shot travelled (yards). */
  distanceYards: number;
  rightYards: number;
  /** Long (+) or short (−) of the target; for shots down the playing line, of the club's mean. */
  longYards: number;
  target: 'pin' | 'line';
};

const YARDS_PER_METER = 1.09361;

/** Whether the shot was played at the pin. */
export function aimsAtPin(shot: Pick<ClubShot, 'type' | 'par'>): boolean {
  return shot.type === 'Approach' || (shot.type === 'Tee' && shot.par === 3);
}

/** The point of a line `meters` from `from` (the first crossing of that circle), or the line's end. */
function pointAtDistance(line: ReadonlyArray<LngLat>, from: LngLat, meters: number): LngLat | null {
  let previous: LngLat | null = null;
  for (const point of line) {
    if (previous && distanceMeters(from, previous) < meters && distanceMeters(from, point) >= meters) {
      // Bisect the segment for the crossing (a few steps are exact to a yard on a hole).
      let [a, b] = [previous, point];
      for (let i = 0; i < 12; i++) {
        const mid: LngLat = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
        if (distanceMeters(from, mid) < meters) a = mid;
        else b = mid;
      }
      return b;
    }
    previous = point;
  }
  return line[line.length - 1] ?? null;
}

/** Each shot against its target; a shot with no target to measure against is left out. */
export function aimedShots(shots: ReadonlyArray<ClubShot>): Array<AimedShot> {
  const measured: Array<AimedShot & { along: number }> = [];
  for (const shot of shots) {
    const length = distanceMeters(shot.start, shot.end);
    if (length < 1) continue;
    const distanceYards = length * YARDS_PER_METER;
    if (aimsAtPin(shot)) {
      if (!shot.pin) continue;
      const offset = pinOffset(shot.start, shot.end, shot.pin);
      if (!offset) continue;
      measured.push({ club: shot.club, distanceYards, ...offset, target: 'pin', along: 0 });
      continue;
    }
    const aim =
      shot.centerline && shot.centerline.length >= 2
        ? pointAtDistance(shot.centerline, shot.start, length)
        : shot.pin;
    if (!aim || distanceMeters(shot.start, aim) < 1) continue;
    const angle = ((bearingDegrees(shot.start, shot.end) - bearingDegrees(shot.start, aim)) * Math.PI) / 180;
    measured.push({
      club: shot.club,
      distanceYards,
      rightYards: round1(distanceYards * Math.sin(angle)),
      longYards: 0,
      target: 'line',
      along: distanceYards * Math.cos(angle),
    });
  }
  // Shots down the playing line: long or short of the club's mean distance among them.
  const meanAlong = new Map<string, number>();
  for (const club of new Set(measured.filter((s) => s.target === 'line').map((s) => s.club))) {
    const along = measured.filter((s) => s.target === 'line' && s.club === club).map((s) => s.along);
    meanAlong.set(club, along.reduce((a, b) => a + b, 0) / along.length);
  }
  return measured.map(({ along, ...shot }) =>
    shot.target === 'line'
      ? { ...shot, longYards: round1(along - (meanAlong.get(shot.club) ?? along)) }
      : shot,
  );
}

/** The p-th percentile (0–1) of sorted values, linearly interpolated. */
export function percentile(sorted: ReadonlyArray<number>, p: number): number {
  if (sorted.length === 0) return 0;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  const a = sorted[low] ?? 0;
  const b = sorted[high] ?? a;
  return a + (b - a) * (at - low);
}

// The radius of a bivariate normal's 80 % region in standard deviations: sqrt(chi²(0.8, 2 df)).
const ELLIPSE_80 = Math.sqrt(-2 * Math.log(1 - 0.8));

export type ClubDispersion = {
  club: string;
  shots: number;
  averageDistanceYards: number;
  /** Mean left/right (right +) and the 10th–90th percentile band of it. */
  meanRightYards: number;
  rightBand: [number, number];
  meanLongYards: number;
  longBand: [number, number];
  /** The ellipse holding about 80 % of shots (from the offsets' covariance); null under 3 shots. */
  ellipse: { center: [number, number]; rx: number; ry: number; angle: number } | null;
  /** How many of the shots were aimed at the pin (the rest down the playing line). */
  atPin: number;
};

/** Per club: the spread of its shots, clubs in the order of a bag (longest first). */
export function clubDispersions(shots: ReadonlyArray<AimedShot>): Array<ClubDispersion> {
  const byClub = new Map<string, Array<AimedShot>>();
  for (const shot of shots) byClub.set(shot.club, [...(byClub.get(shot.club) ?? []), shot]);
  const out = [...byClub.entries()].map(([club, list]): ClubDispersion => {
    const mean = (values: Array<number>) => values.reduce((a, b) => a + b, 0) / values.length;
    const rights = list.map((s) => s.rightYards);
    const longs = list.map((s) => s.longYards);
    const [mx, my] = [mean(rights), mean(longs)];
    const sortedR = [...rights].sort((a, b) => a - b);
    const sortedL = [...longs].sort((a, b) => a - b);
    return {
      club,
      shots: list.length,
      averageDistanceYards: round1(mean(list.map((s) => s.distanceYards))),
      meanRightYards: round1(mx),
      rightBand: [round1(percentile(sortedR, 0.1)), round1(percentile(sortedR, 0.9))],
      meanLongYards: round1(my),
      longBand: [round1(percentile(sortedL, 0.1)), round1(percentile(sortedL, 0.9))],
      ellipse: list.length >= 3 ? covarianceEllipse(rights, longs, mx, my) : null,
      atPin: list.filter((s) => s.target === 'pin').length,
    };
  });
  return out.sort((a, b) => b.averageDistanceYards - a.averageDistanceYards);
}

function covarianceEllipse(
  xs: ReadonlyArray<number>,
  ys: ReadonlyArray<number>,
  mx: number,
  my: number,
): ClubDispersion['ellipse'] {
  const n = xs.length;
  let [sxx, syy, sxy] = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxx += dx * dx;
    syy += dy * dy;
    sxy += dx * dy;
  }
  [sxx, syy, sxy] = [sxx / (n - 1), syy / (n - 1), sxy / (n - 1)];
  // Eigenvalues of the 2×2 covariance; the angle of the first axis from the x axis.
  const half = (sxx + syy) / 2;
  const root = Math.sqrt(((sxx - syy) / 2) ** 2 + sxy ** 2);
  const [l1, l2] = [half + root, Math.max(0, half - root)];
  const angle = (Math.atan2(l1 - sxx, sxy || 1e-12) * 180) / Math.PI;
  return {
    center: [round1(mx), round1(my)],
    rx: round1(Math.sqrt(l1) * ELLIPSE_80),
    ry: round1(Math.sqrt(l2) * ELLIPSE_80),
    angle: sxy === 0 ? (sxx >= syy ? 0 : 90) : round1(angle),
  };
}
