import { Form } from '@remix-run/react';
import { lazy, useEffect, useState } from 'react';
import { buttonClassName } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { LazyPart } from '~/components/ui/lazy-part';
import { Skeleton } from '~/components/ui/skeleton';
import type { DispersionSummary, PinOffset } from '~/domain/stats/dispersion';
import { ExperimentalFrame } from './experimental-frame';

// visx stays out of the Worker bundle: the chart is a client module, loaded after hydration.
const DispersionChart = lazy(() => import('./dispersion-chart.client'));

export type DispersionPoint = PinOffset & { endLie: string };

type ShotDispersionPageProps = {
  username: string;
  player: { fullName: string } | null;
  /** The viewer may not see this player's shots (spec 1 §6). */
  hidden: boolean;
  points: ReadonlyArray<DispersionPoint>;
  summary: DispersionSummary | null;
};

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function signed(value: number, negative: string, positive: string): string {
  if (value === 0) return 'on line';
  return `${Math.abs(value).toFixed(1)} yd ${value < 0 ? negative : positive}`;
}

/** Experimental: where a player's approach shots finish around the pin. */
export function ShotDispersionPage({ username, player, hidden, points, summary }: ShotDispersionPageProps) {
  const hydrated = useHydrated();
  return (
    <ExperimentalFrame
      title="Shot dispersion"
      lead="Where approach shots finish around the pin, seen from where each was played."
    >
      <Form method="get" className="experimental-form">
        <label htmlFor="dispersion-username">Player username</label>
        <input id="dispersion-username" name="username" defaultValue={username} autoComplete="off" />
        <button type="submit" className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
          Show
        </button>
      </Form>
      {player === null ? (
        <p className="experimental-empty">No player with the username “{username}”.</p>
      ) : hidden ? (
        <p className="experimental-empty">{player.fullName}'s shots are not public.</p>
      ) : points.length === 0 || summary === null ? (
        <p className="experimental-empty">{player.fullName} has no approach shots with positions yet.</p>
      ) : (
        <div className="dispersion">
          <Card title={`${player.fullName}: last ${summary.shots} approach shots`}>
            <div className="dispersion__chart">
              {hydrated ? (
                <LazyPart name="The dispersion chart" fallback={<Skeleton height="100%" />}>
                  <DispersionChart points={points} />
                </LazyPart>
              ) : (
                <Skeleton height="100%" />
              )}
            </div>
          </Card>
          <Card title="Summary">
            <dl className="dispersion__summary">
              <div>
                <dt>Shots</dt>
                <dd className="tabular-nums">{summary.shots}</dd>
              </div>
              <div>
                <dt>Average miss</dt>
                <dd className="tabular-nums">{`${summary.meanMissYards.toFixed(1)} yd`}</dd>
              </div>
              <div>
                <dt>Left / right bias</dt>
                <dd className="tabular-nums">{signed(summary.meanRightYards, 'left', 'right')}</dd>
              </div>
              <div>
                <dt>Short / long bias</dt>
                <dd className="tabular-nums">{signed(summary.meanLongYards, 'short', 'long')}</dd>
              </div>
            </dl>
            <ul className="dispersion__legend">
              <li>
                <span style={{ background: 'var(--color-score-beat)' }} /> Green
              </li>
              <li>
                <span style={{ background: 'var(--gold-500)' }} /> Fringe
              </li>
              <li>
                <span style={{ background: 'var(--color-score-over)' }} /> Missed
              </li>
              <li>
                <span style={{ background: 'var(--color-score-under)' }} /> Holed
              </li>
              <li>
                <span className="dispersion__legend-outside" /> Beyond the scale
              </li>
            </ul>
          </Card>
        </div>
      )}
    </ExperimentalFrame>
  );
}
