import { useRef, useState } from 'react';

export type SwingVideoItem = {
  id: number;
  url: string;
  posterUrl: string | null;
  title: string | null;
  recorded: string | null;
};

type SwingVideoProps = {
  video: SwingVideoItem;
  /** Told when playback starts and stops, so a carousel can hold still. */
  onPlayingChange?: (playing: boolean) => void;
};

/**
 * spec 3 §2.4 swing video: a play button over the poster, hidden while playing; native controls
 * appear once it plays; clicks and touches on the video stay with the video (not the carousel).
 */
export function SwingVideo({ video, onPlayingChange }: SwingVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const [started, setStarted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const title = video.title ?? 'Swing video';

  function setPlayingState(value: boolean) {
    setPlaying(value);
    onPlayingChange?.(value);
  }

  return (
    <figure className="swing-video">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only keeps the video's clicks and touches from reaching the carousel (spec 3 §2.4). */}
      <div
        className="swing-video__frame"
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => event.stopPropagation()}
        onTouchStart={(event) => event.stopPropagation()}
        onTouchEnd={(event) => event.stopPropagation()}
      >
        {/* biome-ignore lint/a11y/useMediaCaption: swing clips have no speech to caption. */}
        <video
          ref={ref}
          className="swing-video__video"
          src={video.url}
          poster={video.posterUrl ?? undefined}
          preload="none"
          playsInline
          controls={started}
          width={640}
          height={360}
          aria-label={title}
          onPlay={() => {
            setStarted(true);
            setPlayingState(true);
          }}
          onPause={() => setPlayingState(false)}
          onEnded={() => setPlayingState(false)}
        />
        {playing ? null : (
          <button
            type="button"
            className="play-overlay"
            aria-label={`Play ${title}`}
            onClick={() => {
              setStarted(true);
              void ref.current?.play().catch(() => setPlayingState(false));
            }}
          >
            <span className="play-overlay__icon" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <figcaption className="swing-video__caption">
        <span className="swing-video__title">{title}</span>
        {video.recorded ? <span className="swing-video__date">{video.recorded}</span> : null}
      </figcaption>
    </figure>
  );
}
