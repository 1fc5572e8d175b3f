import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { authStylesheet } from '~/components/auth/stylesheet';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { discoveryStylesheet } from '~/components/search/stylesheet';
import { watchListsStylesheet } from '~/components/watch-lists/stylesheet';
import { type ListActionData, WatchListPage } from '~/components/watch-lists/watch-list-page';
import { utcDay } from '~/domain/calendar/dates';
import {
  listFormSchema,
  parseListId,
  sqlTimestamp,
  WATCH_LIST_MESSAGES,
} from '~/domain/recruiting/watch-lists';
import { defaultCompareConfig } from '~/domain/stats/compare-config';
import { applyCompareIntent } from '~/domain/stats/compare-intents';
import { saveComparison } from '~/routes/player.$username.stats.state.server';
import { LIST_NOT_FOUND, openList, requireWatchListViewer } from '~/routes/watch-lists.server';
import { requestNow } from '~/server/clock.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { refuseInWords } from '~/server/refusals.server';
import { redirectWithToast } from '~/server/toast.server';
import {
  listPlayersQuery,
  ownListQuery,
  removePlayerStatements,
  setNoteStatement,
} from '~db/queries/watch-lists';

export const links: LinksFunction = () => [authStylesheet, discoveryStylesheet, watchListsStylesheet];

export const meta: MetaFunction<typeof loader> = ({ matches, data: page }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), page?.list ? `${page.list.name} · Watch list` : 'Watch list'),
    'One of your watch lists of players.',
  );

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function listIdOf(value: string | undefined): number {
  const id = parseListId(value);
  if (id === null) refuseInWords(404, LIST_NOT_FOUND);
  return id;
}

/**
 * issue 33 §3: one of the coach's lists; opening it marks the visit. Another account's list, or none,
 * is a 404 that says nothing about whose it is. Without the Coach plan: its note (403).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { viewer, coach } = await requireWatchListViewer(request, context);
  const listId = listIdOf(params.listId);
  if (!coach) return data({ coach, list: null }, { status: 403, headers: NO_STORE });
  const list = await openList(request, context, viewer.accountId, listId);
  return data({ coach, list }, { headers: NO_STORE });
}

function refusal(
  intent: ListActionData['intent'],
  playerId: number | null,
  status: 400 | 403 | 404,
  message: string,
) {
  const result = { status: 'error' as const, error: { '': [message] } };
  return data({ intent, playerId, result } satisfies ListActionData, { status, headers: NO_STORE });
}

/** A note, taking a player off, or comparing two of the list's players on the compare page. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const { viewer, coach } = await requireWatchListViewer(request, context);
  const listId = listIdOf(params.listId);
  const read = await readSubmission(request, listFormSchema);
  if (!read.ok) {
    const result = rejectionReply(read);
    return data({ intent: null, playerId: null, result } satisfies ListActionData, {
      status: read.status,
      headers: NO_STORE,
    });
  }
  if (!coach) return refusal(null, null, 403, WATCH_LIST_MESSAGES.coachPlanOnly);
  // Another account's list, or none: the same 404 as the page, whatever was posted.
  const [owned] = await ownListQuery(context.db, viewer.accountId, listId);
  if (!owned) refuseInWords(404, LIST_NOT_FOUND);
  const { submission } = read;
  if (submission.status !== 'success') {
    const intent = submission.payload.intent;
    const playerId = Number(submission.payload.playerId);
    return data(
      {
        intent: intent === 'note' || intent === 'remove' || intent === 'compare' ? intent : null,
        playerId: Number.isSafeInteger(playerId) ? playerId : null,
        result: submission.reply(),
      } satisfies ListActionData,
      { status: 400, headers: NO_STORE },
    );
  }
  const { db, config } = context;
  const owner = viewer.accountId;
  const now = requestNow(request, config);
  const form = submission.value;
  const here = `/watch-lists/${listId}`;

  if (form.intent === 'note') {
    const [saved] = await setNoteStatement(db, owner, listId, form.playerId, form.note);
    if (!saved) refuseInWords(404, LIST_NOT_FOUND);
    return redirectWithToast(
      here,
      { text: form.note === '' ? 'Note cleared.' : 'Note saved.', type: 'success' },
      config,
    );
  }

  if (form.intent === 'remove') {
    const [removed] = await db.batch(
      removePlayerStatements(db, owner, listId, form.playerId, sqlTimestamp(now)),
    );
    if (removed.length === 0) refuseInWords(404, LIST_NOT_FOUND);
    return redirectWithToast(here, { text: 'Player removed from the list.', type: 'success' }, config);
  }

  // Compare: both players shown on this list (listed in search), opened on the compare page of the
  // first as a saved comparison (decision 044) with the second on the right, like for like.
  const players = await listPlayersQuery(db, owner, listId, utcDay(now));
  const first = players.find((p) => p.id === form.first);
  const second = players.find((p) => p.id === form.second);
  if (!first?.username || !second?.username)
    return refusal('compare', null, 400, WATCH_LIST_MESSAGES.chooseTwo);
  const start = defaultCompareConfig(first.id);
  const comparison = applyCompareIntent(
    start,
    { intent: 'player', accountId: second.id },
    first.id,
    start.left.selections,
  );
  const hash = comparison === null ? null : await saveComparison(db, viewer, first.id, comparison);
  if (hash === null) return refusal('compare', null, 400, WATCH_LIST_MESSAGES.notComparable);
  throw redirect(`/player/${encodeURIComponent(first.username)}/stats?hash=${hash}`);
}

export default function WatchList() {
  const { coach, list } = useLoaderData<typeof loader>();
  const answer = useActionData<ListActionData>();
  return <WatchListPage coach={coach} list={list} answer={answer} />;
}
