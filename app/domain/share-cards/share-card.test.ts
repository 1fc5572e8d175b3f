import { expect, test } from 'vitest';
import type { MetricRow } from '../stats/compare-sides';
import { shareCardAlt } from './card-addresses';
import {
  clipped,
  organizationCardModel,
  playerCardModel,
  playerFigures,
  playerReportCardModel,
  printedAddress,
  reportCardModel,
  shareCardModelSchema,
} from './share-card';

const site = 'ScoreTrack Golf';
const url = 'https://scoretrack.example/player/avery';

test('a player with rounds gets the scoring average, greens in regulation and round count', () => {
  const figures = playerFigures({
    rounds: [{ score: 71 }, { score: 74 }, { score: null }, { score: 76 }],
    greensInRegulation: { successes: 30, opportunities: 54 },
    roundCount: 12,
  });
  expect(figures).toEqual([
    { label: 'Scoring average', value: '73.7', versus: null },
    { label: 'Greens in regulation', value: '56%', versus: null },
    { label: '18-hole rounds', value: '12', versus: null },
  ]);
});

test('no rounds, no figures; nothing counted shows a dash, never 0 %', () => {
  expect(
    playerFigures({ rounds: [], greensInRegulation: { successes: 0, opportunities: 0 }, roundCount: 0 }),
  ).toBeNull();
  const figures = playerFigures({
    rounds: [{ score: 80 }],
    greensInRegulation: { successes: 0, opportunities: 0 },
    roundCount: 1,
  });
  expect(figures?.[1]?.value).toBe('–');
});

test('a player card without visible stats or About carries no figures and no class year', () => {
  const hidden = playerCardModel({
    fullName: 'Avery Card',
    graduationYear: null,
    school: null,
    picture: null,
    figures: null,
    site,
    url,
  });
  expect(hidden.figures).toEqual([]);
  expect(hidden.figuresNote).toBeNull();
  expect(hidden.lines).toEqual([]);
  expect(JSON.stringify(hidden)).not.toMatch(/Scoring|Greens|rounds/);
  const shown = playerCardModel({
    fullName: 'Avery Card',
    graduationYear: 2027,
    school: 'Harbor View High School',
    picture: null,
    figures: [{ label: 'Scoring average', value: '72.0', versus: null }],
    site,
    url,
  });
  expect(shown.lines).toEqual(['Class of 2027', 'Harbor View High School']);
  expect(shown.figuresNote).toBe('Last 10 rounds · 18 holes');
  expect(shareCardModelSchema.safeParse(shown).success).toBe(true);
});

test('an organization card shows its counts in words that agree with them', () => {
  const model = organizationCardModel({
    name: 'Lakeside University',
    address: null,
    picture: null,
    rosterCount: 1,
    groupCount: 2,
    playerCount: 14,
    site,
    url: 'https://scoretrack.example/org/lakeside-u',
  });
  expect(model.figures.map((figure) => `${figure.value} ${figure.label}`)).toEqual([
    '14 Players',
    '1 Roster',
    '2 Groups',
  ]);
  expect(model.address).toBe('scoretrack.example/org/lakeside-u');
  expect(shareCardModelSchema.safeParse(model).success).toBe(true);
});

test('a report card shows the first three metrics either side recorded, left vs right', () => {
  const row = (name: string, left: number, right: number): MetricRow => ({
    flag: 'fairwayHit',
    name,
    left: { value: `${left}%`, successes: left, opportunities: left === 0 ? 0 : 100 },
    right: { value: `${right}%`, successes: right, opportunities: right === 0 ? 0 : 100 },
  });
  const model = reportCardModel({
    playerName: 'Avery Card',
    picture: null,
    left: { name: 'Last 10 Rounds', roundCount: 10 },
    right: { name: 'Best 10 Rounds', roundCount: 1 },
    holes: 18,
    metrics: [
      { rows: [row('Never Recorded', 0, 0), row('Par or Better', 70, 80)] },
      { rows: [row('Birdies', 0, 12), row('Fairways', 60, 65), row('Putts', 1, 2)] },
    ],
    site,
    url: 'https://scoretrack.example/reports/compare-stats?hash=42',
  });
  expect(model.figures).toEqual([
    { label: 'Par or Better', value: '70%', versus: '80%' },
    { label: 'Birdies', value: '–', versus: '12%' },
    { label: 'Fairways', value: '60%', versus: '65%' },
  ]);
  expect(model.lines).toEqual(['Last 10 Rounds (10 rounds)', 'vs Best 10 Rounds (1 round)']);
  expect(model.address).toBe('scoretrack.example/reports/compare-stats?hash=42');
});

test('a saved player report card names the report, the player and what it is over, without figures', () => {
  const model = playerReportCardModel({
    reportTitle: 'Player Performance Report',
    playerName: 'Avery Stone',
    graduationYear: 2027,
    school: 'Lakeside High',
    parameters: 'Recent Performance · PGA Tour standard · 18 holes',
    picture: null,
    site,
    url: 'https://scoretrack.example/reports/ppr?hash=123',
  });
  expect(shareCardModelSchema.parse(model)).toEqual(model);
  expect(model).toMatchObject({
    kind: 'player-report',
    eyebrow: 'Player Performance Report',
    title: 'Avery Stone',
    lines: ['Recent Performance · PGA Tour standard · 18 holes', 'Class of 2027 · Lakeside High'],
    figures: [],
    figuresNote: null,
    address: 'scoretrack.example/reports/ppr?hash=123',
  });
  // Without the About card (hidden or empty), the parameters alone.
  const bare = playerReportCardModel({
    reportTitle: 'Best Stats Report',
    playerName: 'Avery Stone',
    graduationYear: null,
    school: null,
    parameters: 'Current season',
    picture: null,
    site,
    url,
  });
  expect(bare.lines).toEqual(['Current season']);
  expect(shareCardAlt('player-report', 'Avery Stone', site)).toBe(
    'Share card of the saved report of Avery Stone on ScoreTrack Golf: name, picture and what the report covers.',
  );
});

test('free text is cut to fit, addresses lose their scheme, the alt text names the page', () => {
  expect(clipped('  A   very long   name  ', 100)).toBe('A very long name');
  expect(clipped('abcdefghij', 5)).toBe('abcd…');
  expect(printedAddress('https://example.com/')).toBe('example.com');
  expect(printedAddress('http://127.0.0.1:8787/player/a/')).toBe('127.0.0.1:8787/player/a');
  expect(shareCardAlt('player', 'Avery Card', site)).toBe(
    'Share card of the player profile of Avery Card on ScoreTrack Golf: name, picture and headline figures.',
  );
});

test('the schema refuses a model no page could build', () => {
  const base = playerCardModel({
    fullName: 'A',
    graduationYear: null,
    school: null,
    picture: null,
    figures: null,
    site,
    url,
  });
  expect(shareCardModelSchema.safeParse({ ...base, title: '' }).success).toBe(false);
  expect(shareCardModelSchema.safeParse({ ...base, picture: { type: 'gif', base64: 'AA==' } }).success).toBe(
    false,
  );
  expect(
    shareCardModelSchema.safeParse({
      ...base,
      figures: Array(4).fill({ label: 'x', value: '1', versus: null }),
    }).success,
  ).toBe(false);
});
