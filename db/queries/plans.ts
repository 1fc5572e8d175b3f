import { and, eq, notExists, sql } from 'drizzle-orm';
import type { PlanId } from '../../app/domain/accounts/plans';
import type { Db } from '../client';
import { accounts } from '../schema/accounts';
import { accountPlans, stripeEvents } from '../schema/payments';

/** An account's plan row (0 or 1), for the caller's batch. */
export function accountPlanQuery(db: Db, accountId: number) {
  return db
    .select({
      plan: accountPlans.plan,
      status: accountPlans.status,
      activatedAt: accountPlans.activatedAt,
      endsAt: accountPlans.endsAt,
      endedAt: accountPlans.endedAt,
      /** Bought through Checkout with a Stripe customer: its billing portal can change it. */
      hasCustomer: sql<boolean>`${accountPlans.stripeCustomerId} IS NOT NULL`.mapWith(Boolean),
    })
    .from(accountPlans)
    .where(eq(accountPlans.accountId, accountId))
    .limit(1);
}

/** The Stripe customer of an account's active plan (its billing portal's key), or none. */
export function planCustomerQuery(db: Db, accountId: number) {
  return db
    .select({ customerId: accountPlans.stripeCustomerId })
    .from(accountPlans)
    .where(and(eq(accountPlans.accountId, accountId), eq(accountPlans.status, 'active')))
    .limit(1);
}

export type PlanActivation = {
  accountId: number;
  plan: PlanId;
  checkoutSessionId: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** ISO time of the activation. */
  at: string;
};

/** The Stripe event a write belongs to: the write happens only if the event is not yet recorded. */
export type EventGuard = { id: string; type: string } | null;

function notYetHandled(db: Db, event: EventGuard) {
  return event === null
    ? undefined
    : notExists(db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)));
}

/**
 * Activates a plan bought by a Checkout Session (issue 33 §5): the account's row is written, or
 * replaced when it came from another session; the same session a second time (the webhook and the
 * success page both report it, or a replay) changes nothing, so a plan that has since ended stays
 * ended. An account that no longer exists gets no row.
 */
export function activatePlanStatement(db: Db, activation: PlanActivation, event: EventGuard) {
  // The row comes from a select on the account (columns in the table's order), so it is written only
  // for an account that exists and, with an event, only if that event is new.
  const row = db
    .select({
      accountId: accounts.id,
      plan: sql<PlanId>`${activation.plan}`.as('plan'),
      status: sql<'active'>`'active'`.as('status'),
      checkoutSessionId: sql<string>`${activation.checkoutSessionId}`.as('checkout_session_id'),
      stripeCustomerId: sql<string | null>`${activation.customerId}`.as('stripe_customer_id'),
      stripeSubscriptionId: sql<string | null>`${activation.subscriptionId}`.as('stripe_subscription_id'),
      activatedAt: sql<string>`${activation.at}`.as('activated_at'),
      endsAt: sql<string | null>`NULL`.as('ends_at'),
      endedAt: sql<string | null>`NULL`.as('ended_at'),
    })
    .from(accounts)
    .where(and(eq(accounts.id, activation.accountId), notYetHandled(db, event)));
  return db
    .insert(accountPlans)
    .select(row)
    .onConflictDoUpdate({
      target: accountPlans.accountId,
      set: {
        plan: sql`excluded.plan`,
        status: 'active',
        checkoutSessionId: sql`excluded.checkout_session_id`,
        stripeCustomerId: sql`excluded.stripe_customer_id`,
        stripeSubscriptionId: sql`excluded.stripe_subscription_id`,
        activatedAt: sql`excluded.activated_at`,
        endsAt: null,
        endedAt: null,
      },
      setWhere: sql`${accountPlans.checkoutSessionId} <> excluded.checkout_session_id`,
    });
}

/** Ends the active plan of a subscription Stripe reports deleted (cancelled or unpaid to the end). */
export function endPlanStatement(db: Db, subscriptionId: string, at: string, event: EventGuard) {
  return db
    .update(accountPlans)
    .set({ status: 'ended', endedAt: at })
    .where(
      and(
        eq(accountPlans.stripeSubscriptionId, subscriptionId),
        eq(accountPlans.status, 'active'),
        notYetHandled(db, event),
      ),
    );
}

/** What Stripe reports of a subscription changed in its billing portal. */
export type SubscriptionChange = {
  subscriptionId: string;
  /** The plan its price now is, or null when the price is none of the site's. */
  plan: PlanId | null;
  /** ISO time it is cancelled for (the end of the paid year), or null when it renews. */
  endsAt: string | null;
};

/**
 * A plan changed in Stripe's billing portal: switched to the other plan, cancelled for the end of the
 * paid period, or resumed. Only an active plan changes: an update that arrives after the deletion does
 * not revive it.
 */
export function changePlanStatement(db: Db, change: SubscriptionChange, event: EventGuard) {
  return db
    .update(accountPlans)
    .set({ plan: change.plan === null ? sql`${accountPlans.plan}` : change.plan, endsAt: change.endsAt })
    .where(
      and(
        eq(accountPlans.stripeSubscriptionId, change.subscriptionId),
        eq(accountPlans.status, 'active'),
        notYetHandled(db, event),
      ),
    );
}

/** Records a handled Stripe event; a second delivery of the same id adds nothing. */
export function recordEventStatement(db: Db, event: { id: string; type: string }, at: string) {
  return db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: at })
    .onConflictDoNothing({ target: stripeEvents.id });
}
