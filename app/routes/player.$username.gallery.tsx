import type { LinksFunction, LoaderFunctionArgs } from '@remix-run/cloudflare';
import { useLoaderData } from '@remix-run/react';
import { profileChildMeta } from '~/components/layout/page-title';
import { EmptyState } from '~/components/profile/empty-state';
import { PageHeading } from '~/components/profile/page-heading';
import { galleryStylesheet } from '~/components/profile/stylesheet';
import { FallbackImage } from '~/components/ui/fallback-image';
import { SwingVideo } from '~/components/widgets/swing-video';
import { formatLongDate } from '~/domain/calendar/dates';
import { requireProfileFeature } from '~/routes/player.$username.server';
import { galleryQuery, swingVideosQuery } from '~db/queries/content';

/** The profile stays when this page fails alone (issue 31 §6). */
export { PageError as ErrorBoundary } from '~/components/layout/page-error';

export const meta = profileChildMeta('Swing Videos');
export const links: LinksFunction = () => [galleryStylesheet];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { player } = await requireProfileFeature(request, context, params.username, 'gallery');
  const { db } = context;
  const [videos, photos] = await db.batch([
    swingVideosQuery(db, player.accountId),
    galleryQuery(db, player.accountId),
  ]);
  return {
    videos: videos.map((v) => ({ ...v, recorded: v.recordedOn ? formatLongDate(v.recordedOn) : null })),
    photos,
  };
}

/** The player's swing videos (native players with a play overlay) and gallery photos. */
export default function SwingVideos() {
  const { videos, photos } = useLoaderData<typeof loader>();
  return (
    <div className="page-stack">
      <PageHeading
        title="Swing Videos"
        lead={videos.length > 0 ? 'Swing clips and photos from the season.' : undefined}
      />
      {videos.length === 0 && photos.length === 0 ? (
        <EmptyState title="No videos or photos yet">
          Swing videos and photos added in the app appear here.
        </EmptyState>
      ) : null}
      {videos.length > 0 ? (
        <section aria-labelledby="videos-heading">
          <h2 className="section-title" id="videos-heading">
            Videos <span className="card__count">{videos.length}</span>
          </h2>
          <ul className="video-grid">
            {videos.map((video) => (
              <li key={video.id} className="card video-grid__item">
                <SwingVideo video={video} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {photos.length > 0 ? (
        <section aria-labelledby="photos-heading">
          <h2 className="section-title" id="photos-heading">
            Photos <span className="card__count">{photos.length}</span>
          </h2>
          <ul className="photo-grid">
            {photos.map((photo, index) => (
              <li key={photo.id} className="photo-grid__item">
                <a href={photo.url} target="_blank" rel="noreferrer" className="photo-grid__link">
                  <FallbackImage
                    src={photo.url}
                    alt={photo.caption ?? ''}
                    width={photo.width ?? 1200}
                    height={photo.height ?? 800}
                    lazy={index > 3}
                    className="photo-grid__image"
                  />
                  {photo.caption ? <span className="photo-grid__caption">{photo.caption}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
