import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { admitted, createRenderGate, RENDERS_AT_ONCE } from './render-gate';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A render that ends when `finish()` is called; records its start. */
function pendingRender(started: Array<number>, id: number) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    run: async () => {
      started.push(id);
      await done;
      return id;
    },
    finish: () => finish(),
  };
}

test('decision 029: at most four renders run at once; the others start in arrival order as places free', async () => {
  const gate = createRenderGate();
  const started: Array<number> = [];
  const renders = Array.from({ length: 7 }, (_, id) => pendingRender(started, id));
  const results = renders.map((render) => admitted(gate, render.run));
  await vi.advanceTimersByTimeAsync(50);
  expect(started).toEqual([0, 1, 2, 3]);
  expect(RENDERS_AT_ONCE).toBe(4);
  renders[2]?.finish();
  renders[0]?.finish();
  await vi.advanceTimersByTimeAsync(50);
  expect(started).toEqual([0, 1, 2, 3, 4, 5]);
  for (const render of renders) render.finish();
  await vi.advanceTimersByTimeAsync(50);
  expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5, 6]);
});

test('a render that fails frees its place', async () => {
  const gate = createRenderGate();
  const failing = Array.from({ length: RENDERS_AT_ONCE }, () =>
    admitted(gate, async () => {
      throw new Error('render failed');
    }).catch((error: Error) => error.message),
  );
  expect(await Promise.all(failing)).toEqual(Array(RENDERS_AT_ONCE).fill('render failed'));
  expect(await admitted(gate, async () => 'next')).toBe('next');
});

test('a render the runtime canceled (no finally) is forgotten after 30 s instead of holding its place', async () => {
  const gate = createRenderGate();
  // Four renders that never end, as a canceled request never reports its end.
  for (let i = 0; i < RENDERS_AT_ONCE; i++) void admitted(gate, () => new Promise(() => {}));
  let ran = false;
  const next = admitted(gate, async () => {
    ran = true;
  });
  await vi.advanceTimersByTimeAsync(29_000);
  expect(ran).toBe(false);
  await vi.advanceTimersByTimeAsync(2_000);
  await next;
  expect(ran).toBe(true);
});
