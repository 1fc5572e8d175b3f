import { getFormProps, getTextareaProps, type SubmissionResult } from '@conform-to/react';
import { Form, Link, useRouteLoaderData } from '@remix-run/react';
import { ErrorBanner, FieldError } from '~/components/auth/auth-frame';
import { useSchemaForm } from '~/components/forms/use-schema-form';
import { useHostRule } from '~/components/layout/use-host-rule';
import { TopNav } from '~/components/marketing/top-nav';
import { Figure, handicapText } from '~/components/search/discovery-results';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { Avatar } from '~/components/ui/fallback-image';
import { formatLongDate } from '~/domain/calendar/dates';
import { formatFixed, formatSignedFixed } from '~/domain/format/numbers';
import { profileHref } from '~/domain/hosts/hosts';
import {
  changeLine,
  compareSchema,
  MAX_NOTE_LENGTH,
  noteSchema,
  type PlayerChanges,
  type WatchedPlayer,
} from '~/domain/recruiting/watch-lists';
import type { loader as rootLoader } from '~/root';
import { CoachPlanNote } from './coach-plan-note';
import { WatchListBand } from './watch-lists-page';

export type ListPlayer = WatchedPlayer & { imgUrl: string | null; changes: PlayerChanges };

export type ListPageData = {
  id: number;
  name: string;
  changesSince: string | null;
  players: Array<ListPlayer>;
};

export type ListActionData = {
  intent: 'note' | 'remove' | 'compare' | null;
  playerId: number | null;
  result: SubmissionResult<Array<string>>;
};

function firstError(result: SubmissionResult<Array<string>> | undefined): string | undefined {
  const errors = result?.error;
  if (!errors) return undefined;
  return Object.values(errors).flatMap((list) => list ?? [])[0];
}

const orNull = (value: number | null, format: (v: number) => string) =>
  value === null ? null : format(value);

/** The figures a list shows, formatted as discovery formats them (issue 33 §1). */
const FIGURES: Array<{ label: string; cell: (p: WatchedPlayer) => string | null }> = [
  { label: 'Handicap', cell: (p) => handicapText(p.handicap, p.handicapClaimed) },
  { label: 'Rounds (last 10)', cell: (p) => orNull(p.rounds, String) },
  { label: 'Average (last 10)', cell: (p) => orNull(p.average, (v) => formatFixed(v, 1)) },
  { label: 'SG total', cell: (p) => orNull(p.sgTotal, (v) => formatSignedFixed(v, 2)) },
  { label: 'Off the tee', cell: (p) => orNull(p.sgOffTheTee, (v) => formatSignedFixed(v, 2)) },
  { label: 'Approach', cell: (p) => orNull(p.sgApproach, (v) => formatSignedFixed(v, 2)) },
  { label: 'Around the green', cell: (p) => orNull(p.sgAroundTheGreen, (v) => formatSignedFixed(v, 2)) },
  { label: 'Putting', cell: (p) => orNull(p.sgPutting, (v) => formatSignedFixed(v, 2)) },
];

function NoteForm({
  player,
  lastResult,
}: {
  player: ListPlayer;
  lastResult: SubmissionResult<Array<string>> | undefined;
}) {
  const { form, fields, onInput } = useSchemaForm(noteSchema, {
    id: `watch-note-${player.id}`,
    lastResult,
    defaultValue: { note: player.note },
  });
  return (
    <Form method="post" className="watch-note" {...getFormProps(form)} onInput={onInput}>
      <input type="hidden" name="intent" value="note" />
      <input type="hidden" name="playerId" value={player.id} />
      <label htmlFor={fields.note.id} className="watch-field__label">
        {`Note on ${player.fullName}`}
      </label>
      <textarea
        {...getTextareaProps(fields.note)}
        className="watch-input watch-note__text"
        rows={3}
        maxLength={MAX_NOTE_LENGTH}
        aria-describedby={fields.note.errors ? fields.note.errorId : undefined}
      />
      <FieldError id={fields.note.errorId} message={fields.note.errors?.[0]} />
      <div className="watch-note__actions">
        <Button type="submit" variant="secondary" size="sm">
          Save note
        </Button>
      </div>
    </Form>
  );
}

