import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';

// DESIGN.md / spec 1 §9: carousel slide 500 ms, autoplay 5000 ms; spec 3 §9: swipe threshold 20px.
export const CAROUSEL_AUTOPLAY_MS = 5000;
export const CAROUSEL_SWIPE_PX = 20;

type CarouselProps = {
  /** Names the carousel for screen readers, e.g. "Gallery". */
  label: string;
  slides: Array<{ key: string | number; label: string; content: ReactNode }>;
  /** Wraps from the last slide to the first (spec 3 §2.4 gallery and swing videos: circular). */
  circular?: boolean;
  autoplay?: boolean;
  /** Dots under the slides (spec 3 §2.4: hidden in the gallery, shown in the news dialog). */
  indicators?: boolean;
  /** While true the carousel holds still (a video is playing). */
  paused?: boolean;
  className?: string;
};

/** One slide at a time, with previous/next buttons; keyboard arrows, swipe and optional autoplay. */
export function Carousel({
  label,
  slides,
  circular = true,
  autoplay = false,
  indicators = false,
  paused = false,
  className,
}: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const touchStart = useRef<number | null>(null);
  const count = slides.length;

  const go = useCallback(
    (next: number) => {
      if (count === 0) return;
      if (circular) setIndex(((next % count) + count) % count);
      else setIndex(Math.min(count - 1, Math.max(0, next)));
    },
    [count, circular],
  );

  useEffect(() => {
    if (!autoplay || paused || hovered || count < 2) return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [autoplay, paused, hovered, count]);

  if (count === 0) return null;
  const atStart = !circular && index === 0;
  const atEnd = !circular && index === count - 1;

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowLeft') go(index - 1);
        if (event.key === 'ArrowRight') go(index + 1);
      }}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < CAROUSEL_SWIPE_PX) return;
        go(end < start ? index + 1 : index - 1);
      }}
    >
      <div className="carousel__viewport">
        <div className="carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group described as "slide".
            <div
              key={slide.key}
              className="carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.label}`}
              aria-hidden={i !== index}
              // Hidden slides take no focus (React 18 has no `inert` prop; the DOM property works).
              ref={(element) => {
                if (element) element.inert = i !== index;
              }}
            >
              {slide.content}
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <button
              type="button"
              className="carousel__nav carousel__nav--prev"
              aria-label="Previous slide"
              onClick={() => go(index - 1)}
              disabled={atStart}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M15 6l-6 6 6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
            <button
              type="button"
              className="carousel__nav carousel__nav--next"
              aria-label="Next slide"
              onClick={() => go(index + 1)}
              disabled={atEnd}
            >
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
                <path
                  d="M9 6l6 6-6 6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </button>
          </>
        ) : null}
      </div>
      {indicators && count > 1 ? (
        <div className="carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="carousel__dot"
              aria-label={`Show slide ${i + 1}`}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {`Slide ${index + 1} of ${count}`}
      </p>
    </section>
  );
}
