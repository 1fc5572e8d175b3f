import { Fragment, useId } from 'react';
import { ScrollRegion } from '~/components/ui/scroll-region';
import {
  assessmentColumns,
  assessmentHeading,
  type DashboardOverview,
  type DashboardRankedStat,
  type DashboardStat,
  formatStandardValue,
} from '~/domain/stats/dashboard-view';
import { performanceErrorText, strengthWeaknessErrorText } from '~/domain/stats/overview-loading';
import {
  ASSESSMENT_CATEGORIES,
  type AssessmentCategory,
  SAMPLE_RULE_TEXT,
  strengthCategory,
} from '~/domain/stats/performance';
import { formatStatCount } from '~/domain/stats/stat-catalogue';
import { namedGapReason, statNamed } from '~/domain/stats/stat-gaps';
import { DashSection, GroupLoadState } from './dash-section';
import { DASHBOARD_SECTIONS } from './sections';
import type { SectionState, Visibility } from './visibility';

/**
 * spec 3 §2.1 Round Assessment (collapsible; heading = the group label + Assessment): the category
 * switcher (a dropdown up to 1350 px, a slider above), the grid (Skill Performance, then stat groups
 * with sub-columns; one row per selection with its eye; the header eye toggles all; the standards
 * row), and each selection's strengths and weaknesses.
 */
