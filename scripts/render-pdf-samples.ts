// Renders every document of the PDF Worker for two demo players, one with much data and one with
// little, and rasterises each page (pdftoppm -png -r 60) to look at them (decision 055).
// Run after `npm run build`: npx tsx scripts/render-pdf-samples.ts [outDir]
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PLAYER_REPORT_KINDS } from '../app/domain/reports/player-report';
import { cachedStateOf, defaultCompareConfig } from '../app/domain/stats/compare-config';
import { seededWorkers } from '../bench/lib/seeded-workers';
import { saveCompareState } from '../db/queries/compare-states';

const outDir = process.argv[2] ?? '/tmp/pdf-samples';
mkdirSync(outDir, { recursive: true });

const { workers, d1, db } = await seededWorkers('jordan-reyes');
try {
  // The demo player of the issue, and the player with the fewest rounds.
  const fewest = await d1
    .prepare(
      `SELECT a.id, a.username FROM accounts a JOIN rounds r ON r.account_id = a.id
       WHERE a.username IS NOT NULL GROUP BY a.id ORDER BY count(r.id) ASC, a.id LIMIT 1`,
    )
    .first<{ id: number; username: string }>();
  const much = await d1
    .prepare('SELECT id, username FROM accounts WHERE username = ?')
    .bind('jordan-reyes')
    .first<{ id: number; username: string }>();
  for (const player of [much, fewest]) {
    if (!player) continue;
    const hash = await saveCompareState(db, player.id, cachedStateOf(defaultCompareConfig(player.id)));
    const documents = {
      resume: `/player/${player.username}/resume.pdf`,
      'compare-stats': `/reports/compare-stats.pdf?hash=${hash}`,
      // Every player report kind (decisions 054, 059), asked by account.
      ...Object.fromEntries(
        PLAYER_REPORT_KINDS.map((kind) => [kind, `/reports/${kind}.pdf?accountId=${player.id}`]),
      ),
      'public-player-schedule-report': `/reports/public-player-schedule-report.pdf?accountId=${player.id}`,
    };
    for (const [kind, pathname] of Object.entries(documents)) {
      const response = await fetch(new URL(pathname, workers.url), { redirect: 'manual' });
      if (response.status !== 200) {
        console.log(`${player.username} ${kind}: ${response.status} ${await response.text()}`);
        continue;
      }
      const file = path.join(outDir, `${player.username}-${kind}.pdf`);
      writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
      execFileSync('pdftoppm', ['-png', '-r', '60', file, file.replace(/\.pdf$/, '')]);
      const pages = /Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1];
      console.log(`${file}: ${pages} pages`);
    }
  }
  // An organization's schedule report (decision 060): the first organization's rosters.
  const organization = await d1.prepare('SELECT id, short FROM organizations ORDER BY id LIMIT 1').first<{
    id: number;
    short: string;
  }>();
  if (organization) {
    const response = await fetch(
      new URL(`/reports/org-schedule-report.pdf?organizationId=${organization.id}`, workers.url),
    );
    const file = path.join(outDir, `${organization.short}-org-schedule-report.pdf`);
    writeFileSync(file, new Uint8Array(await response.arrayBuffer()));
    execFileSync('pdftoppm', ['-png', '-r', '60', file, file.replace(/\.pdf$/, '')]);
    console.log(`${file}: ${response.status}`);
  }
} finally {
  await workers.mf.dispose();
}
