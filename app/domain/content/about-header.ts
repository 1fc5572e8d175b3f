import { isAfter, isValid, parseISO } from 'date-fns';

/** accountExtraInfo fields the about header reads (spec 1 §3); dates are ISO strings. */
export type EducationInfo = {
  college: string | null;
  collegeEndDate: string | null;
  collegeGpa?: number | null;
  highSchool: string | null;
  highSchoolEndDate?: string | null;
  highSchoolGpa?: number | null;
  ncaaNumber: string | null;
};

export type EducationLevel = 'college' | 'high-school';

export type SchoolLine = { school: string | null; ncaaNumber: string | null };

// spec 3 §9: dashboard header max height 178px.
export const ABOUT_HEADER_MAX_HEIGHT_PX = 178;

function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** College while its end date is still ahead (an end date of today has passed); else high school. */
export function educationLevel(info: Pick<EducationInfo, 'collegeEndDate'>, today: Date): EducationLevel {
  // spec 3 §5: college info is shown only if the college end date is in the future.
  const end = parseDate(info.collegeEndDate);
  return end !== null && isAfter(end, today) ? 'college' : 'high-school';
}

export function highSchoolName(highSchool: string | null): string | null {
  const name = blankToNull(highSchool);
  if (name === null) return null;
  // spec 3 §5: high school is shown with "High School" appended if missing.
  return /high school/i.test(name) ? name : `${name} High School`;
}

/** The selected level's school, even when empty: a current college never falls back to high school. */
export function schoolName(info: EducationInfo, today: Date): string | null {
  return educationLevel(info, today) === 'college'
    ? blankToNull(info.college)
    : highSchoolName(info.highSchool);
}

export function schoolLine(info: EducationInfo, today: Date): SchoolLine | null {
  const school = schoolName(info, today);
  const ncaaNumber = blankToNull(info.ncaaNumber);
  // spec 3 §5: the school line is shown only when a school or NCAA number exists.
  if (school === null && ncaaNumber === null) return null;
  return { school, ncaaNumber };
}

/** The year of the selected level's end date. */
export function graduationYear(info: EducationInfo, today: Date): number | null {
  const end = educationLevel(info, today) === 'college' ? info.collegeEndDate : info.highSchoolEndDate;
  return parseDate(end)?.getFullYear() ?? null;
}

/** The selected level's GPA. */
export function gpa(info: EducationInfo, today: Date): number | null {
  const value = educationLevel(info, today) === 'college' ? info.collegeGpa : info.highSchoolGpa;
  return value ?? null;
}

export function needsReadMore(textHeightPx: number, headerHeightPx: number): boolean {
  // spec 3 §5: read more appears only when the about text plus header height exceeds 178px.
  return textHeightPx + headerHeightPx > ABOUT_HEADER_MAX_HEIGHT_PX;
}
