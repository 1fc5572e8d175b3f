import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import type { HoleMapData, ShapeKind } from '~/domain/courses/course-guide';

// The local map style (ARCHITECTURE.md "Outside services"): no tiles, no glyphs, no sprites; the hole,
// fairway, green, bunker, water and tee polygons drawn from the course geometry. Type imports only:
// this module is safe on the server, maplibre itself loads in hole-map.client.tsx.

export type HoleMapColors = {
  background: string;
  perimeter: string;
  rough: string;
  fairway: string;
  teeBox: string;
  green: string;
  greenEdge: string;
  bunker: string;
  bunkerEdge: string;
  water: string;
  line: string;
  target: string;
  tee: string;
  pin: string;
  marker: string;
};

/** The CSS custom properties (app/styles/tokens.css) that set each colour. */
export const HOLE_MAP_COLOR_PROPERTIES: ReadonlyArray<[keyof HoleMapColors, string]> = [
  ['background', '--map-background'],
  ['perimeter', '--map-perimeter'],
  ['rough', '--map-rough'],
  ['fairway', '--map-fairway'],
  ['teeBox', '--map-tee-box'],
  ['green', '--map-green'],
  ['greenEdge', '--map-green-edge'],
  ['bunker', '--map-bunker'],
  ['bunkerEdge', '--map-bunker-edge'],
  ['water', '--map-water'],
  ['line', '--map-line'],
  ['target', '--map-target'],
  ['tee', '--map-tee'],
  ['pin', '--map-pin'],
  ['marker', '--map-marker'],
];

/** Used when a property is not set (the stylesheet has not loaded). */
export const DEFAULT_HOLE_MAP_COLORS: HoleMapColors = {
  background: '#23402e',
  perimeter: '#3f6f45',
  rough: '#4b7d4c',
  fairway: '#79b15d',
  teeBox: '#8cc270',
  green: '#9ad97a',
  greenEdge: '#d8f2c6',
  bunker: '#eadcae',
  bunkerEdge: '#c9b47a',
  water: '#4f9cc9',
  line: '#ffffff',
  target: '#ffffff',
  tee: '#ffffff',
  pin: '#c62a2f',
  marker: '#0b1b2e',
};

/** The map's colours from the design tokens in app/styles/tokens.css (browser only). */
export function readMapColors(element: HTMLElement): HoleMapColors {
  const style = getComputedStyle(element);
  const colors = { ...DEFAULT_HOLE_MAP_COLORS };
  for (const [key, property] of HOLE_MAP_COLOR_PROPERTIES) {
    const value = style.getPropertyValue(property).trim();
    if (value) colors[key] = value;
  }
  return colors;
}

const SOURCE = 'hole';

export function holeMapFeatures(map: HoleMapData): FeatureCollection {
  const features: Array<Feature<Geometry, { kind: string }>> = [];
  for (const shape of map.shapes) {
    const first = shape.points[0];
    if (!first) continue;
    features.push({
      type: 'Feature',
      properties: { kind: shape.kind },
      geometry: { type: 'Polygon', coordinates: [[...shape.points, first]] },
    });
  }
  for (const line of map.targetLines) {
    features.push({
      type: 'Feature',
      properties: { kind: 'target_line' },
      geometry: { type: 'LineString', coordinates: line },
    });
  }
  for (const target of map.targets) {
    features.push({
      type: 'Feature',
      properties: { kind: 'target' },
      geometry: { type: 'Point', coordinates: target },
    });
  }
  if (map.tee)
    features.push({
      type: 'Feature',
      properties: { kind: 'tee' },
      geometry: { type: 'Point', coordinates: map.tee },
    });
  if (map.pin)
    features.push({
      type: 'Feature',
      properties: { kind: 'pin' },
      geometry: { type: 'Point', coordinates: map.pin },
    });
  return { type: 'FeatureCollection', features };
}

function fill(kind: ShapeKind, color: string, opacity = 1) {
  return {
    id: `fill-${kind}`,
    type: 'fill' as const,
    source: SOURCE,
    filter: ['==', ['get', 'kind'], kind] as ['==', ['get', string], string],
    paint: { 'fill-color': color, 'fill-opacity': opacity, 'fill-antialias': true },
  };
}

function outline(kind: ShapeKind, color: string, width: number) {
  return {
    id: `line-${kind}`,
    type: 'line' as const,
    source: SOURCE,
    filter: ['==', ['get', 'kind'], kind] as ['==', ['get', string], string],
    paint: { 'line-color': color, 'line-width': width },
  };
}

function point(kind: 'target' | 'tee' | 'pin', radius: number, color: string, stroke: string) {
  return {
    id: `point-${kind}`,
    type: 'circle' as const,
    source: SOURCE,
    filter: ['==', ['get', 'kind'], kind] as ['==', ['get', string], string],
    paint: {
      'circle-radius': radius,
      'circle-color': color,
      'circle-stroke-color': stroke,
      'circle-stroke-width': 2,
      'circle-pitch-alignment': 'map' as const,
    },
  };
}

/** The whole style for one hole: drawing order is rough, water, fairway, tees, green, sand, lines, markers. */
export function holeMapStyle(map: HoleMapData, colors: HoleMapColors): StyleSpecification {
  return {
    version: 8,
    name: 'Course guide hole',
    sources: { [SOURCE]: { type: 'geojson', data: holeMapFeatures(map) } },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colors.background } },
      fill('perimeter', colors.perimeter),
      fill('rough', colors.rough),
      fill('water', colors.water),
      fill('fairway', colors.fairway),
      fill('tee_box', colors.teeBox),
      fill('green', colors.green),
      outline('green', colors.greenEdge, 1.5),
      fill('bunker', colors.bunker),
      outline('bunker', colors.bunkerEdge, 1),
      {
        id: 'target-line',
        type: 'line',
        source: SOURCE,
        filter: ['==', ['get', 'kind'], 'target_line'],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': colors.line, 'line-width': 2, 'line-dasharray': [2, 2], 'line-opacity': 0.9 },
      },
      point('target', 5, colors.target, colors.marker),
      point('tee', 6, colors.tee, colors.marker),
      point('pin', 7, colors.pin, colors.tee),
    ],
  };
}
