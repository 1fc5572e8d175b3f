/**
 * Records the front page's product tours (`npx tsx scripts/record-product-tours.ts`, after
 * `npm run build`): the built site on a local D1 holding the demo seed, driven in Chromium the way a
 * visitor, a player and a coach use it, filmed from the browser's own screen (the DevTools screencast)
 * and encoded by ffmpeg into public/demo/tours/. A drawn pointer shows where each click lands and a
 * caption says what happens. The front page states each tour's length; a unit test
 * (app/components/marketing/product-tours.test.ts) reads the files and fails when a stated length
 * is not the recording's. Needs ffmpeg (`apt-get install -y ffmpeg`).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Locator, Page } from 'playwright-core';
import { PRODUCT_TOURS, type ProductTour } from '../app/components/marketing/product-tours';
import { createDb } from '../db/client';
import { accounts } from '../db/schema/accounts';
import { DEFAULT_SEED, generateSeed } from '../db/seed/generate';
import { launchChromium, themedContext } from '../test/helpers/browser';
import { sessionCookieFor } from '../test/helpers/factories';
import { loadSeed } from './lib/seed-db';
import { applyAllMigrations, startWorkers } from './lib/workers';

const OUT = path.join(process.cwd(), 'public', 'demo', 'tours');
const RECORDED = path.join(process.cwd(), 'app', 'components', 'marketing', 'product-tours.recorded.json');
const SIZE = { width: 1280, height: 720 };
const FPS = 15;

type Frame = { file: string; at: number };

/** The pointer and the caption drawn over every page of a tour (never read by a screen reader). */
const OVERLAY = `
(() => {
  const draw = () => {
    if (document.getElementById('tour-pointer')) return;
    const style = document.createElement('style');
    style.textContent = \`
      #tour-pointer { position: fixed; left: 0; top: 0; z-index: 2147483647; width: 22px; height: 22px;
        margin: -3px 0 0 -3px; pointer-events: none; transition: transform 40ms linear; }
      #tour-pointer::after { content: ''; position: absolute; left: -9px; top: -9px; width: 40px; height: 40px;
        border-radius: 50%; border: 3px solid #1f8a4c; opacity: 0; transform: scale(.4); transition: all .35s ease-out; }
      #tour-pointer[data-down]::after { opacity: .9; transform: scale(1); }
      #tour-caption { position: fixed; left: 50%; bottom: 28px; z-index: 2147483646; max-width: 80%;
        transform: translateX(-50%); padding: 10px 22px; border-radius: 999px; pointer-events: none;
        background: rgba(11, 27, 46, .88); color: #fff; font: 600 20px/1.35 Inter, system-ui, sans-serif;
        box-shadow: 0 8px 28px rgba(0, 0, 0, .25); }
      #tour-caption:empty { display: none; }\`;
    const pointer = document.createElement('div');
    pointer.id = 'tour-pointer';
    pointer.setAttribute('aria-hidden', 'true');
    pointer.innerHTML = '<svg width="22" height="22" viewBox="0 0 22 22"><path d="M3 2l15 9-7 1.5L7.5 20z" fill="#0b1b2e" stroke="#fff" stroke-width="1.6" stroke-linejoin="round"/></svg>';
    const caption = document.createElement('div');
    caption.id = 'tour-caption';
    caption.setAttribute('aria-hidden', 'true');
    caption.textContent = sessionStorage.getItem('tour-caption') ?? '';
    const at = JSON.parse(sessionStorage.getItem('tour-pointer') ?? '[640,360]');
    pointer.style.transform = 'translate(' + at[0] + 'px,' + at[1] + 'px)';
    document.head.append(style);
    document.body.append(pointer, caption);
  };
  if (document.body) draw(); else document.addEventListener('DOMContentLoaded', draw);
  addEventListener('mousemove', (event) => {
    const pointer = document.getElementById('tour-pointer');
    if (pointer) pointer.style.transform = 'translate(' + event.clientX + 'px,' + event.clientY + 'px)';
    sessionStorage.setItem('tour-pointer', JSON.stringify([event.clientX, event.clientY]));
  }, true);
  addEventListener('mousedown', () => document.getElementById('tour-pointer')?.setAttribute('data-down', ''), true);
  addEventListener('mouseup', () => setTimeout(() => document.getElementById('tour-pointer')?.removeAttribute('data-down'), 250), true);
})();
`;

