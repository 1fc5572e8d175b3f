import type { CSSProperties } from 'react';

type SkeletonProps = {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** A round placeholder, for avatars. */
  circle?: boolean;
  className?: string;
};

/** A shimmering placeholder that holds the space of content still loading (no layout shift). */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  const classes = ['skeleton', circle ? 'skeleton--circle' : null, className].filter(Boolean).join(' ');
  return <span className={classes} style={{ width, height }} aria-hidden="true" />;
}
