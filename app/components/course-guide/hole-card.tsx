import { Link } from '@remix-run/react';
import { ChevronRightIcon } from '~/components/ui/icons';
import type { GuideHole, GuideTee } from '~/domain/courses/course-guide';
import type { UnitSystem } from '~/domain/courses/units';
import { Distance } from './distance';
import { TeeSwatch } from './tee-swatch';

type HoleCardProps = {
  hole: GuideHole;
  tees: ReadonlyArray<GuideTee>;
  unit: UnitSystem;
  /** The link that selects this hole (spec 1 §2 cgr: keeps prefersMetric). */
  href: string;
  selected: boolean;
};

/** One hole of the guide: par, yardage per tee, tee-to-pin distance and the targets. */
export function HoleCard({ hole, tees, unit, href, selected }: HoleCardProps) {
  return (
    <article className="hole-card" data-selected={selected ? 'true' : undefined}>
      <h3 className="hole-card__heading">
        <Link
          to={href}
          className="hole-card__link"
          aria-current={selected ? 'true' : undefined}
          preventScrollReset
        >
          <span className="hole-card__label">Hole</span>{' '}
          <span className="hole-card__number">{hole.holeNumber}</span>
        </Link>
      </h3>
      <div className="hole-card__body">
        <dl className="hole-card__facts">
          <div className="hole-card__fact">
            <dt>Par</dt>
            <dd className="tabular">{hole.par}</dd>
          </div>
          <div className="hole-card__fact">
            <dt>Tee to pin</dt>
            <dd>
              <Distance value={hole.teeToPin} unit={unit} />
            </dd>
          </div>
        </dl>
        {tees.length > 0 ? (
          <ul className="hole-card__tees" aria-label="Yardage by tee">
            {tees.map((tee, i) => (
              <li key={tee.id} className="hole-card__tee">
                <TeeSwatch color={tee.color} size={10} />
                <span className="hole-card__tee-name">{tee.name}</span>
                <Distance value={hole.yardages[i] ?? null} unit={unit} showUnit={false} />
              </li>
            ))}
          </ul>
        ) : null}
        {hole.targets.length > 0 ? (
          <ol className="hole-card__targets" aria-label="Targets">
            {hole.targets.map((target) => (
              <li key={target.shotNumber} className="hole-card__target">
                <span className="shot-number">
                  <span className="sr-only">Shot </span>
                  {target.shotNumber}
                </span>
                <span>{target.club ?? 'Target'}</span>
                {target.onGreen ? (
                  <span className="hole-card__target-note">to the green</span>
                ) : (
                  <Distance value={target.carry} unit={unit} />
                )}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <ChevronRightIcon size={20} className="hole-card__chevron" />
    </article>
  );
}
