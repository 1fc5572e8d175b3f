import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { reusableQuery, reusableQueryByShape } from '../prepared';
import { galleryMedia, newsItemMedia, newsItems, swingVideos } from '../schema/content';

/** A player's news items, newest first (spec 3 §3 News item). */
const news = reusableQueryByShape((db, shape: { limited: boolean }) => {
  const query = db
    .select({
      id: newsItems.id,
      header: newsItems.header,
      body: newsItems.body,
      publishedAt: newsItems.publishedAt,
      coverPhotoUrl: newsItems.coverPhotoUrl,
    })
    .from(newsItems)
    .where(eq(newsItems.accountId, sql.placeholder('accountId')))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
    .$dynamic();
  return shape.limited ? query.limit(sql.placeholder('limit')) : query;
});

export function newsQuery(db: Db, accountId: number, limit?: number) {
  return news(db, { limited: limit !== undefined }, { accountId, limit });
}

/** The images, links and videos of a player's news items, in their order. */
const newsMedia = reusableQuery((db) =>
  db
    .select({
      newsItemId: newsItemMedia.newsItemId,
      kind: newsItemMedia.kind,
      url: newsItemMedia.url,
      label: newsItemMedia.label,
    })
    .from(newsItemMedia)
    .innerJoin(newsItems, eq(newsItems.id, newsItemMedia.newsItemId))
    .where(eq(newsItems.accountId, sql.placeholder('accountId')))
    .orderBy(asc(newsItemMedia.newsItemId), asc(newsItemMedia.position), asc(newsItemMedia.id)),
);

export function newsMediaQuery(db: Db, accountId: number) {
  return newsMedia(db, { accountId });
}

export type NewsRow = Awaited<ReturnType<typeof newsQuery>>[number];
export type NewsMediaRow = Awaited<ReturnType<typeof newsMediaQuery>>[number];

/** A player's gallery images; the summary's gallery card shows the featured ones (spec 3 §3). */
const gallery = reusableQueryByShape((db, shape: { featuredOnly: boolean }) => {
  const conditions = [
    eq(galleryMedia.accountId, sql.placeholder('accountId')),
    eq(galleryMedia.mediaType, 'Image'),
  ];
  if (shape.featuredOnly) conditions.push(eq(galleryMedia.isFeatured, true));
  return db
    .select({
      id: galleryMedia.id,
      url: galleryMedia.url,
      caption: galleryMedia.caption,
      width: galleryMedia.width,
      height: galleryMedia.height,
      isFeatured: galleryMedia.isFeatured,
    })
    .from(galleryMedia)
    .where(and(...conditions))
    .orderBy(asc(galleryMedia.position), asc(galleryMedia.id));
});

export function galleryQuery(db: Db, accountId: number, options: { featuredOnly?: boolean } = {}) {
  return gallery(db, { featuredOnly: options.featuredOnly === true }, { accountId });
}

export type GalleryRow = Awaited<ReturnType<typeof galleryQuery>>[number];

/** A player's swing videos (spec 3 §3 swing video item). */
const swingVideoRows = reusableQuery((db) =>
  db
    .select({
      id: swingVideos.id,
      url: swingVideos.url,
      posterUrl: swingVideos.posterUrl,
      title: swingVideos.title,
      recordedOn: swingVideos.recordedOn,
    })
    .from(swingVideos)
    .where(eq(swingVideos.accountId, sql.placeholder('accountId')))
    .orderBy(asc(swingVideos.position), asc(swingVideos.id)),
);

export function swingVideosQuery(db: Db, accountId: number) {
  return swingVideoRows(db, { accountId });
}

export type SwingVideoRow = Awaited<ReturnType<typeof swingVideosQuery>>[number];

/** News items with their media attached. */
export function withMedia(news: Array<NewsRow>, media: Array<NewsMediaRow>) {
  return news.map((item) => ({
    ...item,
    media: media
      .filter((m) => m.newsItemId === item.id)
      .map(({ kind, url, label }) => ({ kind, url, label })),
  }));
}
