import { linearScale } from '~/components/charts/scales';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { formatShareAsPercent } from '~/domain/format/numbers';

/*
 * The compare cards' charts: plain SVG from linear scales, the same on the server and in the browser.
 * Text stays in HTML (tables, legends), so it reads at 375 px and is what screen readers get; the
 * bars stretch to their cell. Domains are fixed per measure, so a left and a right card share scales.
 */

export type Tone = 'good' | 'bad' | 'neutral' | 'eagle' | 'birdie' | 'par' | 'bogey' | 'double';

const BAR_WIDTH = 100;
const BAR_HEIGHT = 12;

/** One horizontal bar in a 100 × 12 box; from zero, so negative values grow left of the zero line. */
function BarCell({ value, domain, tone }: { value: number | null; domain: [number, number]; tone: Tone }) {
  const x = linearScale({ domain, range: [0, BAR_WIDTH], clamp: true });
  const zero = x(Math.max(domain[0], Math.min(domain[1], 0)));
  const end = value === null ? zero : x(value);
  return (
    <svg
      className="card-bar"
      viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="card-bar__track" x={0} y={0} width={BAR_WIDTH} height={BAR_HEIGHT} rx={2} />
      {value === null ? null : (
        <rect
          className={`visx-bar card-bar__fill card-tone--${tone}`}
          x={Math.min(zero, end)}
          y={1}
          width={Math.max(Math.abs(end - zero), value === 0 ? 0 : 0.8)}
          height={BAR_HEIGHT - 2}
        />
      )}
      {domain[0] < 0 ? <line className="card-bar__zero" x1={zero} x2={zero} y1={0} y2={BAR_HEIGHT} /> : null}
    </svg>
  );
}

export type BarRow = {
  label: string;
  value: number | null;
  valueText: string;
  tone: Tone;
  /** Further columns, as text, in the order of `extraHeaders`. */
  extras?: Array<string>;
};

