import { lazy } from 'react';
import { CourseCredit } from '~/components/course-guide/course-credit';
import { LazyPart } from '~/components/ui/lazy-part';
import { Skeleton } from '~/components/ui/skeleton';
import { useHydrated } from '~/components/ui/use-hydrated';
import type { CourseCredit as Credit, HoleMapData } from '~/domain/courses/course-guide';

// A `.client` module: the server build gets an empty stand-in, and the browser fetches maplibre only
// when a map is shown (CONVENTIONS: heavy client code loads lazily behind a skeleton).
const HoleMapCanvas = lazy(() => import('./hole-map.client'));

const LEGEND: ReadonlyArray<{ kind: string; label: string }> = [
  { kind: 'fairway', label: 'Fairway' },
  { kind: 'green', label: 'Green' },
  { kind: 'bunker', label: 'Bunker' },
  { kind: 'water', label: 'Water' },
  { kind: 'tee', label: 'Tee' },
  { kind: 'pin', label: 'Pin' },
  { kind: 'target', label: 'Target' },
];

/** The map of one hole: a skeleton in the server HTML and until maplibre has loaded. */
export function HoleMap({ map, credit }: { map: HoleMapData; credit: Credit | null }) {
  const hydrated = useHydrated();
  const kinds = new Set<string>([
    ...map.shapes.map((shape) => shape.kind),
    ...(map.tee ? ['tee'] : []),
    ...(map.pin ? ['pin'] : []),
    ...(map.targets.length > 0 ? ['target'] : []),
  ]);
  return (
    <figure className="hole-map">
      <p className="sr-only">{mapDescription(map)}</p>
      <div className="hole-map__frame">
        {hydrated ? (
          <LazyPart name="The hole map" fallback={<HoleMapSkeleton />}>
            <HoleMapCanvas map={map} />
          </LazyPart>
        ) : (
          <HoleMapSkeleton />
        )}
      </div>
      <figcaption className="hole-map__caption">
        <ul className="hole-map__legend" aria-label="Legend">
          {LEGEND.filter((item) => kinds.has(item.kind)).map((item) => (
            <li key={item.kind} className="hole-map__legend-item">
              <span className={`hole-map__key hole-map__key--${item.kind}`} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
        {credit ? <CourseCredit credit={credit} className="hole-map__credit" /> : null}
      </figcaption>
    </figure>
  );
}

export function HoleMapSkeleton() {
  return <Skeleton className="hole-map__skeleton" width="100%" height="100%" />;
}

function mapDescription(map: HoleMapData): string {
  const parts = [
    map.tee ? 'the tee' : null,
    map.shapes.some((shape) => shape.kind === 'fairway') ? 'the fairway' : null,
    map.shapes.some((shape) => shape.kind === 'green') ? 'the green' : null,
    map.pin ? 'the pin' : null,
    map.targets.length > 0 ? `${map.targets.length} target${map.targets.length === 1 ? '' : 's'}` : null,
  ].filter(Boolean);
  return `Map of hole ${map.holeNumber}${parts.length > 0 ? ` showing ${parts.join(', ')}` : ''}`;
}
