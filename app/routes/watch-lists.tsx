import {
  type ActionFunctionArgs,
  data,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/cloudflare';
import { useActionData, useLoaderData } from '@remix-run/react';
import { authStylesheet } from '~/components/auth/stylesheet';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { watchListsStylesheet } from '~/components/watch-lists/stylesheet';
import { type ListsActionData, WatchListsPage } from '~/components/watch-lists/watch-lists-page';
import { fullName } from '~/domain/accounts/names';
import {
  FIRST_LIST_NAME,
  listsFormSchema,
  MAX_LISTS,
  safeReturnPath,
  sqlTimestamp,
  WATCH_LIST_MESSAGES,
} from '~/domain/recruiting/watch-lists';
import { LIST_NOT_FOUND, requireWatchListViewer } from '~/routes/watch-lists.server';
import { requestNow } from '~/server/clock.server';
import { readSubmission, rejectionReply } from '~/server/form-submission.server';
import { redirectWithToast } from '~/server/toast.server';
import {
  addPlayerStatements,
  createListStatement,
  deleteListStatements,
  entryQuery,
  listCountQuery,
  listNamedQuery,
  ownerListsQuery,
  ownListQuery,
  playerListedQuery,
  renameListStatement,
  saveTargetQuery,
} from '~db/queries/watch-lists';

export const links: LinksFunction = () => [authStylesheet, watchListsStylesheet];

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(pageTitle(productNameFromMatches(matches), 'Watch lists'), 'Your watch lists of players.');

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/** issue 33 §3: the signed-in coach's watch lists (a signed-in account without the Coach plan: its note). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer, coach } = await requireWatchListViewer(request, context);
  const lists = coach ? await ownerListsQuery(context.db, viewer.accountId) : [];
  return data(
    { coach, lists: lists.map(({ id, name, players }) => ({ id, name, players })) },
    { headers: NO_STORE },
  );
}

function refusal(
  intent: ListsActionData['intent'],
  listId: number | null,
  status: 400 | 403 | 404 | 409,
  message: string,
  field = '',
) {
  const result = { status: 'error' as const, error: { [field]: [message] } };
  return data({ intent, listId, result } satisfies ListsActionData, { status, headers: NO_STORE });
}

/** The lists page's forms (create, rename, delete) and "Save to watch list" from other pages. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer, coach } = await requireWatchListViewer(request, context);
  const read = await readSubmission(request, listsFormSchema);
  if (!read.ok) {
    const result = rejectionReply(read);
    return data({ intent: null, listId: null, result } satisfies ListsActionData, {
      status: read.status,
      headers: NO_STORE,
    });
  }
  if (!coach) return refusal(null, null, 403, WATCH_LIST_MESSAGES.coachPlanOnly);
  const { submission } = read;
  if (submission.status !== 'success') {
    const intent = listsIntent(submission.payload.intent);
    const listId = Number(submission.payload.listId);
    return data(
      {
        intent,
        listId: Number.isSafeInteger(listId) ? listId : null,
        result: submission.reply(),
      } satisfies ListsActionData,
      { status: 400, headers: NO_STORE },
    );
  }
  const { db, config } = context;
  const owner = viewer.accountId;
  const now = sqlTimestamp(requestNow(request, config));
  const form = submission.value;

  if (form.intent === 'create') {
    const [[count], taken] = await db.batch([
      listCountQuery(db, owner),
      listNamedQuery(db, owner, form.name),
    ]);
    if ((count?.lists ?? 0) >= MAX_LISTS)
      return refusal('create', null, 409, WATCH_LIST_MESSAGES.tooManyLists);
    if (taken.length > 0) return refusal('create', null, 400, WATCH_LIST_MESSAGES.nameTaken, 'name');
    const [created] = await createListStatement(db, owner, form.name, now);
    // Refused by the statement itself: another request took the name or the last place meanwhile.
    if (!created) return refusal('create', null, 409, WATCH_LIST_MESSAGES.nameTaken, 'name');
    return redirectWithToast(
      `/watch-lists/${created.id}`,
      { text: `List “${form.name}” made.`, type: 'success' },
      config,
    );
  }

  if (form.intent === 'rename') {
    const [[list], taken] = await db.batch([
      ownListQuery(db, owner, form.listId),
      listNamedQuery(db, owner, form.name, form.listId),
    ]);
    if (!list) return refusal('rename', form.listId, 404, LIST_NOT_FOUND);
    if (taken.length > 0) return refusal('rename', form.listId, 400, WATCH_LIST_MESSAGES.nameTaken, 'name');
    const [renamed] = await renameListStatement(db, owner, form.listId, form.name, now);
    if (!renamed) return refusal('rename', form.listId, 409, WATCH_LIST_MESSAGES.nameTaken, 'name');
    return redirectWithToast(
      '/watch-lists',
      { text: `List renamed “${form.name}”.`, type: 'success' },
      config,
    );
  }

  if (form.intent === 'delete') {
    const [, deleted] = await db.batch(deleteListStatements(db, owner, form.listId));
    if (deleted.length === 0) {
      return refusal('delete', form.listId, 404, LIST_NOT_FOUND);
    }
    return redirectWithToast('/watch-lists', { text: 'List deleted.', type: 'success' }, config);
  }

  // "Save to watch list" (discovery results, a profile): to the chosen list, or a first one.
  const back = safeReturnPath(form.returnTo, '/watch-lists');
  const listId = form.listId ?? null;
  const [listed, target, count] = await db.batch([
    playerListedQuery(db, form.playerId),
    saveTargetQuery(db, owner, listId),
    listCountQuery(db, owner),
  ]);
  const player = listed[0];
  if (!player) return refusal('add', listId, 404, WATCH_LIST_MESSAGES.notListed);
  const name = fullName(player);
  const list = target[0];
  if (listId !== null && !list) return refusal('add', listId, 404, WATCH_LIST_MESSAGES.chooseList);
  if (!list && (count[0]?.lists ?? 0) >= MAX_LISTS)
    return refusal('add', null, 409, WATCH_LIST_MESSAGES.tooManyLists);
  const listName = list?.name ?? FIRST_LIST_NAME;
  if (list) {
    const [already] = await entryQuery(db, owner, list.id, player.id);
    if (already)
      return redirectWithToast(back, { text: `${name} is already on “${listName}”.`, type: 'info' }, config);
  }
  // A first list is made in the same batch as the entry: both are written, or neither.
  const [inserted] = list
    ? await db.batch(addPlayerStatements(db, owner, list.id, player.id, now))
    : await db
        .batch([
          createListStatement(db, owner, FIRST_LIST_NAME, now),
          ...addPlayerStatements(db, owner, null, player.id, now),
        ])
        .then(([, insert]) => [insert] as const);
  if (inserted.length === 0) return refusal('add', listId, 409, WATCH_LIST_MESSAGES.listFull);
  return redirectWithToast(back, { text: `${name} saved to “${listName}”.`, type: 'success' }, config);
}

function listsIntent(value: unknown): ListsActionData['intent'] {
  return value === 'create' || value === 'rename' || value === 'delete' || value === 'add' ? value : null;
}

export default function WatchLists() {
  const { coach, lists } = useLoaderData<typeof loader>();
  const answer = useActionData<ListsActionData>();
  return <WatchListsPage coach={coach} lists={lists} answer={answer} />;
}
