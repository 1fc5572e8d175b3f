import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import * as Dialog from '@radix-ui/react-dialog';
import { Form, useFetcher, useLocation } from '@remix-run/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DateRangeSelector } from '~/components/date-range/date-range-selector';
import { PREVIEW_INTENT } from '~/components/forms/preview-submissions';
import { downloadPdf } from '~/components/ui/download-pdf';
import { ChevronDownIcon } from '~/components/ui/icons';
import { ScrollRegion } from '~/components/ui/scroll-region';
import { showSnackbar } from '~/components/ui/snackbar';
import { Spinner } from '~/components/ui/spinner';
import { useCollapsible } from '~/components/ui/use-collapsible';
import { useHydrated } from '~/components/ui/use-hydrated';
import { useReturnFocus } from '~/components/ui/use-return-focus';
import { formatShortDate } from '~/domain/calendar/dates';
import {
  CHARTS,
  type ChartField,
  chartRangeOption,
  chartRangeSetting,
  type ListKey,
  PERSONAL_FIELDS,
  type ResumeAvailability,
  type ResumeDisabled,
  type ResumeList,
  type ResumeSettings,
  rangeLabel,
  SCHOOL_FIELDS,
  setMaster,
  setOption,
} from '~/domain/resume/resume';
import { CHART_LABELS, PERSONAL_LABELS, SCHOOL_LABELS } from '~/domain/resume/resume-data';
import { resumeFormSchema } from '~/domain/resume/resume-form';
import type { ResumeModel } from '~/domain/resume/resume-model';
import { ResumeDocument } from './resume-document';

// spec 2 §2: the snackbar shown when the designer opens; spec 2 §4: change re-validation delay.
export const LOADING_PREVIEW = 'Loading resume preview...';
const REVALIDATE_MS = 200;

type PreviewResult =
  | { ok: true; intent: string; settings: ResumeSettings; model: ResumeModel; disabled?: ResumeDisabled }
  | { ok: false; result: SubmissionResult<Array<string>> };

type ItemId = 'personal' | 'school' | ListKey | 'charts';

const LIST_TITLES: Record<ListKey, string> = {
  upcomingEvents: 'Upcoming Events',
  pastTournaments: 'Highlighted Tournaments',
  pastRounds: 'Highlighted Rounds',
  newsfeedItems: 'News Items',
};

function Check({
  name,
  value,
  checked,
  disabled,
  onChange,
  children,
  strong,
}: {
  name: string;
  value?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <label className={`rd-check${disabled ? ' rd-check--disabled' : ''}${strong ? ' rd-check--strong' : ''}`}>
      <input
        type="checkbox"
        name={name}
        value={value ?? 'on'}
        checked={checked && !disabled}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span>{children}</span>
    </label>
  );
}

