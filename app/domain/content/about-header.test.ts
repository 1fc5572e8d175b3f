import { expect, test } from 'vitest';
import {
  type EducationInfo,
  educationLevel,
  gpa,
  graduationYear,
  highSchoolName,
  needsReadMore,
  type SchoolLine,
  schoolLine,
} from './about-header';

const today = new Date(2025, 5, 15, 12); // 15 June 2025, noon

function info(overrides: Partial<EducationInfo>): EducationInfo {
  return {
    college: 'Stanford University',
    collegeEndDate: null,
    collegeGpa: 3.6,
    highSchool: 'Jesuit',
    highSchoolEndDate: '2024-05-30',
    highSchoolGpa: 3.9,
    ncaaNumber: null,
    ...overrides,
  };
}

// spec 3 §5: "College info is shown only if the college end date is in the future; otherwise high school
// is shown".
test.each<{ rule: string; collegeEndDate: string | null; expected: string }>([
  { rule: 'a college ending in the future is shown', collegeEndDate: '2028-05-20', expected: 'college' },
  { rule: 'a college ending tomorrow is shown', collegeEndDate: '2025-06-16', expected: 'college' },
  {
    rule: 'a college that ends today is no longer shown',
    collegeEndDate: '2025-06-15',
    expected: 'high-school',
  },
  { rule: 'a college that ended is not shown', collegeEndDate: '2024-05-20', expected: 'high-school' },
  { rule: 'a college without an end date is not shown', collegeEndDate: null, expected: 'high-school' },
  {
    rule: 'a college with an unreadable end date is not shown',
    collegeEndDate: 'soon',
    expected: 'high-school',
  },
])('$rule', ({ collegeEndDate, expected }) => {
  expect(educationLevel({ collegeEndDate }, today)).toBe(expected);
});

// spec 3 §5: "(with High School appended if missing)".
test.each<[string | null, string | null]>([
  ['Jesuit', 'Jesuit High School'],
  ['Jesuit High School', 'Jesuit High School'],
  ['Central high school of Tampa', 'Central high school of Tampa'],
  ['  Jesuit  ', 'Jesuit High School'],
  ['', null],
  [null, null],
])('highSchoolName(%j) is %j', (name, expected) => {
  expect(highSchoolName(name)).toBe(expected);
});

// spec 3 §5: "The school line is shown only when a school or NCAA number exists."
test.each<{ rule: string; overrides: Partial<EducationInfo>; expected: SchoolLine | null }>([
  {
    rule: 'a current college is the school',
    overrides: { collegeEndDate: '2028-05-20', ncaaNumber: '1234567890' },
    expected: { school: 'Stanford University', ncaaNumber: '1234567890' },
  },
  {
    rule: 'after college the high school is the school',
    overrides: { collegeEndDate: '2025-01-01' },
    expected: { school: 'Jesuit High School', ncaaNumber: null },
  },
  {
    rule: 'an NCAA number alone shows the line',
    overrides: { college: null, highSchool: null, ncaaNumber: '1234567890' },
    expected: { school: null, ncaaNumber: '1234567890' },
  },
  {
    rule: 'a current college without a name shows no school',
    overrides: { college: ' ', collegeEndDate: '2028-05-20', ncaaNumber: '42' },
    expected: { school: null, ncaaNumber: '42' },
  },
  {
    rule: 'no school and no NCAA number hides the line',
    overrides: { college: null, highSchool: null },
    expected: null,
  },
  {
    rule: 'blank names and NCAA number hide the line',
    overrides: { college: '', highSchool: ' ', ncaaNumber: '' },
    expected: null,
  },
])('$rule', ({ overrides, expected }) => {
  expect(schoolLine(info(overrides), today)).toEqual(expected);
});

test.each<{ rule: string; overrides: Partial<EducationInfo>; year: number | null; gpa: number | null }>([
  {
    rule: 'a current college gives its end year and GPA',
    overrides: { collegeEndDate: '2028-05-20' },
    year: 2028,
    gpa: 3.6,
  },
  { rule: 'otherwise the high school gives its end year and GPA', overrides: {}, year: 2024, gpa: 3.9 },
  {
    rule: 'missing values are null',
    overrides: { highSchoolEndDate: null, highSchoolGpa: null },
    year: null,
    gpa: null,
  },
])('graduation year and GPA: $rule', ({ overrides, year, gpa: expectedGpa }) => {
  expect(graduationYear(info(overrides), today)).toBe(year);
  expect(gpa(info(overrides), today)).toBe(expectedGpa);
});

// spec 3 §5: "Read more button appears only when the about text plus header height exceeds 178px."
test.each<[number, number, boolean]>([
  [100, 78, false],
  [100, 79, true],
  [0, 178, false],
  [200, 0, true],
])('text %ipx plus header %ipx needs read more: %s', (text, header, expected) => {
  expect(needsReadMore(text, header)).toBe(expected);
});
