import { expect, test } from 'vitest';
import {
  embeddedFrameHeight,
  frameHeight,
  frontPageSrc,
  isFrontPageSection,
  sectionHref,
} from './front-page';

test('the frame is the window height minus the bar height, never negative', () => {
  expect(frameHeight(900, 128)).toBe(772);
  expect(frameHeight(812, 120.4)).toBe(692);
  expect(frameHeight(100, 128)).toBe(0);
});

test('a front page of this origin is as tall as its content; another origin fills the window below the bar', () => {
  expect(embeddedFrameHeight(900, 128, 4210.4)).toBe(4211);
  expect(embeddedFrameHeight(900, 128, null)).toBe(772);
  expect(embeddedFrameHeight(900, 128, 0)).toBe(772);
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
