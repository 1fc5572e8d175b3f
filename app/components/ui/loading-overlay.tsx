import { useNavigation } from '@remix-run/react';
import { useEffect, useSyncExternalStore } from 'react';
import {
  getServerTasks,
  getTasks,
  NAVIGATION_OVERLAY_DELAY_MS,
  overlayText,
  startTask,
  subscribeToTasks,
} from './loading-tasks';
import { Spinner } from './spinner';

/** Counts a Remix navigation that takes longer than the delay as a "Loading" task. */
function useNavigationTask(): void {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  useEffect(() => {
    if (!busy) return;
    let finish: (() => void) | null = null;
    const timer = setTimeout(() => {
      finish = startTask();
    }, NAVIGATION_OVERLAY_DELAY_MS);
    return () => {
      clearTimeout(timer);
      finish?.();
    };
  }, [busy]);
}

/** spec 1 §4: the global spinner overlay (z-index 1000), showing the latest pending task's text. */
export function LoadingOverlay() {
  useNavigationTask();
  const tasks = useSyncExternalStore(subscribeToTasks, getTasks, getServerTasks);
  const text = overlayText(tasks);
  if (text === null) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" aria-busy="true">
      <div className="loading-overlay__panel">
        <Spinner size="lg" label={null} />
        <p className="loading-overlay__text">{text}</p>
      </div>
    </div>
  );
}
