import { Group } from '@visx/group';
import { Bar, Line } from '@visx/shape';
import { bandScale, linearScale } from '~/components/charts/scales';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { ResumeCharts, ResumeModel } from '~/domain/resume/resume-model';

/*
 * The resume as the page and the designer's live preview show it (spec 2 §2): a cover page and a
 * performance charts page, laid out like the PDF the PDF Worker draws from the same model.
 */

type ChartSet = ResumeCharts['sets'][number];

const CHART = { width: 360, height: 190, left: 30, right: 8, top: 22, bottom: 24 };

function toParClass(toPar: string): string {
  if (toPar.startsWith('+')) return 'over';
  return toPar === 'E' ? 'even' : 'under';
}

/** Ten rounds as score bars over a par line (visx, plain SVG: the same on server and browser). */
function ResumeBarChart({ set }: { set: ChartSet }) {
  const scores = set.bars.map((b) => b.score);
  const pars = set.bars.map((b) => b.par);
  const high = Math.max(...scores, ...pars) + 2;
  const low = Math.max(0, Math.floor((Math.min(...scores, ...pars) - 6) / 5) * 5);
  const innerWidth = CHART.width - CHART.left - CHART.right;
  const innerHeight = CHART.height - CHART.top - CHART.bottom;
  const x = bandScale({ domain: set.bars.map((_, i) => i), range: [0, innerWidth], padding: 0.35 });
  const y = linearScale({ domain: [low, high], range: [innerHeight, 0] });
  const step = high - low > 20 ? 10 : 5;
  const ticks: Array<number> = [];
  for (let t = low; t <= high; t += step) ticks.push(t);
  const par = pars[0];
  const oneParLine = par !== undefined && pars.every((p) => p === par);
  return (
    <figure className="rdoc-chart">
      <figcaption className="rdoc-chart__head">
        <span className="rdoc-chart__title">{set.title}</span>
        <span className="rdoc-chart__avg">
          Avg {set.averageScore} ({set.averageToPar})
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-label={`${set.title}: ${set.bars.map((b) => `${b.label} ${b.score}`).join(', ')}`}
      >
        <Group left={CHART.left} top={CHART.top}>
          {ticks.map((t) => (
            <g key={t}>
              <Line from={{ x: 0, y: y(t) }} to={{ x: innerWidth, y: y(t) }} className="rdoc-chart__grid" />
              <text x={-6} y={y(t) + 3} textAnchor="end" className="rdoc-chart__tick">
                {t}
              </text>
            </g>
          ))}
          {set.bars.map((bar, i) => {
            const bx = x(i) ?? 0;
            const by = y(bar.score);
            const kind = bar.score < bar.par ? 'under' : bar.score > bar.par ? 'over' : 'even';
            return (
              <g key={bar.id}>
                <Bar
                  x={bx}
                  y={by}
                  width={x.bandwidth()}
                  height={innerHeight - by}
                  className={`rdoc-chart__bar rdoc-chart__bar--${kind}`}
                />
                <text x={bx + x.bandwidth() / 2} y={by - 4} textAnchor="middle" className="rdoc-chart__value">
                  {bar.score}
                </text>
                <text
                  x={bx + x.bandwidth() / 2}
                  y={innerHeight + 14}
                  textAnchor="middle"
                  className="rdoc-chart__label"
                >
                  {bar.label.slice(0, 5)}
                </text>
              </g>
            );
          })}
          {oneParLine ? (
            <>
              <Line
                from={{ x: 0, y: y(par) }}
                to={{ x: innerWidth, y: y(par) }}
                className="rdoc-chart__par"
              />
              <text x={innerWidth} y={y(par) - 4} textAnchor="end" className="rdoc-chart__tick">
                Par {par}
              </text>
            </>
          ) : null}
          <Line
            from={{ x: 0, y: innerHeight }}
            to={{ x: innerWidth, y: innerHeight }}
            className="rdoc-chart__axis"
          />
        </Group>
      </svg>
    </figure>
  );
}

