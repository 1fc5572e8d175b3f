import * as Dialog from '@radix-ui/react-dialog';
import './news-article-dialog.css';
import { Carousel } from '~/components/ui/carousel';
import {
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogMeta,
  DialogOverlay,
  dialogBodyClass,
} from '~/components/ui/dialog';
import { FallbackImage } from '~/components/ui/fallback-image';
import { ExternalIcon } from '~/components/ui/icons';
import type { NewsView } from '~/domain/access/profile-views';
import { videoEmbedUrl } from '~/domain/content/video-links';

/**
 * spec 3 §2.4 news article dialog (max width 680px): header, formatted date, body with its line
 * breaks; several images as a non-circular carousel with indicators, a single one as a cover photo
 * with a View full image link; a footer of links, embedded videos (300×250) and native video players.
 */
export default function NewsArticleDialog({
  item,
  onClose,
  opener,
}: {
  item: NewsView;
  onClose: () => void;
  /** The card that opened the dialog: focus goes back to it on close (the dialog has no Trigger). */
  opener: HTMLElement | null;
}) {
  const { media } = item;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          className="article-dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener?.focus();
          }}
        >
          <DialogHeader title={item.header}>
            <DialogMeta>{item.date}</DialogMeta>
          </DialogHeader>
          <div className={dialogBodyClass()}>
            {media.imageLayout === 'cover' && media.images[0] ? (
              <figure className="article-cover">
                <FallbackImage
                  className="article-cover__image"
                  src={media.images[0].url}
                  alt={media.images[0].label ?? ''}
                  width={1200}
                  height={800}
                />
                <a
                  className="article-cover__link"
                  href={media.images[0].url}
                  target="_blank"
                  rel="noreferrer"
                  title="View full image"
                >
                  View full image <ExternalIcon size={14} />
                </a>
              </figure>
            ) : null}
            {media.imageLayout === 'carousel' ? (
              <Carousel
                label="Article images"
                circular={false}
                indicators
                className="article-carousel"
                slides={media.images.map((image, index) => ({
                  key: image.url,
                  label: image.label ?? `Image ${index + 1}`,
                  content: (
                    <FallbackImage
                      className="article-carousel__image"
                      src={image.url}
                      alt={image.label ?? ''}
                      width={1200}
                      height={800}
                    />
                  ),
                }))}
              />
            ) : null}
            <Dialog.Description className="article-body">{item.body}</Dialog.Description>
            {media.links.length + media.embeds.length + media.videos.length > 0 ? (
              <DialogFooter className="article-footer">
                {media.embeds.map((embed) => (
                  <figure key={embed.videoId} className="article-embed">
                    <iframe
                      src={videoEmbedUrl(embed.videoId)}
                      title={embed.label}
                      width={300}
                      height={250}
                      loading="lazy"
                      allow="accelerometer; encrypted-media; picture-in-picture"
                      allowFullScreen
                    />
                    <figcaption>{embed.label}</figcaption>
                  </figure>
                ))}
                {media.videos.map((video) => (
                  <figure key={video.url} className="article-video">
                    {/* biome-ignore lint/a11y/useMediaCaption: swing clips have no speech to caption. */}
                    <video src={video.url} controls preload="metadata" width={640} height={360} />
                    {video.label ? <figcaption>{video.label}</figcaption> : null}
                  </figure>
                ))}
                {media.links.length > 0 ? (
                  <ul className="article-links">
                    {media.links.map((link) => (
                      <li key={`${link.url}-${link.label}`}>
                        <a href={link.url} target="_blank" rel="noreferrer">
                          {link.label} <ExternalIcon size={14} />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </DialogFooter>
            ) : null}
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