/** An expansion item (spec 1 §4): one open at a time; before hydration all are open (no-JS form). */
function Item({
  id,
  title,
  summary,
  expanded,
  onExpand,
  disabled,
  children,
}: {
  id: ItemId;
  title: string;
  summary?: string;
  expanded: ItemId | null;
  onExpand: (id: ItemId | null) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  const open = hydrated ? expanded === id : true;
  const collapsible = useCollapsible(open, (next) => onExpand(next ? id : null));
  return (
    <div
      {...collapsible.rootProps}
      className={`rd-item${disabled ? ' rd-item--disabled' : ''}`}
      data-item={id}
    >
      <button {...collapsible.triggerProps} className="rd-item__trigger">
        <span className="rd-item__title">{title}</span>
        {summary ? <span className="rd-item__summary">{summary}</span> : null}
        <ChevronDownIcon size={18} className="rd-item__chevron" />
      </button>
      <div {...collapsible.contentProps} className="rd-item__content">
        {children}
      </div>
    </div>
  );
}

function listSummary(list: ResumeList, disabled: boolean): string {
  if (disabled) return 'No data';
  const chosen = list.isSelected ? list.options.filter((o) => o.isSelected).length : 0;
  return `${chosen} of ${list.options.length}`;
}

/**
 * The owner's resume designer (spec 2 §2): the Resume Preview overlay with the selections pane and
 * the live preview. One form, posted by the browser without JavaScript (save, restore defaults,
 * download); with JavaScript every change refreshes the preview after 200 ms.
 */
export function ResumeDesigner({
  initial,
  defaults,
  availability,
  disabled: initialDisabled,
  model: initialModel,
  pdfHref,
  defaultOpen,
  lastResult,
  today,
}: {
  initial: ResumeSettings;
  defaults: ResumeSettings;
  availability: ResumeAvailability;
  disabled: ResumeDisabled;
  model: ResumeModel;
  pdfHref: string;
  defaultOpen: boolean;
  /** The action's answer to a refused form (without JavaScript, or a refused Save). */
  lastResult?: SubmissionResult<Array<string>>;
  /** The last day of the chart range's Last N options. */
  today: string;
}) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(defaultOpen);
  const designLink = useRef<HTMLAnchorElement>(null);
  const returnFocus = useReturnFocus(designLink);
  const [settings, setSettings] = useState(initial);
  const [model, setModel] = useState(initialModel);
  const [disabled, setDisabled] = useState(initialDisabled);
  const [expanded, setExpanded] = useState<ItemId | null>('personal');
  const [downloading, setDownloading] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Checked on submit (the boxes cannot be wrong one by one); the answer's errors show at the top.
  const [form] = useForm({
    id: 'resume-designer',
    lastResult,
    shouldValidate: 'onSubmit',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resumeFormSchema(availability) }),
  });
  const fetcher = useFetcher<PreviewResult>();
  const lastGood = useRef(initial);
  const pendingPreview = useRef(false);
  // Each change counts up; an answer applies only to the selections it was asked for, so a slow
  // preview never undoes a newer tick.
  const version = useRef(0);
  const askedFor = useRef(0);

  useEffect(() => {
    if (open) showSnackbar(LOADING_PREVIEW, 'info');
  }, [open]);

  // One preview at a time: a newer one would abort the answer on its way (and the browser's log would
  // show the abort), so a change made meanwhile is asked for once that answer is in.
  const previewBusy = useRef(false);
  previewBusy.current = fetcher.state !== 'idle';
  const previewQueued = useRef(false);
  const latestSettings = useRef(settings);
  latestSettings.current = settings;

  function askForPreview() {
    const form = formRef.current;
    // A custom range is previewed once both days are entered.
    const range = latestSettings.current.performanceChartsPage.barChartsDateRange;
    if (!form || (range.timeframe === 'custom' && (!range.start || !range.end))) return;
    if (previewBusy.current) {
      previewQueued.current = true;
      return;
    }
    const body = new FormData(form);
    body.set('intent', PREVIEW_INTENT);
    askedFor.current = version.current;
    fetcher.submit(body, { method: 'post' });
  }

  // spec 2 §4: re-validate 200 ms after the last change, then refetch the preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the selections
  useEffect(() => {
    if (!pendingPreview.current) return;
    const timer = setTimeout(askForPreview, REVALIDATE_MS);
    return () => clearTimeout(timer);
  }, [settings]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: askForPreview reads refs only
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle') return;
    if (previewQueued.current) {
      previewQueued.current = false;
      askForPreview();
      return;
    }
    if (!result || askedFor.current !== version.current) return;
    pendingPreview.current = false;
    if (result.ok) {
      lastGood.current = result.settings;
      setSettings(result.settings);
      setModel(result.model);
      if (result.disabled) setDisabled(result.disabled);
    } else {
      // spec 2 §4: the previous settings come back, with the error at the top for 3 s.
      const message = result.result.error?.['']?.[0];
      if (!message) return;
      setSettings(lastGood.current);
      showSnackbar(message, 'error');
    }
  }, [fetcher.data, fetcher.state]);

  function change(next: ResumeSettings) {
    version.current += 1;
    pendingPreview.current = true;
    setSettings(next);
  }

  const personal = settings.personalInformation;
  const school = settings.schoolInformation;
  const charts = settings.performanceChartsPage;
  // A custom range refused for its days (a form posted without JavaScript) comes back as a custom
  // range whose days are asked for again, beside their messages.
  const refusedDays = Boolean(form.allErrors['charts.start'] || form.allErrors['charts.end']);
  const range =
    refusedDays && charts.barChartsDateRange.timeframe !== 'custom'
      ? { ...charts.barChartsDateRange, timeframe: 'custom' as const, start: null, end: null }
      : charts.barChartsDateRange;
  // The form's own message (spec 2 §8 preview date range failure) stands alone; field messages list.
  const formError = form.errors?.[0];
  const errors = Object.entries(form.allErrors).filter(([name]) => name !== '');
  const errorIdOf = (name: string) => `${form.id}-${name.replace(/[^\w-]/g, '-')}-error`;

  function listItem(key: ListKey) {
    const list = settings[key];
    const off = disabled.lists[key];
    const withNotes = key === 'pastTournaments' || key === 'pastRounds';
    const hasNotes = new Set(availability.lists[key].filter((i) => i.hasNotes).map((i) => i.id));
    return (
      <Item
        key={key}
        id={key}
        title={LIST_TITLES[key]}
        summary={listSummary(list, off)}
        expanded={expanded}
        onExpand={setExpanded}
        disabled={off}
      >
        <Check
          name={`${key}.isSelected`}
          checked={list.isSelected}
          disabled={off}
          strong
          onChange={(on) => change({ ...settings, [key]: setMaster(list, on) })}
        >
          Include {LIST_TITLES[key]}
        </Check>
        {off ? <p className="rd-empty">Nothing to show yet.</p> : null}
        <ul className="rd-options">
          {list.options.map((option) => (
            <li key={option.id}>
              <Check
                name={`${key}.option`}
                value={String(option.id)}
                checked={option.isSelected}
                onChange={(on) => change({ ...settings, [key]: setOption(list, option.id, on) })}
              >
                {option.name}
              </Check>
              {withNotes && hasNotes.has(option.id) ? (
                <Check
                  name={`${key}.notes`}
                  value={String(option.id)}
                  checked={option.includeNotes}
                  disabled={!option.isSelected}
                  onChange={(on) =>
                    change({
                      ...settings,
                      [key]: {
                        ...list,
                        options: list.options.map((o) =>
                          o.id === option.id ? { ...o, includeNotes: on } : o,
                        ),
                      },
                    })
                  }
                >
                  <span className="rd-notes-label">Include notes</span>
                </Check>
              ) : null}
            </li>
          ))}
        </ul>
      </Item>
    );
  }

  return (
    <>
      <aside className="rd-callout">
        <p>
          <strong>This is your resume as coaches see it.</strong> Choose what it shows and download it as a
          PDF.
        </p>
        <a
          ref={designLink}
          className="button button--secondary button--md"
          href={`${pathname}?designer`}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
        >
          Design Resume
        </a>
      </aside>
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Overlay className="rd-overlay" />
        <Dialog.Content className="rd-dialog" aria-describedby={undefined} {...returnFocus}>
          <Form
            method="post"
            ref={formRef}
            className="rd-form"
            action={`${pathname}?designer`}
            {...getFormProps(form)}
          >
            <header className="rd-header">
              <Dialog.Title className="rd-header__title">Resume Preview</Dialog.Title>
              <div className="rd-header__actions">
                <a
                  className="button button--ghost button--md"
                  href={pathname}
                  onClick={(event) => {
                    event.preventDefault();
                    setSettings(initial);
                    setModel(initialModel);
                    setOpen(false);
                  }}
                >
                  Cancel
                </a>
                <button
                  type="submit"
                  className="button button--secondary button--md"
                  formAction={pdfHref}
                  name="intent"
                  value="preview"
                  aria-disabled={downloading || undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    const form = formRef.current;
                    if (!form || downloading) return;
                    const body = new FormData(form);
                    body.set('intent', PREVIEW_INTENT);
                    // Busy until the PDF has come (issue 30, point 5): a spinner and words, as the
                    // other downloads; the button keeps the focus and a second press does nothing.
                    setDownloading(true);
                    void downloadPdf(pdfHref, model.fileName, body).finally(() => setDownloading(false));
                  }}
                >
                  {downloading ? <Spinner size="sm" label={null} /> : null}
                  {downloading ? 'Generating PDF…' : 'Download'}
                </button>
                <span className="sr-only" role="status">
                  {downloading ? 'Generating PDF…' : ''}
                </span>
                <button
                  type="submit"
                  className="button button--primary button--md"
                  name="intent"
                  value="save"
                >
                  Save
                </button>
              </div>
            </header>
            <div className="rd-body">
              <div className="rd-selections">
                {formError ? (
                  <p className="rd-errors" id={form.errorId} role="alert">
                    {formError}
                  </p>
                ) : null}
                {errors.length > 0 ? (
                  <div className="rd-errors" role="alert">
                    <p>Some selections could not be saved:</p>
                    <ul>
                      {errors.map(([field, messages]) => (
                        <li key={field} id={errorIdOf(field)}>
                          {messages.join(' ')}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
                <section className="rd-section" aria-labelledby="rd-cover">
                  <div className="rd-section__head">
                    <h3 id="rd-cover">Cover Page</h3>
                    <Check
                      name="coverPage"
                      checked={settings.coverPage.isSelected}
                      strong
                      onChange={(on) => change({ ...settings, coverPage: { isSelected: on } })}
                    >
                      Include
                    </Check>
                  </div>
                  {/* spec 2 §2: a section appears only when its group is enabled. */}
                  <div hidden={!settings.coverPage.isSelected} className="rd-items">
                    <Item
                      id="personal"
                      title="Personal Information"
                      expanded={expanded}
                      onExpand={setExpanded}
                      disabled={disabled.personalGroup}
                    >
                      <ul className="rd-options">
                        {PERSONAL_FIELDS.map((field) => (
                          <li key={field}>
                            <Check
                              name={`personal.${field}`}
                              checked={personal[field]}
                              disabled={disabled.personal[field]}
                              onChange={(on) =>
                                change({ ...settings, personalInformation: { ...personal, [field]: on } })
                              }
                            >
                              {PERSONAL_LABELS[field]}
                            </Check>
                          </li>
                        ))}
                      </ul>
                    </Item>
                    <Item
                      id="school"
                      title="School Information"
                      expanded={expanded}
                      onExpand={setExpanded}
                      disabled={disabled.schoolGroup}
                    >
                      <ul className="rd-options">
                        {SCHOOL_FIELDS.map((field) => (
                          <li key={field}>
                            <Check
                              name={`school.${field}`}
                              checked={school[field]}
                              disabled={disabled.school[field]}
                              onChange={(on) =>
                                change({ ...settings, schoolInformation: { ...school, [field]: on } })
                              }
                            >
                              {SCHOOL_LABELS[field]}
                            </Check>
                          </li>
                        ))}
                      </ul>
                    </Item>
                    {listItem('upcomingEvents')}
                    {listItem('pastTournaments')}
                    {listItem('pastRounds')}
                    {listItem('newsfeedItems')}
                  </div>
                </section>
                <section className="rd-section" aria-labelledby="rd-additional">
                  <div className="rd-section__head">
                    <h3 id="rd-additional">Additional Pages</h3>
                  </div>
                  <div className="rd-items">
                    <Item
                      id="charts"
                      title="Performance Charts"
                      summary={
                        disabled.chartsPage
                          ? 'No data'
                          : charts.isSelected
                            ? rangeLabel(range, formatShortDate)
                            : 'Off'
                      }
                      expanded={expanded}
                      onExpand={setExpanded}
                      disabled={disabled.chartsPage}
                    >
                      <Check
                        name="charts.isSelected"
                        checked={charts.isSelected}
                        disabled={disabled.chartsPage}
                        strong
                        onChange={(on) =>
                          change({ ...settings, performanceChartsPage: { ...charts, isSelected: on } })
                        }
                      >
                        Include Performance Charts
                      </Check>
                      <div hidden={!charts.isSelected || disabled.chartsPage}>
                        <ul className="rd-options">
                          {CHARTS.map((field: ChartField) => (
                            <li key={field}>
                              <Check
                                name={`charts.${field}`}
                                checked={charts[field]}
                                disabled={disabled.charts[field]}
                                onChange={(on) =>
                                  change({ ...settings, performanceChartsPage: { ...charts, [field]: on } })
                                }
                              >
                                {CHART_LABELS[field]}
                              </Check>
                            </li>
                          ))}
                        </ul>
                        {/* spec 2 §2 / spec 3 §2.4: the chart range is chosen with the date range
                            selector; the form posts it in the fields the stored settings use. */}
                        <div className="rd-timeframe">
                          <span className="rd-timeframe__label" aria-hidden="true">
                            Chart date range
                          </span>
                          <DateRangeSelector
                            label="Chart date range"
                            value={chartRangeOption(range, today)}
                            today={today}
                            onChange={(option) => {
                              const next = chartRangeSetting(option);
                              change({
                                ...settings,
                                performanceChartsPage: {
                                  ...charts,
                                  barChartsDateRange: next,
                                  includedTournamentsDateRange: next,
                                },
                              });
                            }}
                          />
                          <input type="hidden" name="charts.timeframe" value={range.timeframe} />
                          {range.timeframe === 'custom'
                            ? (['start', 'end'] as const).map((end) => {
                                const name = `charts.${end}`;
                                // A refused day (e.g. a form posted without JavaScript) is asked for
                                // in a date field of its own, described by its message.
                                if (!form.allErrors[name]) {
                                  return (
                                    <input key={end} type="hidden" name={name} value={range[end] ?? ''} />
                                  );
                                }
                                return (
                                  <label key={end} className="date-range__field">
                                    <span className="date-range__field-label">
                                      {end === 'start' ? 'Start date' : 'End date'}
                                    </span>
                                    <input
                                      type="date"
                                      className="date-range__input"
                                      name={name}
                                      value={range[end] ?? ''}
                                      aria-invalid="true"
                                      aria-describedby={errorIdOf(name)}
                                      onChange={(event) => {
                                        const next = { ...range, [end]: event.currentTarget.value || null };
                                        change({
                                          ...settings,
                                          performanceChartsPage: {
                                            ...charts,
                                            barChartsDateRange: next,
                                            includedTournamentsDateRange: next,
                                          },
                                        });
                                      }}
                                    />
                                  </label>
                                );
                              })
                            : null}
                        </div>
                        <Check
                          name="charts.showAllFavoriteTournaments"
                          checked={charts.showAllFavoriteTournaments}
                          onChange={(on) =>
                            change({
                              ...settings,
                              performanceChartsPage: { ...charts, showAllFavoriteTournaments: on },
                            })
                          }
                        >
                          Show all favorite tournaments
                        </Check>
                        <Check
                          name="charts.showTournamentNotes"
                          checked={charts.showTournamentNotes}
                          onChange={(on) =>
                            change({
                              ...settings,
                              performanceChartsPage: { ...charts, showTournamentNotes: on },
                            })
                          }
                        >
                          Show tournament notes
                        </Check>
                      </div>
                    </Item>
                  </div>
                </section>
                <div className="rd-footer">
                  <button
                    type="submit"
                    name="intent"
                    value="restore-defaults"
                    className="button button--ghost button--md"
                    onClick={(event) => {
                      event.preventDefault();
                      change(defaults);
                    }}
                  >
                    Restore Defaults
                  </button>
                </div>
              </div>
              <ScrollRegion label="Live preview" className="rd-preview" aria-busy={fetcher.state !== 'idle'}>
                <ResumeDocument model={model} compact />
              </ScrollRegion>
            </div>
          </Form>
        </Dialog.Content>
      </Dialog.Root>
    </>
  );
}
