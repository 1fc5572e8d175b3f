import * as Dialog from '@radix-ui/react-dialog';
import { lazy, type RefObject, useId, useState } from 'react';
import type { OpenedBy } from '~/components/ui/deferred-control';
import { DialogContent, DialogHeader, DialogOverlay, dialogBodyClass } from '~/components/ui/dialog';
import { DialogFormActions } from '~/components/ui/dialog-form-actions';
import { LazyPart } from '~/components/ui/lazy-part';
import { Spinner } from '~/components/ui/spinner';
import { type ScheduleFilter, scheduleFilterParams } from '~/domain/schedule/schedule-filter';
import { EXPORTING_SPREADSHEET, exportWithProgress, GENERATING_REPORT } from './share-export';
import { SHARE_BUTTON_CLASS } from './share-menu';

const loadDialog = () => import('./report-parameters-dialog');
const ReportParametersDialog = lazy(() => loadDialog().then((m) => ({ default: m.ReportParametersDialog })));

type Format = 'pdf' | 'xlsx';

export type ShareMenuProps = {
  accountId: number;
  /** The page's spreadsheet route, without its query. */
  xlsxHref: string;
  filter: ScheduleFilter;
  hasPlayers: boolean;
  threshold: number | null;
};

/**
 * spec 3 §2.3 Share menu: the format (PDF Report or Spreadsheet), Go and Cancel. Go exports the
 * spreadsheet with the page's filter at once, or opens the report-parameter dialog for the PDF
 * (spec 3 §4). `ShareMenu` loads this module on the first sign of intent; `openedBy` says the Share
 * button was already pressed, so the dialog starts open.
 */
export function ShareDialog({
  accountId,
  xlsxHref,
  filter,
  hasPlayers,
  threshold,
  openedBy,
  trigger,
}: ShareMenuProps & { openedBy: OpenedBy; trigger: RefObject<HTMLButtonElement> }) {
  const [open, setOpen] = useState(openedBy !== null);
  const [format, setFormat] = useState<Format>('pdf');
  const [reportOpen, setReportOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = useId();
  // While a file is on the way the Share button shows it (spinner, text, a polite status) and stays
  // focusable but inert (aria-disabled: a disabled button would drop the keyboard's focus).
  const run = (href: string, fallback: string, progress: string) => {
    setBusy(true);
    exportWithProgress(href, fallback, progress).finally(() => setBusy(false));
  };
  const go = () => {
    setOpen(false);
    if (format === 'pdf') {
      setReportOpen(true);
      return;
    }
    const query = scheduleFilterParams(filter).toString();
    run(`${xlsxHref}${query ? `?${query}` : ''}`, 'Schedule.xlsx', EXPORTING_SPREADSHEET);
  };
  return (
    <>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Trigger asChild>
          <button
            ref={trigger}
            type="button"
            className={SHARE_BUTTON_CLASS}
            aria-disabled={busy || undefined}
            onClick={(event) => {
              if (busy) event.preventDefault();
            }}
            onPointerEnter={() => void loadDialog()}
          >
            {busy ? <Spinner size="sm" label={null} /> : null}
            {busy ? 'Exporting…' : 'Share'}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <DialogOverlay />
          <DialogContent className="schedule-dialog">
            <DialogHeader title="Share" description="Download the schedule as it is shown." />
            <form
              className="schedule-share__form"
              onSubmit={(event) => {
                event.preventDefault();
                go();
              }}
            >
              <fieldset className={dialogBodyClass('schedule-share__formats')}>
                <legend className="schedule-options__legend">Format</legend>
                <label className="schedule-options__check">
                  <input
                    type="radio"
                    name={name}
                    value="pdf"
                    checked={format === 'pdf'}
                    onChange={() => setFormat('pdf')}
                  />
                  PDF Report
                </label>
                <label className="schedule-options__check">
                  <input
                    type="radio"
                    name={name}
                    value="xlsx"
                    checked={format === 'xlsx'}
                    onChange={() => setFormat('xlsx')}
                  />
                  Spreadsheet
                </label>
              </fieldset>
              <DialogFormActions submitLabel="Go" className="schedule-share__actions" />
            </form>
          </DialogContent>
        </Dialog.Portal>
      </Dialog.Root>
      {reportOpen ? (
        <LazyPart name="The report options" fallback={null}>
          <ReportParametersDialog
            accountId={accountId}
            filter={filter}
            hasPlayers={hasPlayers}
            threshold={threshold}
            onClose={() => {
              setReportOpen(false);
              // The dialog opened from the Share dialog, now gone: the focus goes back to Share.
              requestAnimationFrame(() => trigger.current?.focus());
            }}
            onExport={(href) => run(href, 'Schedule.pdf', GENERATING_REPORT)}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
