import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';

type ScrollRegionProps = Omit<ComponentPropsWithoutRef<'section'>, 'tabIndex' | 'aria-label'> & {
  /** Names the region for screen readers, e.g. "Rounds in this chart". */
  label: string;
  /**
   * Wider than a tablet by design (a scorecard of 18 holes, a grid of many stats): it scrolls at any
   * width. Any other table fits its region from 768 px up (test/e2e/layout.test.ts).
   */
  wide?: boolean;
  children: ReactNode;
};

/**
 * A container that scrolls (a wide table, a long preview) and holds nothing focusable: keyboard users
 * reach it with Tab and scroll it with the arrow keys (WCAG 2.1.1; axe scrollable-region-focusable).
 * A <section> with a name is a region landmark.
 */
export const ScrollRegion = forwardRef<HTMLElement, ScrollRegionProps>(function ScrollRegion(
  { label, wide = false, children, ...rest },
  ref,
) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to be scrolled from the keyboard.
    <section {...rest} ref={ref} aria-label={label} tabIndex={0} data-wide={wide ? 'true' : undefined}>
      {children}
    </section>
  );
});
