// spec 2 §5 error text, verbatim: the rounds grid and the round filter accept only known hole
// counts. Its own module so the browser's grid can show it without the filter's schemas.
export const INVALID_HOLE_COUNT = 'Invalid hole count value';
