import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

// spec 1 §3 Account. `username` is the path segment of /player/{username}.
export const accounts = sqliteTable(
  'accounts',
  {
    id: integer('id').primaryKey(),
    guid: text('guid').notNull().unique(),
    username: text('username').unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    email: text('email'),
    // E.164 (e.g. +15551234567); the phone one-time-code login finds the account by it.
    phone: text('phone').unique(),
    phoneVerifiedAt: text('phone_verified_at'),
    imgUrl: text('img_url'),
    gender: text('gender', { enum: ['M', 'F'] }),
    defaultSatellite: integer('default_satellite', { mode: 'boolean' }).notNull().default(false),
    enterpriseView: integer('enterprise_view', { mode: 'boolean' }).notNull().default(false),
    // Bumped on every change that a public page shows, so edge-cached pages can be keyed by it.
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull().default(sql`CURRENT_TIMESTAMP`),
  },
  (t) => [index('accounts_last_first_idx').on(t.lastName, t.firstName)],
);

// spec 1 §3 accountExtraInfo (+ the resume's personal fields, spec 2 §3).
export const accountExtraInfo = sqliteTable('account_extra_info', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  about: text('about'),
  ncaaNumber: text('ncaa_number'),
  college: text('college'),
  collegeStartDate: text('college_start_date'),
  collegeEndDate: text('college_end_date'),
  collegeGpa: real('college_gpa'),
  highSchool: text('high_school'),
  highSchoolEndDate: text('high_school_end_date'),
  highSchoolGpa: real('high_school_gpa'),
  heightInches: integer('height_inches'),
  weightLbs: integer('weight_lbs'),
  ghin: text('ghin'),
  handicapIndex: real('handicap_index'),
  hometown: text('hometown'),
  birthday: text('birthday'),
  websiteUrl: text('website_url'),
  customLogoUrl: text('custom_logo_url'),
});

// spec 1 §3 profile list; types 4, 5, 6, 7 and 12 make an account searchable as a player (spec 1 §6).
export const accountProfiles = sqliteTable(
  'account_profiles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    profileTypeId: integer('profile_type_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.profileTypeId] }),
    index('account_profiles_type_idx').on(t.profileTypeId),
  ],
);

// spec 1 §3 playerWebsiteManagment: any entry with allowPublicSite = false hides the account from search.
export const playerWebsiteManagement = sqliteTable(
  'player_website_management',
  {
    id: integer('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    allowPublicSite: integer('allow_public_site', { mode: 'boolean' }),
  },
  (t) => [index('player_website_management_account_idx').on(t.accountId)],
);

// spec 1 §3 website feature setting. Feature ids: 88 website, 89 summary, 78 resume, 80 schedule,
// 86 my-rounds, 67 gallery, 59 data-analysis, 63 stats, 77 report-viewer. Nulls are meaningful (§6).
export const websiteFeatureSettings = sqliteTable(
  'website_feature_settings',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id').notNull(),
    isPublic: integer('is_public', { mode: 'boolean' }),
    isPhoneVerified: integer('is_phone_verified', { mode: 'boolean' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.featureId] })],
);

// spec 1 §6: members of a player's sub-circle see every feature of that player.
export const subCircleMembers = sqliteTable(
  'sub_circle_members',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    memberAccountId: integer('member_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.memberAccountId] }),
    index('sub_circle_members_member_idx').on(t.memberAccountId),
  ],
);

// spec 1 §6 named roles beyond player / sub-circle member: the product manager sees every player.
export const accountRoles = sqliteTable(
  'account_roles',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['product-manager'] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.role] })],
);

/**
 * The public search index (spec 1 §5): for each listed account (a searchable player, see
 * `searchIndexRows` in app/domain/search/search.ts) one row per suffix of its normalized "first last" name,
 * so "name contains q" is a range seek on `suffix` instead of a scan of every account. Written by
 * `refreshAccountSearch` (db/queries/search.ts) whenever a name, profile or website-management row
 * changes; derived data, rebuilt from the other tables at any time.
 */
export const accountSearch = sqliteTable(
  'account_search',
  {
    suffix: text('suffix').notNull(),
    sortKey: text('sort_key').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    // Covers the range query: count and page read the index alone.
    primaryKey({ columns: [t.suffix, t.sortKey, t.accountId] }),
    index('account_search_account_idx').on(t.accountId),
    // One row per account, in result order: one-character queries walk it and stop after a page.
    index('account_search_names_idx').on(t.sortKey, t.accountId, t.suffix).where(sql`${t.position} = 0`),
  ],
);

/**
 * How many listed accounts match each one- and two-character query (spec 1 §5 "Results: N"), so the
 * broadest searches read one row for their total instead of counting a large share of the index.
 * Kept exact by triggers on account_search (migrations/0003_account_search_counts.sql): each suffix
 * row that holds the last occurrence of its first one or two characters adds one to that needle.
 */
export const accountSearchCounts = sqliteTable('account_search_counts', {
  needle: text('needle').primaryKey(),
  total: integer('total').notNull(),
});

// issue 15 point 2: usernames an account gave up. /player/{old}/… and the read APIs redirect to the
// account's current username, and no other account may take an old username (decision 032).
export const usernameHistory = sqliteTable(
  'username_history',
  {
    oldUsername: text('old_username').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    changedAt: text('changed_at').notNull(),
  },
  (t) => [index('username_history_account_idx').on(t.accountId)],
);
