/** The dashboard's section headings, by a fixed id: the page's skip links point at them. */
export const DASHBOARD_SECTIONS = {
  performance: 'dash-performance',
  assessment: 'dash-assessment',
  myRounds: 'dash-my-rounds',
} as const;
