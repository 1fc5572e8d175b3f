import { type ImgHTMLAttributes, useEffect, useRef, useState } from 'react';
import { DEFAULT_PHOTO_IMAGE, DEFAULT_PLAYER_IMAGE } from '~/domain/content/fallback-images';

type FallbackImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'width' | 'height' | 'loading'
> & {
  src: string | null | undefined;
  alt: string;
  /** Width and height are required so the image never shifts the layout (DESIGN.md). */
  width: number;
  height: number;
  /** Loads only near the viewport: for images below the fold. */
  lazy?: boolean;
  /** Shown when `src` is empty or fails to load (spec 1 §2). */
  fallbackSrc?: string;
};

/** spec 1 §2: an image that falls back to a default image when it is missing or fails to load. */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  lazy = false,
  fallbackSrc = DEFAULT_PHOTO_IMAGE,
  onError,
  ...rest
}: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const shown = !src || failedSrc === src ? fallbackSrc : src;

  // An image that failed before hydration fired its error event before React listened for it. (A lazy
  // image starts loading later, when its error event is heard.)
  useEffect(() => {
    const image = imageRef.current;
    if (!lazy && src && image?.complete && image.naturalWidth === 0) setFailedSrc(src);
  }, [src, lazy]);

  return (
    <img
      {...rest}
      ref={imageRef}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={(event) => {
        if (src && shown === src) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

type AvatarProps = {
  src: string | null | undefined;
  alt: string;
  size: number;
  lazy?: boolean;
  className?: string;
};

/** A round player picture that falls back to the default player image. */
export function Avatar({ src, alt, size, lazy, className }: AvatarProps) {
  return (
    <FallbackImage
      src={src}
      alt={alt}
      width={size}
      height={size}
      lazy={lazy}
      fallbackSrc={DEFAULT_PLAYER_IMAGE}
      className={['avatar', className].filter(Boolean).join(' ')}
    />
  );
}
