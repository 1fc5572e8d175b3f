import { Form, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import type { CourseChoice } from '~/domain/reports/round-reports';

/*
 * The course plan's course (decision 059): a GET form over the courses the player has played, the
 * most played first. It changes `course=` and nothing else; the server checks the course as it does
 * for a typed link. The choice takes effect with the button (with or without JavaScript): moving
 * through the list with the keyboard does not load a report at every step.
 */
export function CoursePicker({
  courses,
  selected,
  accountId,
}: {
  courses: ReadonlyArray<CourseChoice>;
  selected: number | null;
  accountId: number;
}) {
  const id = useId();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.search.includes('course=');
  return (
    <Form method="get" className="report-picker" aria-busy={loading || undefined}>
      <input type="hidden" name="accountId" value={accountId} />
      <label htmlFor={`${id}-course`} className="report-picker__label">
        Course
      </label>
      <select
        key={selected ?? 'none'}
        id={`${id}-course`}
        name="course"
        className="report-picker__select"
        defaultValue={selected ?? undefined}
      >
        {courses.map((course) => (
          <option key={course.id} value={course.id}>
            {course.label}
          </option>
        ))}
      </select>
      <button type="submit" className="button button--secondary button--md" disabled={loading}>
        Show course
      </button>
    </Form>
  );
}
