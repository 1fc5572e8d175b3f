import 'maplibre-gl/dist/maplibre-gl.css';
import type { GeoJSONSource, StyleSpecification } from 'maplibre-gl';
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { holeMapFeatures, holeMapStyle, readMapColors } from '~/components/map/hole-map-style';
import { Skeleton } from '~/components/ui/skeleton';
import { type Camera, fitCamera, type HoleMapData, holeMapPoints } from '~/domain/courses/course-guide';
import type { LngLat } from '~/domain/courses/geo';
import {
  MAP_GREEN_ZOOM,
  MAP_MIN_ZOOM,
  type MapShot,
  type MapView,
  shotMarker,
  VIEW_REAPPLY_MS,
} from '~/domain/rounds/shot-map';
import {
  HOLE_SOURCE,
  markerFeatures,
  markerLayers,
  readShotColors,
  SHOTS_SOURCE,
  type ShotTrack,
  shotFeatures,
  shotLayers,
} from './shot-map-layers';

// Browser only: loaded through React.lazy by shot-map-viewer.tsx when a hole is shown, so neither
// maplibre nor its CSS is part of the Worker bundle or of the page's first load (STACK.md pitfalls).

const PADDING_PX = 36;
const MAX_ZOOM = 22;

export type ShotMapCanvasProps = {
  /** The canvas's accessible name: which hole of which round. */
  label: string;
  /** Satellite imagery (spec 2 §9); null draws the course polygons. */
  styleUrl: string | null;
  hole: HoleMapData;
  tracks: ReadonlyArray<ShotTrack>;
  view: MapView;
  showYards: boolean;
  /** Changes when the round or the hole changes: the view is applied again. */
  viewKey: string;
  /** A drag or the wheel (spec 2 §4: sets free zoom). */
  onUserMove: () => void;
};

type MapState = 'loading' | 'ready' | 'failed';

export default function ShotMapCanvas(props: ShotMapCanvasProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const loadedRef = useRef(false);
  const propsRef = useRef(props);
  propsRef.current = props;
  const markersRef = useRef<Array<Marker>>([]);
  const [state, setState] = useState<MapState>('loading');
  // The view key whose camera has come to rest: readers (tests, the benchmark) wait for it.
  const [settledKey, setSettledKey] = useState<string | null>(null);

  // One map for the component's life; a new hole replaces the sources' data below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    setWorkerUrl(workerUrl);
    const initial = propsRef.current;
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container,
        style: initial.styleUrl ?? drawnStyle(initial.hole, container),
        ...(cameraFor(initial, container) ?? {}),
        // spec 2 §9: satellite imagery is not shown below zoom 15.
        minZoom: initial.styleUrl ? MAP_MIN_ZOOM : 0,
        maxZoom: MAX_ZOOM,
        attributionControl: initial.styleUrl ? { compact: true } : false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        maxPitch: 0,
        fadeDuration: 0,
        locale: { 'Map.Title': initial.label },
      });
    } catch {
      // No WebGL on this device.
      setState('failed');
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    // spec 2 §4: dragging or the wheel sets free zoom (events a person caused only).
    map.on('dragstart', () => propsRef.current.onUserMove());
    map.on('wheel', () => propsRef.current.onUserMove());
    let reapply: ReturnType<typeof setTimeout> | undefined;
    map.on('load', () => {
      const colors = readShotColors(container);
      if (propsRef.current.styleUrl) {
        const mapColors = readMapColors(container);
        map.addSource(HOLE_SOURCE, { type: 'geojson', data: markerFeatures(propsRef.current.hole) });
        for (const layer of markerLayers(mapColors.tee, mapColors.pin, mapColors.marker)) map.addLayer(layer);
      }
      map.addSource(SHOTS_SOURCE, { type: 'geojson', data: shotsOf(propsRef.current) });
      for (const layer of shotLayers(colors)) map.addLayer(layer);
      loadedRef.current = true;
      applyView(map, propsRef.current, container, false);
      drawYardages(map, propsRef.current, markersRef.current);
      // spec 2 §4: the view is applied again 1 s after init (the container may have settled since).
      reapply = setTimeout(() => applyView(map, propsRef.current, container, false), VIEW_REAPPLY_MS);
      map.once('idle', () => {
        setState('ready');
        setSettledKey(propsRef.current.viewKey);
      });
    });
    map.on('error', () => {
      if (!loadedRef.current) setState('failed');
    });
    mapRef.current = map;
    return () => {
      clearTimeout(reapply);
      mapRef.current = null;
      loadedRef.current = false;
      map.remove();
    };
  }, []);

  const { hole, tracks, view, showYards, viewKey, label, styleUrl } = props;

  // The hole and its shots.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loadedRef.current) return;
    const holeSource = map.getSource<GeoJSONSource>(HOLE_SOURCE);
    holeSource?.setData(styleUrl ? markerFeatures(hole) : holeMapFeatures(hole));
    map.getSource<GeoJSONSource>(SHOTS_SOURCE)?.setData(shotsOf({ hole, tracks, view }));
  }, [hole, tracks, view, styleUrl]);

  // The camera: the view mode, the focused shot, a new hole or round.
  // biome-ignore lint/correctness/useExhaustiveDependencies: viewKey is the trigger, its value unused
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container || !loadedRef.current) return;
    setSettledKey(null);
    applyView(map, propsRef.current, container, true);
    const key = propsRef.current.viewKey;
    map.once('idle', () => setSettledKey(key));
  }, [view, viewKey]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !loadedRef.current) return;
    drawYardages(map, { hole, tracks, view, showYards }, markersRef.current);
  }, [hole, tracks, view, showYards]);

  useEffect(() => {
    mapRef.current?.getCanvas().setAttribute('aria-label', label);
  }, [label]);

  return (
    <>
      <div
        ref={containerRef}
        className="shot-map__canvas"
        data-map-state={state}
        data-view={view.mode}
        data-settled={settledKey ?? undefined}
      />
      {/* spec 2 §4: a skeleton until the map is initialized. */}
      {state === 'loading' ? <Skeleton className="shot-map__skeleton" /> : null}
      {state === 'failed' ? <p className="shot-map__message">This device cannot draw the map.</p> : null}
    </>
  );
}

