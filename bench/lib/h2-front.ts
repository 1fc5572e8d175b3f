// An HTTP/2 front for the local Workers, as Cloudflare's edge serves the site (HTTP/2 and HTTP/3 to
// every browser). workerd serves HTTP/1.1 only, where a browser opens at most six connections to an
// origin: a page's thirty small module chunks would then arrive in waves that no visitor sees, and
// Lighthouse's simulation models exactly that queueing. The front terminates TLS with a throwaway
// self-signed certificate (the browser is started with --ignore-certificate-errors) and passes every
// request through unchanged.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Dispatcher, request } from 'undici';

/** Headers HTTP/2 forbids (connection-specific) or that fetch sets itself. */
const DROPPED = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'host',
]);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-h2-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type H2Front = { url: URL; close(): Promise<void> };

/** Starts an HTTPS (HTTP/2) server on 127.0.0.1 that forwards every request to `origin`. */
export async function startH2Front(origin: URL): Promise<H2Front> {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true });
  const sessions = new Set<http2.ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  server.on('stream', (stream, headers) => {
    // A browser cancels requests (a navigation away, a preload it no longer needs): nothing to do.
    stream.on('error', () => {});
    const method = String(headers[':method'] ?? 'GET');
    const target = new URL(String(headers[':path'] ?? '/'), origin);
    const forwarded = new Headers();
    for (const [name, value] of Object.entries(headers)) {
      if (name.startsWith(':') || DROPPED.has(name) || value === undefined) continue;
      forwarded.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const hasBody = method !== 'GET' && method !== 'HEAD';
    // undici's request passes the body as it came (still compressed), as a proxy should.
    request(target, {
      method: method as Dispatcher.HttpMethod,
      headers: Object.fromEntries(forwarded),
      ...(hasBody ? { body: stream } : {}),
    })
      .then((response) => {
        const out: http2.OutgoingHttpHeaders = { ':status': response.statusCode };
        for (const [name, value] of Object.entries(response.headers)) {
          if (!DROPPED.has(name) && value !== undefined) out[name] = value;
        }
        response.body.on('error', () => stream.destroy());
        if (stream.destroyed) {
          response.body.destroy();
          return;
        }
        stream.on('close', () => response.body.destroy());
        stream.respond(out);
        response.body.pipe(stream);
      })
      .catch(() => {
        if (stream.destroyed) return;
        if (!stream.headersSent) stream.respond({ ':status': 502 });
        stream.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: new URL(`https://127.0.0.1:${port}`),
    // Browsers keep their HTTP/2 sessions open: close them with the server.
    close: () =>
      new Promise((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}
