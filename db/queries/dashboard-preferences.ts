import { eq, type SQL, sql } from 'drizzle-orm';
import type { DashboardPreferences } from '../../app/domain/stats/dashboard-view';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { dashboardPreferences } from '../schema/dashboard';

/** An account's saved dashboard choices (0 or 1 row), for the caller's batch. */
export function dashboardPreferencesQuery(db: Db, accountId: number | SQL) {
  return db
    .select({
      mode: dashboardPreferences.mode,
      performanceGroup: dashboardPreferences.performanceGroup,
      assessmentGroup: dashboardPreferences.assessmentGroup,
      standardId: dashboardPreferences.standardId,
      holeCount: dashboardPreferences.holeCount,
      assessmentCategory: dashboardPreferences.assessmentCategory,
    })
    .from(dashboardPreferences)
    .where(eq(dashboardPreferences.accountId, accountId))
    .limit(1);
}

/** Saves an account's choices: one statement, inserted or replaced. */
export async function saveDashboardPreferences(db: Db, accountId: number, preferences: DashboardPreferences) {
  const values = {
    mode: preferences.mode,
    performanceGroup: preferences.performanceGroup,
    assessmentGroup: preferences.assessmentGroup,
    standardId: preferences.standardId,
    holeCount: preferences.holeCount,
    assessmentCategory: preferences.category,
  };
  await db
    .insert(dashboardPreferences)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: dashboardPreferences.accountId,
      set: { ...values, updatedAt: sql`CURRENT_TIMESTAMP` },
    });
}

/** The dashboard's account row: the name it shows and whether onboarding is done (a username). */
export function dashboardAccountQuery(db: Db, accountId: number | SQL) {
  return db
    .select({
      username: accounts.username,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      gender: accounts.gender,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
    .limit(1);
}
