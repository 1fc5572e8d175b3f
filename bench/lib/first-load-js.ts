// The JavaScript a document makes the browser load on a first visit, measured on the client build.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The /assets/*.js a document loads on first visit (module scripts, modulepreloads, inline imports). */
export function firstLoadScripts(html: string): Set<string> {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)) {
    if (match[1]) sources.add(match[1]);
  }
  for (const match of html.matchAll(/import\("(\/assets\/[^"]+\.js)"\)/g))
    if (match[1]) sources.add(match[1]);
  return sources;
}

/** Gzip bytes of a client build file (`/assets/x.js`). */
export function gzipBytes(source: string): number {
  return gzipSync(readFileSync(path.join('build/client', source))).length;
}

/** Gzip bytes of the scripts a document loads on first visit (module scripts and modulepreloads). */
export function firstLoadJsGzip(html: string): { files: number; bytes: number } {
  const sources = firstLoadScripts(html);
  let bytes = 0;
  for (const source of sources) bytes += gzipBytes(source);
  return { files: sources.size, bytes };
}
