import { getFormProps, getInputProps, getSelectProps, useForm } from '@conform-to/react';
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogContent, DialogHeader, DialogOverlay, dialogBodyClass } from '~/components/ui/dialog';
import { DialogFormActions } from '~/components/ui/dialog-form-actions';
import { useReturnFocus } from '~/components/ui/use-return-focus';
import {
  GROUP_BY_OPTIONS,
  REPORT_FORM,
  SECTION_OPTIONS,
  VIEW_BY_OPTIONS,
} from '~/domain/reports/schedule-report-options';
import { scheduleReportFormSchema } from '~/domain/reports/schedule-report-parameters';
import { MAX_THRESHOLD, type ScheduleFilter } from '~/domain/schedule/schedule-filter';
import { HiddenFilterInputs } from './schedule-options';

const PDF_ROUTE = '/reports/public-player-schedule-report.pdf';

/**
 * spec 3 §2.3 report-parameter dialog, §7 Generate schedule report (PDF): the sections, the dates,
 * group results by, view by, merge additional players, show stats, favorites and the score
 * threshold, with the page's event types, locales, statuses and players carried along. Generate
 * downloads the PDF with the "Generating PDF Report..." snackbar; without JavaScript the form is a
 * plain GET of the same PDF.
 */
export function ReportParametersDialog({
  accountId,
  filter,
  hasPlayers,
  threshold,
  onClose,
  onExport,
}: {
  accountId: number;
  filter: ScheduleFilter;
  hasPlayers: boolean;
  threshold: number | null;
  onClose: () => void;
  /** Downloads the report of the chosen parameters (the share menu shows its progress). */
  onExport: (href: string) => void;
}) {
  const returnFocus = useReturnFocus();
  const custom = filter.range === 'custom';
  const [form, fields] = useForm({
    id: 'schedule-report',
    constraint: getZodConstraint(scheduleReportFormSchema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    defaultValue: {
      section: ['upcoming', 'results'],
      start: custom ? (filter.from ?? '') : '',
      end: custom ? (filter.to ?? '') : '',
      groupBy: 'events',
      viewBy: 'events',
      merge: '1',
      stats: '1',
      favorites: filter.view === 'featured' ? '1' : undefined,
      threshold: threshold !== null && threshold > 0 ? String(threshold) : '',
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: scheduleReportFormSchema }),
    onSubmit(event, { formData }) {
      event.preventDefault();
      const query = new URLSearchParams();
      for (const [name, value] of formData) {
        if (typeof value === 'string' && value !== '') query.append(name, value);
      }
      onClose();
      onExport(`${PDF_ROUTE}?${query}`);
    },
  });
  const sectionError = fields.section.errors?.[0];
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="schedule-dialog" {...returnFocus}>
          <DialogHeader title="PDF Report" description="Choose what the schedule report holds." />
          <form method="get" action={PDF_ROUTE} className="schedule-share__form" {...getFormProps(form)}>
            <input type="hidden" name="accountId" value={accountId} />
            <input type="hidden" name={REPORT_FORM} value="1" />
            <HiddenFilterInputs
              filter={filter}
              omit={['view', 'range', 'from', 'to', 'holes', 'threshold']}
            />
            <div className={dialogBodyClass('schedule-report-form')}>
              <fieldset
                className="schedule-options__group"
                aria-describedby={sectionError ? fields.section.errorId : undefined}
              >
                <legend className="schedule-options__legend">Sections</legend>
                {SECTION_OPTIONS.map((option) => (
                  <label key={option.id} className="schedule-options__check">
                    <input
                      type="checkbox"
                      name={fields.section.name}
                      value={option.id}
                      defaultChecked={fields.section.initialValue?.includes(option.id)}
                    />
                    {option.label}
                  </label>
                ))}
                {sectionError ? (
                  <p className="schedule-report-form__error" id={fields.section.errorId} role="alert">
                    {sectionError}
                  </p>
                ) : null}
              </fieldset>
              <div className="schedule-report-form__dates">
                <label className="schedule-report-form__field">
                  <span className="schedule-report-form__label">Start date</span>
                  <input
                    className="schedule-options__input schedule-report-form__input"
                    {...getInputProps(fields.start, { type: 'date' })}
                  />
                </label>
                <label className="schedule-report-form__field">
                  <span className="schedule-report-form__label">End date</span>
                  <input
                    className="schedule-options__input schedule-report-form__input"
                    {...getInputProps(fields.end, { type: 'date' })}
                  />
                </label>
              </div>
              {fields.start.errors?.[0] ? (
                <p className="schedule-report-form__error" id={fields.start.errorId} role="alert">
                  {fields.start.errors[0]}
                </p>
              ) : null}
              <div className="schedule-report-form__dates">
                <label className="schedule-report-form__field">
                  <span className="schedule-report-form__label">Group results by</span>
                  <select
                    className="schedule-options__input schedule-report-form__input"
                    {...getSelectProps(fields.groupBy)}
                  >
                    {GROUP_BY_OPTIONS.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="schedule-report-form__field">
                  <span className="schedule-report-form__label">View upcoming by</span>
                  <select
                    className="schedule-options__input schedule-report-form__input"
                    {...getSelectProps(fields.viewBy)}
                  >
                    {VIEW_BY_OPTIONS.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              <label className="schedule-report-form__field">
                <span className="schedule-report-form__label">
                  Score threshold (blank or 0 for all results)
                </span>
                <input
                  className="schedule-options__input schedule-report-form__input"
                  {...getInputProps(fields.threshold, { type: 'number' })}
                  inputMode="numeric"
                  min={0}
                  max={MAX_THRESHOLD}
                  step={1}
                />
              </label>
              {fields.threshold.errors?.[0] ? (
                <p className="schedule-report-form__error" id={fields.threshold.errorId} role="alert">
                  {fields.threshold.errors[0]}
                </p>
              ) : null}
              <fieldset className="schedule-options__group">
                <legend className="schedule-options__legend">Show</legend>
                <label className="schedule-options__check">
                  <input {...getInputProps(fields.stats, { type: 'checkbox', value: '1' })} />
                  Show stats
                </label>
                <label className="schedule-options__check">
                  <input {...getInputProps(fields.favorites, { type: 'checkbox', value: '1' })} />
                  Favorites only
                </label>
                {hasPlayers ? (
                  <label className="schedule-options__check">
                    <input {...getInputProps(fields.merge, { type: 'checkbox', value: '1' })} />
                    Merge additional players
                  </label>
                ) : null}
              </fieldset>
            </div>
            <DialogFormActions submitLabel="Generate" className="schedule-share__actions" />
          </form>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
