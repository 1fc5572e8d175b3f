import { Link, useLocation } from '@remix-run/react';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { NotEnoughData } from '~/components/dashboard/not-enough-data';
import { PageHeading } from '~/components/profile/page-heading';
import { SectionSkipLinks } from '~/components/ui/section-skip-links';
import { noRoundsReason, sideName, sidesWithoutRounds } from '~/domain/stats/compare-sides';
import {
  COMPARE_TABS,
  type CompareTab,
  cardTitle,
  TAB_COLUMN,
  TAB_TITLES,
} from '~/domain/stats/compare-tabs';
import type { ComparePageData, CompareSideView } from '~/domain/stats/compare-view';
import { CompareCardBody } from './cards/compare-card-body';
import { CompareCard } from './compare-card';
import { COMPARE_CONTROLS_TITLE, CompareHeader } from './compare-header';
import { MetricsTable } from './metrics-table';
import { RoundsGrid } from './rounds-grid';
import { StatProbabilityCard } from './stat-probability-card';

// spec 2 §1: the compare stats empty state text.
export const COMPARE_EMPTY_TEXT =
  'Log in on your mobile device and enter at least 2 rounds of play to see your stats.';

/** The address of the same comparison with another tab (the tab is part of the link, spec 2 §2). */
function tabHref(search: string, tab: CompareTab): string {
  const params = new URLSearchParams(search);
  params.set('tab', tab);
  return `?${params}`;
}

const TAB_PANEL_ID = 'compare-tab-panel';

/**
 * The tab strip's keys (WAI-ARIA tabs, manual activation): arrows, Home and End move the focus
 * between the tabs, wrapping at the ends; Enter follows the focused tab's link. Each tab is a link
 * to the comparison with that tab (the server renders only the active tab's cards), so the tabs
 * are links with tab roles rather than a tabs widget switching panels in the page.
 */
function moveTabFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
  const current = tabs.indexOf(document.activeElement as HTMLElement);
  if (current === -1) return;
  const next: Record<string, number> = {
    ArrowRight: (current + 1) % tabs.length,
    ArrowLeft: (current - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  };
  const index = next[event.key];
  if (index === undefined) return;
  event.preventDefault();
  tabs[index]?.focus();
}

/**
 * spec 2 §2 Compare Stats page: header, metrics table, seven tabs of left and right cards; `refusal`
 * says why the last change posted by a form was not saved.
 */
export function ComparePage({ page, refusal = null }: { page: ComparePageData; refusal?: string | null }) {
  const location = useLocation();
  const [metricsShown, setMetricsShown] = useState(true);
  const empty = sidesWithoutRounds(page);
  const tabList = useRef<HTMLDivElement>(null);
  // On a narrow screen the tab strip scrolls: the active tab is brought into it.
  useEffect(() => {
    const list = tabList.current;
    const active = list?.querySelector<HTMLElement>(`#compare-tab-${page.tab}`);
    if (!list || !active) return;
    const left = active.getBoundingClientRect().left - list.getBoundingClientRect().left + list.scrollLeft;
    if (left < list.scrollLeft || left + active.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = Math.max(0, left - 16);
    }
  }, [page.tab]);
  return (
    <div className="page-stack compare">
      <SectionSkipLinks
        label="Compare sections"
        sections={[
          { id: COMPARE_CONTROLS_TITLE, title: 'Comparison settings' },
          ...(empty.length > 0
            ? [{ id: 'compare-empty-title', title: 'Nothing to compare yet' }]
            : [
                ...(metricsShown ? [{ id: 'compare-metrics-title', title: 'Metrics' }] : []),
                { id: `compare-tab-${page.tab}`, title: 'Stats by category' },
              ]),
        ]}
      />
      <PageHeading title="Compare Stats" lead={`${sideName(page.left)} against ${sideName(page.right)}.`} />
      {refusal ? (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      ) : null}
      <CompareHeader
        page={page}
        metricsShown={metricsShown}
        onToggleMetrics={() => setMetricsShown((v) => !v)}
      />
      {empty.length > 0 ? (
        <CompareEmpty page={page} sides={empty} />
      ) : (
        <>
          {metricsShown ? <MetricsTable page={page} focusColumn={TAB_COLUMN[page.tab] ?? null} /> : null}
          <div className="compare-tabs">
            <div
              ref={tabList}
              role="tablist"
              aria-label="Compare stats by category"
              aria-orientation="horizontal"
              className="compare-tabs__list"
              onKeyDown={moveTabFocus}
            >
              {COMPARE_TABS.map((tab) => {
                const active = tab === page.tab;
                return (
                  <Link
                    key={tab}
                    to={tabHref(location.search, tab)}
                    replace
                    preventScrollReset
                    role="tab"
                    aria-selected={active}
                    aria-controls={active ? TAB_PANEL_ID : undefined}
                    data-state={active ? 'active' : 'inactive'}
                    tabIndex={active ? 0 : -1}
                    className="compare-tabs__tab"
                    id={`compare-tab-${tab}`}
                  >
                    {TAB_TITLES[tab]}
                  </Link>
                );
              })}
            </div>
            <div
              role="tabpanel"
              id={TAB_PANEL_ID}
              className="compare-tabs__panel"
              aria-labelledby={`compare-tab-${page.tab}`}
            >
              <TabCards page={page} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/**
 * spec 2 §1 compare stats empty state: the spec's sentence, which side lacks rounds (of this hole
 * count: the other count may have them), and the Play Some Rounds! card with the two store badges.
 */
function CompareEmpty({ page, sides }: { page: ComparePageData; sides: Array<'left' | 'right'> }) {
  // One player on both sides lacks rounds once, not twice.
  const reasons = [...new Set(sides.map((side) => noRoundsReason(page[side], page.holes)))];
  return (
    <section className="compare-empty" aria-labelledby="compare-empty-title">
      <h2 className="compare-empty__title" id="compare-empty-title" tabIndex={-1}>
        Nothing to compare yet
      </h2>
      <p className="compare-empty__text">{COMPARE_EMPTY_TEXT}</p>
      <ul className="compare-empty__reasons">
        {reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {page.stores ? <NotEnoughData stores={page.stores} /> : null}
    </section>
  );
}

/** The left and right cards of the active tab (Rounds stacks them). */
function TabCards({ page }: { page: ComparePageData }) {
  const sides: Array<['left' | 'right', CompareSideView]> = [
    ['left', page.left],
    ['right', page.right],
  ];
  const body = (which: 'left' | 'right', side: CompareSideView): ReactNode => {
    if (page.tab === 'stat-probability')
      return <StatProbabilityCard username={side.username} roundIds={side.roundIds} />;
    if (page.tab === 'rounds')
      return <RoundsGrid username={side.username} roundIds={side.roundIds} holes={page.holes} />;
    const data = page.cards?.[which];
    return data ? <CompareCardBody data={data} /> : null;
  };
  return (
    <div className={page.tab === 'rounds' ? 'compare-cards compare-cards--stacked' : 'compare-cards'}>
      {sides.map(([which, side]) => (
        <CompareCard
          key={which}
          side={which}
          title={cardTitle(page.tab, side.playerName, page.samePlayer)}
          view={side}
        >
          {body(which, side)}
        </CompareCard>
      ))}
    </div>
  );
}
