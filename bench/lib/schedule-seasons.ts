// Two seasons of a busy junior's schedule for the spreadsheet benchmark: 60 events over the past two
// years and the months ahead, about 150 rounds, with the fields the schedule page shows.
import type { EntryInput } from '../../app/domain/access/profile-views';
import type { ScheduleRound } from '../../app/domain/schedule/schedule-workbook';

const DAY = 86_400_000;

export function twoSeasons(today: string): { entries: Array<EntryInput>; rounds: Array<ScheduleRound> } {
  const entries: Array<EntryInput> = [];
  const rounds: Array<ScheduleRound> = [];
  const start = Date.parse(`${today}T00:00:00Z`) - 720 * DAY;
  for (let i = 0; i < 60; i++) {
    const first = new Date(start + i * 13 * DAY).toISOString().slice(0, 10);
    const roundCount = 2 + (i % 3 === 0 ? 1 : 0) + (i % 7 === 0 ? 1 : 0);
    const last = new Date(start + (i * 13 + roundCount - 1) * DAY).toISOString().slice(0, 10);
    entries.push({
      entryId: i + 1,
      tournamentId: i + 1,
      name: `${['Spring', 'Summer', 'Fall', 'Winter'][i % 4]} ${['Junior', 'Amateur', 'Invitational'][i % 3]} Championship ${i + 1}`,
      url: i % 2 === 0 ? `www.example-golf.org/events/${i + 1}` : null,
      eventTypeId: [3, 10, 11][i % 3] ?? 3,
      localeTypeId: [1, 3, 4][i % 3] ?? 1,
      isTeamEvent: i % 5 === 0,
      courseName: `Course ${i % 17}`,
      city: 'Pinehurst',
      state: 'NC',
      startDate: first,
      endDate: last,
      numberOfRounds: roundCount,
      statusId: (i % 6) + 1,
      isFeatured: i % 4 === 0,
      note: i % 3 === 0 ? 'Bring the rain gear; tee times by 7:30.' : null,
      finishPosition: i % 9 === 0 ? `T${(i % 12) + 1}` : String((i % 30) + 1),
    });
    for (let r = 1; r <= roundCount; r++) {
      rounds.push({
        id: i * 10 + r,
        tournamentId: i + 1,
        roundNumber: r,
        score: 68 + ((i * 7 + r * 3) % 12),
        par: 72,
        inProgress: false,
        holesPlayed: 18,
        holeCount: 18,
      });
    }
  }
  return { entries, rounds };
}
