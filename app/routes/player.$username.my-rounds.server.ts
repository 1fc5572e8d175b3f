import type { AppLoadContext } from '@remix-run/cloudflare';
import type { ParsedMyRoundsQuery } from '~/domain/rounds/my-rounds-query';
import {
  flagsOfMask,
  historyRound,
  type MyRoundsData,
  myRoundsView,
  noSuchRounds,
  packMyRounds,
  selectedRoundIds,
  unfinishedLeftOut,
} from '~/domain/rounds/my-rounds-view';
import { ROUNDS_PAGE_SIZE, roundsPage } from '~/domain/rounds/rounds-page';
import { QUICK_FILTERS, type QuickFilterOption, quickFilterRoundFilter } from '~/domain/stats/quick-filters';
import type { RoundFilter } from '~/domain/stats/round-filter';
import {
  myRoundHolesOfQuickFilterQuery,
  myRoundHolesQuery,
  myRoundsByIdsQuery,
  myRoundsCountQuery,
  myRoundsOfQuickFilterQuery,
  myRoundsPageQuery,
  myRoundsQuickFilterQuery,
} from '~db/queries/my-rounds';

// The quick filters that select rounds (Custom is the manual choice), with their round filters.
function quickFilterReads(today: string, includeUnfinished: boolean) {
  return QUICK_FILTERS.flatMap((kind) => {
    const filter = quickFilterRoundFilter(kind, today, { includeUnfinished });
    return filter ? [{ kind, filter }] : [];
  }) as Array<{ kind: (typeof QUICK_FILTERS)[number]; filter: RoundFilter }>;
}

function options(
  reads: ReturnType<typeof quickFilterReads>,
  results: ReadonlyArray<ReadonlyArray<{ id: number }>>,
): Array<QuickFilterOption> {
  const ids = new Map(reads.map((read, i) => [read.kind, (results[i] ?? []).map((r) => r.id)]));
  return QUICK_FILTERS.map((kind) => {
    const roundIds = ids.get(kind) ?? [];
    return { kind, roundIds, disabled: kind !== 'Custom' && roundIds.length === 0 };
  });
}

/**
 * The data of My Rounds (the profile child, the player dashboard) and View Shots (spec 3 §2.1, §2.2)
 * for one player whose access the caller has checked, in one D1 round trip on their round shard whatever the history
 * (issue 30): the count, the round list's page (`parsed.page`), each quick filter's rounds with and
 * without unfinished ones (spec 3 §9, read in D1), and the selected rounds with their holes — a quick
 * filter's by its selection as a subquery, a Custom choice's by the address's ids. A page past the end
 * shows the last one, read again only then. A Custom round id that is not this player's is dropped and
 * named, never read; an unfinished one, unless the query includes them, is dropped and named too (spec
 * 2 §3 inProgressRounds).
 */
export async function loadMyRounds(
  shard: Pick<AppLoadContext, 'db'>,
  accountId: number,
  parsed: ParsedMyRoundsQuery,
  today: string,
): Promise<MyRoundsData> {
  // `shard.db` is the player's round shard (decision 119): every table read here is there, the
  // course and event copies the rounds name too.
  const { db } = shard;
  const { query, page: requestedPage } = parsed;
  const finishedReads = quickFilterReads(today, false);
  const unfinishedReads = quickFilterReads(today, true);
  const pageOf = (page: number) =>
    myRoundsPageQuery(db, accountId, {
      offset: (Math.max(1, page) - 1) * ROUNDS_PAGE_SIZE,
      limit: ROUNDS_PAGE_SIZE,
    });
  const customIds = query.select === 'Custom' ? query.roundIds : [];
  const chosenReads = query.unfinished ? unfinishedReads : finishedReads;
  const chosenFilter = chosenReads.find((read) => read.kind === query.select)?.filter ?? null;
  const [[counts], firstRows, customRows, selectedRows, selectedHoles, ...selections] = await db.batch([
    myRoundsCountQuery(db, accountId),
    pageOf(requestedPage),
    myRoundsByIdsQuery(db, accountId, customIds),
    chosenFilter === null
      ? myRoundsByIdsQuery(db, accountId, [])
      : myRoundsOfQuickFilterQuery(db, accountId, chosenFilter),
    chosenFilter === null
      ? myRoundHolesQuery(db, accountId, customIds)
      : myRoundHolesOfQuickFilterQuery(db, accountId, chosenFilter),
    ...[...finishedReads, ...unfinishedReads].map(({ filter }) =>
      myRoundsQuickFilterQuery(db, accountId, filter),
    ),
  ]);
  const logged = counts?.logged ?? 0;
  const listing = roundsPage(logged, requestedPage);
  // A page past the end shows the last page: read again only then.
  const pageRows = listing.page === requestedPage ? firstRows : await pageOf(listing.page);
  const quickFilters = {
    finished: options(finishedReads, selections.slice(0, finishedReads.length)),
    withUnfinished: options(unfinishedReads, selections.slice(finishedReads.length)),
  };
  const errors = [...parsed.errors];
  let ids: Array<number>;
  if (query.select === 'Custom') {
    // The player's rounds among the address's ids are all the rule needs of the history.
    const custom = selectedRoundIds(customRows.map(historyRound), query, today);
    ids = custom.ids;
    if (custom.foreign.length > 0) errors.push(noSuchRounds(custom.foreign));
    if (custom.unfinished.length > 0) errors.push(unfinishedLeftOut(custom.unfinished));
  } else {
    const chosen = query.unfinished ? quickFilters.withUnfinished : quickFilters.finished;
    ids = chosen.find((o) => o.kind === query.select)?.roundIds ?? [];
  }
  const selected = new Set(ids);
  const listedIds = pageRows.map((r) => r.id);
  const byId = new Map([...pageRows, ...customRows, ...selectedRows].map((r) => [r.id, r]));
  const history = [...byId.values()]
    .sort(
      (a, b) => b.playedOn.localeCompare(a.playedOn) || b.startedAt.localeCompare(a.startedAt) || b.id - a.id,
    )
    .map(historyRound);
  const view = myRoundsView({
    query,
    errors,
    today,
    history,
    selectedIds: ids,
    // A Custom choice's holes were read for every id of the address that is the player's.
    holes: selectedHoles
      .filter((hole) => selected.has(hole.roundId))
      .map(({ flagMask, knownMask, ...hole }) => ({
        ...hole,
        ...flagsOfMask(flagMask, knownMask),
      })),
  });
  return packMyRounds({ ...view, listedIds, listing, roundCount: logged, quickFilters });
}
