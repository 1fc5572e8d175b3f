import { Link, useLocation } from '@remix-run/react';
import { unitToggleHref } from '~/domain/courses/course-guide';
import { distanceUnitLabel, type UnitSystem } from '~/domain/courses/units';

const OPTIONS: ReadonlyArray<{ unit: UnitSystem; label: string }> = [
  { unit: 'imperial', label: 'Imperial' },
  { unit: 'metric', label: 'Metric' },
];

/** spec 1 §2 cgr: links that set prefersMetric on the current page, keeping its other parameters. */
export function UnitToggle({ unit, className }: { unit: UnitSystem; className?: string }) {
  const location = useLocation();
  return (
    <nav
      className={['band-toggle unit-toggle', className].filter(Boolean).join(' ')}
      aria-label="Distance units"
    >
      {OPTIONS.map((option) => (
        <Link
          key={option.unit}
          to={unitToggleHref(location.pathname, location.search, option.unit)}
          className="band-toggle__option unit-toggle__option"
          aria-current={option.unit === unit ? 'true' : undefined}
          preventScrollReset
          replace
        >
          {option.label}
          <span className="unit-toggle__unit">{distanceUnitLabel(option.unit)}</span>
        </Link>
      ))}
    </nav>
  );
}
