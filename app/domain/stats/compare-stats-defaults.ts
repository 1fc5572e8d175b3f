/**
 * The compare-stats configuration defaults (spec 2 §2, §4, §5, §9), as one read-only object. The
 * experimental config-compare-stats page shows it.
 */
export const COMPARE_STATS_DEFAULTS = {
  tabs: [
    { id: 'stat-probability', title: 'Stat Probability - View Shots', card: 'Stat Probability' },
    { id: 'scoring', title: 'Scoring', card: 'Score To Par At Distances' },
    { id: 'drive', title: 'Drive', card: 'Drive Summary' },
    { id: 'shot-to-green', title: 'Shot to Green', card: 'Shots to Green Accuracy' },
    { id: 'putts', title: 'Putts', card: 'Putts Summary' },
    { id: 'playing-style', title: 'Playing Style', card: 'Playing Style' },
    { id: 'rounds', title: 'Rounds', card: 'Selected Rounds' },
  ],
  defaultTab: 'shot-to-green',
  metricCategories: ['Scoring', 'Drive', 'Approach', 'Save', 'Putt'],
  tabCategory: { putts: 'Putt', drive: 'Drive', 'shot-to-green': 'Approach', scoring: 'Scoring' },
  holeCounts: [9, 18],
  defaultHoleCount: 18,
  filter: {
    scoringThreshold: 72,
    yardage: { min: 'Any', max: 'Any' },
    trendType: 'Best Consecutive Rounds',
    trendCount: 'Three',
    roundTypes: ['Practice', 'Tournament', 'Qualifier', 'Match'],
    seasons: {
      Spring: 'March to May',
      Summer: 'June to August',
      Fall: 'September to November',
      Winter: 'December to February',
    },
    yearOptions: ['each year', 'Last 12 Months', 'Prior 12 Months'],
  },
  roundsGrid: { pageSize: 10, header: 'Round Averages' },
  descriptorMaxRounds: 10,
  roundSearch: {
    fuzzyThreshold: 0.4,
    debounceMs: 200,
    placeholder: 'Filter Rounds',
    empty: 'No Matching Rounds',
  },
  report: {
    dialog: { width: '80vw', height: '90vh', mobileWidth: '500px' },
    title: 'Compare Stats Report Options',
    pages: [
      'Summary Page',
      'Scoring Page',
      'Drives Page',
      'Shots to Green Page',
      'Putts Page',
      'Rounds Page',
    ],
  },
  associatedPlayerPicker: { width: 500, height: 800, columns: ['Player Name', 'Avg Score to Par'] },
  mobileBreakpointPx: 768,
} as const;