/** A page being filmed, with the gestures a tour is written in. */
class Take {
  private pointer = { x: SIZE.width / 2, y: SIZE.height / 2 };
  constructor(
    readonly page: Page,
    private readonly origin: URL,
  ) {}

  async open(pathname: string): Promise<void> {
    await this.page.goto(new URL(pathname, this.origin).href, { waitUntil: 'load' });
    await this.page.waitForSelector('html[data-hydrated="true"]');
    await this.page.evaluate(() => document.fonts.ready);
  }

  async say(caption: string): Promise<void> {
    await this.page.evaluate((text) => {
      sessionStorage.setItem('tour-caption', text);
      const element = document.getElementById('tour-caption');
      if (element) element.textContent = text;
    }, caption);
  }

  wait(ms: number): Promise<void> {
    return this.page.waitForTimeout(ms);
  }

  /** The pointer glides to the middle of `target` (scrolled into view first). */
  async point(target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    const box = await target.boundingBox();
    if (!box) throw new Error(`nothing to point at: ${target}`);
    const to = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const distance = Math.hypot(to.x - this.pointer.x, to.y - this.pointer.y);
    await this.page.mouse.move(to.x, to.y, { steps: Math.max(8, Math.round(distance / 25)) });
    this.pointer = to;
    await this.wait(250);
  }

  async click(target: Locator): Promise<void> {
    await this.point(target);
    await this.page.mouse.down();
    await this.page.mouse.up();
    await this.wait(400);
  }

  async type(target: Locator, text: string): Promise<void> {
    await this.click(target);
    await target.selectText().catch(() => undefined);
    await this.page.keyboard.type(text, { delay: 120 });
  }

  /** A smooth scroll by `dy` pixels over about `ms`. */
  async scroll(dy: number, ms = 1500): Promise<void> {
    const steps = Math.max(1, Math.round(ms / 50));
    for (let i = 0; i < steps; i += 1) {
      await this.page.mouse.wheel(0, dy / steps);
      await this.wait(50);
    }
    await this.wait(300);
  }
}

/** Films `play` on `page`: the screencast's frames, kept as JPEG files with their times. */
async function film(
  page: Page,
  dir: string,
  play: () => Promise<void>,
): Promise<{ frames: Array<Frame>; end: number }> {
  const cdp = await page.context().newCDPSession(page);
  const frames: Array<Frame> = [];
  cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    const file = path.join(dir, `${String(frames.length).padStart(5, '0')}.jpg`);
    writeFileSync(file, Buffer.from(data, 'base64'));
    frames.push({ file, at: metadata.timestamp ?? Date.now() / 1000 });
    void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
  });
  await cdp.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 90,
    maxWidth: SIZE.width,
    maxHeight: SIZE.height,
  });
  await play();
  const end = Date.now() / 1000;
  await cdp.send('Page.stopScreencast');
  await cdp.detach();
  return { frames, end };
}

