import type { Db } from '../../db/client';
import {
  createCourse,
  createEntry,
  createNews,
  createPlayer,
  createRound,
  createTournament,
  daysFromToday,
  sessionCookieFor,
  updateExtraInfo,
} from './factories';

/** A player with data for every section: school, about, rounds for the charts, events, news. */
export async function createRecruit(
  db: Db,
  tag: string,
  input: { imgUrl?: string; firstName?: string; lastName?: string; customLogoUrl?: string } = {},
) {
  const player = await createPlayer(db, {
    firstName: input.firstName ?? 'Riley',
    lastName: input.lastName ?? `Stone${tag}`,
    imgUrl: input.imgUrl ?? null,
  });
  await updateExtraInfo(db, player.id, {
    about: `About ${tag}: two-time conference medalist.`,
    ghin: `GHIN${tag}`,
    ncaaNumber: `NCAA${tag}`,
    college: `College ${tag}`,
    collegeEndDate: '2099-05-01',
    highSchool: `Lakeside ${tag}`,
    highSchoolEndDate: '2025-05-30',
    websiteUrl: `riley-${tag.toLowerCase()}.example.com`,
    customLogoUrl: input.customLogoUrl ?? null,
  });
  const course = await createCourse(db, { name: `Links ${tag}` });
  for (let i = 0; i < 12; i++) {
    await createRound(db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-(20 + i * 9)),
      score: 69 + (i % 6),
    });
  }
  const past = await createTournament(db, {
    name: `Past Open ${tag}`,
    startDate: daysFromToday(-10),
    endDate: daysFromToday(-9),
    numberOfRounds: 2,
  });
  const entry = await createEntry(db, {
    tournamentId: past.id,
    accountId: player.id,
    isFeatured: true,
    note: `Note ${tag}: won in a playoff`,
    finishPosition: '1',
  });
  for (const [roundNumber, score] of [
    [1, 71],
    [2, 68],
  ] as const) {
    await createRound(db, {
      accountId: player.id,
      courseId: course.id,
      playedOn: daysFromToday(-11 + roundNumber),
      score,
      tournamentId: past.id,
      roundNumber,
    });
  }
  const upcoming = await createTournament(db, {
    name: `Upcoming Classic ${tag}`,
    startDate: daysFromToday(20),
  });
  await createEntry(db, { tournamentId: upcoming.id, accountId: player.id });
  const news = await createNews(db, { accountId: player.id, header: `Headline ${tag}` });
  const cookie = await sessionCookieFor(db, player.id);
  return { ...player, entryId: entry.id, newsId: news.id, cookie };
}
