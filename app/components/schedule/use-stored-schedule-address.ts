import { useLocation, useNavigate } from '@remix-run/react';
import { useEffect } from 'react';
import {
  parseScheduleFilter,
  type ScheduleFilter,
  scheduleFilterParams,
} from '~/domain/schedule/schedule-filter';

const storageKey = (username: string) => `schedule-filter:${username}`;

function stored(username: string): URLSearchParams | null {
  try {
    const text = window.sessionStorage.getItem(storageKey(username));
    if (text === null) return null;
    const parsed = parseScheduleFilter(new URLSearchParams(text));
    return parsed.ok ? scheduleFilterParams(parsed.filter) : null;
  } catch {
    // Storage refused (private mode, a full quota): the page keeps its address.
    return null;
  }
}

/**
 * spec 3 §4: the page's selections persist in session storage and come back on reload; spec 3 §7: the
 * browser's offset goes with them, so dates are the viewer's days. A page opened without choices takes
 * the stored ones; every shown filter is stored.
 */
export function useStoredScheduleAddress(username: string, filter: ScheduleFilter) {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const current = scheduleFilterParams(filter).toString();

  useEffect(() => {
    const offset = new Date().getTimezoneOffset();
    const params = (search === '' ? stored(username) : null) ?? new URLSearchParams(current);
    if (offset !== 0) params.set('tz', String(offset));
    else params.delete('tz');
    const wanted = params.toString();
    if (wanted !== current) {
      navigate(`${pathname}?${wanted}`, { replace: true, preventScrollReset: true });
      return;
    }
    try {
      window.sessionStorage.setItem(storageKey(username), current);
    } catch {
      // Nothing to keep it in: the address still holds the choices.
    }
  }, [current, search, pathname, username, navigate]);
}
