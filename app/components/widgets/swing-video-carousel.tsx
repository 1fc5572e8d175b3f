import { useState } from 'react';
import { Carousel } from '~/components/ui/carousel';
import { SwingVideo, type SwingVideoItem } from './swing-video';

/**
 * spec 3 §2.4 swing videos carousel: one video at a time, circular, auto-advancing (never while a
 * video plays), navigators shown, indicators hidden.
 */
export function SwingVideoCarousel({ videos }: { videos: Array<SwingVideoItem> }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Carousel
      label="Swing videos"
      autoplay
      circular
      paused={playing}
      className="video-carousel"
      slides={videos.map((video, index) => ({
        key: video.id,
        label: video.title ?? `Video ${index + 1}`,
        content: <SwingVideo video={video} onPlayingChange={setPlaying} />,
      }))}
    />
  );
}
