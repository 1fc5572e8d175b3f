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

// spec 2 §2: report routes load stored report parameters by a numeric query parameter `hash`.
export const REPORT_HASH_PATTERN = /^\d{1,16}$/;

/**
 * The numeric hash report parameters are stored under: a 53-bit hash (cyrb53) of the kind, the
 * account and the parameters' JSON, so the same report asked twice gets the same link. It is a
 * safe integer, exact in JSON and in D1's INTEGER column.
 */
export function reportHash(kind: string, accountId: number, parameters: unknown): number {
  const text = `${kind}:${accountId}:${JSON.stringify(parameters)}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
