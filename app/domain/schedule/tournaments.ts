/**
 * spec 3 §4 upcoming status codes: 1 In Field, 2 Considering, 3 Qualifying, 4 Applied, 5 Invited,
 * 6 Invited/Conflict-WD. (The spec's filter list pairs Invited with 6 and Conflict/WD with 5; the
 * status list above is what a row shows, and what db/schema/tournaments.ts stores.)
 */
const STATUS_LABELS: Record<number, string> = {
  1: 'In Field',
  2: 'Considering',
  3: 'Qualifying',
  4: 'Applied',
  5: 'Invited',
  6: 'Invited/Conflict-WD',
};

export function statusLabel(statusId: number | null): string | null {
  return statusId === null ? null : (STATUS_LABELS[statusId] ?? null);
}

export type StatusGroup = 'confirmed' | 'considering';

/** spec 3 §4: confirmed group = statuses 1, 3, 4; considering group = 2, 6 and 5. */
export function statusGroup(statusId: number | null): StatusGroup | null {
  if (statusId === 1 || statusId === 3 || statusId === 4) return 'confirmed';
  if (statusId === 2 || statusId === 5 || statusId === 6) return 'considering';
  return null;
}

// spec 3 §9: event types 3 Tournament, 10 Qualifier, 11 Match; locale types 1 Local, 3 National, 4 High School.
const EVENT_TYPES: Record<number, string> = { 3: 'Tournament', 10: 'Qualifier', 11: 'Match' };
const LOCALE_TYPES: Record<number, string> = { 1: 'Local', 3: 'National', 4: 'High School' };

export function eventTypeLabel(eventTypeId: number): string | null {
  return EVENT_TYPES[eventTypeId] ?? null;
}

export function localeTypeLabel(localeTypeId: number): string | null {
  return LOCALE_TYPES[localeTypeId] ?? null;
}

/**
 * spec 2 §5: a tournament link opens in a new tab, with the scheme prefix normalised ("www.x.org" →
 * "https://www.x.org"). Anything that is not an http(s) address is no link at all.
 */
export function externalUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim() ?? '';
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed)
    ? trimmed
    : `https://${trimmed.replace(/^\/+/, '')}`;
  try {
    const parsed = new URL(withScheme);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
    if (!parsed.hostname.includes('.')) return null;
    return parsed.href;
  } catch {
    return null;
  }
}

/** "City, ST" from the parts that exist. */
export function formatLocation(city: string | null, state: string | null): string {
  return [city, state].filter((part): part is string => Boolean(part?.trim())).join(', ');
}
