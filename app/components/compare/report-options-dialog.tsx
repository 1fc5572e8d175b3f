import * as Dialog from '@radix-ui/react-dialog';
import { useFetcher } from '@remix-run/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { DialogContent, DialogHeader, DialogOverlay, dialogActionsClass } from '~/components/ui/dialog';
import { downloadPdf } from '~/components/ui/download-pdf';
import { Spinner } from '~/components/ui/spinner';
import {
  ALL_REPORT_PAGES,
  COMPARE_REPORT_PAGES,
  type CompareReportPage,
  descriptorLines,
  NO_REPORT_PAGES,
} from '~/domain/reports/compare-report';
import { sideName } from '~/domain/stats/compare-sides';
import type { ComparePageData } from '~/domain/stats/compare-view';

type SaveAnswer = { reportHash?: number };

/**
 * spec 2 §2 report options dialog (80vw × 90vh; 500 px wide on mobile, where the preview is hidden):
 * the checklist of pages, both sides' filters and configuration, a live preview of the report with
 * the ticked pages, Cancel and Generate Report. The comparison is saved first (its hash names the
 * report); Generate Report downloads the PDF with the snackbars of spec 2 §8.
 */
export function ReportOptionsDialog({ page, onClose }: { page: ComparePageData; onClose: () => void }) {
  const save = useFetcher<SaveAnswer>();
  const [pages, setPages] = useState<Array<CompareReportPage>>([...ALL_REPORT_PAGES]);
  const [busy, setBusy] = useState(false);
  const listId = useId();
  const submit = save.submit;
  // The report reads a saved comparison: the page's one is saved (again, at no cost) to get its hash.
  useEffect(() => {
    const form = new FormData();
    form.set('intent', 'report');
    form.set('respond', 'hash');
    if (page.hash !== null) form.set('hash', String(page.hash));
    submit(form, { method: 'post', preventScrollReset: true });
  }, [submit, page.hash]);
  const hash = save.data?.reportHash ?? null;
  const query = (kind: '' | '.pdf') =>
    hash === null ? null : `/reports/compare-stats${kind}?hash=${hash}&pages=${pages.join(',')}`;
  const previewHref = query('');
  const pdfHref = query('.pdf');

  const toggle = (id: CompareReportPage) =>
    setPages((ticked) =>
      ticked.includes(id)
        ? ticked.filter((p) => p !== id)
        : ALL_REPORT_PAGES.filter((p) => p === id || ticked.includes(p)),
    );

  const frame = useRef<HTMLIFrameElement>(null);
  const [loadedHref, setLoadedHref] = useState<string | null>(null);
  // Escape typed inside the preview's document does not reach the dialog: the frame passes it on.
  function previewLoaded() {
    setLoadedHref(previewHref);
    const inner = frame.current?.contentDocument;
    inner?.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') onClose();
    });
  }

  async function generate() {
    if (!pdfHref || busy) return;
    setBusy(true);
    const done = await downloadPdf(pdfHref, 'Compare-Stats.pdf');
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="compare-report-dialog" aria-describedby={undefined}>
          <DialogHeader title="Compare Stats Report Options" />
          {/* The actions come first: Generate Report is two Tabs from the dialog's start, before the
              checklist and the preview (issue 30, point 5). */}
          <div className={dialogActionsClass('top')}>
            <Dialog.Close asChild>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            {/* Busy, it stays focusable (aria-disabled): a disabled button would drop the focus. */}
            <Button
              onClick={generate}
              disabled={pdfHref === null || pages.length === 0}
              aria-disabled={busy || undefined}
            >
              {busy ? <Spinner size="sm" label={null} /> : null}
              Generate Report
            </Button>
            <p className="sr-only" role="status">
              {busy ? 'Generating the report…' : ''}
            </p>
          </div>
          <div className="compare-report-dialog__body">
            <div className="compare-report-dialog__options">
              <fieldset className="compare-report-dialog__pages" aria-describedby={`${listId}-hint`}>
                <legend className="field__label">Options (Check to Include)</legend>
                {COMPARE_REPORT_PAGES.map((option) => (
                  <label key={option.id} className="checkbox-row">
                    <input
                      type="checkbox"
                      name="pages"
                      value={option.id}
                      checked={pages.includes(option.id)}
                      onChange={() => toggle(option.id)}
                    />
                    {option.title}
                  </label>
                ))}
                <p
                  id={`${listId}-hint`}
                  className={pages.length === 0 ? 'form-error' : 'sr-only'}
                  role="status"
                >
                  {pages.length === 0 ? NO_REPORT_PAGES : `${pages.length} pages in the report`}
                </p>
              </fieldset>
              {(['left', 'right'] as const).map((side) => (
                <section
                  key={side}
                  className="compare-report-dialog__side"
                  aria-labelledby={`${listId}-${side}`}
                >
                  <h3 id={`${listId}-${side}`} className="compare-report-dialog__side-title">
                    <span className={`compare-side-dot compare-side-dot--${side}`} aria-hidden="true" />
                    {sideName(page[side])}
                  </h3>
                  <ul className="compare-report-dialog__lines">
                    <li>
                      {page[side].roundIds.length} rounds of {page.holes} holes
                    </li>
                    {descriptorLines(page[side].descriptor).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
            <div
              className="compare-report-dialog__preview"
              aria-busy={pages.length > 0 && (previewHref === null || loadedHref !== previewHref)}
            >
              {previewHref && pages.length > 0 ? (
                // Last in the Tab order, after the actions and the checklist (its page holds many stops;
                // a frame out of the Tab order would hide them from the keyboard altogether).
                <iframe
                  ref={frame}
                  title="Report preview"
                  src={previewHref}
                  className="compare-report-dialog__frame"
                  onLoad={previewLoaded}
                />
              ) : null}
              {pages.length > 0 && loadedHref !== previewHref ? (
                <p className="compare-report-dialog__loading" role="status">
                  <Spinner size="md" label={null} />
                  Loading the preview…
                </p>
              ) : null}
            </div>
          </div>
          {save.data && hash === null ? (
            <p className="form-error" role="alert">
              This comparison could not be saved for a report. Reload the page and try again.
            </p>
          ) : null}
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
