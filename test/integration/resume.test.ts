// Issue 6: the resume child (spec 2 §2–4), its form action, the PDF from the PDF Worker (read with
// poppler-utils) and the resume report routes, through the built Workers and a real local D1.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { reportHash } from '../../app/domain/reports/reports';
import { setFeature } from '../helpers/factories';
import { createRecruit } from '../helpers/resume-fixture';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;
const dir = mkdtempSync(path.join(tmpdir(), 'resume-pdf-'));

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

function text(page: string): string {
  return page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function recruit(tag: string) {
  return createRecruit(workers.db, tag);
}

async function pdfText(
  response: Response,
): Promise<{ pages: number; text: string; size: number; images: Array<string> }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('Content-Type')).toBe('application/pdf');
  const bytes = new Uint8Array(await response.arrayBuffer());
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  // Every font is embedded (the "emb" column).
  expect(fonts).toContain('BarlowCondensed');
  expect(
    fonts
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .every((line) => /\byes\b/.test(line)),
  ).toBe(true);
  return {
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
    size: bytes.length,
    // pdfimages -list: two header lines, then one line per image ("page num type width height …").
    images: execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean),
  };
}

/** The designer's form as a browser posts it: the default ticks plus `extra`. */
function form(entries: Array<[string, string]>): FormData {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return body;
}

const DEFAULT_FORM: Array<[string, string]> = [
  ['coverPage', 'on'],
  ['personal.picture', 'on'],
  ['personal.aboutMe', 'on'],
  ['personal.ghin', 'on'],
  ['personal.ncaa', 'on'],
  ['personal.websiteLink', 'on'],
  ['charts.isSelected', 'on'],
  ['charts.bestRoundsChart', 'on'],
  ['charts.bestConsecutiveRoundsChart', 'on'],
  ['charts.timeframe', 'last-24-months'],
];

