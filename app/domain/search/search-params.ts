import { z } from 'zod';
import { SEARCH_QUERY_SHOWN_MAX, type SearchType, searchQueryProblem, searchType } from './search';

// spec 1 §2 search page: its query parameters, read by the loader. Apart from search.ts so that the
// page's browser code, which builds search addresses, does not carry zod (issue 30 §3).

const searchParamsSchema = z.object({
  q: z
    .string()
    .nullish()
    .transform((q) => q ?? ''),
  type: z.string().nullish().transform(searchType),
  // Anything but a positive whole number (missing, "abc", "-2", "1.5") is the first page.
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
});

export type SearchParams = { q: string; type: SearchType; page: number; error: string | null };

/**
 * The search page's query parameters: q (the query), type (spec 1 §2) and page; `error` says why q
 * cannot be searched (then q is cut to what the page shows back).
 */
export function parseSearchParams(params: URLSearchParams): SearchParams {
  const parsed = searchParamsSchema.parse({
    q: params.get('q'),
    type: params.get('type'),
    page: params.get('page') ?? undefined,
  });
  const error = searchQueryProblem(parsed.q);
  return { ...parsed, q: error ? [...parsed.q].slice(0, SEARCH_QUERY_SHOWN_MAX).join('') : parsed.q, error };
}
