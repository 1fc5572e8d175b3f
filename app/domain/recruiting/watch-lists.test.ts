import { parseWithZod } from '@conform-to/zod/v4';
import { expect, test } from 'vitest';
import { FEATURE_IDS } from '../access/features';
import {
  changeLine,
  changesSinceVisit,
  finishText,
  hasWatchLists,
  listFormSchema,
  listsFormSchema,
  MAX_NAME_LENGTH,
  MAX_NOTE_LENGTH,
  newVisitCutoff,
  parseListId,
  safeReturnPath,
  sqlTimestamp,
  WATCH_LIST_MESSAGES,
  type WatchedPlayer,
  watchListTable,
} from './watch-lists';

/** A refused submission's messages by field (none when it passed). */
function errorsOf(
  submission: { status?: 'success' | 'error' } & { error?: Record<string, Array<string> | null> | null },
) {
  return submission.status === 'error' ? (submission.error ?? undefined) : undefined;
}

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

test('watch lists belong to an active Coach plan only', () => {
  expect(hasWatchLists({ plan: 'coach', status: 'active' })).toBe(true);
  expect(hasWatchLists({ plan: 'coach', status: 'ended' })).toBe(false);
  expect(hasWatchLists({ plan: 'player', status: 'active' })).toBe(false);
  expect(hasWatchLists(null)).toBe(false);
  expect(hasWatchLists(undefined)).toBe(false);
});

test('a list name is trimmed, required and at most 80 characters', () => {
  const ok = parseWithZod(form({ intent: 'create', name: '  Texas 2027  ' }), { schema: listsFormSchema });
  expect(ok.status === 'success' && ok.value).toEqual({ intent: 'create', name: 'Texas 2027' });
  const blank = parseWithZod(form({ intent: 'create', name: '   ' }), { schema: listsFormSchema });
  expect(errorsOf(blank)?.name).toEqual([WATCH_LIST_MESSAGES.nameRequired]);
  const long = parseWithZod(form({ intent: 'create', name: 'x'.repeat(MAX_NAME_LENGTH + 1) }), {
    schema: listsFormSchema,
  });
  expect(errorsOf(long)?.name).toEqual([WATCH_LIST_MESSAGES.nameTooLong]);
});

test('deleting a list needs its confirmation; an unknown intent is refused in words', () => {
  const unconfirmed = parseWithZod(form({ intent: 'delete', listId: '3' }), { schema: listsFormSchema });
  expect(errorsOf(unconfirmed)?.confirm).toEqual([WATCH_LIST_MESSAGES.confirmDelete]);
  const confirmed = parseWithZod(form({ intent: 'delete', listId: '3', confirm: 'yes' }), {
    schema: listsFormSchema,
  });
  expect(confirmed.status).toBe('success');
  const unknown = parseWithZod(form({ intent: 'explode' }), { schema: listsFormSchema });
  expect(Object.values(errorsOf(unknown) ?? {}).flat()).toContain(WATCH_LIST_MESSAGES.unknownForm);
});

test('a note is at most 1000 characters; comparing needs two different players', () => {
  const long = parseWithZod(form({ intent: 'note', playerId: '5', note: 'n'.repeat(MAX_NOTE_LENGTH + 1) }), {
    schema: listFormSchema,
  });
  expect(errorsOf(long)?.note).toEqual([WATCH_LIST_MESSAGES.noteTooLong]);
  const cleared = parseWithZod(form({ intent: 'note', playerId: '5' }), { schema: listFormSchema });
  expect(cleared.status === 'success' && cleared.value).toEqual({ intent: 'note', playerId: 5, note: '' });
  const same = parseWithZod(form({ intent: 'compare', first: '5', second: '5' }), { schema: listFormSchema });
  expect(errorsOf(same)?.second).toEqual([WATCH_LIST_MESSAGES.chooseTwo]);
  const junk = parseWithZod(form({ intent: 'remove', playerId: '-1' }), { schema: listFormSchema });
  expect(junk.status).toBe('error');
});

test('a list id in the address is a positive whole number, else none', () => {
  expect(parseListId('12')).toBe(12);
  for (const value of [undefined, '', '0', '-1', '1.5', '012', 'abc', '99999999999999999']) {
    expect(parseListId(value), String(value)).toBeNull();
  }
});

