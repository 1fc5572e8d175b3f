import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

// issue 33 §5: the paid plan of an account, set by a verified Stripe Checkout Session (decision 092).
export const accountPlans = sqliteTable(
  'account_plans',
  {
    accountId: integer('account_id')
      .primaryKey()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: ['player', 'coach'] }).notNull(),
    /** `active` until Stripe reports the subscription deleted. */
    status: text('status', { enum: ['active', 'ended'] }).notNull(),
    /** The Checkout Session that bought the plan: activating the same session again changes nothing. */
    checkoutSessionId: text('checkout_session_id').notNull(),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    activatedAt: text('activated_at').notNull(),
    /** Cancelled in Stripe's billing portal: the plan stays active until this time, then ends. */
    endsAt: text('ends_at'),
    endedAt: text('ended_at'),
  },
  (t) => [index('account_plans_subscription_idx').on(t.stripeSubscriptionId)],
);

// issue 33 §5: every Stripe event already handled, by its id, so a replayed delivery changes nothing.
export const stripeEvents = sqliteTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: text('received_at').notNull(),
});
