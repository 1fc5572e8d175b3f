import { canViewProfile, hasPlayerAccess, type Viewer } from '../access/access';
import type { FeatureSetting } from '../access/features';

/** A member of a roster or player group, with what deciding its visibility needs. */
export type RosterCandidate = {
  accountId: number;
  username: string | null;
  firstName: string;
  lastName: string;
  /** The website (88) setting, if any; the other features do not decide whether a player is listed. */
  websiteSettings: ReadonlyArray<FeatureSetting>;
  /** Members of the player's sub-circle (those relevant to the viewer are enough). */
  subCircleAccountIds: ReadonlyArray<number>;
};

export type ListedPlayer<T extends RosterCandidate> = T & { username: string };

/**
 * Whether a roster lists a member for this viewer. A player whose website is hidden from the viewer
 * is not listed at all (spec 1 §6), and an account without a username has no profile to link to.
 */
export function isListed<T extends RosterCandidate>(player: T, viewer: Viewer): player is ListedPlayer<T> {
  if (!player.username) return false;
  // spec 1 §6: the website (88) is visible unless isPublic is false, or to viewers with access.
  return canViewProfile(player.websiteSettings, hasPlayerAccess(viewer, player));
}

/** Last name, then first name, ignoring case and accents; the account id keeps namesakes in a stable order. */
export function compareByName(
  a: Pick<RosterCandidate, 'accountId' | 'firstName' | 'lastName'>,
  b: Pick<RosterCandidate, 'accountId' | 'firstName' | 'lastName'>,
): number {
  return (
    collator.compare(a.lastName.trim(), b.lastName.trim()) ||
    collator.compare(a.firstName.trim(), b.firstName.trim()) ||
    a.accountId - b.accountId
  );
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * The players a roster, group or "All" page lists: each account once (All is the union of every
 * roster, spec 1 §2), only those the viewer may see, sorted by last and first name.
 */
export function listedPlayers<T extends RosterCandidate>(
  members: ReadonlyArray<T>,
  viewer: Viewer,
): Array<ListedPlayer<T>> {
  const seen = new Set<number>();
  const listed: Array<ListedPlayer<T>> = [];
  for (const member of members) {
    if (seen.has(member.accountId)) continue;
    seen.add(member.accountId);
    if (isListed(member, viewer)) listed.push(member);
  }
  return listed.sort(compareByName);
}

export type SchoolInfo = {
  college: string | null;
  collegeEndDate: string | null;
  highSchool: string | null;
  highSchoolEndDate: string | null;
};

/**
 * The school a roster card shows and its graduation year (spec 1 §3 accountExtraInfo): the college
 * when one is stored, else the high school. A year is shown only with its school's end date.
 */
export function schoolLine(info: SchoolInfo): { school: string | null; classYear: number | null } {
  const college = info.college?.trim();
  if (college) return { school: college, classYear: yearOf(info.collegeEndDate) };
  const highSchool = info.highSchool?.trim();
  if (highSchool) return { school: highSchool, classYear: yearOf(info.highSchoolEndDate) };
  return { school: null, classYear: null };
}

function yearOf(date: string | null): number | null {
  const match = date ? /^(\d{4})-\d{2}-\d{2}/.exec(date) : null;
  return match?.[1] ? Number(match[1]) : null;
}
