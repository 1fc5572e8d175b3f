// The front page's "Watch videos" (spec 1 §2 front page sections): recordings of this site in use,
// made by scripts/record-product-tours.ts, which also writes each recording's true length to
// product-tours.recorded.json. product-tours.test.ts reads the committed files and fails when a
// stated length is not the recording's.
import recorded from './product-tours.recorded.json';

export type ProductTour = {
  slug: 'player-profile' | 'resume-designer' | 'compare-recruits';
  title: string;
  description: string;
  /** Who the tour is filmed as: an anonymous visitor, the showcase player, or a coach. */
  viewer: 'visitor' | 'player' | 'coach';
  /** The second of the recording its poster is taken from. */
  posterAt: number;
};

export const PRODUCT_TOURS: ReadonlyArray<ProductTour> = [
  {
    slug: 'player-profile',
    title: "A player's public profile",
    description: 'Summary, performance trends, schedule, rounds and resume, as a visitor sees them.',
    viewer: 'visitor',
    posterAt: 6,
  },
  {
    slug: 'resume-designer',
    title: 'Designing a recruiting resume',
    description: 'Choose the sections, watch the preview, save and download the PDF.',
    viewer: 'player',
    posterAt: 6,
  },
  {
    slug: 'compare-recruits',
    title: 'Comparing two recruits',
    description: "A coach's tour of compare stats: tabs, sides and chosen rounds.",
    viewer: 'coach',
    posterAt: 8,
  },
];

/** Each recording's length in whole seconds, as measured from the file when it was made. */
export const TOUR_SECONDS: Readonly<Record<ProductTour['slug'], number>> = recorded;

/** "0:42" from 42 seconds. */
export function formatTourLength(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Where the tours go in the front page template. */
export const TOURS_MARKER = '<!-- product-tours -->';

const PLAY_ICON =
  '<svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true"><path d="M8 5v14l11-7z" fill="currentColor"/></svg>';

/** The tours as the front page lists them: poster, play button, true length, title and what it shows. */
export function productToursHtml(): string {
  return PRODUCT_TOURS.map((tour) => {
    const length = formatTourLength(TOUR_SECONDS[tour.slug]);
    return [
      `<a class="video" href="/demo/tours/${tour.slug}.mp4" target="_blank" rel="noopener">`,
      `<div class="video__thumb"><img class="video__poster" src="/demo/tours/${tour.slug}.jpg" alt="" width="640" height="360" loading="lazy">`,
      `<span class="video__play">${PLAY_ICON}</span>`,
      `<span class="video__time"><span class="video__sr">Length </span>${length}</span></div>`,
      `<div class="video__text"><h3>${tour.title}</h3><p>${tour.description}</p></div>`,
      '</a>',
    ].join('');
  }).join('\n        ');
}
