import { addDays, format, parseISO } from 'date-fns';
import { DEMO_PLAYERS, staffId } from './people';
import type { SeedTables } from './types';

/** The demo coach (issue 33 §3): Teresa Morales, with the Coach plan and one watch list. */
export const DEMO_COACH_ACCOUNT_ID = staffId('Teresa', 'Morales');

function playerId(first: string, last: string): number {
  const index = DEMO_PLAYERS.findIndex((p) => p.first === first && p.last === last);
  if (index < 0) throw new Error(`no demo player ${first} ${last}`);
  return index + 1;
}

function day(today: string, offset: number): string {
  return format(addDays(parseISO(today), offset), 'yyyy-MM-dd');
}

/**
 * The demo coach's plan and watch list: three Texas players, each note naming the hometown stored on
 * the player's profile. The list was last opened two months before the anchor date, so its page shows
 * what the rounds and events of those two months changed.
 */
export function seedWatchLists(
  today: string,
): Pick<SeedTables, 'accountPlans' | 'watchLists' | 'watchListEntries'> {
  const listId = 1;
  const watched = [
    { first: 'Chloe', last: 'Bennett', note: 'Ask her coach about her spring schedule.' },
    { first: 'Amara', last: 'Nwosu', note: 'Compare her putting with Chloe’s before the visit.' },
    { first: 'Jordan', last: 'Reyes', note: 'Follow up with his coach about an official visit.' },
  ];
  return {
    accountPlans: [
      {
        accountId: DEMO_COACH_ACCOUNT_ID,
        plan: 'coach',
        status: 'active',
        checkoutSessionId: 'cs_test_demoCoachPlan',
        stripeCustomerId: null,
        stripeSubscriptionId: null,
        activatedAt: `${day(today, -120)}T09:00:00.000Z`,
        endedAt: null,
      },
    ],
    watchLists: [
      {
        id: listId,
        ownerId: DEMO_COACH_ACCOUNT_ID,
        name: 'Texas recruits',
        createdAt: `${day(today, -90)} 09:00:00`,
        updatedAt: `${day(today, -90)} 09:00:00`,
        visitedAt: `${day(today, -60)} 09:00:00`,
        changesSince: `${day(today, -90)} 09:00:00`,
      },
    ],
    watchListEntries: watched.map((player, index) => {
      const id = playerId(player.first, player.last);
      const hometown = DEMO_PLAYERS[id - 1]?.hometown ?? '';
      return {
        listId,
        playerId: id,
        note: `From ${hometown}. ${player.note}`,
        addedAt: `${day(today, -90)} 09:0${index}:00`,
      };
    }),
  };
}
