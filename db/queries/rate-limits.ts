import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { rateLimitCounters } from '../schema/auth';

/**
 * Exact fixed-window counters in D1 (issue 4 §3: not best-effort). Each hit is one atomic upsert that
 * starts a new window when the stored one has ended and returns the new count, so two concurrent
 * requests can never both see the same count.
 */
export async function hitCounter(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const windowEnded = new Date(now.getTime() - windowMs).toISOString();
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart: now.toISOString(), count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        // SQLite evaluates every SET expression against the old row.
        count: sql`case when ${rateLimitCounters.windowStart} <= ${windowEnded} then 1 else ${rateLimitCounters.count} + 1 end`,
        windowStart: sql`case when ${rateLimitCounters.windowStart} <= ${windowEnded} then excluded.window_start else ${rateLimitCounters.windowStart} end`,
      },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

/** Gives back one hit (a reserved check that turned out to succeed). */
export async function releaseHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`max(${rateLimitCounters.count} - 1, 0)` })
    .where(eq(rateLimitCounters.key, key));
}
