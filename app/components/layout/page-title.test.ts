import { expect, test } from 'vitest';
import { pageTitle, productNameFromMatches } from './page-title';

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
