import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { useEffect, useRef } from 'react';
import { CourseCredit } from '~/components/course-guide/course-credit';
import { Distance } from '~/components/course-guide/distance';
import { HoleCard } from '~/components/course-guide/hole-card';
import { HolePanel } from '~/components/course-guide/hole-panel';
import { TeeSwatch } from '~/components/course-guide/tee-swatch';
import { UnitToggle } from '~/components/course-guide/unit-toggle';
import { pageMeta, pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { Button } from '~/components/ui/button';
import { ChevronLeftIcon, FlagIcon, MapPinIcon } from '~/components/ui/icons';
import {
  buildCourseGuide,
  buildHoleMap,
  courseGuideHref,
  keptPrefersMetric,
  positiveIntegerParam,
} from '~/domain/courses/course-guide';
import { PREFERS_METRIC_PARAM, unitSystemFromQuery } from '~/domain/courses/units';
import type { ToastCookieConfig } from '~/server/toast.server';
import { redirectWithToast } from '~/server/toast.server';
import { findCourseGuide } from '~db/queries/courses';

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  pageMeta(
    pageTitle(
      productNameFromMatches(matches),
      data ? `${data.guide.course.name} - Course Guide` : 'Course Guide',
    ),
    data
      ? `${data.guide.course.name}: hole by hole yardages and maps.`
      : 'Course guides: hole by hole yardages and maps of golf courses.',
  );

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get(PREFERS_METRIC_PARAM);
  const prefersMetric = keptPrefersMetric(raw);
  // An id that is not a positive integer, or no such course: back to the list (docs/decisions/005).
  const courseId = positiveIntegerParam.safeParse(params.courseId ?? '');
  if (!courseId.success) throw await courseNotFound(prefersMetric, context.config);
  const holeParam = url.searchParams.get('hole');
  const hole = holeParam === null ? null : positiveIntegerParam.safeParse(holeParam);
  const coursePath = `/cgr/${courseId.data}`;
  if (hole && !hole.success) throw await holeNotFound(coursePath, prefersMetric, context.config);
  const selectedHole = hole?.data ?? null;

  const rows = await findCourseGuide(context.db, courseId.data, selectedHole);
  if (!rows) throw await courseNotFound(prefersMetric, context.config);
  if (selectedHole !== null && selectedHole > rows.course.holeCount)
    throw await holeNotFound(coursePath, prefersMetric, context.config);

  return {
    guide: buildCourseGuide(rows, unitSystemFromQuery(raw)),
    prefersMetric,
    selectedHole,
    map: selectedHole === null ? null : buildHoleMap(rows, selectedHole),
  };
}

function courseNotFound(prefersMetric: string | null, config: ToastCookieConfig): Promise<Response> {
  return redirectWithToast(
    courseGuideHref('/cgr', { prefersMetric }),
    {
      text: 'That course could not be found.',
      type: 'error',
    },
    config,
  );
}

function holeNotFound(
  coursePath: string,
  prefersMetric: string | null,
  config: ToastCookieConfig,
): Promise<Response> {
  return redirectWithToast(
    courseGuideHref(coursePath, { prefersMetric }),
    {
      text: 'That hole is not on this course.',
      type: 'error',
    },
    config,
  );
}

/** spec 1 §2 cgr: a course's guide, hole by hole, with the map of the selected hole. */
export default function CourseGuidePage() {
  const { guide, prefersMetric, selectedHole, map } = useLoaderData<typeof loader>();
  const { course, tees, holes, unit } = guide;
  const coursePath = `/cgr/${course.id}`;
  const hrefFor = (holeNumber: number) => courseGuideHref(coursePath, { prefersMetric, hole: holeNumber });
  const selected = holes.find((hole) => hole.holeNumber === selectedHole) ?? null;
  const panelRef = useRef<HTMLElement>(null);

  // On a narrow screen the panel sits above the list: bring it into view when a hole is picked below.
  useEffect(() => {
    const panel = panelRef.current;
    if (selectedHole === null || !panel) return;
    const { top } = panel.getBoundingClientRect();
    if (top < 0 || top > window.innerHeight * 0.6) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      panel.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
    }
  }, [selectedHole]);

  return (
    <>
      <header className="cgr-hero cgr-hero--course">
        <div className="cgr-hero__inner">
          <div className="cgr-hero__text">
            <Link to={courseGuideHref('/cgr', { prefersMetric })} className="cgr-hero__back">
              <ChevronLeftIcon size={16} />
              All courses
            </Link>
            <h1 className="cgr-hero__title">{course.name}</h1>
            <p className="cgr-hero__meta">
              {course.location ? (
                <span className="cgr-hero__meta-item">
                  <MapPinIcon size={16} />
                  {course.location}
                </span>
              ) : null}
              <span className="cgr-hero__meta-item">
                <FlagIcon size={16} />
                <span className="tabular">{course.holeCount}</span> holes
              </span>
              <span className="cgr-hero__meta-item">
                Par <span className="tabular">{course.totalPar}</span>
              </span>
            </p>
            {tees.length > 0 ? (
              <ul className="tee-chips" aria-label="Tees">
                {tees.map((tee) => (
                  <li key={tee.id} className="tee-chip">
                    <TeeSwatch color={tee.color} size={14} />
                    <span className="tee-chip__name">{tee.name}</span>
                    <Distance value={tee.total} unit={unit} />
                  </li>
                ))}
              </ul>
            ) : null}
            {course.credit ? <CourseCredit credit={course.credit} className="cgr-hero__credit" /> : null}
          </div>
          <UnitToggle unit={unit} className="cgr-hero__toggle" />
        </div>
      </header>

      <div className="cgr-page cgr-guide" data-has-selection={selected ? 'true' : undefined}>
        <section className="cgr-guide__holes" aria-labelledby="holes-title">
          <div className="cgr-guide__holes-header">
            <h2 className="cgr-section-title" id="holes-title">
              Holes
            </h2>
            <p className="cgr-guide__hint">Select a hole to see its map.</p>
          </div>
          <ol className="hole-list">
            {holes.map((hole) => (
              <li key={hole.holeNumber}>
                <HoleCard
                  hole={hole}
                  tees={tees}
                  unit={unit}
                  href={hrefFor(hole.holeNumber)}
                  selected={hole.holeNumber === selectedHole}
                />
              </li>
            ))}
          </ol>
        </section>
        <div className="cgr-guide__aside">
          {selected ? (
            <HolePanel
              ref={panelRef}
              hole={selected}
              tees={tees}
              unit={unit}
              map={map}
              credit={course.credit}
              previousHref={selected.holeNumber > 1 ? hrefFor(selected.holeNumber - 1) : null}
              nextHref={selected.holeNumber < holes.length ? hrefFor(selected.holeNumber + 1) : null}
            />
          ) : (
            <div className="hole-prompt card">
              <FlagIcon size={32} />
              <p className="hole-prompt__title">Pick a hole</p>
              <p className="hole-prompt__text">
                Choose any hole to see it drawn from the course map, with the tee, the pin and the targets for
                each shot.
              </p>
              {holes[0] ? (
                <Button to={hrefFor(holes[0].holeNumber)} variant="primary" size="sm" preventScrollReset>
                  Start at hole {holes[0].holeNumber}
                </Button>
              ) : null}
            </div>
          )}
        </div>
      </div>
    </>
  );
}
