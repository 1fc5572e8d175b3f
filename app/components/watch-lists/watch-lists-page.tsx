import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useRouteLoaderData } from '@remix-run/react';
import { ErrorBanner, FieldError } from '~/components/auth/auth-frame';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { TopNav } from '~/components/marketing/top-nav';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import {
  createListSchema,
  deleteListSchema,
  MAX_LISTS,
  MAX_NAME_LENGTH,
  renameListSchema,
} from '~/domain/recruiting/watch-lists';
import type { loader as rootLoader } from '~/root';
import { CoachPlanNote } from './coach-plan-note';

export type WatchListSummary = { id: number; name: string; players: number };

export type ListsActionData = {
  intent: 'create' | 'rename' | 'delete' | 'add' | null;
  listId: number | null;
  result: SubmissionResult<Array<string>>;
};

function firstError(result: SubmissionResult<Array<string>> | undefined): string | undefined {
  const errors = result?.error;
  if (!errors) return undefined;
  return Object.values(errors).flatMap((list) => list ?? [])[0];
}

/** The band at the top of both watch-list pages. */
export function WatchListBand({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow: React.ReactNode;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <section className="page-band" aria-labelledby="watch-title">
      <div className="page-band__inner watch-band">
        <div>
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="page-band__title" id="watch-title">
            {title}
          </h1>
          {lead ? <p className="page-band__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}

function CreateListForm({
  lastResult,
  full,
}: {
  lastResult: SubmissionResult<Array<string>> | undefined;
  full: boolean;
}) {
  const { form, fields, onInput } = useSchemaForm(createListSchema, { id: 'watch-create', lastResult });
  return (
    <Form method="post" className="watch-form watch-form--inline" {...getFormProps(form)} onInput={onInput}>
      <input type="hidden" name="intent" value="create" />
      <div className="watch-field">
        <label htmlFor={fields.name.id} className="watch-field__label">
          New list
        </label>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          className="watch-input"
          maxLength={MAX_NAME_LENGTH}
          placeholder="e.g. Class of 2027, Texas"
          autoComplete="off"
          aria-describedby={fields.name.errors ? fields.name.errorId : undefined}
        />
        <FieldError id={fields.name.errorId} message={fields.name.errors?.[0]} />
      </div>
      <Button type="submit" disabled={full}>
        Create list
      </Button>
      <ErrorBanner message={form.errors?.[0]} />
    </Form>
  );
}

function ListRow({ list, answer }: { list: WatchListSummary; answer: ListsActionData | undefined }) {
  const mine = answer?.listId === list.id ? answer : undefined;
  const rename = useSchemaForm(renameListSchema, {
    id: `watch-rename-${list.id}`,
    lastResult: mine?.intent === 'rename' ? mine.result : undefined,
    defaultValue: { name: list.name },
  });
  const remove = useSchemaForm(deleteListSchema, {
    id: `watch-delete-${list.id}`,
    lastResult: mine?.intent === 'delete' ? mine.result : undefined,
  });
  const refused = mine?.intent === 'rename' || mine?.intent === 'delete';
  return (
    <li className="watch-lists__item">
      <div className="watch-lists__head">
        <h2 className="watch-lists__name">
          <Link to={`/watch-lists/${list.id}`}>{list.name}</Link>
        </h2>
        <p className="watch-muted">
          <span className="tabular-nums">{list.players}</span> {list.players === 1 ? 'player' : 'players'}
        </p>
      </div>
      <div className="watch-lists__manage">
        <details className="watch-details" open={mine?.intent === 'rename' ? true : undefined}>
          <summary>Rename</summary>
          <Form
            method="post"
            className="watch-form watch-form--inline"
            {...getFormProps(rename.form)}
            onInput={rename.onInput}
          >
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="listId" value={list.id} />
            <div className="watch-field">
              <label htmlFor={rename.fields.name.id} className="watch-field__label">
                {`New name for ${list.name}`}
              </label>
              <input
                {...getInputProps(rename.fields.name, { type: 'text' })}
                className="watch-input"
                maxLength={MAX_NAME_LENGTH}
                autoComplete="off"
                aria-describedby={rename.fields.name.errors ? rename.fields.name.errorId : undefined}
              />
              <FieldError id={rename.fields.name.errorId} message={rename.fields.name.errors?.[0]} />
            </div>
            <Button type="submit" variant="secondary">
              Save name
            </Button>
          </Form>
        </details>
        <details className="watch-details" open={mine?.intent === 'delete' ? true : undefined}>
          <summary>Delete</summary>
          <Form method="post" className="watch-form" {...getFormProps(remove.form)}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="listId" value={list.id} />
            <label className="watch-check">
              <input type="checkbox" name="confirm" value="yes" required />
              {`Delete “${list.name}” and its notes. This cannot be undone.`}
            </label>
            <FieldError id={remove.fields.confirm.errorId} message={remove.fields.confirm.errors?.[0]} />
            <Button type="submit" variant="secondary" className="watch-danger">
              Delete list
            </Button>
          </Form>
        </details>
      </div>
      {refused && !mine?.result.error?.name && !mine?.result.error?.confirm ? (
        <ErrorBanner message={firstError(mine?.result)} />
      ) : null}
    </li>
  );
}

/** issue 33 §3: the coach's watch lists — make, rename, delete; or the Coach plan's note. */
export function WatchListsPage({
  coach,
  lists,
  answer,
}: {
  coach: boolean;
  lists: Array<WatchListSummary>;
  answer: ListsActionData | undefined;
}) {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  // A refusal whose form is not on the page (another page's "Save", a list that is not shown) shows here.
  const placed =
    answer?.intent === 'create' ||
    ((answer?.intent === 'rename' || answer?.intent === 'delete') &&
      lists.some((l) => l.id === answer.listId));
  const general = answer && !(coach && placed) ? firstError(answer.result) : undefined;
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="watch">
        <WatchListBand
          eyebrow={
            <Link className="watch-band__link" to="/dashboard/settings">
              Your account
            </Link>
          }
          title="Watch lists"
          lead="Keep the players you follow, with your notes, their latest figures and what changed since you last looked."
        />
        <div className="page-body watch-body">
          <ErrorBanner message={general} />
          {!coach ? (
            <Card title="Watch lists">
              <CoachPlanNote />
            </Card>
          ) : (
            <>
              <Card title="Make a list">
                <CreateListForm
                  lastResult={answer?.intent === 'create' ? answer.result : undefined}
                  full={lists.length >= MAX_LISTS}
                />
                <p className="watch-muted">
                  Save players from <Link to="/golf/search?type=account&discover=1">search</Link> with “Save”
                  on each result. Up to {MAX_LISTS} lists.
                </p>
              </Card>
              {lists.length === 0 ? (
                <p className="watch-empty">You have no watch lists yet.</p>
              ) : (
                <ul className="watch-lists" aria-label="Your watch lists">
                  {lists.map((list) => (
                    <ListRow key={list.id} list={list} answer={answer} />
                  ))}
                </ul>
              )}
            </>
          )}
        </div>
      </main>
    </>
  );
}
