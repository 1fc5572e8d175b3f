import { Link } from '@remix-run/react';
import { forwardRef, type ReactNode } from 'react';
import { HoleMap } from '~/components/map/hole-map';
import { ChevronLeftIcon, ChevronRightIcon, FlagIcon } from '~/components/ui/icons';
import type { CourseCredit, GuideHole, GuideTee, HoleMapData } from '~/domain/courses/course-guide';
import { distanceUnitLabel, type UnitSystem } from '~/domain/courses/units';
import { Distance } from './distance';
import { TeeSwatch } from './tee-swatch';

type HolePanelProps = {
  hole: GuideHole;
  tees: ReadonlyArray<GuideTee>;
  unit: UnitSystem;
  map: HoleMapData | null;
  credit: CourseCredit | null;
  previousHref: string | null;
  nextHref: string | null;
};

/** The selected hole: its map, yardages and course-management targets. */
export const HolePanel = forwardRef<HTMLElement, HolePanelProps>(function HolePanel(
  { hole, tees, unit, map, credit, previousHref, nextHref },
  ref,
) {
  const unitLabel = distanceUnitLabel(unit);
  return (
    <section ref={ref} className="hole-panel card" aria-labelledby="hole-panel-title" id="hole-view">
      <header className="hole-panel__header">
        <div className="hole-panel__title-block">
          <span className="hole-panel__badge tabular" aria-hidden="true">
            {hole.holeNumber}
          </span>
          <div>
            <h2 className="hole-panel__title" id="hole-panel-title">
              Hole {hole.holeNumber}
            </h2>
            <p className="hole-panel__summary">
              Par <span className="tabular">{hole.par}</span>
              <span aria-hidden="true"> · </span>
              <Distance value={hole.teeToPin} unit={unit} /> tee to pin
            </p>
          </div>
        </div>
        <nav className="hole-panel__nav" aria-label="Other holes">
          <StepLink href={previousHref} label="Previous hole" icon={<ChevronLeftIcon size={18} />} />
          <StepLink href={nextHref} label="Next hole" icon={<ChevronRightIcon size={18} />} />
        </nav>
      </header>

      {map ? (
        <HoleMap map={map} credit={credit} />
      ) : (
        <p className="hole-panel__empty">
          <FlagIcon size={28} />
          There is no map of this hole yet.
        </p>
      )}

      <div className="hole-panel__details">
        {tees.length > 0 ? (
          <table className="hole-panel__table">
            <caption className="hole-panel__caption">Scorecard yardage</caption>
            <thead>
              <tr>
                <th scope="col">Tee</th>
                <th scope="col" className="numeric">
                  {unitLabel}
                </th>
              </tr>
            </thead>
            <tbody>
              {tees.map((tee, i) => (
                <tr key={tee.id}>
                  <th scope="row">
                    <span className="tee-name">
                      <TeeSwatch color={tee.color} />
                      {tee.name}
                    </span>
                  </th>
                  <td className="numeric">
                    <Distance value={hole.yardages[i] ?? null} unit={unit} showUnit={false} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}

        <div className="hole-panel__targets">
          <h3 className="hole-panel__caption">Course management</h3>
          {hole.targets.length > 0 ? (
            <ol className="target-list">
              {hole.targets.map((target) => (
                <li key={target.shotNumber} className="target-list__item">
                  <span className="shot-number shot-number--lg">{target.shotNumber}</span>
                  <div className="target-list__text">
                    <p className="target-list__club">
                      {target.club ?? `Shot ${target.shotNumber}`}
                      {target.onGreen ? <span className="chip chip--green">On the green</span> : null}
                    </p>
                    <p className="target-list__distances">
                      <Distance value={target.carry} unit={unit} /> to target
                      {target.onGreen ? null : (
                        <>
                          <span aria-hidden="true"> · </span>
                          <Distance value={target.toPin} unit={unit} /> to the pin
                        </>
                      )}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          ) : (
            <p className="hole-panel__none">No targets are set for this hole.</p>
          )}
        </div>
      </div>
    </section>
  );
});

function StepLink({ href, label, icon }: { href: string | null; label: string; icon: ReactNode }) {
  if (!href) {
    return (
      <span className="icon-button hole-panel__step" aria-hidden="true" data-disabled="true">
        {icon}
      </span>
    );
  }
  return (
    <Link
      to={href}
      className="icon-button hole-panel__step"
      aria-label={label}
      title={label}
      preventScrollReset
    >
      {icon}
    </Link>
  );
}