test('"Save" returns only to a path of this site', () => {
  expect(safeReturnPath('/golf/search?type=account&gender=F', '/watch-lists')).toBe(
    '/golf/search?type=account&gender=F',
  );
  for (const value of [undefined, '', 'https://evil.example', '//evil.example', '/\\evil.example', '/a\nb']) {
    expect(safeReturnPath(value, '/watch-lists'), String(value)).toBe('/watch-lists');
  }
});

test('a visit is counted from the last one that began more than 30 minutes before', () => {
  const now = new Date('2026-11-29T10:00:00Z');
  expect(sqlTimestamp(now)).toBe('2026-11-29 10:00:00');
  expect(newVisitCutoff(now)).toBe('2026-11-29 09:30:00');
});

test('what changed: rounds only where figures show, results only where the schedule is public', () => {
  const changes = changesSinceVisit(
    [
      { id: 1, figuresPublic: true },
      { id: 2, figuresPublic: false },
      { id: 3, figuresPublic: true },
    ],
    [
      { playerId: 1, rounds: 2 },
      { playerId: 2, rounds: 4 },
    ],
    [
      { playerId: 1, tournament: 'Lone Star Classic', finish: 'T5', lastDay: '2026-11-20' },
      { playerId: 1, tournament: 'Hill Country Open', finish: '1', lastDay: '2026-11-25' },
      { playerId: 3, tournament: 'Gulf Coast Junior', finish: '12', lastDay: '2026-11-21' },
    ],
    [{ accountId: 3, featureId: FEATURE_IDS.schedule, isPublic: false, isPhoneVerified: false }],
  );
  expect(changeLine(changes.get(1))).toBe(
    '2 new rounds · 1st at Hill Country Open · T5 at Lone Star Classic',
  );
  expect(changeLine(changes.get(2))).toBeNull();
  expect(changeLine(changes.get(3))).toBeNull();
});

test('finishing positions read as places', () => {
  expect(['1', '2', '3', '4', '11', '12', '13', '21', '22', '101', 'T5', 'CUT'].map(finishText)).toEqual([
    '1st',
    '2nd',
    '3rd',
    '4th',
    '11th',
    '12th',
    '13th',
    '21st',
    '22nd',
    '101st',
    'T5',
    'CUT',
  ]);
});

test('the export has one row per shown player with the page’s figures and the note', () => {
  const player: WatchedPlayer = {
    id: 10,
    username: 'chloe-bennett',
    fullName: 'Chloe Bennett',
    school: 'Bayshore University',
    organization: null,
    gradYear: 2027,
    state: 'TX',
    handicap: -1.2,
    rounds: 10,
    average: 73.4,
    sgTotal: 1.25,
    sgOffTheTee: 0.5,
    sgApproach: 0.25,
    sgAroundTheGreen: 0.2,
    sgPutting: 0.3,
    note: '=cmd()',
    addedAt: '2026-11-01 09:00:00',
  };
  const table = watchListTable(
    [player, { ...player, id: 11, username: null, note: '' }],
    (u) => `https://x.test/player/${u}`,
  );
  expect(table.columns.map((c) => c.header)).toContain('Scoring average (last 10)');
  expect(table.rows[0]).toEqual([
    'Chloe Bennett',
    'https://x.test/player/chloe-bennett',
    2027,
    'Bayshore University',
    null,
    'TX',
    -1.2,
    'Handicap Index',
    10,
    73.4,
    1.25,
    0.5,
    0.25,
    0.2,
    0.3,
    '=cmd()',
    '2026-11-01',
  ]);
  expect(table.rows[1]?.[1]).toBeNull();
  expect(table.rows[1]?.[15]).toBeNull();
  // A handicap the player typed is labelled as their claim; none, no label.
  const claimed = watchListTable(
    [
      { ...player, handicapClaimed: true },
      { ...player, handicap: null },
    ],
    (u) => `https://x.test/player/${u}`,
  );
  expect(claimed.rows.map((row) => row.slice(6, 8))).toEqual([
    [-1.2, "Player's claim"],
    [null, null],
  ]);
});
