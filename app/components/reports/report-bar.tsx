import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { DownloadPdfButton } from '~/components/ui/download-pdf';

/**
 * The head of every report page (decisions 054, 060): its title and subtitle, Download PDF, Save
 * Report for viewers who may keep it, the way back, and a refused save's message in words.
 */
export function ReportBar({
  title,
  subtitle,
  pdfHref,
  fileName,
  canSave,
  back,
  lastResult,
  children,
}: {
  title: string;
  subtitle: string | null;
  pdfHref: string;
  fileName: string;
  canSave: boolean;
  back: { href: string; label: string };
  lastResult: SubmissionResult<Array<string>> | undefined;
  /** What goes between the bar and a refusal (e.g. the course plan's picker). */
  children?: ReactNode;
}) {
  const navigation = useNavigation();
  // The form's one field is its button's intent: nothing to check in the browser, so the page does not
  // carry zod (issue 30 §3); the action validates it (saveReportSchema) and `lastResult` shows a refusal.
  const [form] = useForm({ lastResult });
  // The form has one hidden choice (the button's intent): a refusal of any field is the form's.
  const refusal = Object.values(form.allErrors).flat();
  return (
    <>
      <div className="player-report__bar">
        <div>
          <h1 className="player-report__title">{title}</h1>
          {subtitle ? <p className="player-report__subtitle">{subtitle}</p> : null}
        </div>
        <div className="player-report__actions">
          <DownloadPdfButton href={pdfHref} fileName={fileName} />
          {canSave ? (
            <Form method="post" {...getFormProps(form)}>
              <button
                type="submit"
                name="intent"
                value="save"
                className="button button--secondary button--md"
                disabled={navigation.state === 'submitting'}
              >
                Save Report
              </button>
            </Form>
          ) : null}
          <a href={back.href} className="button button--ghost button--md">
            {back.label}
          </a>
        </div>
      </div>
      {children}
      {refusal.length > 0 ? (
        <p className="form-error" role="alert">
          {refusal.join(' ')}
        </p>
      ) : null}
    </>
  );
}
