/**
 * Admission of profile renders (decision 029): at most RENDERS_AT_ONCE renders run at a time in an
 * isolate, the others wait their turn in arrival order; edge-cache hits never wait. A burst of misses
 * (a cold cache, a crawler) then costs queueing time instead of a heap of half-done renders, and the
 * isolate stays free to read new requests and answer hits while it works through the renders.
 *
 * This is the isolate's only mutable state: tickets and start times of requests in flight, nothing
 * of their content. A waiter polls on its own timer rather than awaiting another request's promise
 * (a continuation would run in that request's context). A request the runtime cancels runs no
 * `finally`, so a ticket that stops polling, or a render that never reports its end, is forgotten
 * after a while instead of holding its place forever.
 */
export const RENDERS_AT_ONCE = 4;
const POLL_MS = 5;
/** A waiter polls every POLL_MS; one silent this long was canceled. */
const WAITER_LOST_MS = 1_000;
/** A render that has not ended after this long was canceled (renders take milliseconds). */
const RENDER_LOST_MS = 30_000;

type Gate = {
  nextTicket: number;
  /** Waiting tickets, in arrival order (a Map iterates in insertion order), with their last poll. */
  waiting: Map<number, number>;
  /** Running tickets with their start. */
  running: Map<number, number>;
  forgottenAt: number;
};

export function createRenderGate(): Gate {
  return { nextTicket: 0, waiting: new Map(), running: new Map(), forgottenAt: 0 };
}

function forgetLost(gate: Gate, now: number): void {
  if (now - gate.forgottenAt < WAITER_LOST_MS / 2) return;
  gate.forgottenAt = now;
  for (const [ticket, polled] of gate.waiting) if (now - polled > WAITER_LOST_MS) gate.waiting.delete(ticket);
  for (const [ticket, started] of gate.running)
    if (now - started > RENDER_LOST_MS) gate.running.delete(ticket);
}

/** Whether `ticket` may start now: a free place, and no earlier waiter that could take it. */
function tryAdmit(gate: Gate, ticket: number, now: number): boolean {
  forgetLost(gate, now);
  const free = RENDERS_AT_ONCE - gate.running.size;
  if (free <= 0) return false;
  let ahead = 0;
  for (const waiting of gate.waiting.keys()) {
    if (waiting === ticket) break;
    ahead += 1;
    if (ahead >= free) return false;
  }
  gate.waiting.delete(ticket);
  gate.running.set(ticket, now);
  return true;
}

/** Runs `render` once a place is free, in arrival order. */
export async function admitted<T>(gate: Gate, render: () => Promise<T>): Promise<T> {
  const ticket = gate.nextTicket++;
  gate.waiting.set(ticket, Date.now());
  while (!tryAdmit(gate, ticket, Date.now())) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (gate.waiting.has(ticket)) gate.waiting.set(ticket, Date.now());
    // Forgotten while this isolate was too busy to poll: back in line, at the end.
    else if (!gate.running.has(ticket)) gate.waiting.set(ticket, Date.now());
  }
  try {
    return await render();
  } finally {
    gate.running.delete(ticket);
  }
}
