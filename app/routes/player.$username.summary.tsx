import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import { FEATURE_IDS } from '~/domain/features';
import { profileHref } from '~/domain/hosts';
import { requireProfileFeature } from '~/server/profile.server';
import { aboutQuery } from '~db/queries/profile';

export const meta = profileChildMeta('Summary');

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player, visible } = await requireProfileFeature(request, context, params.username, 'summary');
  const [about] = await aboutQuery(context.db, player.accountId);
  return {
    profile: { fullName: player.fullName, about: about?.about ?? null },
    resumeHref: visible.has(FEATURE_IDS.resume) ? profileHref(context.host, player.username, 'resume') : null,
  };
}

/** spec 1 §2 public profile dashboard (summary); the widgets of document 3 join the two columns later. */
export default function PlayerSummary() {
  const { profile, resumeHref } = useLoaderData<typeof loader>();
  const about = profile.about?.trim();
  return (
    <div className="summary">
      <div className="summary__column summary__column--main">
        <Card
          title="About"
          actions={
            resumeHref ? (
              <Button to={resumeHref} variant="secondary" size="sm">
                View resume
              </Button>
            ) : null
          }
        >
          {about ? (
            <p className="summary__about">{about}</p>
          ) : (
            // spec 1 §2: with no about text, no charts and no past tournaments, a stock golfer photo shows.
            <figure className="summary__empty">
              <img
                src="/images/stock-golfer.svg"
                alt=""
                width={480}
                height={320}
                className="summary__stock"
              />
              <figcaption>{profile.fullName} has not written an introduction yet.</figcaption>
            </figure>
          )}
        </Card>
      </div>
    </div>
  );
}