describe('the resume page', () => {
  let player: Awaited<ReturnType<typeof recruit>>;
  beforeAll(async () => {
    player = await recruit('A');
  });

  test('a visitor sees the default resume and a Download button, never the designer', async () => {
    const page = await (await workers.fetch(`/player/${player.username}/resume`)).text();
    const body = text(page);
    // spec 2 §4 default ticks: about, GHIN, NCAA, website, events, news and the best-ten charts on.
    for (const shown of [
      'Riley StoneA',
      'About A: two-time conference medalist.',
      'GHINA',
      'NCAAA',
      'riley-a.example.com',
      'Upcoming Classic A',
      'Headline A',
      'Best 10 Rounds',
      'Best 10 Consecutive Rounds',
      'Last 24 Months',
      'Download PDF',
    ]) {
      expect(body, shown).toContain(shown);
    }
    // School fields, tournaments and rounds are off by default; last and prior ten too.
    // (The tournament's rounds still count in the charts page's tournament table.)
    for (const hidden of [
      'College A',
      'Highlighted Tournaments',
      'Note A',
      'Highlighted Rounds',
      'Last 10 Rounds',
    ]) {
      expect(body, hidden).not.toContain(hidden);
    }
    expect(page).toContain(`href="/player/${player.username}/resume.pdf"`);
    expect(page).not.toContain('Resume Preview');
    expect(page).not.toContain('Design Resume');
  });

  test('the owner gets the designer with its sections, open on ?designer', async () => {
    const page = await (
      await workers.fetch(`/player/${player.username}/resume?designer`, {
        headers: { Cookie: player.cookie },
      })
    ).text();
    const body = text(page);
    for (const label of [
      'Resume Preview',
      'Cover Page',
      'Personal Information',
      'School Information',
      'Upcoming Events',
      'Highlighted Tournaments',
      'Highlighted Rounds',
      'News Items',
      'Additional Pages',
      'Performance Charts',
      'Restore Defaults',
    ]) {
      expect(body, label).toContain(label);
    }
    // The chart range is the date range selector's button (its options open in its dialog).
    expect(body).toMatch(/Chart date range ?: Last 24 Months/);
    expect(page).toMatch(/name="charts\.timeframe" value="last-24-months"/);
    // The stored notes option is offered for the tournament that has notes.
    expect(page).toMatch(new RegExp(`name="pastTournaments.notes"[^>]*value="${player.entryId}"`));
  });

  test('a bad form answers 400 with field errors and saves nothing', async () => {
    const response = await workers.fetch(`/player/${player.username}/resume`, {
      method: 'POST',
      headers: { Cookie: player.cookie },
      body: form([
        ['intent', 'save'],
        ...DEFAULT_FORM.filter(([name]) => name !== 'charts.timeframe'),
        ['charts.timeframe', 'next-week'],
        ['newsfeedItems.option', '99999999'],
      ]),
    });
    expect(response.status).toBe(400);
    const body = text(await response.text());
    expect(body).toContain('Choose a timeframe');
    const stored = await workers.d1
      .prepare('select count(*) as n from resume_settings where account_id = ?')
      .bind(player.id)
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
  });

  test('only the owner may post the form', async () => {
    const other = await recruit('X');
    const body = () => form([['intent', 'save'], ...DEFAULT_FORM]);
    const anonymous = await workers.fetch(`/player/${player.username}/resume`, {
      method: 'POST',
      body: body(),
    });
    expect(anonymous.status).toBe(403);
    const stranger = await workers.fetch(`/player/${player.username}/resume`, {
      method: 'POST',
      body: body(),
      headers: { Cookie: other.cookie },
    });
    expect(stranger.status).toBe(403);
  });

  test('the default PDF: two pages, the name, the selected sections, named for next year', async () => {
    const response = await workers.fetch(`/player/${player.username}/resume.pdf`);
    const year = new Date().getUTCFullYear() + 1;
    expect(response.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Riley-StoneA-${year}-Resume.pdf"`,
    );
    const pdf = await pdfText(response);
    expect(pdf.pages).toBe(2);
    for (const shown of [
      'Riley StoneA',
      'ABOUT ME',
      'UPCOMING EVENTS',
      'Upcoming Classic A',
      'IN THE NEWS',
      'BEST 10 ROUNDS',
      'PERFORMANCE CHARTS',
    ]) {
      expect(pdf.text, shown).toContain(shown);
    }
    for (const hidden of ['HIGHLIGHTED TOURNAMENTS', 'Note A', 'College A', 'LAST 10 ROUNDS']) {
      expect(pdf.text, hidden).not.toContain(hidden);
    }
  });

  test('settings saved by the action change the page, the PDF and store a report hash', async () => {
    const saved = await recruit('S');
    const response = await workers.fetch(`/player/${saved.username}/resume`, {
      method: 'POST',
      headers: { Cookie: saved.cookie },
      body: form([
        ['intent', 'save'],
        ['coverPage', 'on'],
        ['personal.aboutMe', 'on'],
        ['school.collegeName', 'on'],
        ['pastTournaments.isSelected', 'on'],
        ['pastTournaments.option', String(saved.entryId)],
        ['pastTournaments.notes', String(saved.entryId)],
        // News deselected; the charts page off.
        ['charts.timeframe', 'all-time'],
      ]),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toMatch(
      new RegExp(`^/player/${saved.username}/resume\\?designer&saved=\\d+$`),
    );
    const hash = Number(/saved=(\d+)/.exec(response.headers.get('Location') ?? '')?.[1]);

    const page = text(await (await workers.fetch(`/player/${saved.username}/resume`)).text());
    for (const shown of ['College S', 'Past Open S', 'Note S: won in a playoff', '71-68 = 139']) {
      expect(page, shown).toContain(shown);
    }
    for (const hidden of ['Headline S', 'GHINS', 'Best 10 Rounds'])
      expect(page, hidden).not.toContain(hidden);

    const pdf = await pdfText(await workers.fetch(`/player/${saved.username}/resume.pdf`));
    expect(pdf.pages).toBe(1);
    for (const shown of [
      'Riley StoneS',
      'HIGHLIGHTED TOURNAMENTS',
      'Past Open S',
      'Note S: won in a playoff',
      'College S',
    ]) {
      expect(pdf.text, shown).toContain(shown);
    }
    for (const hidden of ['IN THE NEWS', 'Headline S', 'PERFORMANCE CHARTS', 'GHINS']) {
      expect(pdf.text, hidden).not.toContain(hidden);
    }

    // The same selections are a resume report under their hash (spec 2 §2).
    const stored = await workers.d1
      .prepare('select settings from resume_settings where account_id = ?')
      .bind(saved.id)
      .first<{ settings: string }>();
    expect(reportHash('resume', saved.id, JSON.parse(stored?.settings ?? 'null'))).toBe(hash);
    const report = text(await (await workers.fetch(`/reports/resume?hash=${hash}`)).text());
    expect(report).toContain('Past Open S');
    expect(report).not.toContain('Headline S');
  });

  test('notes stay out unless includeNotes is on', async () => {
    const owner = await recruit('N');
    const response = await workers.fetch(`/player/${owner.username}/resume`, {
      method: 'POST',
      headers: { Cookie: owner.cookie },
      body: form([
        ['intent', 'save'],
        ['coverPage', 'on'],
        ['pastTournaments.isSelected', 'on'],
        ['pastTournaments.option', String(owner.entryId)],
        ['charts.timeframe', 'last-24-months'],
      ]),
    });
    expect(response.status).toBe(302);
    const page = text(await (await workers.fetch(`/player/${owner.username}/resume`)).text());
    expect(page).toContain('Past Open N');
    expect(page).not.toContain('Note N');
  });

  test('a preview of a chart range without rounds is refused with the revert message', async () => {
    const response = await workers.fetch(`/player/${player.username}/resume`, {
      method: 'POST',
      headers: { Cookie: player.cookie },
      body: form([
        ['intent', 'preview'],
        ...DEFAULT_FORM.filter(([name]) => name !== 'charts.timeframe'),
        ['charts.timeframe', 'custom'],
        ['charts.start', '2001-01-01'],
        ['charts.end', '2001-12-31'],
      ]),
    });
    expect(response.status).toBe(422);
    expect(text(await response.text())).toContain('No data found for new date range, reverting to previous.');
  });

  test('a chart range typed in the selector (Last 5 Years) is saved in the stored shape and labels the charts', async () => {
    const owner = await recruit('Y');
    const saved = await workers.fetch(`/player/${owner.username}/resume`, {
      method: 'POST',
      headers: { Cookie: owner.cookie },
      body: form([
        ['intent', 'save'],
        ...DEFAULT_FORM.filter(([name]) => name !== 'charts.timeframe'),
        ['charts.timeframe', 'last-5-years'],
      ]),
    });
    expect(saved.status).toBe(302);
    const stored = await workers.d1
      .prepare('SELECT settings FROM resume_settings WHERE account_id = ?')
      .bind(owner.id)
      .first<{ settings: string }>();
    expect(JSON.parse(stored?.settings ?? '{}').performanceChartsPage.barChartsDateRange).toEqual({
      timeframe: 'last-5-years',
      start: null,
      end: null,
    });
    const visitor = text(await (await workers.fetch(`/player/${owner.username}/resume`)).text());
    expect(visitor).toContain('Last 5 Years');
    // The resume's charts choose dates: a Rounds period is not one of its timeframes.
    const refused = await workers.fetch(`/player/${owner.username}/resume`, {
      method: 'POST',
      headers: { Cookie: owner.cookie },
      body: form([
        ['intent', 'preview'],
        ...DEFAULT_FORM.filter(([name]) => name !== 'charts.timeframe'),
        ['charts.timeframe', 'last-10-rounds'],
      ]),
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Choose a timeframe');
  });

  test('a preview answers the unsaved selections without saving them', async () => {
    const response = await workers.fetch(`/player/${player.username}/resume`, {
      method: 'POST',
      headers: { Cookie: player.cookie },
      body: form([
        ['intent', 'preview'],
        ...DEFAULT_FORM,
        ['charts.lastRoundsChart', 'on'],
        ['pastTournaments.isSelected', 'on'],
        ['pastTournaments.option', String(player.entryId)],
      ]),
    });
    expect(response.status).toBe(200);
    const body = text(await response.text());
    expect(body).toContain('Last 10 Rounds');
    expect(body).toContain('Highlighted Tournaments Past Open A');
    const visitor = text(await (await workers.fetch(`/player/${player.username}/resume`)).text());
    expect(visitor).not.toContain('Last 10 Rounds');
    expect(visitor).not.toContain('Highlighted Tournaments');
  });

  test('the owner downloads unsaved selections; others may not post them', async () => {
    const body = () =>
      form([['intent', 'preview'], ...DEFAULT_FORM.filter(([n]) => n !== 'charts.isSelected')]);
    const pdf = await pdfText(
      await workers.fetch(`/player/${player.username}/resume.pdf`, {
        method: 'POST',
        headers: { Cookie: player.cookie },
        body: body(),
      }),
    );
    expect(pdf.pages).toBe(1);
    expect(pdf.text).not.toContain('PERFORMANCE CHARTS');
    const anonymous = await workers.fetch(`/player/${player.username}/resume.pdf`, {
      method: 'POST',
      body: body(),
    });
    expect(anonymous.status).toBe(403);
  });

  test('a hidden resume redirects visitors and its PDF is not served', async () => {
    const hidden = await recruit('H');
    await setFeature(workers.db, hidden.id, 78, false);
    const page = await workers.fetch(`/player/${hidden.username}/resume`);
    expect(page.status).toBe(302);
    const pdf = await workers.fetch(`/player/${hidden.username}/resume.pdf`);
    expect(pdf.status).toBe(302);
    const report = await workers.fetch(`/reports/resume?accountId=${hidden.id}`);
    expect([report.status, report.headers.get('Location')]).toEqual([302, '/']);
  });
});

describe('report routes', () => {
  test('resume by accountId shows the default resume data; its PDF downloads', async () => {
    const player = await recruit('R');
    const page = text(await (await workers.fetch(`/reports/resume?accountId=${player.id}`)).text());
    expect(page).toContain('Riley StoneR');
    expect(page).toContain('Headline R');
    const pdf = await pdfText(await workers.fetch(`/reports/resume.pdf?accountId=${player.id}`));
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('Riley StoneR');
  });

  test('guards: no account, an unknown hash, a bad query, a private site and other paths go home', async () => {
    const player = await recruit('P');
    await setFeature(workers.db, player.id, 88, false);
    for (const url of [
      '/reports/resume?accountId=987654321',
      '/reports/resume?hash=123456789',
      '/reports/resume?hash=abc',
      '/reports/resume',
      `/reports/resume?accountId=${player.id}`,
      '/reports/resume.pdf?accountId=987654321',
      '/reports/anything-else',
    ]) {
      const response = await workers.fetch(url);
      expect([url, response.status, response.headers.get('Location')]).toEqual([url, 302, '/']);
    }
  });
});

describe('the PDF cover: picture, custom logo and names outside WinAnsi (decision 022)', () => {
  let player: Awaited<ReturnType<typeof recruit>>;
  beforeAll(async () => {
    player = await createRecruit(workers.db, 'U', {
      firstName: 'Zoë',
      lastName: 'Łukasiewicz-Nguyễn Søren',
      imgUrl: '/demo/players/aaliyah-brooks.svg',
      customLogoUrl: '/demo/orgs/bayshore.svg',
    });
  });

  const download = (entries: Array<[string, string]>) =>
    workers.fetch(`/player/${player.username}/resume.pdf`, {
      method: 'POST',
      headers: { Cookie: player.cookie },
      body: form([['intent', 'preview'], ...entries]),
    });

  test('the default PDF: the portrait (JPEG twin of the SVG) on the cover, no logo, the exact name', async () => {
    const response = await workers.fetch(`/player/${player.username}/resume.pdf`);
    expect(response.headers.get('Content-Disposition')).toContain('Zoe-Lukasiewicz-Nguyen-Soren-');
    const pdf = await pdfText(response);
    expect(pdf.images).toHaveLength(1);
    expect(pdf.images[0]).toMatch(/^\s*1\s+0\s+image\s+256\s+256\s+rgb\s+3\s+8\s+jpeg/);
    expect(pdf.text).toContain('Zoë Łukasiewicz-Nguyễn Søren');
    expect(pdf.text).not.toContain('?');
  });

  test('the picture is left out when unticked; the custom logo is drawn when ticked', async () => {
    const withoutPicture = await pdfText(
      await download(DEFAULT_FORM.filter(([n]) => n !== 'personal.picture')),
    );
    expect(withoutPicture.images).toHaveLength(0);
    const withLogo = await pdfText(await download([...DEFAULT_FORM, ['personal.customLogo', 'on']]));
    expect(withLogo.images).toHaveLength(2);
    expect(withLogo.images.every((line) => /^\s*1\s/.test(line))).toBe(true);
    const logoOnly = await pdfText(
      await download([
        ...DEFAULT_FORM.filter(([n]) => n !== 'personal.picture'),
        ['personal.customLogo', 'on'],
      ]),
    );
    expect(logoOnly.images).toHaveLength(1);
    expect(logoOnly.images[0]).toMatch(/\s192\s+192\s/);
  });

  test('the HTML preview shows the logo only when ticked', async () => {
    const preview = async (entries: Array<[string, string]>) =>
      (
        await workers.fetch(`/player/${player.username}/resume`, {
          method: 'POST',
          headers: { Cookie: player.cookie },
          body: form([['intent', 'preview'], ...entries]),
        })
      ).text();
    expect(await preview([...DEFAULT_FORM, ['personal.customLogo', 'on']])).toContain(
      '/demo/orgs/bayshore.svg',
    );
    expect(await preview(DEFAULT_FORM)).not.toContain('/demo/orgs/bayshore.svg');
  });

  test('a picture that is missing or not PNG/JPEG leaves the PDF without it, never fails it', async () => {
    for (const imgUrl of ['/demo/players/nobody.svg', '/favicon.svg', '/front-page.html']) {
      const other = await createRecruit(workers.db, 'X', { imgUrl });
      const pdf = await pdfText(await workers.fetch(`/player/${other.username}/resume.pdf`));
      expect(pdf.images, imgUrl).toHaveLength(0);
      // The initials stand in for the picture.
      expect(pdf.text).toContain('RS');
    }
  });

  test('characters the font lacks keep their place and extract as themselves', async () => {
    const other = await createRecruit(workers.db, 'Y', { firstName: 'Taro', lastName: '山田' });
    const pdf = await pdfText(await workers.fetch(`/player/${other.username}/resume.pdf`));
    expect(pdf.pages).toBe(2);
    expect(pdf.text).toContain('Taro 山田');
  });
});
