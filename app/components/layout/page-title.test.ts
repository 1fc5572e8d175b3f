import { expect, test } from 'vitest';
import {
  pageTitle,
  productNameFromMatches,
  profileChildMeta,
  reportMeta,
  SITE_DESCRIPTION,
  siteNameFromMatches,
} from './page-title';

test('the title joins the product name and the page title', () => {
  const matches = [
    { id: 'root', data: { productName: 'ScoreTrack Golf' } },
    { id: 'routes/player.$username', data: {} },
  ];
  expect(pageTitle(productNameFromMatches(matches), 'Summary')).toBe('ScoreTrack Golf - Summary');
});

test('without root data the title is the page title alone', () => {
  expect(pageTitle(productNameFromMatches([{ id: 'root', data: undefined }]), 'Summary')).toBe('Summary');
  expect(pageTitle(productNameFromMatches([]), 'Page not found')).toBe('Page not found');
  expect(productNameFromMatches([{ id: 'root', data: { productName: 42 } }])).toBeNull();
});

test('a profile page title starts with the custom URL when the player has one', () => {
  const matches = [
    { id: 'root', data: { productName: 'ScoreTrack Golf' } },
    { id: 'routes/player.$username', data: { siteName: 'jordanreyesgolf.com' } },
    { id: 'routes/player.$username.resume', data: {} },
  ];
  expect(profileChildMeta('Player Resume')({ matches })).toEqual([
    { title: 'jordanreyesgolf.com - Player Resume' },
    { name: 'description', content: SITE_DESCRIPTION },
  ]);
  expect(siteNameFromMatches([{ id: 'root', data: { productName: 'ScoreTrack Golf' } }])).toBe(
    'ScoreTrack Golf',
  );
});

test('a report page is described like any public page', () => {
  expect(reportMeta(null)).toEqual([
    { title: 'Report' },
    { name: 'description', content: 'Report: a printable golf performance report.' },
  ]);
});
