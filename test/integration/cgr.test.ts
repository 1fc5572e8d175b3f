import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { destination, type LngLat } from '../../app/domain/courses/geo';
import { createGuideCourse } from '../helpers/factories';
import { startTestWorkers, type TestWorkers } from '../helpers/workers';

let workers: TestWorkers;

beforeAll(async () => {
  workers = await startTestWorkers();
});
afterAll(async () => {
  await workers?.dispose();
});

/** The visible text of some HTML: tags and React's text separators dropped, whitespace collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of each hole card, hole 1 first. */
function holeCards(html: string): Array<string> {
  return [...html.matchAll(/<article class="hole-card"[\s\S]*?<\/article>/g)].map((match) =>
    textOf(match[0]),
  );
}

async function page(path: string): Promise<string> {
  const response = await workers.fetch(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

function location(response: Response): string {
  const url = new URL(response.headers.get('location') ?? '', workers.url);
  return `${url.pathname}${url.search}`;
}

const tee: LngLat = [-82.02, 33.5];
const pin = destination(tee, 340, 0);

describe('the course list', () => {
  test('lists each course with its place, holes and par, linking to its guide', async () => {
    const course = await createGuideCourse(workers.db, { name: 'Magnolia Creek Golf Club', city: 'Athens' });
    const html = await page('/cgr');
    expect(html).toContain('Magnolia Creek Golf Club');
    expect(html).toContain(`href="/cgr/${course.id}"`);
    const card = textOf(html.slice(html.indexOf('Magnolia Creek Golf Club') - 400));
    expect(card).toContain('Magnolia Creek Golf Club Athens, GA Holes 3 Par 12');
  });

  test('credits OpenStreetMap for a course drawn from its data', async () => {
    await createGuideCourse(workers.db, {
      name: 'Open Data Links',
      attribution: '© OpenStreetMap contributors',
    });
    const html = await page('/cgr');
    expect(textOf(html)).toContain(
      'Open Data Links Augusta, GA Holes 3 Par 12 Map data © OpenStreetMap contributors, ODbL',
    );
    expect(html).toContain('href="https://www.openstreetmap.org/copyright"');
  });

  test('the unit toggle sets prefersMetric and the course links keep it', async () => {
    const course = await createGuideCourse(workers.db);
    const html = await page('/cgr?prefersMetric=True');
    expect(html).toContain(`href="/cgr/${course.id}?prefersMetric=true"`);
    expect(html).toMatch(/<a(?![^>]*aria-current)[^>]*href="\/cgr\?prefersMetric=false"[^>]*>Imperial/);
    expect(html).toMatch(/<a(?=[^>]*aria-current="true")[^>]*href="\/cgr\?prefersMetric=true"[^>]*>Metric/);
  });
});

describe('the unit rule (spec 1 §2 cgr: prefersMetric true or True means Metric, anything else Imperial)', () => {
  test.each([
    ['?prefersMetric=true', 'metric'],
    ['?prefersMetric=True', 'metric'],
    ['?prefersMetric=false', 'imperial'],
    ['?prefersMetric=1', 'imperial'],
    ['?prefersMetric=TRUE', 'imperial'],
    ['', 'imperial'],
  ])('%s shows %s distances', async (query, unit) => {
    const course = await createGuideCourse(workers.db, {
      holes: [
        {
          holeNumber: 1,
          teeLatitude: tee[1],
          teeLongitude: tee[0],
          pinLatitude: pin[1],
          pinLongitude: pin[0],
        },
      ],
      tees: [{ name: 'Blue', yards: [400] }],
      menPars: [4],
    });
    const html = await page(`/cgr/${course.id}${query}`);
    const [hole] = holeCards(html);
    if (unit === 'metric') {
      // 400 yds / 1.09361 = 365.8 → 366 m; the tee-to-pin distance is metres as measured.
      expect(hole).toBe('Hole 1 Par 4 Tee to pin 340 m Blue 366');
      expect(textOf(html)).toContain('Blue 366 m');
    } else {
      // spec 1 §4: yards are metres × 1.09361, rounded: 340 m → 372 yds.
      expect(hole).toBe('Hole 1 Par 4 Tee to pin 372 yds Blue 400');
      expect(textOf(html)).toContain('Blue 400 yds');
    }
  });

  test('links between the guide’s pages keep prefersMetric', async () => {
    const course = await createGuideCourse(workers.db);
    const html = await page(`/cgr/${course.id}?prefersMetric=True&hole=2`);
    expect(html).toContain(`href="/cgr/${course.id}?prefersMetric=true&amp;hole=1"`);
    expect(html).toContain('href="/cgr?prefersMetric=true"');
    // The toggle keeps the selected hole.
    expect(html).toContain(`href="/cgr/${course.id}?prefersMetric=false&amp;hole=2"`);
  });
});

describe('a course’s guide', () => {
  test('shows the header: name, place, total par and each tee with its total yardage', async () => {
    const course = await createGuideCourse(workers.db, {
      name: 'Piney Ridge',
      city: 'Aiken',
      state: 'SC',
      tees: [
        { name: 'Gold', color: '#d4ad4f', yards: [380, 165, 510] },
        { name: 'Red', color: '#c62a2f', yards: [300, 120, 420] },
      ],
    });
    const text = textOf(await page(`/cgr/${course.id}`));
    expect(text).toContain('Piney Ridge Aiken, SC 3 holes Par 12 Gold 1,055 yds Red 840 yds');
    const metric = textOf(await page(`/cgr/${course.id}?prefersMetric=true`));
    // Per hole 347 + 151 + 466 m: the total adds up what the holes show.
    expect(metric).toContain('Gold 964 m');
  });

  test('a tee or pin with a missing coordinate has no tee-to-pin distance (spec 1 §5)', async () => {
    const course = await createGuideCourse(workers.db, {
      holes: [
        {
          holeNumber: 1,
          teeLatitude: tee[1],
          teeLongitude: tee[0],
          pinLatitude: pin[1],
          pinLongitude: pin[0],
        },
        { holeNumber: 2, teeLatitude: null, teeLongitude: tee[0], pinLatitude: pin[1], pinLongitude: pin[0] },
        { holeNumber: 3, teeLatitude: tee[1], teeLongitude: tee[0], pinLatitude: pin[1], pinLongitude: null },
      ],
    });
    const holes = holeCards(await page(`/cgr/${course.id}`));
    expect(holes[0]).toContain('Tee to pin 372 yds');
    expect(holes[1]).toContain('Tee to pin — not available');
    expect(holes[2]).toContain('Tee to pin — not available');
  });

  test('par is 0 past the end of the men’s par list, and everywhere without a men’s card (spec 1 §5)', async () => {
    const short = await createGuideCourse(workers.db, { menPars: [4, 3] });
    expect(holeCards(await page(`/cgr/${short.id}`)).map((hole) => hole.split(' Tee')[0])).toEqual([
      'Hole 1 Par 4',
      'Hole 2 Par 3',
      'Hole 3 Par 0',
    ]);
    const womenOnly = await createGuideCourse(workers.db, { menPars: null, womenPars: [4, 3, 5] });
    const html = await page(`/cgr/${womenOnly.id}`);
    expect(holeCards(html).map((hole) => hole.split(' Tee')[0])).toEqual([
      'Hole 1 Par 0',
      'Hole 2 Par 0',
      'Hole 3 Par 0',
    ]);
    expect(textOf(html)).toContain('3 holes Par 0');
  });

  test('a yardage is "—" where the tee’s list is shorter than the hole number (spec 1 §5)', async () => {
    const course = await createGuideCourse(workers.db, {
      tees: [
        { name: 'Blue', yards: [380, 165, 510] },
        { name: 'Junior', yards: [250] },
      ],
    });
    const holes = holeCards(await page(`/cgr/${course.id}`));
    expect(holes[0]).toContain('Blue 380 Junior 250');
    expect(holes[1]).toContain('Blue 165 Junior — not available');
    expect(holes[2]).toContain('Blue 510 Junior — not available');
  });

  test('lists the targets by shot number, the green target as on the green', async () => {
    const green = [270, 0, 90, 180].map((bearing) => destination(pin, 14, bearing));
    const course = await createGuideCourse(workers.db, {
      holes: [
        {
          holeNumber: 1,
          teeLatitude: tee[1],
          teeLongitude: tee[0],
          pinLatitude: pin[1],
          pinLongitude: pin[0],
          shapes: [{ kind: 'green', points: green }],
          targets: [
            { shotNumber: 2, point: pin, club: 'Wedge' },
            { shotNumber: 1, point: destination(tee, 220, 0), club: 'Driver' },
          ],
        },
      ],
      menPars: [4],
      tees: [],
    });
    const [hole] = holeCards(await page(`/cgr/${course.id}`));
    // 220 m = 240.6 → 241 yds; the second target lies inside the green.
    expect(hole).toBe('Hole 1 Par 4 Tee to pin 372 yds Shot 1 Driver 241 yds Shot 2 Wedge to the green');
  });

  test('selecting a hole shows its panel, with the map placeholder rendered on the server', async () => {
    const course = await createGuideCourse(workers.db, { attribution: '© OpenStreetMap contributors' });
    const html = await page(`/cgr/${course.id}?hole=1`);
    expect(html).toContain('id="hole-view"');
    expect(textOf(html)).toContain('Hole 1 Par 4 · 372 yds tee to pin');
    expect(html).toContain('class="skeleton hole-map__skeleton"');
    expect(html).not.toContain('maplibregl');
    expect(textOf(html)).toContain('Map data © OpenStreetMap contributors, ODbL');
    expect(html).toMatch(/class="hole-card" data-selected="true"[\s\S]*?aria-current="true"/);
  });
});

describe('bad input', () => {
  test.each(['abc', '0', '-3', '1.5', '01', '0x10', '99999999'])(
    'course id %j redirects to the list with a message',
    async (courseId) => {
      const response = await workers.fetch(`/cgr/${courseId}`);
      expect(response.status).toBe(302);
      expect(location(response)).toBe('/cgr');
      expect(response.headers.get('set-cookie')).toContain('toast=');
    },
  );

  test('the redirect keeps prefersMetric', async () => {
    const response = await workers.fetch('/cgr/99999999?prefersMetric=True');
    expect(location(response)).toBe('/cgr?prefersMetric=true');
  });

  test.each(['4', '0', 'two', ''])('hole %j of a 3-hole course redirects to the course', async (hole) => {
    const course = await createGuideCourse(workers.db);
    const response = await workers.fetch(`/cgr/${course.id}?hole=${hole}&prefersMetric=true`);
    expect(response.status).toBe(302);
    expect(location(response)).toBe(`/cgr/${course.id}?prefersMetric=true`);
  });
});

describe('the loader data (single fetch)', () => {
  test('carries the guide in the chosen unit and no coordinates when no hole is selected', async () => {
    const course = await createGuideCourse(workers.db, { name: 'Data Check Club' });
    const response = await workers.fetch(`/cgr/${course.id}.data`);
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toContain('Data Check Club');
    expect(body).toContain('"imperial"');
    expect(body).not.toContain('-82.02');
    expect(body).not.toContain('33.5');
    expect(body).not.toContain('latitude');
  });

  test('with a hole selected, carries that hole’s geometry and no other hole’s', async () => {
    const holeTwoPin = destination(destination(tee, 500, 90), 150, 0);
    const course = await createGuideCourse(workers.db, {
      holes: [
        {
          holeNumber: 1,
          teeLatitude: tee[1],
          teeLongitude: tee[0],
          pinLatitude: pin[1],
          pinLongitude: pin[0],
          shapes: [{ kind: 'green', points: [270, 0, 90].map((b) => destination(pin, 14, b)) }],
        },
        {
          holeNumber: 2,
          teeLatitude: tee[1],
          teeLongitude: tee[0] + 0.005,
          pinLatitude: holeTwoPin[1],
          pinLongitude: holeTwoPin[0],
          shapes: [{ kind: 'green', points: [270, 0, 90].map((b) => destination(holeTwoPin, 14, b)) }],
        },
      ],
      menPars: [4, 3],
      tees: [],
    });
    const body = await (await workers.fetch(`/cgr/${course.id}.data?hole=1`)).text();
    expect(body).toContain(String(pin[1]));
    expect(body).not.toContain(String(holeTwoPin[1]));
    expect(body).not.toContain(String(holeTwoPin[0]));
  });
});

test('the Worker bundle leaves maplibre out (it loads in the browser only)', () => {
  const bundle = readFileSync('dist/app/app.js', 'utf8');
  expect(bundle).toContain('hole-map__frame');
  expect(bundle).not.toContain('maplibregl');
  expect(bundle).not.toContain('maplibre-gl-worker');
});