function PlayerCard({ player, answer }: { player: ListPlayer; answer: ListActionData | undefined }) {
  const host = useHostRule();
  const mine = answer?.playerId === player.id ? answer : undefined;
  const news = changeLine(player.changes);
  return (
    <li className="discovery-card watch-card">
      <div className="discovery-card__head">
        <Avatar src={player.imgUrl} alt="" size={48} className="discovery-card__avatar" />
        <div className="discovery-card__who">
          <h2 className="discovery-card__name">
            {player.username ? (
              <a href={profileHref(host, player.username)}>{player.fullName}</a>
            ) : (
              player.fullName
            )}
          </h2>
          <p className="discovery-card__meta">
            {[
              player.gradYear ? `Class of ${player.gradYear}` : null,
              player.state,
              player.school ?? player.organization,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
      </div>
      {news ? (
        <p className="watch-news">
          <span className="watch-news__label">New</span> {news}
        </p>
      ) : null}
      <dl className="discovery-card__figures">
        {FIGURES.map((figure) => (
          <div key={figure.label} className="discovery-card__figure">
            <dt>{figure.label}</dt>
            <dd className="tabular-nums">
              <Figure text={figure.cell(player)} />
            </dd>
          </div>
        ))}
      </dl>
      <NoteForm player={player} lastResult={mine?.intent === 'note' ? mine.result : undefined} />
      <Form method="post" className="watch-card__remove">
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="playerId" value={player.id} />
        <button type="submit" className="watch-link-button">
          Remove from list<span className="sr-only">{`: ${player.fullName}`}</span>
        </button>
      </Form>
      {mine?.intent === 'remove' ? <ErrorBanner message={firstError(mine.result)} /> : null}
    </li>
  );
}

function CompareForm({
  players,
  lastResult,
}: {
  players: Array<ListPlayer>;
  lastResult: SubmissionResult<Array<string>> | undefined;
}) {
  const comparable = players.filter((p) => p.username !== null);
  const { form, fields } = useSchemaForm(compareSchema, {
    id: 'watch-compare',
    lastResult,
    defaultValue: { first: String(comparable[0]?.id ?? ''), second: String(comparable[1]?.id ?? '') },
  });
  if (comparable.length < 2) {
    return <p className="watch-muted">Save two players with a public profile to compare them here.</p>;
  }
  const select = (field: typeof fields.first, label: string) => (
    <div className="watch-field">
      <label htmlFor={field.id} className="watch-field__label">
        {label}
      </label>
      <select
        id={field.id}
        name={field.name}
        defaultValue={typeof field.initialValue === 'string' ? field.initialValue : undefined}
        className="watch-input"
        aria-invalid={field.errors ? true : undefined}
        aria-describedby={field.errors ? field.errorId : undefined}
      >
        {comparable.map((p) => (
          <option key={p.id} value={p.id}>
            {p.fullName}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} message={field.errors?.[0]} />
    </div>
  );
  return (
    <Form method="post" className="watch-form watch-form--inline" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="compare" />
      {select(fields.first, 'Player')}
      {select(fields.second, 'Compared with')}
      <Button type="submit">Compare</Button>
      <ErrorBanner message={form.errors?.[0]} />
    </Form>
  );
}

function SinceLastVisit({ data }: { data: ListPageData }) {
  if (data.changesSince === null) {
    return (
      <p className="watch-muted">
        This is your first visit to this list. From your next visit on, new rounds and tournament results of
        its players show here.
      </p>
    );
  }
  const since = formatLongDate(data.changesSince.slice(0, 10));
  const changed = data.players.flatMap((player) => {
    const line = changeLine(player.changes);
    return line ? [{ player, line }] : [];
  });
  if (changed.length === 0)
    return <p className="watch-muted">{`Nothing new since your last visit on ${since}.`}</p>;
  return (
    <>
      <p className="watch-muted">{`Since your last visit on ${since}:`}</p>
      <ul className="watch-changes">
        {changed.map(({ player, line }) => (
          <li key={player.id}>
            <strong>{player.fullName}</strong>: {line}
          </li>
        ))}
      </ul>
    </>
  );
}

/** issue 33 §3: one watch list — its players' figures and notes, what changed, compare, export. */
export function WatchListPage({
  coach,
  list,
  answer,
}: {
  coach: boolean;
  list: ListPageData | null;
  answer: ListActionData | undefined;
}) {
  const productName = useRouteLoaderData<typeof rootLoader>('root')?.productName ?? '';
  // A refusal whose form is not on the page (a player not shown, too few players to compare) shows here.
  const shown = (id: number | null) => list?.players.some((p) => p.id === id) ?? false;
  const placed =
    coach &&
    (((answer?.intent === 'note' || answer?.intent === 'remove') && shown(answer.playerId)) ||
      (answer?.intent === 'compare' && (list?.players.filter((p) => p.username !== null).length ?? 0) >= 2));
  const general = answer && !placed ? firstError(answer.result) : undefined;
  return (
    <>
      <TopNav productName={productName} />
      <main id="main" className="watch">
        <WatchListBand
          eyebrow={
            <Link className="watch-band__link" to="/watch-lists">
              Watch lists
            </Link>
          }
          title={list?.name ?? 'Watch list'}
          lead={
            list
              ? `${list.players.length} ${list.players.length === 1 ? 'player' : 'players'} · figures over the last 10 rounds, strokes gained per 18 holes over 12 months`
              : undefined
          }
        >
          {list ? (
            <div className="watch-band__actions">
              <a
                className="button button--secondary button--sm"
                href={`/watch-lists/${list.id}/export.csv`}
                download
              >
                Export CSV
              </a>
              <a
                className="button button--secondary button--sm"
                href={`/watch-lists/${list.id}/export.xlsx`}
                download
              >
                Export Excel
              </a>
            </div>
          ) : null}
        </WatchListBand>
        <div className="page-body watch-body">
          <ErrorBanner message={general} />
          {!coach || !list ? (
            <Card title="Watch lists">
              <CoachPlanNote />
            </Card>
          ) : (
            <>
              <div className="watch-panels">
                <Card title="Since your last visit">
                  <SinceLastVisit data={list} />
                </Card>
                <Card title="Compare two players">
                  <CompareForm
                    players={list.players}
                    lastResult={answer?.intent === 'compare' ? answer.result : undefined}
                  />
                </Card>
              </div>
              {list.players.length === 0 ? (
                <p className="watch-empty">
                  No players on this list yet. Find players in{' '}
                  <Link to="/golf/search?type=account&discover=1">search</Link> and save them here.
                </p>
              ) : (
                <ul className="watch-cards" aria-label={`Players on ${list.name}`}>
                  {list.players.map((player) => (
                    <PlayerCard key={player.id} player={player} answer={answer} />
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
