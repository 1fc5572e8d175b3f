import { Form, useLocation, useSubmit } from '@remix-run/react';
import { lazy, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClassName } from '~/components/ui/button';
import { LazyPart } from '~/components/ui/lazy-part';
import { sidesWithoutRounds } from '~/domain/stats/compare-sides';
import type { ComparePageData } from '~/domain/stats/compare-view';
import { HiddenHash } from './hidden-hash';

// The two dialogs (with fuzzy search and the stat filter's schema) load when first wanted: pointing at
// or focusing their button fetches them, so they open without a wait (decision 044).
const loadPicker = () => import('./associated-player-picker');
const loadRoundsDialog = () => import('./select-rounds-dialog');
const AssociatedPlayerPicker = lazy(() => loadPicker().then((m) => ({ default: m.AssociatedPlayerPicker })));
const SelectRoundsDialog = lazy(() => loadRoundsDialog().then((m) => ({ default: m.SelectRoundsDialog })));
const loadReportDialog = () => import('./report-options-dialog');
const ReportOptionsDialog = lazy(() => loadReportDialog().then((m) => ({ default: m.ReportOptionsDialog })));

// spec 2 §4 Header: opens 500 ms after the metrics are first ready.
export const HEADER_OPEN_DELAY_MS = 500;

/** The controls' heading, by a fixed id: the page's skip links point at it. */
export const COMPARE_CONTROLS_TITLE = 'compare-controls-title';

/**
 * spec 2 §2 header: a collapsible section (spec 2 §4: starts collapsed and initializing, then opens;
 * 30rem open, 3rem collapsed, 0.4 s) with Compare By Player (9/18 holes and the associated player),
 * Show/Hide Metrics, Select Rounds and Report; End Comparison when the sides are two players; the
 * standard the Playing Style card measures against. Under 768 px a menu button shows the controls.
 */
