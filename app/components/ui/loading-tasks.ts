// spec 1 §4 global loading overlay: shown while any tracked task is pending, hidden when none remain,
// showing the latest task's text (default "Loading").

export type LoadingTask = { id: number; text: string };

export const DEFAULT_LOADING_TEXT = 'Loading';
/** A navigation shorter than this never flashes the overlay. */
export const NAVIGATION_OVERLAY_DELAY_MS = 150;

export function addTask(tasks: ReadonlyArray<LoadingTask>, task: LoadingTask): Array<LoadingTask> {
  return [...tasks.filter((existing) => existing.id !== task.id), task];
}

export function removeTask(tasks: ReadonlyArray<LoadingTask>, id: number): Array<LoadingTask> {
  return tasks.filter((task) => task.id !== id);
}

/** What the overlay shows: nothing when no task is pending, else the latest task's text. */
export function overlayText(tasks: ReadonlyArray<LoadingTask>): string | null {
  const latest = tasks.at(-1);
  if (!latest) return null;
  return latest.text.trim() || DEFAULT_LOADING_TEXT;
}

// The browser's task list. Only event handlers and effects change it (never a server render), so this
// module state exists in the browser alone; the server always renders an empty list.
let tasks: Array<LoadingTask> = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NO_TASKS: Array<LoadingTask> = [];

function setTasks(next: Array<LoadingTask>): void {
  tasks = next;
  for (const listener of listeners) listener();
}

/** Starts a task and returns the function that ends it (safe to call more than once). */
export function startTask(text: string = DEFAULT_LOADING_TEXT): () => void {
  const id = nextId++;
  setTasks(addTask(tasks, { id, text }));
  return () => setTasks(removeTask(tasks, id));
}

/**
 * Shows the overlay with `text` until `promise` settles, and returns the promise, so that
 * `await trackTask('Generating PDF Export...', download())` reads naturally.
 */
export function trackTask<T>(text: string, promise: Promise<T>): Promise<T> {
  const finish = startTask(text);
  return promise.finally(finish);
}

export function subscribeToTasks(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getTasks(): Array<LoadingTask> {
  return tasks;
}

export function getServerTasks(): Array<LoadingTask> {
  return NO_TASKS;
}
