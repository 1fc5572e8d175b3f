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
import { myRoundHolesQuery, myRoundsHistoryQuery } from '~db/queries/my-rounds';

/**
 * The data of My Rounds (the profile child, the player dashboard) and View Shots (spec 3 §2.1, §2.2)
 * for one player whose access the caller has checked: the history, then the holes of the rounds the
 * query selects (two reads; the second needs the first's quick filter). A Custom round id that is not
 * this player's is dropped and named, never read; an unfinished one, unless the query includes them,
 * is dropped and named too (spec 2 §3 inProgressRounds).
 */
export async function loadMyRounds(
  context: AppLoadContext,
  accountId: number,
  parsed: ParsedMyRoundsQuery,
  today: string,
): Promise<MyRoundsData> {
  const { db } = context;
  const history = (await myRoundsHistoryQuery(db, accountId)).map(historyRound);
  const { ids, foreign, unfinished } = selectedRoundIds(history, parsed.query, today);
  const holes = ids.length === 0 ? [] : await myRoundHolesQuery(db, accountId, ids);
  const errors = [...parsed.errors];
  if (foreign.length > 0) errors.push(noSuchRounds(foreign));
  if (unfinished.length > 0) errors.push(unfinishedLeftOut(unfinished));
  const view = myRoundsView({
    query: parsed.query,
    errors,
    today,
    history,
    selectedIds: ids,
    holes: holes.map(({ flagMask, knownMask, ...hole }) => ({
      ...hole,
      ...flagsOfMask(flagMask, knownMask),
    })),
  });
  return packMyRounds(view);
}
