import { describe, expect, it } from 'vitest';
import { ROUNDS_PAGE_SIZE, roundsPage, roundsPageLabel, withRoundsPage } from './rounds-page';
import { parseRoundsPage, ROUNDS_PAGE_MESSAGE } from './rounds-page-params';

describe('parseRoundsPage', () => {
  it('reads no page as the first', () => {
    expect(parseRoundsPage(null)).toEqual({ page: 1, error: null });
    expect(parseRoundsPage('')).toEqual({ page: 1, error: null });
  });
  it('reads a whole number from 1', () => {
    expect(parseRoundsPage('1')).toEqual({ page: 1, error: null });
    expect(parseRoundsPage('37')).toEqual({ page: 37, error: null });
    expect(parseRoundsPage('999999999')).toEqual({ page: 999_999_999, error: null });
  });
  it('shows the first page with a message for anything else', () => {
    for (const raw of ['0', '-1', '1.5', 'two', '1e3', ' 2', '0x10', '1234567890', '9'.repeat(400), '2,3']) {
      expect(parseRoundsPage(raw)).toEqual({ page: 1, error: ROUNDS_PAGE_MESSAGE });
    }
  });
});

describe('roundsPage', () => {
  it('pages a history of 2 000 rounds 20 a page', () => {
    expect(ROUNDS_PAGE_SIZE).toBe(20);
    expect(roundsPage(2000, 1)).toEqual({
      page: 1,
      pages: 100,
      total: 2000,
      pageSize: 20,
      offset: 0,
      first: 1,
      last: 20,
    });
    expect(roundsPage(2000, 2)).toMatchObject({ page: 2, offset: 20, first: 21, last: 40 });
  });
  it('makes a page past the end the last page, and a short last page ends at the total', () => {
    expect(roundsPage(45, 3)).toMatchObject({ page: 3, pages: 3, offset: 40, first: 41, last: 45 });
    expect(roundsPage(45, 999_999_999)).toMatchObject({ page: 3, offset: 40, first: 41, last: 45 });
  });
  it('has one empty page for no rounds', () => {
    expect(roundsPage(0, 5)).toEqual({
      page: 1,
      pages: 1,
      total: 0,
      pageSize: 20,
      offset: 0,
      first: 0,
      last: 0,
    });
  });
  it('never goes below the first page', () => {
    expect(roundsPage(30, 0)).toMatchObject({ page: 1, offset: 0 });
    expect(roundsPage(30, -4)).toMatchObject({ page: 1, offset: 0 });
    expect(roundsPage(30, Number.NaN)).toMatchObject({ page: 1, offset: 0 });
  });
});

describe('roundsPageLabel', () => {
  it('names the rounds on the page and the true total', () => {
    expect(roundsPageLabel(roundsPage(2000, 2))).toBe('Rounds 21–40 of 2,000');
    expect(roundsPageLabel(roundsPage(12, 1))).toBe('12 rounds');
    expect(roundsPageLabel(roundsPage(1, 1))).toBe('1 round');
    expect(roundsPageLabel(roundsPage(0, 1))).toBe('No rounds');
  });
});

describe('withRoundsPage', () => {
  it('keeps the other choices and drops page 1', () => {
    expect(withRoundsPage('?group=Round&select=Past+2+Years', 3)).toBe(
      '?group=Round&select=Past+2+Years&page=3',
    );
    expect(withRoundsPage('?group=Round&page=3', 1)).toBe('?group=Round');
    expect(withRoundsPage('', 1)).toBe('');
    expect(withRoundsPage('?page=2', 4)).toBe('?page=4');
  });
});
