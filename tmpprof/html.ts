import { pathToFileURL } from 'node:url';
import { writeFileSync } from 'node:fs';
import { DEFAULT_VARS } from '../scripts/lib/workers';
import { PRODUCTION_VARS } from '../test/helpers/workers';
import { seededWorkers } from '../bench/lib/seeded-workers';
import { createSession } from '../app/server/session.server';
const page = process.argv[2] ?? '/dashboard'; const signedIn = process.argv[3] === 'me';
const { workers, db, playerId } = await seededWorkers('jordan-reyes');
try {
  const production = await createSession(db, playerId, { config: { ...DEFAULT_VARS } as never });
  const headers: Record<string, string> = signedIn ? { Cookie: production.setCookie.split(';')[0] ?? '' } : {};
  const r = await fetch(new URL(page, workers.url), { headers });
  const html = await r.text(); writeFileSync('/tmp/page.html', html);
  console.log(r.status, html.length, r.headers.get('server-timing'));
} finally { await workers.mf.dispose(); }