export function ResumeDocument({ model, compact = false }: { model: ResumeModel; compact?: boolean }) {
  const { cover, charts } = model;
  return (
    <article className={compact ? 'rdoc rdoc--compact' : 'rdoc'} aria-label={`${model.playerName} resume`}>
      {cover ? (
        <section className="rdoc-page" aria-label="Cover page">
          <header className="rdoc-band">
            {cover.picture ? (
              <div className="rdoc-picture">
                {cover.picture.url ? (
                  <img src={cover.picture.url} alt="" width={96} height={96} />
                ) : (
                  <span>{cover.picture.initials}</span>
                )}
              </div>
            ) : null}
            <div className="rdoc-band__text">
              <p className="rdoc-band__kicker">Recruiting Resume</p>
              <h2 className="rdoc-band__name">{model.playerName}</h2>
              {cover.headline ? <p className="rdoc-band__headline">{cover.headline}</p> : null}
              {cover.contact.length > 0 ? (
                <p className="rdoc-band__contact">{cover.contact.map((c) => c.value).join(' · ')}</p>
              ) : null}
            </div>
            {cover.logo ? (
              <div className="rdoc-logo">
                <img src={cover.logo.url} alt="Logo" width={56} height={56} />
              </div>
            ) : null}
          </header>
          {cover.facts.length > 0 ? (
            <dl className="rdoc-facts">
              {cover.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="rdoc-columns">
            <div className="rdoc-main">
              {cover.about ? (
                <section className="rdoc-section">
                  <h3 className="rdoc-heading">About Me</h3>
                  <p className="rdoc-about">{cover.about}</p>
                </section>
              ) : null}
              {cover.tournaments.length > 0 ? (
                <section className="rdoc-section">
                  <h3 className="rdoc-heading">Highlighted Tournaments</h3>
                  <ul className="rdoc-list">
                    {cover.tournaments.map((t) => (
                      <li key={`${t.name}-${t.dates}`} className="rdoc-event">
                        <p className="rdoc-event__name">
                          {t.name}
                          {t.finish ? <span className="rdoc-finish">{t.finish}</span> : null}
                        </p>
                        <p className="rdoc-sub">{[t.dates, t.location].filter(Boolean).join(' · ')}</p>
                        {t.result ? <p className="rdoc-result">{t.result}</p> : null}
                        {t.notes ? <p className="rdoc-note">{t.notes}</p> : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {cover.rounds.length > 0 ? (
                <section className="rdoc-section">
                  <h3 className="rdoc-heading">Highlighted Rounds</h3>
                  <ul className="rdoc-list">
                    {cover.rounds.map((r) => (
                      <li key={`${r.title}-${r.date}`} className="rdoc-round">
                        <span className="rdoc-round__score">{r.score}</span>
                        <span className={`rdoc-round__par rdoc-round__par--${toParClass(r.toPar)}`}>
                          {r.toPar}
                        </span>
                        <span className="rdoc-round__text">
                          <span className="rdoc-event__name">{r.title}</span>
                          <span className="rdoc-sub">{r.date}</span>
                          {r.notes ? <span className="rdoc-note">{r.notes}</span> : null}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
            <aside className="rdoc-side">
              {cover.school.length > 0 ? (
                <section className="rdoc-section">
                  <h3 className="rdoc-heading">School</h3>
                  <dl className="rdoc-school">
                    {cover.school.map((fact) => (
                      <div key={fact.label}>
                        <dt>{fact.label}</dt>
                        <dd>{fact.value}</dd>
                      </div>
                    ))}
                  </dl>
                </section>
              ) : null}
              {cover.upcomingEvents.length > 0 ? (
                <section className="rdoc-section">
                  <h3 className="rdoc-heading">Upcoming Events</h3>
                  <ul className="rdoc-list rdoc-list--compact">
                    {cover.upcomingEvents.map((e) => (
                      <li key={`${e.name}-${e.dates}`}>
                        <p className="rdoc-event__name">{e.name}</p>
                        <p className="rdoc-sub">{[e.dates, e.location].filter(Boolean).join(' · ')}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {cover.news.length > 0 ? (
                <section className="rdoc-section">
                  <h3 className="rdoc-heading">In the News</h3>
                  <ul className="rdoc-list rdoc-list--compact">
                    {cover.news.map((n) => (
                      <li key={`${n.header}-${n.date}`}>
                        <p className="rdoc-event__name">{n.header}</p>
                        <p className="rdoc-sub">{n.date}</p>
                        <p className="rdoc-excerpt">{n.excerpt}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </aside>
          </div>
        </section>
      ) : null}
      {charts ? (
        <section className="rdoc-page" aria-label="Performance charts">
          <header className="rdoc-band rdoc-band--slim">
            <div className="rdoc-band__text">
              <h2 className="rdoc-band__name">{model.playerName}</h2>
              <p className="rdoc-band__headline">Performance Charts · {charts.rangeLabel}</p>
            </div>
          </header>
          <div className="rdoc-charts">
            {charts.sets.map((set) => (
              <ResumeBarChart key={set.key} set={set} />
            ))}
          </div>
          {charts.tournaments.length > 0 ? (
            <section className="rdoc-section">
              <h3 className="rdoc-heading">Tournaments in these charts</h3>
              <ScrollRegion label="Tournaments in these charts" className="rdoc-table-wrap">
                <table className="data-table rdoc-table">
                  <thead>
                    <tr>
                      <th scope="col">Tournament</th>
                      <th scope="col">Dates</th>
                      <th scope="col" className="num">
                        Rds
                      </th>
                      <th scope="col" className="num">
                        Total
                      </th>
                      <th scope="col" className="num">
                        Average
                      </th>
                      <th scope="col" className="num">
                        Best
                      </th>
                      <th scope="col" className="num">
                        Avg Yds
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {charts.tournaments.map((t) => (
                      <tr key={`${t.title}-${t.dates}`}>
                        <td>
                          <span className="strong">{t.title}</span>
                          {t.notes ? <span className="rdoc-note rdoc-note--table">{t.notes}</span> : null}
                        </td>
                        <td className="rdoc-table__dates">{t.dates}</td>
                        <td className="num" data-label="Rds">
                          {t.rounds}
                        </td>
                        <td className="num strong" data-label="Total">
                          {t.total}
                        </td>
                        <td className="num" data-label="Average">
                          {t.average}
                        </td>
                        <td className="num" data-label="Best">
                          {t.best}
                        </td>
                        <td className="num" data-label="Avg Yds">
                          {t.averageYards}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollRegion>
            </section>
          ) : null}
        </section>
      ) : null}
      {!cover && !charts ? <p className="rdoc-empty">No resume sections are selected yet.</p> : null}
    </article>
  );
}
