import { Carousel } from '~/components/ui/carousel';
import { FallbackImage } from '~/components/ui/fallback-image';

export type GalleryImage = {
  id: number;
  url: string;
  caption: string | null;
  width: number | null;
  height: number | null;
};

/**
 * spec 3 §2.4 gallery carousel: one image at a time, circular, auto-advancing, navigators shown,
 * indicators hidden; each slide shows a blurred backdrop behind the full image.
 */
export function GalleryCarousel({
  images,
  label = 'Gallery',
}: {
  images: Array<GalleryImage>;
  label?: string;
}) {
  return (
    <Carousel
      label={label}
      autoplay
      circular
      className="gallery-carousel"
      slides={images.map((image, index) => ({
        key: image.id,
        label: image.caption ?? `Photo ${index + 1}`,
        content: (
          <figure className="gallery-slide">
            <div
              className="gallery-slide__backdrop"
              style={{ backgroundImage: `url("${image.url}")` }}
              aria-hidden="true"
            />
            <FallbackImage
              className="gallery-slide__image"
              src={image.url}
              alt={image.caption ?? ''}
              width={image.width ?? 1200}
              height={image.height ?? 800}
              lazy={index > 0}
            />
            {image.caption ? (
              <figcaption className="gallery-slide__caption">{image.caption}</figcaption>
            ) : null}
          </figure>
        ),
      }))}
    />
  );
}