export function AssessmentSection({
  state,
  groupName,
  standardName,
  overviews,
  nullGroup,
  category,
  onCategory,
  visibility,
}: {
  state: SectionState;
  groupName: string;
  standardName: string | null;
  overviews: Array<DashboardOverview>;
  nullGroup: boolean;
  category: AssessmentCategory;
  onCategory: (category: AssessmentCategory) => void;
  visibility: Visibility;
}) {
  const headingId = DASHBOARD_SECTIONS.assessment;
  const selectId = useId();
  const heading = assessmentHeading(groupName);
  return (
    <DashSection headingId={headingId} title={heading} busy={state === 'loading'}>
      <div className="dash-category">
        <label className="dash-category__narrow">
          <span className="dash-header__label">Category</span>
          <select
            id={selectId}
            className="dash-select"
            value={category}
            onChange={(event) => {
              const chosen = ASSESSMENT_CATEGORIES.find((c) => c === event.target.value);
              if (chosen) onCategory(chosen);
            }}
          >
            {ASSESSMENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="segmented dash-category__wide">
          <legend className="sr-only">Category</legend>
          {ASSESSMENT_CATEGORIES.map((c) => (
            <button
              key={c}
              type="button"
              className="segmented__option"
              aria-pressed={category === c}
              onClick={() => onCategory(c)}
            >
              {c}
            </button>
          ))}
        </fieldset>
      </div>
      <GroupLoadState state={state} groupName={groupName} nullGroup={nullGroup} />
      {state === 'loaded' && !nullGroup ? (
        <>
          <AssessmentGrid
            caption={heading}
            category={category}
            overviews={overviews}
            standardName={standardName}
            visibility={visibility}
          />
          <StrengthsAndWeaknesses
            category={category}
            overviews={overviews.filter((o) => !o.isHidden)}
            standardName={standardName ?? 'the standard'}
          />
        </>
      ) : null}
    </DashSection>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width={18} height={18} viewBox="0 0 24 24" aria-hidden="true" className="icon">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A stat's cell: its value and its count over what ("8/14 fairways"), or, without a chance, '–' with
 * the reason (issue 29: not recorded in these rounds, or no chance came up), shown on hover and read
 * by screen readers.
 */
function StatCell({
  name,
  stat,
  stats,
}: {
  name: string;
  stat: DashboardStat | undefined;
  stats: ReadonlyArray<DashboardStat>;
}) {
  if (!stat || stat.opportunities === 0) {
    const reason = namedGapReason(name, stats) ?? 'Nothing counted in these rounds.';
    return (
      <td className="num dash-cell dash-cell--empty" title={reason}>
        <span aria-hidden="true">–</span>
        <span className="sr-only">{`No value. ${reason}`}</span>
      </td>
    );
  }
  const beat = stat.beatStandard === true;
  const entry = statNamed(stat.name);
  const count = { successes: stat.successes, opportunities: stat.opportunities };
  return (
    <td className={`num dash-cell${beat ? ' dash-cell--beat' : ''}`}>
      {/* The value is the cell's own text and the beat mark its ::before: the grid is the page's largest. */}
      {stat.formatted}
      <span className="dash-cell__count">
        {entry ? formatStatCount(entry.flag, count) : `${count.successes}/${count.opportunities}`}
      </span>
      {beat ? <span className="sr-only">, beats the standard</span> : null}
    </td>
  );
}

function AssessmentGrid({
  caption,
  category,
  overviews,
  standardName,
  visibility,
}: {
  caption: string;
  category: AssessmentCategory;
  overviews: Array<DashboardOverview>;
  standardName: string | null;
  visibility: Visibility;
}) {
  const groups = assessmentColumns(category);
  const columns = groups.flatMap((g) => g.stats);
  const reference = overviews.find((o) => o.stats.length > 0)?.stats ?? [];
  const anyShown = overviews.some((o) => !o.isHidden);
  return (
    <ScrollRegion className="table-scroll dash-grid-scroll" label={`${caption} grid`} wide>
      <table className="data-table dash-grid">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" rowSpan={2} className="dash-grid__eye">
              <button
                type="button"
                className="dash-eye"
                aria-label={anyShown ? 'Hide all selections' : 'Show all selections'}
                onClick={visibility.toggleAll}
              >
                <EyeIcon open={anyShown} />
              </button>
            </th>
            <th scope="col" rowSpan={2}>
              Selection
            </th>
            <th scope="col" rowSpan={2} className="num">
              Skill Performance
            </th>
            {groups.map((g) => (
              <th key={g.label} scope="colgroup" colSpan={g.stats.length} className="dash-grid__group">
                {g.label}
              </th>
            ))}
          </tr>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col" className="num dash-grid__stat">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {overviews.map((o) => {
            const byName = new Map(o.stats.map((s) => [s.name, s]));
            return (
              <tr key={o.filterName} data-hidden={o.isHidden} data-state={o.loadingState}>
                <td className="dash-grid__eye">
                  <button
                    type="button"
                    className="dash-eye"
                    aria-pressed={!o.isHidden}
                    aria-label={`Show ${o.label}`}
                    onClick={() => visibility.toggle(o.filterName)}
                  >
                    <EyeIcon open={!o.isHidden} />
                  </button>
                </td>
                <th scope="row" className="dash-grid__name">
                  <span className="dash-chip__key" style={{ background: o.colour }} aria-hidden="true" />
                  <span>
                    {o.label}
                    <span className="dash-grid__details">
                      {o.details ||
                        (o.loadingState === 'loaded'
                          ? `${o.rounds} ${o.rounds === 1 ? 'round' : 'rounds'}`
                          : '')}
                    </span>
                  </span>
                </th>
                {o.isHidden ? (
                  <td colSpan={columns.length + 1} className="dash-grid__hidden">
                    Hidden
                  </td>
                ) : o.loadingState === 'error' ? (
                  <td colSpan={columns.length + 1} className="dash-state--error">
                    {o.error ?? performanceErrorText(o.filterName)}
                  </td>
                ) : o.loadingState === 'no-data' ? (
                  <td colSpan={columns.length + 1} className="dash-grid__no-data">
                    <span className="sr-only">No data</span>
                  </td>
                ) : (
                  <>
                    <td className="num dash-cell">{o.skillPerformance.formatted}</td>
                    {columns.map((name) => (
                      <StatCell key={name} name={name} stat={byName.get(name)} stats={o.stats} />
                    ))}
                  </>
                )}
              </tr>
            );
          })}
        </tbody>
        {standardName ? (
          <tfoot>
            <tr className="dash-grid__standards">
              <td />
              <th scope="row">{standardName}</th>
              <td className="num">–</td>
              {columns.map((name) => (
                <td key={name} className="num">
                  {formatStandardValue(reference.find((s) => s.name === name)?.standard ?? null)}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollRegion>
  );
}

/** "Green in Regulation (+1.2)": a named stat with the strokes a round it wins or costs. */
function rankedList(stats: Array<DashboardRankedStat>, sign: '+' | '−'): string {
  return stats.map((s) => `${s.name} (${sign}${s.formatted})`).join(', ');
}

/**
 * spec 3 §2.1: strengths and weaknesses (Scorecard and Score read the category Top), ranked by the
 * strokes a round each wins or costs against the standard and named only with enough chances
 * (decision 068); the footnote says both.
 */
function StrengthsAndWeaknesses({
  category,
  overviews,
  standardName,
}: {
  category: AssessmentCategory;
  overviews: Array<DashboardOverview>;
  standardName: string;
}) {
  const strength = strengthCategory(category);
  const shown = overviews.filter((o) => o.loadingState !== 'no-data');
  if (shown.length === 0) return null;
  return (
    <div className="dash-sw">
      <h3 className="dash-sw__title">
        {'Strengths and weaknesses '}
        <span className="dash-sg__note">{`(${strength === 'Top' ? 'all categories' : strength})`}</span>
      </h3>
      <dl className="dash-sw__list">
        {shown.map((o) => {
          const found = o.rankedStrengthsAndWeaknesses?.[strength];
          return (
            <Fragment key={o.filterName}>
              <dt className="dash-sw__name">
                <span className="dash-chip__key" style={{ background: o.colour }} aria-hidden="true" />
                {` ${o.label}`}
              </dt>
              <dd className="dash-sw__body">
                {found ? (
                  <>
                    <p>
                      <strong>Strengths:</strong>
                      {` ${found.strengths.length > 0 ? rankedList(found.strengths, '+') : 'none to name yet'}`}
                    </p>
                    <p>
                      <strong>Weaknesses:</strong>
                      {` ${found.weaknesses.length > 0 ? rankedList(found.weaknesses, '−') : 'none to name yet'}`}
                    </p>
                    {o.biggestOpportunity && strength === 'Top' ? (
                      <p>
                        <strong>Biggest opportunity:</strong> {o.biggestOpportunity.text}
                      </p>
                    ) : null}
                  </>
                ) : (
                  <p className="dash-state--error">{strengthWeaknessErrorText(o.filterName)}</p>
                )}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      <p className="dash-sw__note">
        In brackets: strokes a round won (+) or lost (−) against {standardName}. {SAMPLE_RULE_TEXT}
      </p>
    </div>
  );
}