function drawnStyle(hole: HoleMapData, container: HTMLElement): StyleSpecification {
  return holeMapStyle(hole, readMapColors(container));
}

function shotsOf({ hole, tracks, view }: Pick<ShotMapCanvasProps, 'hole' | 'tracks' | 'view'>) {
  return shotFeatures(tracks, hole.pin, view.focusedShot);
}

function currentShots(tracks: ReadonlyArray<ShotTrack>): ReadonlyArray<MapShot> {
  return tracks.find((t) => t.current)?.shots ?? [];
}

/**
 * spec 2 §4 zoom modes: the whole hole with the current round's shots; the green at zoom 21 around
 * the pin; a focused shot fitted into view. Free zoom without a focused shot leaves the camera be.
 */
function cameraFor(
  props: Pick<ShotMapCanvasProps, 'hole' | 'tracks' | 'view'>,
  container: HTMLElement,
): Camera | null {
  const { hole, tracks, view } = props;
  const size = { width: container.clientWidth, height: container.clientHeight, padding: PADDING_PX };
  const shots = currentShots(tracks);
  if (view.mode === 'green' && hole.pin)
    return { center: hole.pin, zoom: MAP_GREEN_ZOOM, bearing: hole.bearing };
  if (view.mode === 'free') {
    const shot = shots.find((s) => s.shotNumber === view.focusedShot);
    const points = [shot?.start, shot?.end].filter((p): p is LngLat => Boolean(p));
    if (points.length === 0) return null;
    const camera = fitCamera(points, size, hole.bearing);
    return camera ? { ...camera, zoom: Math.min(camera.zoom, MAP_GREEN_ZOOM) } : null;
  }
  const points = [
    ...holeMapPoints(hole),
    ...shots.flatMap((s) => [s.start, s.end]).filter((p): p is LngLat => Boolean(p)),
  ];
  return fitCamera(points, size, hole.bearing);
}

function applyView(
  map: MapLibreMap,
  props: ShotMapCanvasProps,
  container: HTMLElement,
  animate: boolean,
): void {
  const camera = cameraFor(props, container);
  if (!camera) return;
  const zoom = Math.max(camera.zoom, map.getMinZoom());
  if (animate) map.easeTo({ ...camera, zoom, duration: 400 });
  else map.jumpTo({ ...camera, zoom });
}

/** spec 2 §9 yardage markers: each shot's distance to the pin at its start, when Show Yards is on. */
function drawYardages(
  map: MapLibreMap,
  props: Pick<ShotMapCanvasProps, 'hole' | 'tracks' | 'view' | 'showYards'>,
  markers: Array<Marker>,
): void {
  for (const marker of markers.splice(0)) marker.remove();
  if (!props.showYards) return;
  for (const shot of currentShots(props.tracks)) {
    const marker = shotMarker(shot, props.hole.pin);
    if (!marker || !shot.start) continue;
    const element = document.createElement('span');
    element.className = 'shot-map__yardage';
    element.textContent = marker.text;
    markers.push(new Marker({ element, anchor: 'bottom', offset: [0, -8] }).setLngLat(shot.start).addTo(map));
  }
}
