// Decision 041 figures: the CSS each kind of page loads (gzip bytes of the stylesheets its HTML links,
// read from build/client) and the lines of CSS in the sources.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { loadSeed } from '../scripts/lib/seed-db';
import { applyAllMigrations, startWorkers } from '../scripts/lib/workers';

const PLAYER = 'jordan-reyes';

/** The stylesheets a document links, in order. */
export function linkedStylesheets(html: string): Array<string> {
  const hrefs: Array<string> = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="stylesheet"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) hrefs.push(href);
  }
  return hrefs;
}

function gzipBytes(root: string, href: string): number {
  return gzipSync(readFileSync(path.join(root, 'build/client', new URL(href, 'http://x').pathname))).length;
}

function cssSourceLines(dir: string): { files: number; lines: number } {
  let files = 0;
  let lines = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.css')) continue;
    files += 1;
    lines += readFileSync(path.join(entry.parentPath, entry.name), 'utf8').split('\n').length - 1;
  }
  return { files, lines };
}

/** Gzip bytes of the CSS each page links, for the built app under `root` (build/client and dist). */
export async function measureStyles(root = process.cwd()): Promise<void> {
  const workers = await startWorkers({ root, quiet: true });
  try {
    await applyAllMigrations(workers);
    const today = new Date().toISOString().slice(0, 10);
    await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
    const organization = await (workers.db as unknown as D1Database)
      .prepare('SELECT short FROM organizations ORDER BY id LIMIT 1')
      .first<{ short: string }>();
    const pages: Record<string, string> = {
      'profile summary': `/player/${PLAYER}/summary`,
      '/auth': '/auth',
      'front page (/)': '/',
      organization: `/org/${organization?.short ?? ''}`,
      '/cgr': '/cgr',
    };
    const rows: Record<string, { stylesheets: number; 'gzip KiB': string; bytes: number }> = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      const response = await fetch(new URL(pagePath, workers.url));
      if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
      const hrefs = linkedStylesheets(await response.text());
      const bytes = hrefs.reduce((sum, href) => sum + gzipBytes(root, href), 0);
      rows[name] = { stylesheets: hrefs.length, 'gzip KiB': (bytes / 1024).toFixed(1), bytes };
    }
    console.log('CSS linked by each page (sum of the gzip sizes of its <link rel="stylesheet"> files):');
    console.table(rows);
  } finally {
    await workers.mf.dispose();
  }
}

export async function run(): Promise<void> {
  await measureStyles();
  const { files, lines } = cssSourceLines('app');
  console.log(`CSS sources under app/: ${files} files, ${lines} lines`);
}
