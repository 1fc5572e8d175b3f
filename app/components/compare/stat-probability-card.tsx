import { useEffect, useState } from 'react';
import type { ShotMapHole } from '~/components/shot-map/shot-map-viewer';
import { DeferredControl } from '~/components/ui/deferred-control';
import { Spinner } from '~/components/ui/spinner';
import { holeShareParts, holesOfText } from '~/domain/stats/compare-probability';
import type { HoleFlag } from '~/domain/stats/hole-stats';
import { STAT_CATALOGUE, STAT_CATEGORIES } from '~/domain/stats/stat-catalogue';

/** The probability part of GET /api/v1/players/{username}/hole-stats (app/server/api/analytics-api.ts). */
type Probability = {
  active: Array<HoleFlag>;
  holes: number;
  shownHoles: Array<ShotMapHole>;
  cards: Array<{ key: HoleFlag; name: string; holes: number; percent: number; active: boolean }>;
};

type Load =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; probability: Probability };

/**
 * spec 2 §2 Stat Probability - View Shots, §7 hole stat probability: of the side's holes, the share on
 * which each stat happened, by category. Ticking stats narrows the holes to those where every ticked
 * stat happened; View Shots opens the shot map viewer on those holes. The base is holes, not the
 * stat's chances as in the metrics table, and every figure says so ("49% of holes", "88 of 180
 * holes"): the two never show the same label with a bare figure (issue 29).
 */
export function StatProbabilityCard({ username, roundIds }: { username: string; roundIds: Array<number> }) {
  const [active, setActive] = useState<Array<HoleFlag>>([]);
  const load = useProbability(username, roundIds, active);
  if (roundIds.length === 0) {
    return <p className="empty-note stat-probability__empty">No rounds are selected on this side yet.</p>;
  }
  const toggle = (flag: HoleFlag) =>
    setActive((flags) => (flags.includes(flag) ? flags.filter((f) => f !== flag) : [...flags, flag]));
  if (load.state === 'failed') {
    return (
      <p className="stat-probability__error" role="alert">
        {load.message}
      </p>
    );
  }
  if (load.state === 'loading') {
    return (
      <div className="stat-probability stat-probability--loading" aria-busy="true">
        <Spinner size="md" label="Loading the stat probabilities" />
      </div>
    );
  }
  const { probability } = load;
  const byFlag = new Map(probability.cards.map((card) => [card.key, card]));
  const groups = STAT_CATEGORIES.map((category) => ({
    category,
    cards: STAT_CATALOGUE.filter((stat) => stat.category === category)
      .map((stat) => byFlag.get(stat.flag))
      .filter((card) => card !== undefined),
  })).filter((group) => group.cards.length > 0);
  return (
    <div className="stat-probability">
      <div className="stat-probability__summary">
        <p>
          <strong className="num">{probability.holes}</strong> hole{probability.holes === 1 ? '' : 's'}
          {active.length > 0 ? ' with every ticked stat' : ''}
        </p>
        {active.length > 0 ? (
          <button type="button" className="button button--ghost button--sm" onClick={() => setActive([])}>
            Clear ticked stats
          </button>
        ) : null}
        <ViewShots username={username} roundIds={roundIds} holes={probability.shownHoles} />
      </div>
      {groups.length === 0 ? (
        <p className="empty-note">No hole of these rounds has every ticked stat.</p>
      ) : (
        <p className="footnote stat-probability__base">
          Each figure is a share of {active.length > 0 ? 'these' : 'all'} {probability.holes} holes; the
          metrics table divides by each stat’s chances instead (fairways, greens, missed greens…).
        </p>
      )}
      {groups.map((group, index) => {
        const ticked = group.cards.filter((card) => active.includes(card.key)).length;
        return (
          // A disclosure per category, the first one open: the tab stays short on a phone, and a
          // category opens without JavaScript.
          <details key={group.category} className="stat-probability__group" open={index === 0}>
            <summary className="stat-probability__category">
              {group.category}
              <span className="stat-probability__count">
                {group.cards.length} stat{group.cards.length === 1 ? '' : 's'}
                {ticked > 0 ? `, ${ticked} ticked` : ''}
              </span>
            </summary>
            <fieldset className="stat-probability__fieldset">
              <legend className="sr-only">{group.category}</legend>
              <ul className="stat-probability__cards">
                {group.cards.map((card) => (
                  <li key={card.key}>
                    <label className="stat-probability__card" data-active={active.includes(card.key)}>
                      {/* Ticked at once; the numbers follow when the holes are read again. */}
                      <input
                        type="checkbox"
                        checked={active.includes(card.key)}
                        onChange={() => toggle(card.key)}
                      />
                      <span className="stat-probability__name">{card.name}</span>
                      <ShareOfHoles holes={card.holes} of={probability.holes} />
                      <span className="stat-probability__holes num">
                        {holesOfText(card.holes, probability.holes)}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}

/** "49% of holes": the figure large, its base beside it. */
function ShareOfHoles({ holes, of }: { holes: number; of: number }) {
  const [figure, base] = holeShareParts(holes, of);
  return (
    <span className="stat-probability__percent num">
      {figure}
      <span className="stat-probability__of">{base}</span>
    </span>
  );
}

function useProbability(username: string, roundIds: Array<number>, active: Array<HoleFlag>): Load {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const rounds = roundIds.join(',');
  const flags = active.join(',');
  useEffect(() => {
    if (rounds === '') return;
    const controller = new AbortController();
    const params = new URLSearchParams({ roundIds: rounds, part: 'probability' });
    if (flags !== '') params.set('active', flags);
    fetch(`/api/v1/players/${encodeURIComponent(username)}/hole-stats?${params}`, {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    })
      .then(async (response) => {
        const body = (await response.json()) as { probability?: Probability; message?: string };
        if (!response.ok || !body.probability) {
          throw new Error(body.message ?? `The stat probabilities could not be loaded (${response.status}).`);
        }
        setLoad({ state: 'loaded', probability: body.probability });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'failed',
          message: error instanceof Error ? error.message : 'The stat probabilities could not be loaded.',
        });
      });
    return () => controller.abort();
  }, [username, rounds, flags]);
  return load;
}

/** The View Shots dialog's code (Radix) comes on the first sign of intent, not with the tab. */
const loadViewShots = () => import('./stat-probability-shots');
const VIEW_SHOTS_CLASS = 'button button--primary button--sm';

/** The View Shots button; its dialog shows the side's shown holes on the map (DESIGN.md: 90vw × 90vh). */
function ViewShots({
  username,
  roundIds,
  holes,
}: {
  username: string;
  roundIds: Array<number>;
  holes: Array<ShotMapHole>;
}) {
  if (holes.length === 0) {
    return (
      <button type="button" className={VIEW_SHOTS_CLASS} disabled>
        View Shots
      </button>
    );
  }
  return (
    <DeferredControl
      load={loadViewShots}
      standIn={{ popup: 'dialog', className: VIEW_SHOTS_CLASS, content: 'View Shots' }}
    >
      {(module, openedBy, trigger) => (
        <module.StatProbabilityShots
          username={username}
          roundIds={roundIds}
          holes={holes}
          className={VIEW_SHOTS_CLASS}
          openedBy={openedBy}
          trigger={trigger}
        />
      )}
    </DeferredControl>
  );
}
