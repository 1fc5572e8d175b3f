import { addDays, format, parseISO } from 'date-fns';
import type { PlayerReportKind } from '../../app/domain/reports/player-report';
import { describeParameters, type ReportParameters } from '../../app/domain/reports/report-parameters';
import { reportHash } from '../../app/domain/reports/reports';
import type { SeedTables } from './types';

type Stored = {
  [K in PlayerReportKind]: { kind: K; parameters: ReportParameters<K>; daysAgo: number };
}[PlayerReportKind];

// spec 2 §2 report viewer: a few stored reports per demo player (decision 054), saved by the player.
const DEMO_REPORTS: ReadonlyArray<Stored> = [
  {
    kind: 'ppr',
    parameters: { group: 'Recent Performance', standardId: 'pga-tour', holeCount: 18 },
    daysAgo: 3,
  },
  {
    kind: 'public-player-stats-report',
    parameters: { season: 'current', standardId: 'ncaa-d1-men', holeCount: 18 },
    daysAgo: 12,
  },
  {
    kind: 'data-analysis',
    parameters: { group: 'Recent', standardId: 'scratch', holeCount: 18, category: 'Scorecard' },
    daysAgo: 20,
  },
  { kind: 'favorites', parameters: {}, daysAgo: 34 },
  // The round reports (decision 059): every demo player has rounds with located shots.
  { kind: 'rr', parameters: { round: 'best' }, daysAgo: 5 },
  { kind: 'dispersion-analysis', parameters: { timeframe: 'last-20-rounds' }, daysAgo: 8 },
  { kind: 'course-plan-report', parameters: { course: 'most-played' }, daysAgo: 15 },
];

/** The demo players' stored reports, hashed as the report pages hash them. */
export function seedReports(playerIds: ReadonlyArray<number>, today: string): SeedTables['reportParameters'] {
  return playerIds.flatMap((accountId) =>
    DEMO_REPORTS.map((report) => ({
      hash: reportHash(report.kind, accountId, report.parameters),
      kind: report.kind,
      accountId,
      parameters: report.parameters,
      name: describeParameters(report.parameters),
      createdBy: accountId,
      createdAt: `${format(addDays(parseISO(today), -report.daysAgo), 'yyyy-MM-dd')} 09:00:00`,
    })),
  );
}