/** The frames as an H.264 MP4 at a constant rate, each frame held until the next one came. */
function encode(frames: Array<Frame>, end: number, dir: string, out: string): void {
  if (frames.length === 0) throw new Error('the screencast sent no frame');
  const list = frames.map((frame, i) => {
    const until = frames[i + 1]?.at ?? end;
    return `file '${frame.file}'\nduration ${Math.max(0.001, until - frame.at).toFixed(3)}`;
  });
  // The concat demuxer reads the last duration only when the last file is listed once more.
  list.push(`file '${frames[frames.length - 1]?.file}'`);
  const listFile = path.join(dir, 'frames.txt');
  writeFileSync(listFile, `${list.join('\n')}\n`);
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    listFile,
    '-vf',
    `fps=${FPS},scale=${SIZE.width}:${SIZE.height}:flags=lanczos,format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-tune',
    'animation',
    '-movflags',
    '+faststart',
    '-an',
    out,
  ]);
}

function poster(video: string, at: number, out: string): void {
  run('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-ss',
    String(at),
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:360:flags=lanczos',
    '-q:v',
    '5',
    out,
  ]);
}

/** The video's length in seconds, as ffprobe reads it from the file. */
function lengthOf(video: string): number {
  const result = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', video],
    { encoding: 'utf8' },
  );
  const seconds = Number(result.stdout.trim());
  if (result.status !== 0 || !Number.isFinite(seconds)) throw new Error(`ffprobe cannot read ${video}`);
  return seconds;
}

function run(command: string, args: Array<string>): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} failed (exit ${result.status ?? result.signal})`);
}

type Cast = { player: string; coach: string };

