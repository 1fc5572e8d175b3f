import { type LoaderFunctionArgs, redirect } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { parseScheduleTab } from '~/domain/profile-routes';
import { requireProfileFeature } from '~/server/profile.server';

export const meta = profileChildMeta('Schedule');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // spec 1 §2: schedule/{tab}, tab is an integer; anything else is an unknown child → root.
  const tab = parseScheduleTab(params.tab);
  if (tab === null) throw redirect('/');
  const { player } = await requireProfileFeature(request, context, params.username, 'schedule');
  return { fullName: player.fullName, tab };
}

export default function Schedule() {
  const { fullName, tab } = useLoaderData<typeof loader>();
  return (
    <section className="profile-page">
      <h2 className="profile-page__title">Schedule</h2>
      <p>
        {fullName} · tab {tab}
      </p>
    </section>
  );
}
