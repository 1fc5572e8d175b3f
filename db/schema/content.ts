import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { accounts } from './accounts';

// spec 3 §3 News item: header, body, date, cover photo; images, links and videos in news_item_media.
export const newsItems = sqliteTable(
  'news_items',
  {
    id: integer('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    header: text('header').notNull(),
    body: text('body').notNull(),
    publishedAt: text('published_at').notNull(),
    coverPhotoUrl: text('cover_photo_url'),
  },
  (t) => [index('news_items_account_date_idx').on(t.accountId, t.publishedAt)],
);

export const newsItemMedia = sqliteTable(
  'news_item_media',
  {
    id: integer('id').primaryKey(),
    newsItemId: integer('news_item_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'link', 'video'] }).notNull(),
    url: text('url').notNull(),
    label: text('label'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('news_item_media_item_idx').on(t.newsItemId)],
);

// spec 3 §3 gallery media (the summary's gallery card shows featured images).
export const galleryMedia = sqliteTable(
  'gallery_media',
  {
    id: integer('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    mediaType: text('media_type', { enum: ['Image', 'Video'] }).notNull(),
    url: text('url').notNull(),
    caption: text('caption'),
    width: integer('width'),
    height: integer('height'),
    isFeatured: integer('is_featured', { mode: 'boolean' }).notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('gallery_media_account_idx').on(t.accountId)],
);

export const swingVideos = sqliteTable(
  'swing_videos',
  {
    id: integer('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    posterUrl: text('poster_url'),
    title: text('title'),
    recordedOn: text('recorded_on'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('swing_videos_account_idx').on(t.accountId)],
);
