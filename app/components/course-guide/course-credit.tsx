import type { CourseCredit as Credit } from '~/domain/courses/course-guide';

/** The data credit of a course, linked to its licence page where it has one. */
export function CourseCredit({ credit, className }: { credit: Credit; className?: string }) {
  const classes = ['course-credit', className].filter(Boolean).join(' ');
  if (!credit.href) return <p className={classes}>{credit.text}</p>;
  return (
    <p className={classes}>
      Map data{' '}
      <a href={credit.href} target="_blank" rel="noopener noreferrer">
        {credit.text}
      </a>
    </p>
  );
}
