import { expect, test, vi } from 'vitest';
import {
  addTask,
  getTasks,
  overlayText,
  removeTask,
  startTask,
  subscribeToTasks,
  trackTask,
} from './loading-tasks';

test('no pending task hides the overlay', () => {
  expect(overlayText([])).toBeNull();
});

test('the overlay shows the latest task text', () => {
  const tasks = addTask(addTask([], { id: 1, text: 'Loading' }), { id: 2, text: 'Generating PDF Export...' });
  expect(overlayText(tasks)).toBe('Generating PDF Export...');
});

test('an empty task text reads Loading', () => {
  expect(overlayText([{ id: 1, text: '  ' }])).toBe('Loading');
});

test('removing the latest task shows the one before it, removing all hides the overlay', () => {
  const tasks = [
    { id: 1, text: 'Loading' },
    { id: 2, text: 'Saving' },
  ];
  const afterSaving = removeTask(tasks, 2);
  expect(overlayText(afterSaving)).toBe('Loading');
  expect(overlayText(removeTask(afterSaving, 1))).toBeNull();
});

test('adding a task twice keeps one entry, moved to the end', () => {
  const tasks = addTask(addTask([{ id: 1, text: 'A' }], { id: 2, text: 'B' }), { id: 1, text: 'A again' });
  expect(tasks).toEqual([
    { id: 2, text: 'B' },
    { id: 1, text: 'A again' },
  ]);
});

test('trackTask keeps a task pending until its promise settles, also on failure', async () => {
  const listener = vi.fn();
  const unsubscribe = subscribeToTasks(listener);
  let resolve: (value: string) => void = () => {};
  const done = trackTask('Generating PDF Export...', new Promise<string>((r) => (resolve = r)));
  expect(overlayText(getTasks())).toBe('Generating PDF Export...');
  resolve('pdf');
  await expect(done).resolves.toBe('pdf');
  expect(getTasks()).toEqual([]);

  await expect(trackTask('Saving', Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  expect(getTasks()).toEqual([]);
  expect(listener).toHaveBeenCalledTimes(4);
  unsubscribe();
});

test('ending a started task twice is harmless', () => {
  const finishFirst = startTask();
  const finishSecond = startTask('Uploading');
  finishFirst();
  finishFirst();
  expect(overlayText(getTasks())).toBe('Uploading');
  finishSecond();
  expect(getTasks()).toEqual([]);
});
