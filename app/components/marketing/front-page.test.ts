import { expect, test } from 'vitest';
import { frameHeight, frontPageSrc, isFrontPageSection, sectionHref } from './front-page';

test('the frame is the window height minus the bar height, never negative', () => {
  expect(frameHeight(900, 128)).toBe(772);
  expect(frameHeight(812, 120.4)).toBe(692);
  expect(frameHeight(100, 128)).toBe(0);
});

test('a section opens the front page at its anchor', () => {
  expect(frontPageSrc('/front-page.html', 'news')).toBe('/front-page.html#news');
  expect(frontPageSrc('https://example.com/home#top', 'contact')).toBe('https://example.com/home#contact');
  expect(frontPageSrc('https://example.com/home#top', null)).toBe('https://example.com/home#top');
});

test('only the known sections are accepted', () => {
  expect(isFrontPageSection('our-team')).toBe(true);
  expect(isFrontPageSection('javascript:alert(1)')).toBe(false);
  expect(isFrontPageSection(null)).toBe(false);
  expect(sectionHref('videos')).toBe('/?section=videos');
});
