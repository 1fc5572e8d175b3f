import { Link } from '@remix-run/react';
import { useId, useState } from 'react';
import { type ScoreBar, ScoreBarChart } from '~/components/charts/score-bar-chart';
import { ToPar } from '~/components/rounds/score-mark';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { ChartSetKey } from '~/domain/stats/chart-sets';

export type TrendSet = {
  key: ChartSetKey;
  title: string;
  averageScore: string;
  averageToPar: string;
  averageBirdies: string;
  bars: Array<ScoreBar>;
  rounds: Array<{ id: number; date: string; course: string; score: number; toPar: string; birdies: number }>;
};

const SHORT_TITLES: Record<ChartSetKey, string> = {
  'best-ten': 'Best 10',
  'best-ten-consecutive': 'Best Consecutive',
  'last-ten': 'Last 10',
  'prior-ten': 'Prior 10',
};

/**
 * spec 1 §2 / spec 3 §2.4 Performance Trends: the ten-round chart sets as score and birdie bars over
 * the default range (Last 24 Months); the page shows the card only with 10 included rounds.
 */
export function PerformanceTrends({
  rangeLabel,
  sets,
  statsHref,
}: {
  rangeLabel: string;
  sets: Array<TrendSet>;
  statsHref: string | null;
}) {
  const headingId = useId();
  const [selected, setSelected] = useState<ChartSetKey>(sets[0]?.key ?? 'best-ten');
  const set = sets.find((s) => s.key === selected) ?? sets[0];
  if (!set) return null;
  return (
    <section className="card trends-card" aria-labelledby={headingId}>
      <header className="card__header">
        <div>
          <p className="card-eyebrow">{rangeLabel}</p>
          <h2 className="card__title" id={headingId}>
            Performance Trends
          </h2>
        </div>
        {statsHref ? (
          <Link to={statsHref} className="button button--ghost button--sm" prefetch="intent">
            Compare stats
          </Link>
        ) : null}
      </header>
      <fieldset className="segmented">
        <legend className="sr-only">Chart</legend>
        {sets.map((s) => (
          <button
            key={s.key}
            type="button"
            className="segmented__option"
            aria-pressed={s.key === set.key}
            onClick={() => setSelected(s.key)}
          >
            {SHORT_TITLES[s.key]}
          </button>
        ))}
      </fieldset>
      <dl className="stat-strip">
        <div className="stat-strip__item">
          <dt>Scoring avg</dt>
          <dd>{set.averageScore}</dd>
        </div>
        <div className="stat-strip__item">
          <dt>Avg to par</dt>
          <dd>
            <ToPar value={set.averageToPar} />
          </dd>
        </div>
        <div className="stat-strip__item">
          <dt>Birdies / round</dt>
          <dd>{set.averageBirdies}</dd>
        </div>
      </dl>
      <ScoreBarChart title={set.title} bars={set.bars} />
      <details className="disclosure">
        <summary className="disclosure__summary">Rounds in this chart</summary>
        <ScrollRegion label="Rounds in this chart" className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Course</th>
                <th scope="col" className="num">
                  Score
                </th>
                <th scope="col" className="num">
                  To par
                </th>
                <th scope="col" className="num">
                  Birdies
                </th>
              </tr>
            </thead>
            <tbody>
              {set.rounds.map((round) => (
                <tr key={round.id}>
                  <td>{round.date}</td>
                  <td>{round.course}</td>
                  <td className="num">{round.score}</td>
                  <td className="num">
                    <ToPar value={round.toPar} />
                  </td>
                  <td className="num">{round.birdies}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </section>
  );
}
