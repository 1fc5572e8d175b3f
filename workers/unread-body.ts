/**
 * A request body the app answered without reading (a 405, a 413, a refusal before the form is read)
 * is read to its end before the answer goes out, up to UNREAD_BODY_MAX_BYTES, as Go's net/http does.
 * Left unread, the rest of the body reaches the connection after the answer: the runtime parses it as
 * the next request of a kept-alive connection, or closes the socket with bytes unread, which resets
 * the connection and can drop the answer before the client has read it. Larger bodies are cancelled:
 * their clients get the reset, not an unbounded read.
 */

export const UNREAD_BODY_MAX_BYTES = 256 * 1024;

export type TrackedRequest = {
  /** The request to hand to the app: the same request, its body read through a counter. */
  request: Request;
  /** Reads what the app left of the body (after the app answered, before the answer is sent). */
  drain: () => Promise<void>;
};

export function trackedBody(request: Request): TrackedRequest {
  const source = request.body;
  if (source === null) return { request, drain: async () => {} };
  const reader = source.getReader();
  let ended = false;
  let pending: Promise<unknown> = Promise.resolve();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const read = reader.read();
      pending = read.catch(() => undefined);
      const chunk = await read;
      if (chunk.done) {
        ended = true;
        controller.close();
      } else {
        controller.enqueue(chunk.value);
      }
    },
    // A reader that stops early (a body over its route's limit) leaves the rest to drain.
    cancel() {},
  });
  return {
    // `duplex` is the standard's word for a streamed request body (workerd streams it either way).
    request: new Request(request, { body, duplex: 'half' } as RequestInit),
    async drain() {
      try {
        await pending;
        const declared = Number(request.headers.get('Content-Length') ?? '0');
        let read = 0;
        while (!ended && read <= UNREAD_BODY_MAX_BYTES && !(declared > UNREAD_BODY_MAX_BYTES)) {
          const chunk = await reader.read();
          if (chunk.done) ended = true;
          else read += chunk.value.byteLength;
        }
        if (!ended) await reader.cancel();
      } catch {
        // A body that fails while it is drained changes nothing: the answer is already decided.
      }
    },
  };
}
