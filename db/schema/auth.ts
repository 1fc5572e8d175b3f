import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

// Browser sessions: the cookie holds a random id; only its SHA-256 is stored.
export const sessions = sqliteTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
    expiresAt: text('expires_at').notNull(),
  },
  (t) => [index('sessions_account_idx').on(t.accountId)],
);

// Phone one-time-code challenges: the code is stored only as a keyed hash (HMAC).
export const otpChallenges = sqliteTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    consumedAt: text('consumed_at'),
  },
  (t) => [index('otp_challenges_phone_idx').on(t.phone, t.createdAt)],
);

// Exact fixed-window counters for rate limits (code sends per number, device and IP; password
// failures per IP).
export const rateLimitCounters = sqliteTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: text('window_start').notNull(),
  count: integer('count').notNull().default(0),
});

// Consecutive sign-in failures of a number (or of a trusted device) and the time before which the
// next attempt waits (decision 026): a delay that grows, never a lockout of the owner.
export const authThrottles = sqliteTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: text('blocked_until').notNull(),
  // The attempt that last passed the throttle: how an atomic claim tells its caller it passed.
  attemptId: text('attempt_id'),
  updatedAt: text('updated_at').notNull(),
});

export const passwordCredentials = sqliteTable('password_credentials', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  salt: text('salt').notNull(),
  iterations: integer('iterations').notNull(),
  updatedAt: text('updated_at').notNull().default(sql`CURRENT_TIMESTAMP`),
});

// Mobile-app API tokens: access and refresh tokens of one family; a reused refresh token revokes it.
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    kind: text('kind', { enum: ['access', 'refresh'] }).notNull(),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    usedAt: text('used_at'),
    revokedAt: text('revoked_at'),
    // The pair a refresh token was rotated into, encrypted with a key derived from the refresh token
    // itself: a concurrent refresh within the grace window gets the same pair (decision 026).
    successor: text('successor'),
  },
  (t) => [index('api_tokens_family_idx').on(t.familyId), index('api_tokens_account_idx').on(t.accountId)],
);
