/**
 * Admission of heavy renders (decisions 029 and 073): profile pages the edge cache does not answer,
 * the signed-in dashboard, the compare page, report pages, and every PDF, spreadsheet or CSV
 * download. At most RENDERS_AT_ONCE of them run at a time in an isolate; the others wait their turn
 * in arrival order. A request that would find WAITING_AT_MOST waiting, or a queue that takes longer
 * than WAIT_BUDGET_MS to drain at the recent render time, is answered at once with a 503 that says
 * when to come back (and so is one that has waited WAIT_AT_MOST_MS all the same). Edge-cache hits and light requests never
 * wait. A burst then costs queueing time, and past the queue a quick refusal, instead of a heap of
 * half-done renders that keeps the isolate from reading new requests (workerd then resets the
 * connections whose next request sat unread for 5 s).
 *
 * This is the isolate's only mutable state: tickets and start times of requests in flight and the
 * recent render time, nothing of their content. A waiter polls on its own timer rather than awaiting another request's promise
 * (a continuation would run in that request's context). A request the runtime cancels runs no
 * `finally`, so a ticket that stops polling, or a render that never reports its end, is forgotten
 * after a while instead of holding its place forever.
 */

import { unavailableResponse } from './unavailable-response';

export const RENDERS_AT_ONCE = 4;
/** Requests that may wait for a place; the next one is refused at once. */
export const WAITING_AT_MOST = 64;
/**
 * A request is refused at once when the queue ahead of it would take longer than this to drain, at
 * the recent render time (slow renders, such as PDFs on a busy machine, make a short queue long).
 */
export const WAIT_BUDGET_MS = 2_000;
/** A request that has waited this long is refused rather than kept waiting longer. */
export const WAIT_AT_MOST_MS = 5_000;
/** What a refusal tells the client: the queue drains within a few seconds. */
export const RETRY_AFTER_S = 5;
/** Weight of the latest render in the recent render time (an exponential moving average). */
const RECENT_WEIGHT = 0.2;
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
  /** The recent render time in ms (0 before the first render ends). */
  renderMs: number;
};

export function createRenderGate(): Gate {
  return { nextTicket: 0, waiting: new Map(), running: new Map(), forgottenAt: 0, renderMs: 0 };
}

/** Whether a request arriving now would wait past the budget, or find the queue full. */
function queueTooLong(gate: Gate): boolean {
  if (gate.waiting.size >= WAITING_AT_MOST) return true;
  if (gate.running.size < RENDERS_AT_ONCE) return false;
  return ((gate.waiting.size + 1) * gate.renderMs) / RENDERS_AT_ONCE > WAIT_BUDGET_MS;
}

/**
 * Whether a route of the server build is a heavy render (profile pages are gated by the Worker's
 * cache path): the dashboard and its group switch, every /reports page, and every route that answers
 * a .pdf, .xlsx or .csv file.
 */
export function isHeavyRoute(id: string): boolean {
  return (
    id === 'routes/dashboard' ||
    id.startsWith('routes/resources.dashboard-group.') ||
    id.startsWith('routes/reports.') ||
    /\[\.(pdf|xlsx|csv)\]$/.test(id)
  );
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

/**
 * Runs `render` once a place is free, in arrival order; answers `busy()` instead when the queue is
 * too long on arrival or the wait grows past WAIT_AT_MOST_MS.
 */
export async function admitted<T>(gate: Gate, render: () => Promise<T>, busy: () => T): Promise<T> {
  const arrived = Date.now();
  forgetLost(gate, arrived);
  if (queueTooLong(gate)) return busy();
  const ticket = gate.nextTicket++;
  gate.waiting.set(ticket, arrived);
  while (!tryAdmit(gate, ticket, Date.now())) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const now = Date.now();
    if (now - arrived > WAIT_AT_MOST_MS) {
      gate.waiting.delete(ticket);
      return busy();
    }
    // Forgotten while this isolate was too busy to poll: back in line, at the end.
    gate.waiting.set(ticket, now);
  }
  const started = Date.now();
  try {
    return await render();
  } finally {
    gate.running.delete(ticket);
    const took = Date.now() - started;
    gate.renderMs = gate.renderMs === 0 ? took : gate.renderMs + RECENT_WEIGHT * (took - gate.renderMs);
  }
}

const BUSY_SENTENCE = 'The site is busy right now. Please try again in a few seconds.';

/**
 * The answer past the queue: 503 with Retry-After, never stored; a short page for a browser's
 * navigation, one plain sentence for anything else (a fetch, a download).
 */
export function busyResponse(request: Request): Response {
  return unavailableResponse(request, {
    title: 'Busy, please try again',
    sentence: BUSY_SENTENCE,
    retryAfterS: RETRY_AFTER_S,
    json: false,
  });
}
