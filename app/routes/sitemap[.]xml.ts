import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { profileHref } from '~/domain/hosts/hosts';
import { publicOrigin } from '~/server/public-origin.server';
import { getOnlyText } from '~/server/read-only.server';
import { publicProfileUsernames } from '~db/queries/sitemap';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The public player profiles, for search engines (their summary as shown to anonymous visitors). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = publicOrigin(request, context.config);
  const usernames = await publicProfileUsernames(context.db);
  const urls = usernames
    .map(
      (username) =>
        `<url><loc>${escapeXml(new URL(profileHref(context.host, username), origin).href)}</loc></url>`,
    )
    .join('\n');
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

export function action() {
  return getOnlyText();
}
