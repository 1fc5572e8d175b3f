// spec 3 §2.3: what the schedule page shows, as its loader sends it (app/routes/player.$username.schedule.$tab.server.ts).
import type { EventView, RoundView } from '../access/profile-views';
import type { HistoricalMetrics, UpcomingMetrics } from './results';
import type { ResultsSettings, ScheduleFilter } from './schedule-filter';

export type ScheduleEventView = EventView & { player: string | null };
export type ScheduleRoundView = RoundView & { player: string | null };
export type SchedulePlayerOption = { accountId: number; name: string; chosen: boolean };

export type SchedulePage = {
  player: { accountId: number; username: string; fullName: string };
  filter: ScheduleFilter;
  today: string;
  /** spec 3 §2.3 additional players picker: the players this viewer may see, e.g. teammates. */
  players: Array<SchedulePlayerOption>;
  events: {
    upcoming: Array<ScheduleEventView>;
    historical: Array<ScheduleEventView>;
    metrics: UpcomingMetrics;
  } | null;
  results: {
    settings: ResultsSettings;
    hasFeatured: boolean;
    rounds: Array<ScheduleRoundView>;
    events: Array<ScheduleEventView>;
    bestEventId: number | null;
    metrics: HistoricalMetrics;
  } | null;
};
