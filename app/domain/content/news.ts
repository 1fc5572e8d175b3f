import { hasVideoAddress, videoIdFrom } from './video-links';

// spec 3 §4 news list: visible count starts at 4 (3 if the window is narrower than 1050px); View
// More adds 4; View Less subtracts 4 to a floor of 4.
export const NEWS_STEP = 4;
export const NEWS_NARROW_MAX_WIDTH = 1050;

export function initialNewsCount(windowWidth: number): number {
  return windowWidth < NEWS_NARROW_MAX_WIDTH ? 3 : NEWS_STEP;
}

export function moreNews(visible: number): number {
  return visible + NEWS_STEP;
}

export function lessNews(visible: number): number {
  return Math.max(NEWS_STEP, visible - NEWS_STEP);
}

/** spec 3 §2.4: View More while fewer items are shown than exist; View Less when more than 4 are shown and exist. */
export function newsButtons(visible: number, total: number): { viewMore: boolean; viewLess: boolean } {
  const shown = Math.min(visible, total);
  return { viewMore: shown < total, viewLess: shown > NEWS_STEP && total > NEWS_STEP };
}

export type NewsMedia = { kind: 'image' | 'link' | 'video'; url: string; label: string | null };

export type ArticleMedia = {
  /** spec 3 §2.4: several images → a carousel with indicators; one → a cover photo with a full-image link. */
  images: Array<{ url: string; label: string | null }>;
  imageLayout: 'none' | 'cover' | 'carousel';
  /** Links whose label holds a video-site address, as embedded players (spec 3 §2.4). */
  embeds: Array<{ videoId: string; label: string }>;
  links: Array<{ url: string; label: string }>;
  videos: Array<{ url: string; label: string | null }>;
};

/** How the article dialog lays out a news item's cover photo, images, links and videos (spec 3 §2.4). */
export function articleMedia(coverPhotoUrl: string | null, media: ReadonlyArray<NewsMedia>): ArticleMedia {
  const images: ArticleMedia['images'] = [];
  for (const item of [
    ...(coverPhotoUrl ? [{ url: coverPhotoUrl, label: null }] : []),
    ...media.filter((m) => m.kind === 'image'),
  ]) {
    if (!images.some((image) => image.url === item.url)) images.push({ url: item.url, label: item.label });
  }
  const embeds: ArticleMedia['embeds'] = [];
  const links: ArticleMedia['links'] = [];
  for (const link of media.filter((m) => m.kind === 'link')) {
    const label = link.label?.trim() || link.url;
    // spec 3 §2.4: a link whose label contains a video-site address is shown as an embedded player.
    const videoId = hasVideoAddress(label) ? videoIdFrom(label) : '';
    if (videoId) embeds.push({ videoId, label: labelWithoutAddress(label) });
    else links.push({ url: link.url, label });
  }
  return {
    images,
    imageLayout: images.length === 0 ? 'none' : images.length === 1 ? 'cover' : 'carousel',
    embeds,
    links,
    videos: media.filter((m) => m.kind === 'video').map((m) => ({ url: m.url, label: m.label })),
  };
}

/** "Highlights: https://youtu.be/…" → "Highlights"; a bare address → "Video". */
function labelWithoutAddress(label: string): string {
  const text = label
    .replace(/(?:https?:\/\/)?\S*(?:youtube\.com|youtu\.be)\S*/gi, '')
    .replace(/[\s:–-]+$/, '')
    .trim();
  return text || 'Video';
}

/** A short plain-text preview of a news body for the cards. */
export function newsExcerpt(body: string, maxLength = 140): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}
