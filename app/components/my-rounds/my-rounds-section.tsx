import { Form, useLocation, useNavigate } from '@remix-run/react';
import './my-rounds.css';
import { useCallback, useEffect, useId, useState } from 'react';
import { DeferredControl } from '~/components/ui/deferred-control';
import { formatLongDate } from '~/domain/calendar/dates';
import {
  INCLUDE_UNFINISHED_VALUE,
  MY_ROUNDS_DEFAULTS,
  type MyRoundsQuery,
  myRoundsSearch,
} from '~/domain/rounds/my-rounds-links';
import type { MyRoundsData } from '~/domain/rounds/my-rounds-view';
import { withRoundsPage } from '~/domain/rounds/rounds-page';
import { formatToPar } from '~/domain/rounds/scores';
import { INCLUDE_UNFINISHED, isSelectable } from '~/domain/rounds/unfinished';
import {
  isPeriodGrouping,
  roundListItems,
  SCORECARD_GROUPINGS,
  type ScorecardGrouping,
} from '~/domain/stats/round-groupings';
import { RoundListDialog, type RoundListTrigger, RoundPages } from './round-list-dialog';
import { ShotsWorkspace } from './shots-workspace';
import { StatFilterDialog } from './stat-filter-dialog';

// spec 3 §4: the selection persists for the session.
const SESSION_KEY = 'my-rounds-selection';

type Variant = 'my-rounds' | 'view-shots';

/**
 * My Rounds (spec 3 §2.1: the player dashboard's section and the profile child) and View Shots
 * (spec 3 §2.2): the controls, the map and the scorecard of the selected rounds. Its data comes from
 * app/routes/player.$username.my-rounds.server.ts `loadMyRounds`; every choice is in the address, so a loader reads
 * it again and the page works, for reading, without JavaScript.
 */