/** What each tour does on screen, in the order the front page lists them. */
const SCRIPTS: Record<ProductTour['slug'], (take: Take, cast: Cast) => Promise<void>> = {
  async 'player-profile'(take) {
    const { page } = take;
    await take.open('/player/jordan-reyes/summary');
    await take.say("A player's public profile: the season at a glance");
    await take.wait(2500);
    await take.say('Performance trends: best rounds, last ten, strokes against a standard');
    await take.scroll(520, 2000);
    await take.wait(1500);
    await take.click(page.getByRole('button', { name: 'Last 10', exact: true }).first());
    await take.wait(2000);
    await take.scroll(600, 2000);
    await take.wait(2000);
    await take.say('The schedule: past and upcoming tournaments');
    await take.click(page.getByRole('link', { name: 'Schedule', exact: true }).first());
    await page.waitForURL(/\/schedule\//);
    await take.wait(2500);
    await take.say('My Rounds: every round, hole by hole');
    await take.click(page.getByRole('link', { name: 'My Rounds', exact: true }).first());
    await page.waitForURL(/\/my-rounds/);
    await take.wait(2000);
    await take.scroll(500, 2000);
    await take.wait(2500);
    await take.say('The recruiting resume, ready for coaches');
    await take.click(page.getByRole('link', { name: 'Player Resume', exact: true }).first());
    await page.waitForURL(/\/resume/);
    await take.wait(2000);
    await take.scroll(500, 2000);
    await take.wait(2500);
  },

  async 'resume-designer'(take) {
    const { page } = take;
    await take.open('/player/jordan-reyes/resume');
    await take.say('Signed in, a player designs the resume coaches will read');
    await take.wait(2000);
    await take.click(page.getByRole('link', { name: 'Design Resume' }));
    const dialog = page.getByRole('dialog');
    await dialog.locator('.rd-preview').waitFor();
    await take.say('Each section on the left, the live preview on the right');
    await take.wait(3000);
    await take.say('Choose the tournaments to highlight');
    await take.click(dialog.getByRole('button', { name: /Highlighted Tournaments/ }));
    await take.wait(1200);
    await take.click(dialog.locator('[data-item="pastTournaments"]').getByRole('checkbox').first());
    await take.wait(2000);
    await take.say('…the performance charts and their date range');
    await take.click(dialog.getByRole('button', { name: /Performance Charts/ }));
    await take.wait(2500);
    await take.say('Download it as a PDF, then save the design');
    await take.click(dialog.getByRole('button', { name: 'Download', exact: true }));
    await take.wait(3000);
    await take.click(dialog.getByRole('button', { name: 'Save' }));
    await take.wait(2000);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await take.say('Saved: the resume page shows the new design');
    await take.wait(1500);
    await take.scroll(600, 2500);
    await take.wait(2500);
  },

  async 'compare-recruits'(take) {
    const { page } = take;
    await take.open('/player/jordan-reyes/stats');
    await take.say('A coach compares a recruit with another player');
    await page.locator('.compare-header[data-open="true"]').waitFor();
    await take.wait(2000);
    await take.click(page.getByRole('button', { name: 'Choose Player' }));
    const picker = page.getByRole('dialog');
    await picker.waitFor();
    await take.say('Pick the second player');
    await take.wait(1200);
    await take.click(picker.getByRole('row').nth(1).getByRole('checkbox'));
    await take.click(picker.getByRole('button', { name: /Apply|Compare/ }));
    await page.waitForURL(/hash=\d+/);
    await take.say('Side by side: last ten rounds of each');
    await take.wait(2500);
    await take.scroll(450, 1800);
    await take.wait(2000);
    await take.say('Every part of the game has its own tab');
    for (const tab of ['Drive', 'Putts', 'Scoring']) {
      await take.click(page.getByRole('tab', { name: tab, exact: true }).first());
      await take.wait(800);
      await take.scroll(420, 1200);
      await take.wait(1800);
      await take.scroll(-420, 1000);
    }
    await take.say('Choose which rounds each side counts');
    await take.click(page.getByRole('button', { name: 'Select Rounds' }));
    const rounds = page.getByRole('dialog', { name: 'Select Rounds' });
    await rounds.waitFor();
    const left = rounds.locator('.compare-panel--left');
    await take.click(left.getByRole('button', { name: 'Scoring', exact: true }));
    await take.type(left.getByLabel('Max Score'), '75');
    await take.click(rounds.getByRole('button', { name: 'Apply' }));
    await rounds.waitFor({ state: 'detached' });
    await take.say('Rounds of 75 or better against the other player’s last ten');
    await take.wait(3500);
  },
};

/** Records one tour; returns its length in whole seconds. */
async function record(browser: Browser, origin: URL, cookies: Cast, tour: ProductTour): Promise<number> {
  const session = tour.viewer === 'visitor' ? undefined : cookies[tour.viewer];
  const context = await themedContext(browser, origin, {
    viewport: SIZE,
    theme: { theme: 'default-theme', dark: false },
    session,
  });
  await context.addInitScript(OVERLAY);
  const page = await context.newPage();
  const dir = mkdtempSync(path.join(tmpdir(), `tour-${tour.slug}-`));
  const take = new Take(page, origin);
  try {
    const { frames, end } = await film(page, dir, () => SCRIPTS[tour.slug](take, cookies));
    const video = path.join(OUT, `${tour.slug}.mp4`);
    encode(frames, end, dir, video);
    poster(video, tour.posterAt, path.join(OUT, `${tour.slug}.jpg`));
    const seconds = Math.round(lengthOf(video));
    console.log(`${tour.slug}: ${seconds} s, ${(statSync(video).size / 1024).toFixed(0)} KiB`);
    return seconds;
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const today = new Date().toISOString().slice(0, 10);
  const [workers, browser] = await Promise.all([startWorkers({ cache: false }), launchChromium()]);
  try {
    const d1 = workers.db as unknown as D1Database;
    await applyAllMigrations(workers);
    await loadSeed(workers, generateSeed({ seed: DEFAULT_SEED, today }));
    const db = createDb(d1);
    const idOf = async (username: string) => {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.username, username));
      if (!row) throw new Error(`no ${username} in the seed`);
      return row.id;
    };
    const cookies: Cast = {
      player: await sessionCookieFor(db, await idOf('jordan-reyes')),
      coach: await sessionCookieFor(db, await idOf('coach-morales')),
    };
    const only = process.argv[2];
    const lengths: Record<string, number> = JSON.parse(readFileSync(RECORDED, 'utf8'));
    for (const tour of PRODUCT_TOURS) {
      if (only && tour.slug !== only) continue;
      lengths[tour.slug] = await record(browser, workers.url, cookies, tour);
    }
    writeFileSync(RECORDED, `${JSON.stringify(lengths, null, 2)}\n`);
  } finally {
    await browser.close();
    await workers.mf.dispose();
  }
}

await main();
