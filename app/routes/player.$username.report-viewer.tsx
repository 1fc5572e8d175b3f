import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { requireProfileFeature } from '~/server/profile.server';

export const meta = profileChildMeta('Reports');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // spec 1 §2: guarded by the 'report-viewer' feature; hidden → the parent URL.
  const { player } = await requireProfileFeature(request, context, params.username, 'report-viewer');
  return { fullName: player.fullName };
}

export default function Reports() {
  const { fullName } = useLoaderData<typeof loader>();
  return (
    <section className="profile-page">
      <h2 className="profile-page__title">Reports</h2>
      <p>{fullName}</p>
    </section>
  );
}
