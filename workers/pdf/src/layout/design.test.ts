import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { compareModelWith, resumeModelWith } from '../../../../test/helpers/pdf-models';
import { renderCompareStats } from '../documents/compare-stats';
import { renderResume } from '../documents/resume';
import { renderScheduleReport } from '../documents/schedule-report';

// The design system as a reader meets it: every page framed, headers repeated, no near-empty page.

const dir = mkdtempSync(path.join(tmpdir(), 'pdf-design-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Each page's text (pdftotext -layout), in order. */
function pagesOf(bytes: Uint8Array): Array<string> {
  const file = path.join(dir, `${crypto.randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).split('\f').slice(0, -1);
}

test('every page of both documents carries the player, the date and "Page n of N"', async () => {
  const documents = [
    {
      bytes: await renderResume(resumeModelWith({ news: 30, events: 30, tournaments: 40, charts: true })),
      name: 'Riley Stone',
      date: 'Updated November 23, 2026',
    },
    {
      bytes: await renderCompareStats(compareModelWith({ rows: 70, rounds: 90 })),
      name: 'Ann Bell vs Cal Dunn',
      date: 'Generated November 26, 2026',
    },
  ];
  for (const { bytes, name, date } of documents) {
    const pages = pagesOf(bytes);
    expect(pages.length).toBeGreaterThan(2);
    pages.forEach((page, index) => {
      expect(page, `page ${index + 1}`).toContain(name);
      expect(page, `page ${index + 1}`).toContain(date);
      expect(page, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pages.length}`);
    });
  }
});

test('a table continuing on the next page repeats its column titles there', async () => {
  const pages = pagesOf(await renderCompareStats(compareModelWith({ rows: 8, rounds: 120 })));
  const withRounds = pages.filter((page) => page.includes('Report Links'));
  expect(withRounds.length).toBeGreaterThan(1);
  for (const page of withRounds) expect(page).toMatch(/DATE\s+ROUND\s+SCORE\s+TO PAR/);
  const measures = pagesOf(await renderCompareStats(compareModelWith({ rows: 90, rounds: 0 })));
  // Each side's name (player — selection) heads its column on every page, whole: a long one wraps.
  for (const page of measures.filter((p) => p.includes('Measure'))) {
    expect(page).toMatch(/Ann Bell — Last 10 Rounds\s+Cal Dunn — Best 3 Consecutive\s+Rounds/);
  }
});

test("the resume's news no longer spills onto a near-empty page: the list is shortened and says so", async () => {
  // A short About Me and a long news list: the demo player's resume of the issue.
  const pages = pagesOf(await renderResume(resumeModelWith({ about: 40, news: 8, events: 4 })));
  expect(pages).toHaveLength(1);
  expect(pages[0]).toMatch(/\+ \d+ more news stories on the profile/);
  // The left column is used below About Me: In the News starts there or the columns hold both.
  expect(pages[0]).toContain('IN THE NEWS');
  // A list long enough to fill most of a second page keeps every item.
  const long = pagesOf(await renderResume(resumeModelWith({ about: 40, news: 20, events: 4 })));
  expect(long).toHaveLength(2);
  expect(long.join('')).not.toContain('more news stories');
});

test('body text is set in Inter and headings in Barlow Condensed, both embedded', async () => {
  const file = path.join(dir, 'fonts.pdf');
  writeFileSync(file, await renderResume(resumeModelWith({ news: 2, tournaments: 3, charts: true })));
  const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
  expect(fonts).toMatch(/Inter-Regular\s+TrueType\s+WinAnsi\s+yes/);
  expect(fonts).toMatch(/BarlowCondensed-Bold\s+TrueType\s+WinAnsi\s+yes/);
});

test('a name longer than its column wraps within it instead of losing its end, in a schedule report', async () => {
  const name = 'Southwestern Intercollegiate Amateur Championship presented by the Desert Golf Association';
  const bytes = await renderScheduleReport({
    kind: 'org-schedule-report',
    fileName: 'Bayshore-College-Schedule.pdf',
    title: 'Organization Schedule Report',
    subject: 'Bayshore College',
    subtitle: 'Upcoming events and results',
    generatedOn: 'November 26, 2026',
    figures: [],
    chapters: [
      {
        title: 'Upcoming Events',
        tables: [
          {
            heading: 'December 2026',
            columns: [
              { title: 'Dates', align: 'left', width: 1.4 },
              { title: 'Tournament', align: 'left', width: 2.6 },
              { title: 'Status', align: 'left', width: 1 },
              { title: 'Rounds', align: 'right', width: 0.7 },
            ],
            rows: [{ cells: ['Dec 4–6', name, 'In Field', '3'] }],
            empty: 'No events.',
          },
        ],
      },
    ],
  });
  const text = pagesOf(bytes).join('\n');
  expect(text).not.toContain('…');
  // The footer's name too: the date moves right rather than cut it.
  expect(text).toMatch(
    /Bayshore College · Organization Schedule Report\s+Generated November 26, 2026\s+Page 1 of 1/,
  );
  // Every word of the name is on the page, in order, over the lines it wraps to.
  const words = text.split(/\s+/);
  const start = words.indexOf('Southwestern');
  expect(start).toBeGreaterThanOrEqual(0);
  expect(words.filter((word) => name.split(' ').includes(word)).length).toBeGreaterThanOrEqual(
    name.split(' ').length,
  );
});
