import { Form, Link } from '@remix-run/react';
import { type FormEvent, useState } from 'react';
import { TopNav } from '~/components/marketing/top-nav';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { ScrollRegion } from '~/components/ui/scroll-region';
import type { ConfirmStep, ImportAnswer } from '~/domain/import/answers';
import { ImportForm, ImportTemplates } from './import-card';

export type ImportPageResult =
  | { kind: 'preview'; importId: string; fileName: string; answer: ImportAnswer }
  | ({ kind: 'result'; importId: string } & ConfirmStep)
  | { kind: 'error'; error: string };

const STATUS_TEXT: Record<ImportAnswer['rounds'][number]['status'], string> = {
  new: 'Will be stored',
  created: 'Stored',
  existing: 'Already stored',
  refused: 'Has problems: skipped',
};

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The import page (issue 34 §5): the upload, then the preview of every round, then what was stored. */
export function ImportPage({
  productName,
  result,
}: {
  productName: string;
  result: ImportPageResult | undefined;
}) {
  return (
    <>
      <TopNav productName={productName} signedIn />
      <main id="main" className="dash import">
        <section className="page-band" aria-labelledby="import-title">
          <div className="page-band__inner">
            <p className="eyebrow">
              <Link className="dash__profile-link" to="/dashboard/settings">
                Settings
              </Link>{' '}
              / Import rounds
            </p>
            <h1 className="page-band__title" id="import-title">
              Import rounds
            </h1>
          </div>
        </section>
        <div className="import__body">
          {result?.kind === 'preview' ? (
            <ImportPreview importId={result.importId} fileName={result.fileName} answer={result.answer} />
          ) : result?.kind === 'result' ? (
            <ImportDone {...result} />
          ) : (
            <Card title="Upload a file">
              <p className="dash-muted">
                A CSV or XLSX file in one of the documented formats: one row a shot, one row a hole of a
                scorecard, or a Golfmetrics shot export. Nothing is stored until you confirm.
              </p>
              <ImportTemplates />
              <ImportForm error={result?.kind === 'error' ? result.error : undefined} />
            </Card>
          )}
        </div>
      </main>
    </>
  );
}

type Totals = { created: number; existing: number; refused: number };

function ImportDone({
  created,
  existing,
  refused,
  next = null,
  done,
  total,
  importId,
}: Totals & { next?: number | null; done?: number; total?: number; importId?: string }) {
  if (next !== null && importId)
    return (
      <Card title="Import in progress">
        <p role="status" className="import__summary">
          {done} of {total} rounds done: {plural(created, 'round')} stored, {plural(existing, 'round')}{' '}
          already there
          {refused > 0 ? `, ${plural(refused, 'round')} refused` : ''}.
        </p>
        <Form method="post" className="import-confirm">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="importId" value={importId} />
          <input type="hidden" name="from" value={next} />
          <input type="hidden" name="created" value={created} />
          <input type="hidden" name="existing" value={existing} />
          <input type="hidden" name="refused" value={refused} />
          <Button type="submit">Continue: store the next rounds</Button>
        </Form>
      </Card>
    );
  return (
    <Card title="Import finished">
      <p role="status" className="import__summary">
        {plural(created, 'round')} stored, {plural(existing, 'round')} already there
        {refused > 0 ? `, ${plural(refused, 'round')} refused` : ''}.
      </p>
      <p>
        <Link to="/dashboard">See them on your dashboard</Link> or{' '}
        <Link to="/dashboard/settings/import">import another file</Link>.
      </p>
    </Card>
  );
}

