import type { ArticleMedia } from '~/domain/content/news';

/** A news item as the cards and the article dialog show it (formatted on the server). */
export type NewsCardItem = {
  id: number;
  header: string;
  /** spec 3 §3 formattedDate. */
  date: string;
  excerpt: string;
  body: string;
  thumbnailUrl: string | null;
  media: ArticleMedia;
};
