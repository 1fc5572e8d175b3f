import type { Feature, FeatureCollection, Geometry } from 'geojson';
import type { LayerSpecification } from 'maplibre-gl';
import type { HoleMapData } from '~/domain/courses/course-guide';
import { destination, type LngLat } from '~/domain/courses/geo';
import { isPutt, type MapShot, proximityRadii } from '~/domain/rounds/shot-map';

// The shots drawn over a hole (spec 2 §2, §9): lines and end points of every shot, putts marked,
// the proximity circles of one shot. Type imports only: maplibre itself loads in the .client module.

export const SHOTS_SOURCE = 'shots';
export const HOLE_SOURCE = 'hole';

export type ShotColors = { shot: string; putt: string; other: string; proximity: string; outline: string };

/** The CSS custom properties (shot-map.css) of each shot colour, with what is used when unset. */
export const SHOT_COLOR_PROPERTIES: ReadonlyArray<[keyof ShotColors, string, string]> = [
  ['shot', '--shot-map-shot', '#ffffff'],
  ['putt', '--shot-map-putt', '#ffd23f'],
  ['other', '--shot-map-other', '#9cc8ff'],
  ['proximity', '--shot-map-proximity', '#ffffff'],
  ['outline', '--shot-map-outline', '#0b1b2e'],
];

export function readShotColors(element: HTMLElement): ShotColors {
  const style = getComputedStyle(element);
  const colors = {} as ShotColors;
  for (const [key, property, fallback] of SHOT_COLOR_PROPERTIES) {
    colors[key] = style.getPropertyValue(property).trim() || fallback;
  }
  return colors;
}

/** The shots of one round on the current hole; `current` is the round the viewer is on. */
export type ShotTrack = { roundId: number; current: boolean; shots: ReadonlyArray<MapShot> };

function circle(center: LngLat, radiusMeters: number, steps = 48): Array<LngLat> {
  const ring = Array.from({ length: steps }, (_, i) => destination(center, radiusMeters, (i * 360) / steps));
  const first = ring[0];
  return first ? [...ring, first] : ring;
}

/** The shot the proximity circles belong to: the focused one, else the last shot before the putts. */
export function proximityShot(shots: ReadonlyArray<MapShot>, focused: number | null): MapShot | null {
  if (focused !== null) return shots.find((s) => s.shotNumber === focused) ?? null;
  return [...shots].reverse().find((s) => !isPutt(s) && s.start !== null) ?? null;
}

export function shotFeatures(
  tracks: ReadonlyArray<ShotTrack>,
  pin: LngLat | null,
  focused: number | null,
): FeatureCollection {
  const features: Array<Feature<Geometry, Record<string, string | boolean>>> = [];
  const current = tracks.find((t) => t.current);
  const circled = current ? proximityShot(current.shots, focused) : null;
  if (circled?.start && pin) {
    for (const radius of proximityRadii(circled.start, pin)) {
      if (radius <= 0) continue;
      features.push({
        type: 'Feature',
        properties: { kind: 'proximity' },
        geometry: { type: 'Polygon', coordinates: [circle(pin, radius)] },
      });
    }
  }
  // Other rounds first, so the current round's shots are drawn on top.
  for (const track of [...tracks].sort((a, b) => Number(a.current) - Number(b.current))) {
    for (const shot of track.shots) {
      const putt = isPutt(shot);
      const isFocused = track.current && shot.shotNumber === focused;
      const properties = { current: track.current, putt, focused: isFocused };
      if (shot.start && shot.end) {
        features.push({
          type: 'Feature',
          properties: { kind: 'line', ...properties },
          geometry: { type: 'LineString', coordinates: [shot.start, shot.end] },
        });
      }
      if (shot.end) {
        features.push({
          type: 'Feature',
          properties: { kind: 'end', ...properties },
          geometry: { type: 'Point', coordinates: shot.end },
        });
      }
    }
  }
  return { type: 'FeatureCollection', features };
}

/** The tee and the pin over satellite imagery, where the drawn course is not shown. */
export function markerFeatures(map: Pick<HoleMapData, 'tee' | 'pin'>): FeatureCollection {
  const features: Array<Feature<Geometry, { kind: string }>> = [];
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

const kindIs = (kind: string) => ['==', ['get', 'kind'], kind] as ['==', ['get', string], string];

export function shotLayers(colors: ShotColors): Array<LayerSpecification> {
  const color = [
    'case',
    ['!', ['get', 'current']],
    colors.other,
    ['get', 'putt'],
    colors.putt,
    colors.shot,
  ] as ['case', ...Array<unknown>];
  return [
    {
      id: 'shot-proximity',
      type: 'line',
      source: SHOTS_SOURCE,
      filter: kindIs('proximity'),
      paint: {
        'line-color': colors.proximity,
        'line-width': 1.5,
        'line-dasharray': [2, 2],
        'line-opacity': 0.9,
      },
    },
    {
      id: 'shot-lines',
      type: 'line',
      source: SHOTS_SOURCE,
      filter: kindIs('line'),
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: {
        'line-color': color as never,
        'line-width': ['case', ['get', 'focused'], 4, ['get', 'current'], 2.5, 1.5],
        'line-opacity': ['case', ['get', 'current'], 1, 0.75],
      },
    },
    {
      id: 'shot-ends',
      type: 'circle',
      source: SHOTS_SOURCE,
      filter: kindIs('end'),
      paint: {
        'circle-radius': ['case', ['get', 'focused'], 7, ['get', 'putt'], 3.5, 5],
        'circle-color': color as never,
        'circle-stroke-color': colors.outline,
        'circle-stroke-width': ['case', ['get', 'putt'], 1, 1.5],
        'circle-pitch-alignment': 'map',
      },
    },
  ];
}

export function markerLayers(tee: string, pin: string, outline: string): Array<LayerSpecification> {
  return [
    {
      id: 'marker-tee',
      type: 'circle',
      source: HOLE_SOURCE,
      filter: kindIs('tee'),
      paint: {
        'circle-radius': 6,
        'circle-color': tee,
        'circle-stroke-color': outline,
        'circle-stroke-width': 2,
      },
    },
    {
      id: 'marker-pin',
      type: 'circle',
      source: HOLE_SOURCE,
      filter: kindIs('pin'),
      paint: {
        'circle-radius': 7,
        'circle-color': pin,
        'circle-stroke-color': tee,
        'circle-stroke-width': 2,
      },
    },
  ];
}
