import type { ShouldRevalidateFunction } from '@remix-run/react';

/** The intent of a submission that only asks how something would look (the resume designer's preview). */
export const PREVIEW_INTENT = 'preview';

/**
 * A preview changes nothing stored, so neither the profile layout's loader nor the page's own runs
 * again after it (the root's small one does): each change of the designer costs one request less
 * per loader, and less is left for the next change to wait on.
 */
export const skipRevalidationAfterPreview: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === PREVIEW_INTENT ? false : defaultShouldRevalidate);
