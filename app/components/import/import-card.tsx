import { Form } from '@remix-run/react';
import { Button } from '~/components/ui/button';

export const IMPORT_PATH = '/dashboard/settings/import';

const TEMPLATES = [
  { href: '/api/v1/imports/templates/shots.csv', label: 'Shots template (CSV)' },
  { href: '/api/v1/imports/templates/shots.xlsx', label: 'Shots template (XLSX)' },
  { href: '/api/v1/imports/templates/scorecard.csv', label: 'Scorecard template (CSV)' },
  { href: '/api/v1/imports/templates/scorecard.xlsx', label: 'Scorecard template (XLSX)' },
];

/**
 * The upload form of the round import (issue 34 §5): a CSV or XLSX of shots or scorecard holes, sent
 * to the import page, which previews it before anything is stored. Works without JavaScript.
 */
export function ImportForm({ error, busy = false }: { error?: string | undefined; busy?: boolean }) {
  return (
    <Form
      method="post"
      action={IMPORT_PATH}
      encType="multipart/form-data"
      className="import-form"
      reloadDocument
    >
      <input type="hidden" name="intent" value="preview" />
      <div className="auth-field">
        <label className="auth-field__label" htmlFor="import-file">
          CSV or XLSX file (4 MB at most)
        </label>
        <input
          id="import-file"
          name="file"
          type="file"
          required
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          className="auth-input"
          aria-describedby={error ? 'import-file-error' : undefined}
          aria-invalid={error ? true : undefined}
        />
        {error ? (
          <p className="auth-field__error" id="import-file-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={busy}>
        Preview import
      </Button>
    </Form>
  );
}

export function ImportTemplates() {
  return (
    <ul className="dash-links">
      {TEMPLATES.map((t) => (
        <li key={t.href}>
          <a href={t.href} download>
            {t.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The settings section: what the import reads, the templates and the upload. */
export function ImportRoundsSection() {
  return (
    <>
      <p className="dash-muted">
        Bring rounds from a file: one row a shot, or one row a hole of a scorecard (CSV or XLSX), or a
        Golfmetrics shot export. You see every round and every row&apos;s problem before anything is stored.
      </p>
      <ImportTemplates />
      <ImportForm />
    </>
  );
}
