type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Read by screen readers; null when a visible text next to the spinner says it already. */
  label?: string | null;
  className?: string;
};

export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  const classes = ['spinner', `spinner--${size}`, className].filter(Boolean).join(' ');
  if (label === null) return <span className={classes} aria-hidden="true" />;
  return <span className={classes} role="img" aria-label={label} />;
}
