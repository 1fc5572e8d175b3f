import { Card } from '~/components/ui/card';
import { gridLines } from '~/domain/reports/diagram-grid';
import type { ReportDiagram, ReportDiagramGroup } from '~/domain/reports/player-report';

/*
 * A report's hole maps and scatter plots as SVG (decision 059): the same shapes the PDF draws, with
 * no map library. The plane is in yards with y up; the SVG's y runs down, so every y is negated.
 */

type Point = readonly [number, number];

const flip = ([x, y]: Point): Point => [x, -y];

function path(points: ReadonlyArray<Point>, closed: boolean): string {
  return `${points.map((p, i) => `${i === 0 ? 'M' : 'L'}${flip(p).join(' ')}`).join('')}${closed ? 'Z' : ''}`;
}

function Diagram({ diagram, id }: { diagram: ReportDiagram; id: string }) {
  const [minX, minY, maxX, maxY] = diagram.bounds;
  const width = maxX - minX;
  const height = maxY - minY;
  const unit = Math.max(width, height) / 100;
  const grid = gridLines(diagram);
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  return (
    <figure className={`report-diagram report-diagram--${diagram.kind}`}>
      <svg
        viewBox={`${minX} ${-maxY} ${width} ${height}`}
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        className="report-diagram__plot"
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{diagram.title}</title>
        <desc id={descId}>{diagram.description}</desc>
        <rect x={minX} y={-maxY} width={width} height={height} className="report-diagram__ground" />
        {grid.xs.map((x) => (
          <line
            key={`x${x}`}
            x1={x}
            x2={x}
            y1={-maxY}
            y2={-minY}
            className={x === 0 ? 'report-diagram__axis' : 'report-diagram__grid'}
          />
        ))}
        {grid.ys.map((y) => (
          <line
            key={`y${y}`}
            x1={minX}
            x2={maxX}
            y1={-y}
            y2={-y}
            className={y === 0 ? 'report-diagram__axis' : 'report-diagram__grid'}
          />
        ))}
        {diagram.shapes.map((shape, i) => (
          <path
            // Shapes have no identity beyond their place in the list.
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list drawn once
            key={i}
            d={path(shape.points, true)}
            className={`report-diagram__shape report-diagram__shape--${shape.kind}`}
          />
        ))}
        {diagram.ellipses.map((e) => (
          <ellipse
            key={`${e.center.join(',')}`}
            cx={e.center[0]}
            cy={-e.center[1]}
            rx={e.rx}
            ry={e.ry}
            transform={`rotate(${-e.angle} ${e.center[0]} ${-e.center[1]})`}
            className="report-diagram__ellipse"
          />
        ))}
        {diagram.shots.map((shot) => (
          <line
            key={`${shot.label}-${shot.from.join(',')}`}
            x1={shot.from[0]}
            y1={-shot.from[1]}
            x2={shot.to[0]}
            y2={-shot.to[1]}
            className={`report-diagram__shot${shot.putt ? ' report-diagram__shot--putt' : ''}`}
          />
        ))}
        {diagram.dots.map((dot, i) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: dots may share a place
            key={i}
            cx={dot.at[0]}
            cy={-dot.at[1]}
            r={unit * (dot.kind === 'shot' ? 1.3 : 2)}
            className={`report-diagram__dot report-diagram__dot--${dot.kind}`}
          />
        ))}
        {diagram.shots
          .filter((shot) => !shot.putt)
          .map((shot) => (
            <g key={`n${shot.label}-${shot.to.join(',')}`}>
              <circle cx={shot.to[0]} cy={-shot.to[1]} r={unit * 2.6} className="report-diagram__end" />
              <text
                x={shot.to[0]}
                y={-shot.to[1]}
                fontSize={unit * 3.4}
                textAnchor="middle"
                dominantBaseline="central"
                className="report-diagram__label"
              >
                {shot.label}
              </text>
            </g>
          ))}
      </svg>
      <figcaption>
        <strong>{diagram.title}</strong>
        {diagram.caption.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </figcaption>
    </figure>
  );
}

/** A group of diagrams under its heading, as many across as the screen holds. */
export function ReportDiagramGroupView({ group, index }: { group: ReportDiagramGroup; index: number }) {
  return (
    <Card title={group.heading}>
      {group.note ? <p className="player-report__note">{group.note}</p> : null}
      <div className={`report-diagrams report-diagrams--${group.diagrams[0]?.kind ?? 'hole'}`}>
        {group.diagrams.map((diagram, i) => (
          <Diagram key={diagram.title} diagram={diagram} id={`diagram-${index}-${i}`} />
        ))}
      </div>
    </Card>
  );
}
