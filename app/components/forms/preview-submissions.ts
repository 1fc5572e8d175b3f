import type { ShouldRevalidateFunction } from '@remix-run/react';

/** The intent of a submission that only asks how something would look (the resume designer's preview). */
export const PREVIEW_INTENT = 'preview';

/**
 * A preview changes nothing stored, so no loader on the page — the root's, the profile layout's or the
 * page's own — runs again after it: each change of the designer costs one request, not three, and no
 * reload is left for the next change to abort.
 */
export const skipRevalidationAfterPreview: ShouldRevalidateFunction = ({
  formData,
  defaultShouldRevalidate,
}) => (formData?.get('intent') === PREVIEW_INTENT ? false : defaultShouldRevalidate);