/** A table whose rows each carry a bar: the numbers are the table, the bar only shows them. */
export function BarTable({
  caption,
  labelHeader,
  valueHeader,
  extraHeaders = [],
  rows,
  domain,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  extraHeaders?: Array<string>;
  rows: Array<BarRow>;
  domain: [number, number];
}) {
  return (
    // A region that may scroll sideways on a narrow screen: keyboard users can focus and scroll it.
    <ScrollRegion label={caption} className="table-scroll">
      <table className={`data-table bar-table${extraHeaders.length >= 3 ? ' bar-table--dense' : ''}`}>
        <caption className="bar-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col" className="bar-table__bar-head">
              <span className="sr-only">Chart</span>
            </th>
            <th scope="col" className="num">
              {valueHeader}
            </th>
            {extraHeaders.map((header) => (
              <th key={header} scope="col" className="num">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className="bar-table__label">
                {row.label}
              </th>
              <td className="bar-table__bar">
                <BarCell value={row.value} domain={domain} tone={row.tone} />
              </td>
              <td className="num bar-table__value">{row.valueText}</td>
              {(row.extras ?? []).map((text, index) => (
                <td key={extraHeaders[index] ?? index} className="num">
                  {text}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export type Segment = { key: string; label: string; share: number | null; tone: Tone; text: string };

/** Parts of a whole as one stacked bar, with a legend that carries the numbers. */
export function ShareStack({ title, segments }: { title: string; segments: Array<Segment> }) {
  const x = linearScale({ domain: [0, 1], range: [0, BAR_WIDTH] });
  let start = 0;
  const bars = segments.map((segment) => {
    const from = start;
    start += segment.share ?? 0;
    return { ...segment, from };
  });
  return (
    <figure className="share-stack">
      <figcaption className="share-stack__title">{title}</figcaption>
      <svg
        className="share-stack__bar"
        viewBox={`0 0 ${BAR_WIDTH} ${BAR_HEIGHT}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect className="card-bar__track" x={0} y={0} width={BAR_WIDTH} height={BAR_HEIGHT} rx={2} />
        {bars.map((bar) =>
          bar.share ? (
            <rect
              key={bar.key}
              className={`visx-bar card-bar__fill card-tone--${bar.tone}`}
              x={x(bar.from)}
              y={0}
              width={x(bar.share)}
              height={BAR_HEIGHT}
            />
          ) : null,
        )}
      </svg>
      <ul className="share-stack__legend">
        {segments.map((segment) => (
          <li key={segment.key}>
            <span className={`share-stack__swatch card-tone--${segment.tone}`} aria-hidden="true" />
            {segment.label} <strong>{segment.text}</strong>
          </li>
        ))}
      </ul>
    </figure>
  );
}

export type Column = { label: string; share: number | null; count: number };

const COLUMN_CHART_HEIGHT = 60;

/** Vertical columns of shares (a histogram); the labels and counts sit under the columns in HTML. */
export function ColumnChart({
  title,
  unit,
  countNoun,
  columns,
}: {
  title: string;
  unit: string;
  countNoun: string;
  columns: Array<Column>;
}) {
  const highest = Math.max(0, ...columns.map((column) => column.share ?? 0));
  // Half of all drives in one column is the common top; a taller one stretches its own scale only then.
  const y = linearScale({ domain: [0, Math.max(0.5, highest)], range: [0, COLUMN_CHART_HEIGHT] });
  const width = BAR_WIDTH / Math.max(1, columns.length);
  const description = columns
    .map(
      (column) =>
        `${column.label} ${unit}: ${column.count} ${countNoun} (${formatShareAsPercent(column.share ?? 0)})`,
    )
    .join('; ');
  return (
    <figure className="column-chart">
      <figcaption className="share-stack__title">{title}</figcaption>
      <svg
        className="column-chart__bars"
        viewBox={`0 0 ${BAR_WIDTH} ${COLUMN_CHART_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={`${title}: ${description}`}
      >
        <line
          className="card-bar__zero"
          x1={0}
          x2={BAR_WIDTH}
          y1={COLUMN_CHART_HEIGHT}
          y2={COLUMN_CHART_HEIGHT}
        />
        {columns.map((column, index) => {
          const height = y(column.share ?? 0);
          return (
            <rect
              key={column.label}
              className="visx-bar card-bar__fill card-tone--good"
              x={index * width + width * 0.12}
              y={COLUMN_CHART_HEIGHT - height}
              width={width * 0.76}
              height={height}
            />
          );
        })}
      </svg>
      <ol
        className="column-chart__labels"
        aria-hidden="true"
        style={{ gridTemplateColumns: `repeat(${columns.length}, 1fr)` }}
      >
        {columns.map((column) => (
          <li key={column.label}>
            <span className="column-chart__count">{column.count}</span>
            {/* A break after the dash lets a range wrap under a narrow column. */}
            <span className="column-chart__label">{column.label.replace('–', '–\u200b')}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export type Figure = {
  label: string;
  value: string;
  tone?: 'good' | 'bad';
  /** What the value counts ("88/140 fairways"), under it. */
  detail?: string;
  /** Why there is no value: the dash is then read as this sentence. */
  why?: string;
};

/** The card's headline figures as a definition list of tiles: the value, its label, what it counts. */
export function Figures({ figures }: { figures: Array<Figure> }) {
  return (
    <dl className="card-figures">
      {figures.map((figure) => (
        <div key={figure.label} className="card-figures__item" title={figure.why}>
          <dt>{figure.label}</dt>
          <dd
            className={`card-figures__value${figure.tone ? ` card-figures__value--${figure.tone}` : ''}`}
            aria-hidden={figure.why ? true : undefined}
          >
            {figure.value}
          </dd>
          {figure.detail ? (
            <dd className="card-figures__detail" aria-hidden={figure.why ? true : undefined}>
              {figure.detail}
            </dd>
          ) : null}
          {figure.why ? <dd className="sr-only">Not recorded. {figure.why}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
