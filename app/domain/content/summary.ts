import { FEATURE_IDS, type FeatureId } from '../access/features';

/** spec 3 §9: the summary's upcoming events show 5 rows, then Full Schedule. */
export const SUMMARY_UPCOMING_ROWS = 5;

/**
 * The parts of the summary that lead to other features (spec 1 §2 summary). The summary repeats no
 * feature the viewer may not see (spec 1 §6): a hidden schedule takes the upcoming events with it,
 * hidden swing videos (gallery) the videos.
 */
export type SummarySections = {
  resumeLink: boolean;
  schedule: boolean;
  statsLink: boolean;
  videos: boolean;
};

export function summarySections(visible: ReadonlySet<FeatureId>): SummarySections {
  return {
    resumeLink: visible.has(FEATURE_IDS.resume),
    schedule: visible.has(FEATURE_IDS.schedule),
    statsLink: visible.has(FEATURE_IDS.stats),
    videos: visible.has(FEATURE_IDS.gallery),
  };
}

/** spec 1 §2: no past tournaments, no charts and no about text → the stock golfer photo. */
export function showsStockPhoto(page: {
  pastTournaments: number;
  showsCharts: boolean;
  about: string | null;
}): boolean {
  return page.pastTournaments === 0 && !page.showsCharts && page.about === null;
}
