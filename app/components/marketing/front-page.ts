// spec 1 §2 main page: the external front page embedded on the home page, and its sections, which
// the marketing top navigation opens (/?section=news shows the front page at its #news section).

export const FRONT_PAGE_SECTIONS = [
  'who-is-it-for',
  'player-features',
  'coach-features',
  'custom-app',
  'videos',
  'training-facility',
  'news',
  'our-team',
  'contact',
] as const;

export type FrontPageSection = (typeof FRONT_PAGE_SECTIONS)[number];

/** spec 1 §9: the frame's height is applied this long after the page renders. */
export const FRONT_FRAME_DELAY_MS = 1000;

export function isFrontPageSection(value: string | null | undefined): value is FrontPageSection {
  return FRONT_PAGE_SECTIONS.some((section) => section === value);
}

/** The home page showing the front page at a section. */
export function sectionHref(section: FrontPageSection): string {
  return `/?section=${section}`;
}

/** The frame's address: the configured front page, at the section when one is asked for. */
export function frontPageSrc(frontPageUrl: string, section: FrontPageSection | null): string {
  const withoutHash = frontPageUrl.split('#')[0] ?? frontPageUrl;
  return section ? `${withoutHash}#${section}` : frontPageUrl;
}

/** spec 1 §2: the frame fills the window below the bar above it (never negative). */
export function frameHeight(windowHeight: number, barHeight: number): number {
  return Math.max(0, Math.round(windowHeight - barHeight));
}

/**
 * The frame's height: a front page of this site's own origin is as tall as its content, so it flows in
 * the page with no scroll box of its own; one of another origin cannot be measured and fills the window
 * below the bar (spec 1 §2).
 */
export function embeddedFrameHeight(
  windowHeight: number,
  barHeight: number,
  contentHeight: number | null,
): number {
  if (contentHeight !== null && contentHeight > 0) return Math.ceil(contentHeight);
  return frameHeight(windowHeight, barHeight);
}