export function MyRoundsSection({
  username,
  data,
  defaultGrouping,
  variant,
  viewShotsHref,
}: {
  username: string;
  data: MyRoundsData;
  /** The page's own grouping: Course on My Rounds, Round on View Shots. */
  defaultGrouping: ScorecardGrouping;
  variant: Variant;
  /** The View Shots page (My Rounds links to it beside the dialog). */
  viewShotsHref?: string;
}) {
  const go = useQueryNavigation(data.query, defaultGrouping);
  const location = useLocation();
  const pageHref = (page: number) => `${location.pathname}${withRoundsPage(location.search, page)}`;
  useSessionSelection(data.query, go);
  const [search, setSearch] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const searchId = useId();
  const { query } = data;
  const roundCount = data.selectedIds.length;
  const chipLabel = `${query.select} · ${roundCount} ${roundCount === 1 ? 'round' : 'rounds'}${
    query.unfinished ? ' · unfinished included' : ''
  }`;
  const roundList = (title: string, trigger: RoundListTrigger) => (
    <RoundListDialog
      title={title}
      trigger={trigger}
      history={data.history}
      page={data}
      pageHref={pageHref}
      initial={{
        selection: { type: query.select, roundIds: data.selectedIds },
        view: query.view,
        sort: query.sort,
        unfinished: query.unfinished,
      }}
      onApply={({ selection, view, sort, unfinished }) =>
        go({ select: selection.type, roundIds: selection.roundIds, view, sort, unfinished })
      }
    />
  );

  return (
    <div className={`my-rounds my-rounds--${variant}`}>
      {data.errors.length > 0 ? (
        <div className="form-error my-rounds__errors" role="alert">
          <ul>
            {data.errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="my-rounds__toolbar">
        {variant === 'view-shots' ? (
          <>
            <label className="sr-only" htmlFor={searchId}>
              Search rounds
            </label>
            <input
              id={searchId}
              type="search"
              className="input my-rounds__search"
              placeholder="Search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </>
        ) : null}
        {roundList('Select Rounds', { className: 'chip chip--outline my-rounds__chip', content: chipLabel })}
        <UnfinishedForm query={query} defaultGrouping={defaultGrouping} />
        <NoScriptRoundList data={data} defaultGrouping={defaultGrouping} pageHref={pageHref} />
        <StatFilterDialog
          cards={data.statCards}
          gaps={data.statGaps}
          active={query.stats}
          shownHoles={data.shownHoleCount}
          onChange={(stats) => go({ stats })}
        />
        <GroupingMenu
          label={variant === 'view-shots' ? 'View By' : 'Group By'}
          query={query}
          defaultGrouping={defaultGrouping}
          onChoose={(grouping) =>
            // spec 3 §4: a month or season grouping selects Past 2 Years.
            go(isPeriodGrouping(grouping) ? { grouping, select: 'Past 2 Years', roundIds: [] } : { grouping })
          }
        />
        {variant === 'view-shots' ? (
          roundList('My Rounds', { className: 'button button--secondary button--sm', content: 'My Rounds' })
        ) : (
          <>
            <ViewShotsButton open={dialogOpen} onOpenChange={setDialogOpen} username={username} data={data} />
            {viewShotsHref ? (
              <a className="my-rounds__page-link" href={`${viewShotsHref}${myRoundsSearch(query, 'Round')}`}>
                View Shots page
              </a>
            ) : null}
          </>
        )}
      </div>
      <ShotsWorkspace
        username={username}
        data={data}
        grouping={query.grouping}
        search={search}
        showMap={!dialogOpen}
        mapOnRequestOnPhone={variant === 'my-rounds'}
        caption={`Scorecard of the selected rounds, grouped by ${query.grouping}`}
      />
    </div>
  );
}

/** Navigates to the same page with a changed query (a loader reads it; the scroll stays). */
function useQueryNavigation(query: MyRoundsQuery, defaultGrouping: ScorecardGrouping) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    (change: Partial<MyRoundsQuery>, options: { replace?: boolean } = {}) => {
      const next = { ...query, ...change };
      writeSession(next);
      navigate(`${pathname}${myRoundsSearch(next, defaultGrouping)}`, {
        preventScrollReset: true,
        replace: options.replace ?? false,
      });
    },
    [navigate, pathname, query, defaultGrouping],
  );
}

type StoredSelection = Pick<MyRoundsQuery, 'select' | 'roundIds' | 'unfinished'>;

function writeSession(query: StoredSelection): void {
  try {
    sessionStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ select: query.select, roundIds: query.roundIds, unfinished: query.unfinished }),
    );
  } catch {
    // Storage may be off (private mode): the address still carries the selection.
  }
}

function readSession(): StoredSelection | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { select, roundIds, unfinished } = value as Record<string, unknown>;
    if (typeof select !== 'string' || !Array.isArray(roundIds)) return null;
    if (!roundIds.every((id) => Number.isSafeInteger(id))) return null;
    return {
      select: select as MyRoundsQuery['select'],
      roundIds: roundIds as Array<number>,
      unfinished: unfinished === true,
    };
  } catch {
    return null;
  }
}

/**
 * spec 3 §4 "selections are persisted in session storage and reloaded on page load": an address that
 * names no selection takes the session's; the server still checks what it gets.
 */
function useSessionSelection(
  query: MyRoundsQuery,
  go: (change: Partial<MyRoundsQuery>, options?: { replace?: boolean }) => void,
) {
  const { search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page load
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.has('select') || params.has('rounds') || params.has('unfinished')) return;
    const stored = readSession();
    const same =
      stored?.select === MY_ROUNDS_DEFAULTS.select &&
      query.select === stored.select &&
      stored.unfinished === query.unfinished;
    if (!stored || same) return;
    if (stored.select === 'Custom' && stored.roundIds.length === 0) return;
    go(
      { select: stored.select, roundIds: stored.roundIds, unfinished: stored.unfinished },
      { replace: true },
    );
  }, []);
}

/**
 * Include unfinished rounds without JavaScript (the round list dialog, where the choice lives, needs
 * scripts): a GET form carrying the address's other choices, shown only when scripts are off.
 */
