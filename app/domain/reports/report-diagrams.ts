import type { ShapeKind } from '../courses/course-guide';
import { bearingDegrees, type LngLat, toLocalMeters } from '../courses/geo';
import type { DiagramPoint, ReportDiagram } from './player-report';
import { simplifyRing } from './simplify';

/*
 * Hole maps for the round reports (decision 059): a hole's shapes, shots and points turned so the
 * line from the tee to the pin runs up the page, in yards from the tee. The page draws the result as
 * SVG and the PDF Worker with pdf-lib; nothing here loads a map library.
 */

const YARDS_PER_METER = 1.09361;
/** Room around what a hole map must show (yards). */
const PAD = 14;
/** Shapes drawn at most; a shape's points beyond this are thinned evenly. */
const MAX_POINTS = 120;
/**
 * A shape's outline is kept to within a yard (Douglas–Peucker): a printed hole map is about 0.4 pt
 * a yard and the page's at most a pixel, so the dropped detail never shows; the model, the page's
 * SVG and the PDF's paths get several times smaller.
 */
const SHAPE_TOLERANCE_YARDS = 1;

type DrawnKind = ReportDiagram['shapes'][number]['kind'];
// The perimeter only bounds the hole; rough is drawn as the ground itself.
const DRAWN: Partial<Record<ShapeKind, DrawnKind>> = {
  rough: 'rough',
  fairway: 'fairway',
  water: 'water',
  bunker: 'bunker',
  tee_box: 'tee_box',
  green: 'green',
};
const ORDER: ReadonlyArray<DrawnKind> = ['rough', 'fairway', 'water', 'bunker', 'tee_box', 'green'];

/** A plane for one hole: yards from the tee, y along the line to the pin, x to its right. */
export function holePlane(tee: LngLat, pin: LngLat): (p: LngLat) => DiagramPoint {
  const angle = (bearingDegrees(tee, pin) * Math.PI) / 180;
  const [sin, cos] = [Math.sin(angle), Math.cos(angle)];
  return (p) => {
    const [east, north] = toLocalMeters(tee, p);
    // Turn the bearing to north: x right of the line, y along it.
    const x = (east * cos - north * sin) * YARDS_PER_METER;
    const y = (east * sin + north * cos) * YARDS_PER_METER;
    return [round1(x), round1(y)];
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10 || 0;
}

function thinned(points: ReadonlyArray<DiagramPoint>): Array<DiagramPoint> {
  if (points.length <= MAX_POINTS) return [...points];
  const step = points.length / MAX_POINTS;
  return Array.from({ length: MAX_POINTS }, (_, i) => points[Math.floor(i * step)] as DiagramPoint);
}

function clamp(value: number): number {
  return Math.max(-2000, Math.min(2000, value));
}

export type HoleMapInput = {
  title: string;
  caption: Array<string>;
  description: string;
  tee: LngLat;
  pin: LngLat;
  shapes: ReadonlyArray<{ kind: ShapeKind; points: ReadonlyArray<LngLat> }>;
  shots?: ReadonlyArray<{ from: LngLat; to: LngLat; putt: boolean; label: string }>;
  /** Points shown as dots (e.g. where tee shots finished). */
  landings?: ReadonlyArray<LngLat>;
};

/** A hole map: the hole's shapes, the shots and landings, bounded by what matters to play it. */
export function holeMapDiagram(input: HoleMapInput): ReportDiagram {
  const at = holePlane(input.tee, input.pin);
  const shots = (input.shots ?? []).map((s) => ({
    from: at(s.from),
    to: at(s.to),
    putt: s.putt,
    label: s.label,
  }));
  const landings = (input.landings ?? []).map(at);
  const pin = at(input.pin);
  const shapes = input.shapes
    .flatMap((shape) => {
      const kind = DRAWN[shape.kind];
      if (!kind || shape.points.length < 3) return [];
      const points = thinned(simplifyRing(shape.points.map(at), SHAPE_TOLERANCE_YARDS));
      return points.length >= 3 ? [{ kind, points }] : [];
    })
    .sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  // Bounds: the tee, the pin, every shot and landing, and the playing surfaces (not the rough,
  // which may reach far beyond the hole).
  const seen: Array<DiagramPoint> = [[0, 0], pin, ...landings];
  for (const s of shots) seen.push(s.from, s.to);
  for (const shape of shapes)
    if (shape.kind === 'green' || shape.kind === 'fairway') seen.push(...shape.points);
  const xs = seen.map((p) => p[0]);
  const ys = seen.map((p) => p[1]);
  let [minX, maxX] = [Math.min(...xs) - PAD, Math.max(...xs) + PAD];
  const [minY, maxY] = [Math.min(...ys) - PAD, Math.max(...ys) + PAD];
  // A hole is long and narrow: widen it to at least a third of its length so it reads as a hole.
  const minWidth = (maxY - minY) / 3;
  if (maxX - minX < minWidth) {
    const grow = (minWidth - (maxX - minX)) / 2;
    [minX, maxX] = [minX - grow, maxX + grow];
  }
  return {
    title: input.title,
    caption: input.caption,
    description: input.description,
    kind: 'hole',
    bounds: [clamp(round1(minX)), clamp(round1(minY)), clamp(round1(maxX)), clamp(round1(maxY))],
    shapes: shapes.map((s) => ({ kind: s.kind, points: s.points.map(([x, y]) => [clamp(x), clamp(y)]) })),
    shots: shots.slice(0, 60).map((s) => ({
      ...s,
      from: [clamp(s.from[0]), clamp(s.from[1])],
      to: [clamp(s.to[0]), clamp(s.to[1])],
    })),
    dots: [
      { at: [0, 0], kind: 'tee' },
      { at: [clamp(pin[0]), clamp(pin[1])], kind: 'pin' },
      ...landings
        .slice(0, 300)
        .map((p) => ({ at: [clamp(p[0]), clamp(p[1])] as DiagramPoint, kind: 'shot' as const })),
    ],
    ellipses: [],
    grid: null,
  };
}
