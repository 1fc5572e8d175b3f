import type { MetaFunction } from '@remix-run/cloudflare';
import { useRouteLoaderData } from '@remix-run/react';
import { pageTitle, productNameFromMatches } from '~/components/layout/page-title';
import { Button } from '~/components/ui/button';
import { Card } from '~/components/ui/card';
import type { loader as profileLoader } from './player.$username';

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(productNameFromMatches(matches), 'Summary') },
];

/** spec 1 §2 public profile dashboard (summary); the widgets of document 3 join the two columns later. */
export default function PlayerSummary() {
  const data = useRouteLoaderData<typeof profileLoader>('routes/player.$username');
  if (!data) return null;
  const { profile } = data;
  const about = profile.about?.trim();
  return (
    <div className="summary">
      <div className="summary__column summary__column--main">
        <Card
          title="About"
          actions={
            <Button to={`/player/${profile.username}/resume`} variant="secondary" size="sm">
              View resume
            </Button>
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