function UnfinishedForm({
  query,
  defaultGrouping,
}: {
  query: MyRoundsQuery;
  defaultGrouping: ScorecardGrouping;
}) {
  const id = useId();
  const hidden = new URLSearchParams(myRoundsSearch({ ...query, unfinished: false }, defaultGrouping));
  return (
    <noscript>
      <Form method="get" className="my-rounds__unfinished">
        {[...hidden.entries()].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input
          id={id}
          type="checkbox"
          name="unfinished"
          value={INCLUDE_UNFINISHED_VALUE}
          defaultChecked={query.unfinished}
        />
        <label htmlFor={id}>{INCLUDE_UNFINISHED}</label>
        <button type="submit" className="button button--secondary button--sm">
          Show
        </button>
      </Form>
    </noscript>
  );
}

/**
 * The round list without JavaScript (the dialog needs scripts): the page's rounds in the View By
 * groups, each a link that selects it, and links to the newer and older pages (issue 30).
 */
function NoScriptRoundList({
  data,
  defaultGrouping,
  pageHref,
}: {
  data: MyRoundsData;
  defaultGrouping: ScorecardGrouping;
  pageHref: (page: number) => string;
}) {
  const { query } = data;
  const byId = new Map(data.history.map((r) => [r.id, r]));
  const listed = data.listedIds
    .flatMap((id) => byId.get(id) ?? [])
    .filter((r) => isSelectable(r, query.unfinished));
  const items = roundListItems(listed, { view: query.view, sort: query.sort, selected: data.selectedIds });
  const roundLink = (round: (typeof listed)[number]) => (
    <li key={round.id}>
      <a href={myRoundsSearch({ ...query, select: 'Custom', roundIds: [round.id] }, defaultGrouping)}>
        {round.label}
      </a>{' '}
      {formatLongDate(round.playedOn)}
      {round.score === null || round.par === null
        ? null
        : ` · ${round.score} (${formatToPar(round.score - round.par)})`}
    </li>
  );
  return (
    <noscript>
      <section className="round-list round-list--static" aria-label="Rounds">
        <ul className="round-list__items">
          {items.map((item) =>
            item.kind === 'single' ? (
              roundLink(item.round)
            ) : (
              <li key={item.trackBy} className="round-list__group">
                <span className="round-list__group-label">{item.label}</span>
                <ul className="round-list__rounds">{item.group.rounds.map(roundLink)}</ul>
              </li>
            ),
          )}
        </ul>
        <RoundPages listing={data.listing} pageHref={pageHref} />
      </section>
    </noscript>
  );
}

function GroupingMenu({
  label,
  query,
  defaultGrouping,
  onChoose,
}: {
  label: string;
  query: MyRoundsQuery;
  defaultGrouping: ScorecardGrouping;
  onChoose: (grouping: ScorecardGrouping) => void;
}) {
  const id = useId();
  const hidden = new URLSearchParams(
    myRoundsSearch({ ...query, grouping: defaultGrouping }, defaultGrouping),
  );
  return (
    // Without JavaScript the menu is a GET form with its Show button; with it, a choice applies at once.
    <Form method="get" className="my-rounds__grouping" preventScrollReset>
      {[...hidden.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="group"
        value={query.grouping}
        onChange={(event) => onChoose(event.target.value as ScorecardGrouping)}
      >
        {SCORECARD_GROUPINGS.map((grouping) => (
          <option key={grouping} value={grouping}>
            {grouping}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button button--secondary button--sm">
          Show
        </button>
      </noscript>
    </Form>
  );
}

/** The View Shots dialog's code (Radix) comes on the reader's first sign of intent (issue 30 §3). */
const loadViewShots = () => import('./view-shots-dialog');

/** spec 3 §2.1: the View Shots button, opening `ViewShotsDialog` once its code has come. */
function ViewShotsButton(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  username: string;
  data: MyRoundsData;
}) {
  return (
    <DeferredControl
      load={loadViewShots}
      standIn={{ popup: 'dialog', className: 'button button--primary button--sm', content: 'View Shots' }}
    >
      {(module, openedBy, trigger) => (
        <module.ViewShotsDialog {...props} openedBy={openedBy} trigger={trigger} />
      )}
    </DeferredControl>
  );
}
