import 'maplibre-gl/dist/maplibre-gl.css';
import { Map as MapLibreMap, NavigationControl, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { type Camera, fitCamera, type HoleMapData, holeMapPoints } from '~/domain/courses/course-guide';
import { holeMapStyle, readMapColors } from './hole-map-style';

// Browser only: loaded through React.lazy by hole-map.tsx after hydration, so neither maplibre nor its
// CSS is part of the Worker bundle or of the first page load (STACK.md pitfalls).

const PADDING_PX = 28;

type MapState = 'loading' | 'ready' | 'failed';

export default function HoleMapCanvas({ map: data }: { map: HoleMapData }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const dataRef = useRef(data);
  const [state, setState] = useState<MapState>('loading');

  // One map for the component's life; a new hole replaces the style's data below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // maplibre-gl 6 finds its worker at run time: point it at the bundled file.
    setWorkerUrl(workerUrl);
    let map: MapLibreMap;
    try {
      map = new MapLibreMap({
        container,
        style: holeMapStyle(dataRef.current, readMapColors(container)),
        ...cameraFor(dataRef.current, container),
        attributionControl: false,
        dragRotate: false,
        pitchWithRotate: false,
        touchPitch: false,
        maxPitch: 0,
        cooperativeGestures: true,
        fadeDuration: 0,
      });
    } catch {
      // No WebGL on this device.
      setState('failed');
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('idle', () => setState('ready'));
    map.on('resize', () => map.jumpTo(cameraFor(dataRef.current, container)));
    mapRef.current = map;
    return () => {
      mapRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container || dataRef.current === data) return;
    dataRef.current = data;
    setState('loading');
    map.setStyle(holeMapStyle(data, readMapColors(container)));
    map.jumpTo(cameraFor(data, container));
  }, [data]);

  return (
    <>
      <div
        ref={containerRef}
        className="hole-map__canvas"
        data-map-state={state}
        data-hole={data.holeNumber}
      />
      {state === 'failed' ? <p className="hole-map__message">This device cannot draw the map.</p> : null}
    </>
  );
}

function cameraFor(data: HoleMapData, container: HTMLElement): Camera | Record<string, never> {
  const size = { width: container.clientWidth, height: container.clientHeight, padding: PADDING_PX };
  return fitCamera(holeMapPoints(data), size, data.bearing) ?? {};
}
