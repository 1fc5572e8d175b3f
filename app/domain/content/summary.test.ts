import { expect, test } from 'vitest';
import { FEATURE_IDS, type FeatureId } from '../access/features';
import { showsStockPhoto, summarySections } from './summary';

test('the summary links only to features the viewer may see', () => {
  const visible = new Set<FeatureId>([FEATURE_IDS.website, FEATURE_IDS.summary, FEATURE_IDS.resume]);
  expect(summarySections(visible)).toEqual({
    resumeLink: true,
    schedule: false,
    statsLink: false,
    videos: false,
  });
});

test('a visible schedule brings the upcoming events, a visible gallery the swing videos', () => {
  const visible = new Set<FeatureId>([FEATURE_IDS.schedule, FEATURE_IDS.gallery, FEATURE_IDS.stats]);
  expect(summarySections(visible)).toEqual({
    resumeLink: false,
    schedule: true,
    statsLink: true,
    videos: true,
  });
});

test('the stock photo shows only without past tournaments, charts and about text', () => {
  const empty = { pastTournaments: 0, showsCharts: false, about: null };
  expect(showsStockPhoto(empty)).toBe(true);
  expect(showsStockPhoto({ ...empty, pastTournaments: 1 })).toBe(false);
  expect(showsStockPhoto({ ...empty, showsCharts: true })).toBe(false);
  expect(showsStockPhoto({ ...empty, about: 'Plays off scratch.' })).toBe(false);
});
