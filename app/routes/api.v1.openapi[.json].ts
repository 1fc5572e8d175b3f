import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { openApiDocument } from '~/server/api/openapi';
import { getOnlyJson } from '~/server/read-only.server';

/**
 * GET /api/v1/openapi.json (issue 34 §7, decision 099): the OpenAPI 3.1 document of the public APIs,
 * generated from the zod schemas the routes validate with. Public and the same for everyone on a
 * host, so shared caches may keep it for an hour.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const origin = new URL(request.url).origin;
  return Response.json(openApiDocument(context.config.PRODUCT_NAME, origin), {
    headers: { 'Cache-Control': 'public, max-age=3600', 'Access-Control-Allow-Origin': '*' },
  });
}

export function action() {
  return getOnlyJson();
}
