import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { accountExtraInfo } from '../schema/accounts';

/**
 * The account's extra info the resume's cover page can show (spec 2 §3 resume data), its custom logo
 * included. Email and
 * birthday are left out: the resume's default selections do not show them on a public page.
 */
export function playerInfoQuery(db: Db, accountId: number) {
  return db
    .select({
      about: accountExtraInfo.about,
      ncaaNumber: accountExtraInfo.ncaaNumber,
      college: accountExtraInfo.college,
      collegeStartDate: accountExtraInfo.collegeStartDate,
      collegeEndDate: accountExtraInfo.collegeEndDate,
      collegeGpa: accountExtraInfo.collegeGpa,
      highSchool: accountExtraInfo.highSchool,
      highSchoolEndDate: accountExtraInfo.highSchoolEndDate,
      highSchoolGpa: accountExtraInfo.highSchoolGpa,
      heightInches: accountExtraInfo.heightInches,
      weightLbs: accountExtraInfo.weightLbs,
      ghin: accountExtraInfo.ghin,
      handicapIndex: accountExtraInfo.handicapIndex,
      hometown: accountExtraInfo.hometown,
      websiteUrl: accountExtraInfo.websiteUrl,
      customLogoUrl: accountExtraInfo.customLogoUrl,
    })
    .from(accountExtraInfo)
    .where(eq(accountExtraInfo.accountId, accountId))
    .limit(1);
}

export type PlayerInfoRow = Awaited<ReturnType<typeof playerInfoQuery>>[number];
