import './handicap-card.css';
import { Card } from '~/components/ui/card';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { HandicapView } from '~/domain/handicap/handicap-view';

const CHART_WIDTH = 320;
const CHART_HEIGHT = 80;
const CHART_PAD = 6;

/**
 * Decision 102: the player's Handicap Index (or, without rated rounds, their own claim, labelled so),
 * when it was last revised, a small history and the recent scores with those that count marked.
 * Server-rendered HTML, an inline SVG and a <details>: no script of its own.
 */
export function HandicapCard({ view, headingLevel = 2 }: { view: HandicapView; headingLevel?: 2 | 3 }) {
  const { shown } = view;
  if (!hasHandicapCard(view)) return null;
  return (
    <Card title="Handicap Index" className="handicap-card" headingLevel={headingLevel}>
      {shown ? (
        <p className="handicap-card__figure">
          <span className="handicap-card__value">{shown.text}</span>
          <span className="handicap-card__label">{shown.label}</span>
        </p>
      ) : (
        <p className="handicap-card__meta">
          No Handicap Index yet: it needs 54 holes from tees with a Course Rating and Slope Rating.
        </p>
      )}
      {!shown ? null : shown.source === 'computed' ? (
        <p className="handicap-card__meta">
          Revised {view.revisedOn}
          {view.counted ? ` · the best ${view.counted.replace(' of ', ' of the latest ')} scores count` : ''}
        </p>
      ) : (
        <p className="handicap-card__meta">
          Entered by the player: no rounds from rated tees allow a computed Handicap Index yet.
        </p>
      )}
      {view.capNote ? <p className="handicap-card__meta">{view.capNote}</p> : null}
      {view.history.length > 1 ? <HistoryChart history={view.history} /> : null}
      {view.scores.length > 0 ? (
        <details className="handicap-card__details">
          <summary>Scoring record</summary>
          <ScrollRegion label="Scoring record" className="table-scroll">
            <table className="data-table handicap-card__table">
              <caption className="sr-only">
                The most recent scores, newest first: the adjusted gross score, its differential, and whether
                the Handicap Index averages it.
              </caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col" className="num">
                    Score
                  </th>
                  <th scope="col" className="num">
                    Differential
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.scores.map((score) => (
                  <tr key={score.roundId} data-counts={score.counts}>
                    <th scope="row">
                      {score.date}
                      {score.counts ? <span className="handicap-card__counts">Counts</span> : null}
                      {score.note ? <span className="handicap-card__note">{score.note}</span> : null}
                    </th>
                    <td className="num">{score.adjustedGrossScore}</td>
                    <td className="num">{score.differential}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </details>
      ) : null}
      <p className="handicap-card__rules">
        {shown?.source !== 'claimed'
          ? `By the ${view.rulesEdition}: score differentials from each tee's Course Rating and Slope Rating, net double bogey, the lowest 8 of the latest 20, caps and exceptional scores; no playing conditions calculation.`
          : 'A computed Handicap Index replaces it once rounds from rated tees add up to 54 holes.'}
      </p>
    </Card>
  );
}

/** Whether the card has anything to say: an index, a claim, or rounds and why they do not count. */
export function hasHandicapCard(view: HandicapView): boolean {
  return view.shown !== null || view.scores.length > 0;
}

/** The index after each revision, oldest to newest, as a line (lower is better, so it is drawn upwards). */
function HistoryChart({ history }: { history: HandicapView['history'] }) {
  const values = history.map((h) => h.index);
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const x = (i: number) => CHART_PAD + (i * (CHART_WIDTH - 2 * CHART_PAD)) / Math.max(history.length - 1, 1);
  const y = (v: number) => CHART_PAD + ((v - low) / span) * (CHART_HEIGHT - 2 * CHART_PAD);
  const points = history.map((h, i) => `${x(i).toFixed(1)},${y(h.index).toFixed(1)}`).join(' ');
  const first = history[0];
  const last = history[history.length - 1];
  const label = `Handicap Index history: ${history.length} revisions from ${first?.index.toFixed(1)} on ${first?.date} to ${last?.index.toFixed(1)} on ${last?.date}; lowest ${low.toFixed(1)}, highest ${high.toFixed(1)}.`;
  return (
    <figure className="handicap-card__history">
      <svg
        viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`}
        role="img"
        aria-label={label}
        preserveAspectRatio="none"
      >
        <polyline points={points} fill="none" className="handicap-card__line" />
      </svg>
      <figcaption className="handicap-card__axis">
        <span>Low {low < 0 ? `+${Math.abs(low).toFixed(1)}` : low.toFixed(1)}</span>
        <span>High {high < 0 ? `+${Math.abs(high).toFixed(1)}` : high.toFixed(1)}</span>
      </figcaption>
    </figure>
  );
}
