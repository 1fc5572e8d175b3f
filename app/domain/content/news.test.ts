import { expect, test } from 'vitest';
import { articleMedia, initialNewsCount, lessNews, moreNews, newsButtons, newsExcerpt } from './news';

// spec 3 §4: visible count starts at 4 (3 if window width is under 1050px).
test.each([
  { width: 1280, expected: 4 },
  { width: 1050, expected: 4 },
  { width: 1049, expected: 3 },
  { width: 375, expected: 3 },
])('a $width px window shows $expected news items first', ({ width, expected }) => {
  expect(initialNewsCount(width)).toBe(expected);
});

// spec 3 §4: View More adds 4; View Less subtracts 4 to a floor of 4.
test('view more and view less step by four, never below four', () => {
  expect(moreNews(4)).toBe(8);
  expect(moreNews(3)).toBe(7);
  expect(lessNews(12)).toBe(8);
  expect(lessNews(7)).toBe(4);
  expect(lessNews(4)).toBe(4);
});

// spec 3 §2.4: View More while fewer items are shown than exist; View Less when more than 4 are shown and more than 4 exist.
test.each([
  { visible: 4, total: 2, viewMore: false, viewLess: false },
  { visible: 4, total: 4, viewMore: false, viewLess: false },
  { visible: 3, total: 4, viewMore: true, viewLess: false },
  { visible: 4, total: 10, viewMore: true, viewLess: false },
  { visible: 8, total: 10, viewMore: true, viewLess: true },
  { visible: 12, total: 10, viewMore: false, viewLess: true },
  { visible: 7, total: 5, viewMore: false, viewLess: true },
])('$visible of $total: more $viewMore, less $viewLess', ({ visible, total, viewMore, viewLess }) => {
  expect(newsButtons(visible, total)).toEqual({ viewMore, viewLess });
});

test('spec 3 §2.4: a single image is a cover photo', () => {
  expect(articleMedia('/a.svg', []).imageLayout).toBe('cover');
  expect(articleMedia(null, [{ kind: 'image', url: '/a.svg', label: 'A' }]).imageLayout).toBe('cover');
  expect(articleMedia(null, []).imageLayout).toBe('none');
});

test('spec 3 §2.4: several images make a carousel; the cover photo leads and is not repeated', () => {
  const media = articleMedia('/a.svg', [
    { kind: 'image', url: '/b.svg', label: 'B' },
    { kind: 'image', url: '/a.svg', label: 'A again' },
  ]);
  expect(media.imageLayout).toBe('carousel');
  expect(media.images.map((i) => i.url)).toEqual(['/a.svg', '/b.svg']);
});

test('spec 3 §2.4: a link labelled with a video-site address is embedded; other links stay links', () => {
  const media = articleMedia(null, [
    {
      kind: 'link',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      label: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    {
      kind: 'link',
      url: 'https://youtu.be/abcdefghijk',
      label: 'Final-round highlights: https://youtu.be/abcdefghijk',
    },
    { kind: 'link', url: 'https://youtu.be/bad', label: 'https://youtu.be/bad' },
    { kind: 'link', url: 'https://example.org/results', label: 'Results' },
    { kind: 'link', url: 'https://example.org/plain', label: null },
    { kind: 'video', url: '/demo/videos/swing-1.mp4', label: 'Driver' },
  ]);
  expect(media.embeds).toEqual([
    { videoId: 'dQw4w9WgXcQ', label: 'Video' },
    { videoId: 'abcdefghijk', label: 'Final-round highlights' },
  ]);
  expect(media.links).toEqual([
    { url: 'https://youtu.be/bad', label: 'https://youtu.be/bad' },
    { url: 'https://example.org/results', label: 'Results' },
    { url: 'https://example.org/plain', label: 'https://example.org/plain' },
  ]);
  expect(media.videos).toEqual([{ url: '/demo/videos/swing-1.mp4', label: 'Driver' }]);
});

test('an excerpt keeps short bodies and cuts long ones at a word', () => {
  expect(newsExcerpt('Won the\n\nclub title.')).toBe('Won the club title.');
  const long = 'word '.repeat(60);
  const excerpt = newsExcerpt(long, 40);
  expect(excerpt.endsWith('word…')).toBe(true);
  expect(excerpt.length).toBeLessThanOrEqual(41);
});
