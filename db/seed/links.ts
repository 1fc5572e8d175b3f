import type { SeedTables } from './types';
import { DEMO_COACH_ACCOUNT_ID } from './watch-lists';

/** Harbor View High School, where the demo coach works (her address is the school's). */
const DEMO_COACH_ORGANIZATION_ID = 4;
/** Jordan Reyes, the showcase player. */
const SHOWCASE_PLAYER_ID = 1;

/**
 * Links by invitation (issue 34 §4, decision 104): the demo coach is staff of her school (she may
 * invite players onto its rosters) and has asked the showcase player to let her see his pages; the
 * invitation waits for his answer on his settings page.
 */
export function seedLinks(today: string): Pick<SeedTables, 'organizationStaff' | 'linkInvitations'> {
  return {
    organizationStaff: [{ organizationId: DEMO_COACH_ORGANIZATION_ID, accountId: DEMO_COACH_ACCOUNT_ID }],
    linkInvitations: [
      {
        id: 1,
        kind: 'sub-circle',
        inviterAccountId: DEMO_COACH_ACCOUNT_ID,
        playerAccountId: SHOWCASE_PLAYER_ID,
        rosterId: null,
        status: 'pending',
        createdAt: `${today}T09:00:00.000Z`,
      },
    ],
  };
}