function ImportPreview({
  importId,
  fileName,
  answer,
}: {
  importId: string;
  fileName: string;
  answer: ImportAnswer;
}) {
  const { counts } = answer;
  const withProblems = answer.rounds.filter((r) => r.problems.length > 0);
  return (
    <>
      <Card title="Preview">
        <p className="import__summary">
          {fileName ? `${fileName}: ` : ''}
          {answer.formatName}, {plural(counts.rounds, 'round')} with {plural(counts.shots, 'shot')}.{' '}
          {plural(counts.new, 'round')} will be stored, {plural(counts.existing, 'is', 'are')} already stored
          {counts.refused > 0 ? `, ${plural(counts.refused, 'round')} with problems will be skipped` : ''}.
        </p>
        {answer.ignoredColumns.length > 0 ? (
          <p className="dash-muted">
            Columns this format does not read, left out: {answer.ignoredColumns.join(', ')}.
          </p>
        ) : null}
        <ScrollRegion label="The rounds in the file" className="import__table-wrap">
          <table className="import__table">
            <caption className="sr-only">The rounds in the file</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Date</th>
                <th scope="col">Course</th>
                <th scope="col" className="num">
                  Holes
                </th>
                <th scope="col" className="num">
                  Score
                </th>
                <th scope="col" className="num">
                  Shots
                </th>
                <th scope="col">What happens</th>
              </tr>
            </thead>
            <tbody>
              {answer.rounds.map((round) => (
                <tr key={round.position}>
                  <td className="num">{round.firstRow}</td>
                  <td>{round.date}</td>
                  <td>{round.course}</td>
                  <td className="num">{round.holes}</td>
                  <td className="num">{round.score ?? '–'}</td>
                  <td className="num">{round.shots}</td>
                  <td>{STATUS_TEXT[round.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Card>
      {withProblems.length > 0 ? (
        <Card title="Problems">
          {withProblems.map((round) => (
            <section
              key={round.position}
              className="import__problems"
              aria-label={`Round from row ${round.firstRow}`}
            >
              <h3 className="import__problems-title">
                {round.date} at {round.course || 'an unnamed course'} (from row {round.firstRow})
              </h3>
              <ul>
                {round.problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </section>
          ))}
        </Card>
      ) : null}
      <ConfirmImport
        importId={importId}
        count={counts.new}
        total={counts.rounds}
        allStored={counts.existing === counts.rounds}
      />
    </>
  );
}

type Progress = { done: number; total: number; created: number; existing: number; refused: number };

/**
 * Confirm: without JavaScript one submit stores every round and answers the totals; with it, the
 * rounds are stored 20 at a time and a progress bar follows.
 */
function ConfirmImport({
  importId,
  count,
  total,
  allStored,
}: {
  importId: string;
  count: number;
  total: number;
  /** Every round of the file is stored already: nothing to fix, nothing to add. */
  allStored: boolean;
}) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [finished, setFinished] = useState(false);

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    let state: Progress = { done: 0, total, created: 0, existing: 0, refused: 0 };
    setProgress(state);
    let from: number | null = 0;
    while (from !== null) {
      const response: Response = await fetch('/resources/round-import', {
        method: 'POST',
        body: new URLSearchParams({ importId, from: String(from) }),
      }).catch(
        () =>
          new Response(JSON.stringify({ error: 'The connection was lost; confirm again.' }), { status: 503 }),
      );
      const step = (await response
        .json()
        .catch(() => ({ error: 'The answer could not be read; confirm again.' }))) as ConfirmStep & {
        error?: string;
      };
      if (!response.ok || step.error) {
        setError(step.error ?? 'The import stopped; confirm again to store the rest.');
        return;
      }
      state = {
        done: step.done,
        total: step.total,
        created: state.created + step.created,
        existing: state.existing + step.existing,
        refused: state.refused + step.refused,
      };
      setProgress(state);
      from = step.next;
    }
    setFinished(true);
  }

  if (finished && progress)
    return <ImportDone created={progress.created} existing={progress.existing} refused={progress.refused} />;
  return (
    <Card title="Confirm">
      {allStored ? (
        <p>Every round in this file is stored already: there is nothing to add.</p>
      ) : count === 0 ? (
        <p>Nothing in this file can be stored yet: fix the problems above and upload it again.</p>
      ) : (
        <Form method="post" onSubmit={confirm} className="import-confirm">
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="importId" value={importId} />
          <p className="dash-muted">
            Each round is stored whole or not at all; a round stored before is not stored twice.
          </p>
          <Button type="submit" disabled={progress !== null && error === null}>
            Store {plural(count, 'round')}
          </Button>
          {progress ? (
            <div className="import__progress">
              <label htmlFor="import-progress">
                Storing rounds: {progress.done} of {progress.total}
              </label>
              <progress id="import-progress" max={progress.total} value={progress.done} />
            </div>
          ) : null}
          {error ? (
            <p className="auth-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </Form>
      )}
      <p>
        <Link to="/dashboard/settings/import">Upload another file</Link>
      </p>
    </Card>
  );
}
