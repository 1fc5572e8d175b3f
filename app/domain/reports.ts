// spec 2 §2 report routes: the kind a stored report was made for, as people call it.
const REPORT_KINDS: Record<string, string> = {
  'public-player-stats-report': 'Player Stats Report',
  'compare-stats': 'Compare Stats Report',
  'public-player-schedule-report': 'Schedule Report',
  resume: 'Player Resume',
  'player-performance-summary': 'Performance Summary',
  favorites: 'Favorite Rounds Report',
  'player-best-stats-report': 'Best Stats Report',
  'org-schedule-report': 'Organization Schedule Report',
  rr: 'Best Round Report',
  ppr: 'Player Performance Report',
  'data-analysis': 'Analysis Report',
  'dispersion-analysis': 'Dispersion Report',
  'course-plan-report': 'Course Plan Report',
};

export function reportKindLabel(kind: string): string {
  return REPORT_KINDS[kind] ?? 'Report';
}
