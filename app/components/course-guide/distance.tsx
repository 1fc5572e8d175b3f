import type { UnitSystem } from '~/domain/courses/units';
import { distanceUnitLabel } from '~/domain/courses/units';

/** A distance in the chosen unit, or a dash that says it is not known. */
export function Distance({
  value,
  unit,
  showUnit = true,
}: {
  value: number | null;
  unit: UnitSystem;
  showUnit?: boolean;
}) {
  if (value === null) return <NotAvailable />;
  return (
    <span className="distance tabular">
      {value.toLocaleString('en-US')}
      {showUnit ? <span className="distance__unit"> {distanceUnitLabel(unit)}</span> : null}
    </span>
  );
}

/** "—" for a value the course data does not have (spec 1 §5: absent positions, undefined yardages). */
export function NotAvailable() {
  return (
    <span className="not-available" title="Not available">
      <span aria-hidden="true">—</span>
      <span className="sr-only">not available</span>
    </span>
  );
}
