import type * as accounts from '../schema/accounts';
import type * as auth from '../schema/auth';
import type * as content from '../schema/content';
import type * as courses from '../schema/courses';
import type * as links from '../schema/links';
import type * as organizations from '../schema/organizations';
import type * as payments from '../schema/payments';
import type * as reports from '../schema/reports';
import type * as resume from '../schema/resume';
import type * as rounds from '../schema/rounds';
import type * as tournaments from '../schema/tournaments';
import type * as watchLists from '../schema/watch-lists';

type Insert<T extends { $inferInsert: unknown }> = Array<T['$inferInsert']>;

/** Every row of the demo database, by table, in insertion order (parents before children). */
export type SeedTables = {
  accounts: Insert<typeof accounts.accounts>;
  accountExtraInfo: Insert<typeof accounts.accountExtraInfo>;
  accountProfiles: Insert<typeof accounts.accountProfiles>;
  playerWebsiteManagement: Insert<typeof accounts.playerWebsiteManagement>;
  accountSearch: Insert<typeof accounts.accountSearch>;
  websiteFeatureSettings: Insert<typeof accounts.websiteFeatureSettings>;
  subCircleMembers: Insert<typeof accounts.subCircleMembers>;
  accountRoles: Insert<typeof accounts.accountRoles>;
  organizations: Insert<typeof organizations.organizations>;
  rosters: Insert<typeof organizations.rosters>;
  rosterMembers: Insert<typeof organizations.rosterMembers>;
  playerGroups: Insert<typeof organizations.playerGroups>;
  playerGroupMembers: Insert<typeof organizations.playerGroupMembers>;
  hosts: Insert<typeof organizations.hosts>;
  courses: Insert<typeof courses.courses>;
  courseHoles: Insert<typeof courses.courseHoles>;
  courseHoleShapes: Insert<typeof courses.courseHoleShapes>;
  courseManagementTargets: Insert<typeof courses.courseManagementTargets>;
  courseManagementTargetLines: Insert<typeof courses.courseManagementTargetLines>;
  courseScorecards: Insert<typeof courses.courseScorecards>;
  tees: Insert<typeof courses.tees>;
  teeHoleYardages: Insert<typeof courses.teeHoleYardages>;
  tournaments: Insert<typeof tournaments.tournaments>;
  tournamentEntries: Insert<typeof tournaments.tournamentEntries>;
  rounds: Insert<typeof rounds.rounds>;
  roundHoles: Insert<typeof rounds.roundHoles>;
  shots: Insert<typeof rounds.shots>;
  newsItems: Insert<typeof content.newsItems>;
  newsItemMedia: Insert<typeof content.newsItemMedia>;
  galleryMedia: Insert<typeof content.galleryMedia>;
  swingVideos: Insert<typeof content.swingVideos>;
  resumeSettings: Insert<typeof resume.resumeSettings>;
  reportParameters: Insert<typeof reports.reportParameters>;
  compareStates: Insert<typeof reports.compareStates>;
  passwordCredentials: Insert<typeof auth.passwordCredentials>;
  accountPlans: Insert<typeof payments.accountPlans>;
  watchLists: Insert<typeof watchLists.watchLists>;
  watchListEntries: Insert<typeof watchLists.watchListEntries>;
  organizationStaff: Insert<typeof links.organizationStaff>;
  linkInvitations: Insert<typeof links.linkInvitations>;
};

/** [longitude, latitude], as in GeoJSON and in the spec's points strings. */
export type LngLat = [number, number];

/**
 * A course as the generator builds it, before it becomes rows. The round simulator plays shots
 * along `centerline` (tee → green; its bend is the dogleg) towards `pin`.
 */
export type SeedCourse = {
  id: number;
  name: string;
  city: string;
  state: string;
  country: string;
  center: LngLat;
  attribution: string | null;
  tees: Array<{
    id: number;
    name: string;
    color: string;
    rating: number;
    slope: number;
    yards: Array<number>;
  }>;
  holes: Array<SeedHole>;
};

export type SeedHole = {
  holeNumber: number;
  par: number;
  strokeIndex: number;
  tee: LngLat;
  pin: LngLat;
  centerline: Array<LngLat>;
  green: Array<LngLat>;
  fairways: Array<Array<LngLat>>;
  bunkers: Array<Array<LngLat>>;
  water: Array<Array<LngLat>>;
  teeBoxes: Array<Array<LngLat>>;
  perimeter: Array<LngLat>;
};

/** A player account as the round simulator needs it. */
export type SeedPlayer = {
  accountId: number;
  gender: 'M' | 'F';
  /** Handicap index, 0 (scratch; may be slightly negative, a "plus" handicap) to about 20. */
  handicap: number;
  /** Courses this player plays practice rounds on most often. */
  homeCourseIds: Array<number>;
  /** How many rounds a season this player logs (activity differs between players). */
  roundsPerSeason: number;
};

/** A tournament as the round simulator needs it: past ones get rounds for each entrant. */
export type SeedTournament = {
  id: number;
  courseId: number;
  startDate: string;
  numberOfRounds: number;
  /** 3 Tournament, 10 Qualifier, 11 Match (spec 3 §9); the matching round types are 3, 10, 11. */
  eventTypeId: 3 | 10 | 11;
  holeCount: 9 | 18;
  entrantAccountIds: Array<number>;
  isPast: boolean;
};
