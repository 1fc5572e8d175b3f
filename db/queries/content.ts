import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { galleryMedia, newsItemMedia, newsItems, swingVideos } from '../schema/content';

/** A player's news items, newest first (spec 3 §3 News item). */
export function newsQuery(db: Db, accountId: number, limit?: number) {
  const query = db
    .select({
      id: newsItems.id,
      header: newsItems.header,
      body: newsItems.body,
      publishedAt: newsItems.publishedAt,
      coverPhotoUrl: newsItems.coverPhotoUrl,
    })
    .from(newsItems)
    .where(eq(newsItems.accountId, accountId))
    .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
    .$dynamic();
  if (limit !== undefined) query.limit(limit);
  return query;
}

/** The images, links and videos of a player's news items, in their order. */
export function newsMediaQuery(db: Db, accountId: number) {
  return db
    .select({
      newsItemId: newsItemMedia.newsItemId,
      kind: newsItemMedia.kind,
      url: newsItemMedia.url,
      label: newsItemMedia.label,
    })
    .from(newsItemMedia)
    .innerJoin(newsItems, eq(newsItems.id, newsItemMedia.newsItemId))
    .where(eq(newsItems.accountId, accountId))
    .orderBy(asc(newsItemMedia.newsItemId), asc(newsItemMedia.position), asc(newsItemMedia.id));
}

export type NewsRow = Awaited<ReturnType<typeof newsQuery>>[number];
export type NewsMediaRow = Awaited<ReturnType<typeof newsMediaQuery>>[number];

/** A player's gallery images; the summary's gallery card shows the featured ones (spec 3 §3). */
export function galleryQuery(db: Db, accountId: number, options: { featuredOnly?: boolean } = {}) {
  const conditions = [eq(galleryMedia.accountId, accountId), eq(galleryMedia.mediaType, 'Image')];
  if (options.featuredOnly) conditions.push(eq(galleryMedia.isFeatured, true));
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
}

export type GalleryRow = Awaited<ReturnType<typeof galleryQuery>>[number];

/** A player's swing videos (spec 3 §3 swing video item). */
export function swingVideosQuery(db: Db, accountId: number) {
  return db
    .select({
      id: swingVideos.id,
      url: swingVideos.url,
      posterUrl: swingVideos.posterUrl,
      title: swingVideos.title,
      recordedOn: swingVideos.recordedOn,
    })
    .from(swingVideos)
    .where(eq(swingVideos.accountId, accountId))
    .orderBy(asc(swingVideos.position), asc(swingVideos.id));
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