export function CompareHeader({
  page,
  metricsShown,
  onToggleMetrics,
}: {
  page: ComparePageData;
  metricsShown: boolean;
  onToggleMetrics: () => void;
}) {
  const [initializing, setInitializing] = useState(true);
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerWanted, setPickerWanted] = useState(false);
  const [roundsOpen, setRoundsOpen] = useState(false);
  const roundsButton = useRef<HTMLButtonElement>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);
  const controlsId = useId();
  const submit = useSubmit();
  const location = useLocation();
  const standardForm = useRef<HTMLFormElement>(null);

  // The metrics arrive with the page, so they are ready once it is hydrated.
  useEffect(() => {
    const timer = setTimeout(() => {
      setInitializing(false);
      setOpen(true);
    }, HEADER_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const params = new URLSearchParams(location.search);
  // spec 2 §1: a side without the rounds stats need leaves nothing to choose from or to report on.
  const nothingToCompare = sidesWithoutRounds(page).length > 0;
  const waitingId = `${controlsId}-waiting`;
  const choosePlayer = (accountId: number) => {
    const form = new FormData();
    form.set('intent', 'player');
    form.set('accountId', String(accountId));
    if (page.hash !== null) form.set('hash', String(page.hash));
    submit(form, { method: 'post', preventScrollReset: true });
  };

  return (
    <section
      className="compare-header"
      data-open={open}
      data-initializing={initializing}
      aria-labelledby={COMPARE_CONTROLS_TITLE}
      aria-busy={initializing}
    >
      <div className="compare-header__bar">
        <h2 className="compare-header__title" id={COMPARE_CONTROLS_TITLE} tabIndex={-1}>
          {page.samePlayer ? page.player.playerName : `${page.left.playerName} vs ${page.right.playerName}`}
          <span className="compare-header__holes">{page.holes} Hole</span>
        </h2>
        <button
          type="button"
          className="button button--ghost button--sm compare-header__collapse"
          aria-expanded={open}
          aria-controls={controlsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Collapse' : 'Expand'}
        </button>
        <button
          type="button"
          className="button button--secondary button--sm compare-header__menu"
          aria-expanded={menuOpen}
          aria-controls={controlsId}
          onClick={() => {
            setMenuOpen((value) => !value);
            setOpen(true);
          }}
        >
          Menu
        </button>
      </div>
      <div className="compare-header__controls" id={controlsId} data-menu-open={menuOpen} hidden={!open}>
        <fieldset className="compare-header__group compare-header__fieldset">
          <legend className="compare-header__label">Compare By Player</legend>
          <Form method="post" preventScrollReset className="segmented" aria-label="Holes per round">
            <HiddenHash hash={page.hash} />
            <input type="hidden" name="intent" value="holes" />
            {([9, 18] as const).map((holes) => (
              <button
                key={holes}
                type="submit"
                name="holes"
                value={holes}
                className="segmented__option"
                aria-pressed={page.holes === holes}
              >
                {holes} Hole
              </button>
            ))}
          </Form>
          <Button
            variant="secondary"
            size="sm"
            onPointerEnter={loadPicker}
            onFocus={loadPicker}
            onClick={() => {
              setPickerWanted(true);
              setPickerOpen(true);
            }}
          >
            {page.samePlayer ? 'Choose Player' : page.right.playerName}
          </Button>
          {!page.samePlayer ? (
            <Form method="post" preventScrollReset>
              <HiddenHash hash={page.hash} />
              <Button type="submit" name="intent" value="end" variant="ghost" size="sm">
                End Comparison
              </Button>
            </Form>
          ) : null}
        </fieldset>
        <div className="compare-header__group">
          <Button variant="secondary" size="sm" aria-pressed={metricsShown} onClick={onToggleMetrics}>
            {metricsShown ? 'Hide Metrics' : 'Show Metrics'}
          </Button>
          <button
            type="button"
            ref={roundsButton}
            className={buttonClassName({ variant: 'secondary', size: 'sm' })}
            disabled={nothingToCompare}
            aria-describedby={nothingToCompare ? waitingId : undefined}
            onPointerEnter={loadRoundsDialog}
            onFocus={loadRoundsDialog}
            onClick={() => setRoundsOpen(true)}
          >
            Select Rounds
          </button>
          {/* Without JavaScript the form opens the report page; with it, the report options dialog. */}
          <Form method="post" preventScrollReset>
            <HiddenHash hash={page.hash} />
            <button
              type="submit"
              name="intent"
              value="report"
              className={buttonClassName({ size: 'sm' })}
              disabled={nothingToCompare}
              aria-describedby={nothingToCompare ? waitingId : undefined}
              ref={reportButton}
              onPointerEnter={loadReportDialog}
              onFocus={loadReportDialog}
              onClick={(event) => {
                event.preventDefault();
                setReportOpen(true);
              }}
            >
              Report
            </button>
          </Form>
          {nothingToCompare ? (
            <p className="compare-header__waiting" id={waitingId}>
              Nothing to compare yet: each side needs at least 2 rounds of {page.holes} holes.
            </p>
          ) : null}
        </div>
        <Form method="get" preventScrollReset ref={standardForm} className="compare-header__group">
          {params.get('hash') ? <input type="hidden" name="hash" value={params.get('hash') ?? ''} /> : null}
          <input type="hidden" name="tab" value={page.tab} />
          <label className="compare-header__label" htmlFor={`${controlsId}-standard`}>
            Standard
          </label>
          <select
            id={`${controlsId}-standard`}
            name="standard"
            className="select"
            defaultValue={page.standard.id}
            onChange={(event) =>
              submit(event.currentTarget.form, { preventScrollReset: true, replace: true })
            }
          >
            {page.standards.map((standard) => (
              <option key={standard.id} value={standard.id}>
                {standard.name}
              </option>
            ))}
          </select>
          <noscript>
            <Button type="submit" variant="secondary" size="sm">
              Apply
            </Button>
          </noscript>
        </Form>
      </div>
      {pickerWanted ? (
        <LazyPart name="The player picker" fallback={null}>
          <AssociatedPlayerPicker
            playersHref={`/player/${encodeURIComponent(page.player.username)}/stats/players`}
            selectedAccountId={page.samePlayer ? null : page.right.accountId}
            onChoose={choosePlayer}
            open={pickerOpen}
            onOpenChange={setPickerOpen}
          />
        </LazyPart>
      ) : null}
      {roundsOpen ? (
        <LazyPart name="The round selection" fallback={null}>
          <SelectRoundsDialog
            page={page}
            onClose={() => {
              setRoundsOpen(false);
              // The dialog leaves with its content: the focus goes back to the button that opened it.
              requestAnimationFrame(() => roundsButton.current?.focus());
            }}
          />
        </LazyPart>
      ) : null}
      {reportOpen ? (
        <LazyPart name="The report options" fallback={null}>
          <ReportOptionsDialog
            page={page}
            onClose={() => {
              setReportOpen(false);
              requestAnimationFrame(() => reportButton.current?.focus());
            }}
          />
        </LazyPart>
      ) : null}
    </section>
  );
}
