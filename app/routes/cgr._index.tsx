import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { CourseCredit } from '~/components/course-guide/course-credit';
import { UnitToggle } from '~/components/course-guide/unit-toggle';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { ChevronRightIcon, FlagIcon, MapPinIcon } from '~/components/ui/icons';
import {
  courseCredit,
  courseGuideHref,
  courseLocation,
  keptPrefersMetric,
} from '~/domain/courses/course-guide';
import { PREFERS_METRIC_PARAM, unitSystemFromQuery } from '~/domain/courses/units';
import { listCourses } from '~db/queries/courses';

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    pageTitle(productNameFromMatches(matches), 'Course Guide'),
    'Course guides: hole by hole yardages and maps of golf courses.',
  );

export async function loader({ request, context }: LoaderFunctionArgs) {
  const prefersMetric = new URL(request.url).searchParams.get(PREFERS_METRIC_PARAM);
  const courses = await listCourses(context.db);
  return {
    unit: unitSystemFromQuery(prefersMetric),
    prefersMetric: keptPrefersMetric(prefersMetric),
    courses: courses.map((course) => ({
      id: course.id,
      name: course.name,
      location: courseLocation(course),
      holeCount: course.holeCount,
      par: course.par,
      credit: courseCredit(course.attribution),
    })),
  };
}

/** spec 1 §2 cgr: every course, each opening its guide in the chosen unit system. */
export default function CourseList() {
  const { unit, prefersMetric, courses } = useLoaderData<typeof loader>();
  return (
    <>
      <header className="cgr-hero">
        <div className="cgr-hero__inner">
          <div className="cgr-hero__text">
            <p className="eyebrow">Course guide</p>
            <h1 className="cgr-hero__title">Courses</h1>
            <p className="cgr-hero__lead">
              Hole-by-hole yardages, tee-to-pin distances and course-management targets for every course our
              players log rounds on.
            </p>
          </div>
          <UnitToggle unit={unit} className="cgr-hero__toggle" />
        </div>
      </header>
      <div className="cgr-page">
        <p className="cgr-count">
          {courses.length} {courses.length === 1 ? 'course' : 'courses'}
        </p>
        {courses.length === 0 ? (
          <p className="cgr-empty card">No courses have been added yet.</p>
        ) : (
          <ul className="course-grid">
            {courses.map((course) => (
              <li key={course.id} className="course-card card">
                <div className="course-card__art" aria-hidden="true">
                  <FlagIcon size={22} />
                </div>
                <h2 className="course-card__name">
                  <Link
                    to={courseGuideHref(`/cgr/${course.id}`, { prefersMetric })}
                    className="course-card__link"
                  >
                    {course.name}
                  </Link>
                </h2>
                {course.location ? (
                  <p className="course-card__location">
                    <MapPinIcon size={16} />
                    {course.location}
                  </p>
                ) : null}
                <dl className="course-card__facts">
                  <div>
                    <dt>Holes</dt>
                    <dd className="tabular">{course.holeCount}</dd>
                  </div>
                  <div>
                    <dt>Par</dt>
                    <dd className="tabular">{course.par}</dd>
                  </div>
                </dl>
                {course.credit ? (
                  <CourseCredit credit={course.credit} className="course-card__credit" />
                ) : null}
                <ChevronRightIcon size={20} className="course-card__chevron" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
