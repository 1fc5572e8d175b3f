import { expect, test } from 'vitest';
import { scheduleReportBody } from './schedule-report';
import { scheduleReportFileName, scheduleReportQuery } from './schedule-report-options';
import { parseScheduleReportQuery, parseStoredScheduleParameters } from './schedule-report-parameters';

const PLAYER = 'public-player-schedule-report';

function entry(id: number, startDate: string, over: Record<string, unknown> = {}) {
  return {
    entryId: id,
    tournamentId: id,
    accountId: 1,
    name: `Event ${id}`,
    url: null,
    eventTypeId: 3,
    localeTypeId: 1,
    isTeamEvent: false,
    courseName: 'Pine',
    city: 'Tempe',
    state: 'AZ',
    startDate,
    endDate: null,
    numberOfRounds: 2,
    statusId: 1,
    isFeatured: false,
    note: null,
    finishPosition: null,
    ...over,
  };
}

const round = (tournamentId: number, score: number) => ({
  id: tournamentId * 10,
  tournamentId,
  accountId: 1,
  roundNumber: 1,
  score,
  par: 72,
  inProgress: false,
  holesPlayed: 18,
  holeCount: 18,
});

test('a plain link takes the defaults; the form takes what it sent, unticked boxes off', () => {
  const plain = parseScheduleReportQuery(PLAYER, new URLSearchParams());
  expect(plain.ok && plain.parameters).toMatchObject({
    sections: ['upcoming', 'results'],
    merge: true,
    stats: true,
    favorites: false,
    threshold: 0,
    statuses: [1, 2, 3, 4, 5, 6],
  });
  const form = parseScheduleReportQuery(
    PLAYER,
    new URLSearchParams('form=1&section=results&groupBy=year&viewBy=season'),
  );
  expect(form.ok && form.parameters).toMatchObject({
    sections: ['results'],
    merge: false,
    stats: false,
    groupBy: 'year',
  });
  expect(
    parseScheduleReportQuery(PLAYER, new URLSearchParams('form=1&groupBy=events&viewBy=events')),
  ).toEqual({
    ok: false,
    message: 'Choose at least one section: Upcoming Events or Results.',
  });
  expect(parseScheduleReportQuery(PLAYER, new URLSearchParams('start=2026-01-01&start=2026-02-01'))).toEqual({
    ok: false,
    message: 'start is given more than once.',
  });
});

test('the query written from parameters reads back the same parameters, and stored ones parse', () => {
  const parsed = parseScheduleReportQuery(
    PLAYER,
    new URLSearchParams(
      'section=upcoming&start=2026-01-01&favorites=1&threshold=80&filters=1&status=1&type=3&locale=1&player=7&tz=300',
    ),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const again = parseScheduleReportQuery(PLAYER, scheduleReportQuery(parsed.parameters));
  expect(again).toEqual(parsed);
  expect(parseStoredScheduleParameters(JSON.parse(JSON.stringify(parsed.parameters)))).toEqual(
    parsed.parameters,
  );
  expect(parseStoredScheduleParameters({ group: 'Recent' })).toBeNull();
  // An organization's report has no additional players and merges nothing.
  const org = parseScheduleReportQuery('org-schedule-report', new URLSearchParams('player=7'));
  expect(org.ok && [org.parameters.players, org.parameters.merge]).toEqual([[], false]);
});

test('spec 3 §7: the PDF is named from the name, the sections and the dates', () => {
  expect(
    scheduleReportFileName(['Zoë', 'Łukasiewicz'], {
      sections: ['upcoming', 'results'],
      start: null,
      end: null,
    }),
  ).toBe('Zoe-Lukasiewicz-Schedule-Upcoming-Results.pdf');
  expect(
    scheduleReportFileName(['Jordan', 'Reyes'], {
      sections: ['results'],
      start: '2025-01-01',
      end: '2025-12-31',
    }),
  ).toBe('Jordan-Reyes-Schedule-Results-2025-01-01-to-2025-12-31.pdf');
  expect(
    scheduleReportFileName(['Lakeside University'], {
      sections: ['upcoming'],
      start: null,
      end: '2027-06-30',
    }),
  ).toBe('Lakeside-University-Schedule-Upcoming-to-2027-06-30.pdf');
});

test('the sections: statuses on upcoming, favorites and the threshold on results, grouped by month', () => {
  const parsed = parseScheduleReportQuery(
    PLAYER,
    new URLSearchParams(
      'threshold=75&viewBy=month&groupBy=year&filters=1&status=1&type=3&type=10&type=11&locale=1&locale=3&locale=4',
    ),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const body = scheduleReportBody({
    parameters: parsed.parameters,
    today: '2026-06-01',
    entries: [
      entry(1, '2026-07-04'),
      entry(2, '2026-08-10', { statusId: 2 }),
      entry(3, '2026-08-20'),
      entry(4, '2026-03-01'),
      entry(5, '2025-05-01'),
    ],
    rounds: [round(4, 74), round(5, 80)],
    players: [{ accountId: 1, name: 'Jordan Reyes' }],
    separate: true,
  });
  const [upcoming, results] = body.chapters;
  expect(upcoming?.tables.map((t) => [t.heading, t.rows.map((r) => r.cells[1])])).toEqual([
    ['July 2026', ['Event 1']],
    ['August 2026', ['Event 3']],
  ]);
  expect(results?.tables.map((t) => [t.heading, t.rows.map((r) => r.cells[1])])).toEqual([
    ['2026', ['Event 4']],
  ]);
  expect(body.figures.find((f) => f.label === 'Upcoming tournaments')?.value).toBe('2');
});
