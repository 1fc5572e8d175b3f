/**
 * Writes the demo data's media into public/demo/ (`npx tsx scripts/generate-demo-media.ts`):
 * player portraits (stylised silhouettes on a gradient), organization crests, golf-scene "photos"
 * for news and galleries, and short swing videos (rendered frame by frame here and encoded by ffmpeg)
 * with their posters. Deterministic: the same code gives the same files. The generated files are
 * committed; every /demo/ URL the seed references is one of them (db/seed/content.test.ts checks).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PHOTOS, type PhotoScene, SWING_CLIPS, type SwingClip } from '../db/seed/content';
import { DEMO_ORGANIZATIONS, DEMO_PLAYERS, type DemoOrganization, playerUsernames } from '../db/seed/people';
import { createRng, type Rng } from '../db/seed/random';

const MEDIA_SEED = 20260101;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'demo');

type Time = PhotoScene['time'];

// ================================================================================================
// SVG helpers
// ================================================================================================

/** Coordinates with one decimal keep the files small and the output stable. */
function f(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function svg(width: number, height: number, body: Array<string>, label: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeXml(label)}">`,
    ...body,
    '</svg>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function linearGradient(id: string, stops: Array<[number, string, number?]>, vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops
    .map(
      ([at, color, opacity]) =>
        `<stop offset="${at}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" ${dir}>${s}</linearGradient>`;
}

/** A smooth closed blob around (cx, cy): an ellipse with its radius jittered at `points` angles. */
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, points = 9, jitter = 0.18): string {
  const pts: Array<Point> = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-jitter, jitter);
    return { x: cx + Math.cos(a) * rx * k, y: cy + Math.sin(a) * ry * k };
  });
  const at = (i: number): Point => pts[i % points] ?? { x: cx, y: cy };
  const mid = (i: number): Point => ({ x: (at(i).x + at(i + 1).x) / 2, y: (at(i).y + at(i + 1).y) / 2 });
  let d = `M${f(mid(0).x)} ${f(mid(0).y)}`;
  for (let i = 1; i <= points; i++) d += `Q${f(at(i).x)} ${f(at(i).y)} ${f(mid(i).x)} ${f(mid(i).y)}`;
  return `${d}Z`;
}

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbToHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Mixes `hex` towards `other` by `t` (0 → hex, 1 → other). */
function mix(hex: string, other: string, t: number): string {
  const a = hexToRgb(hex);
  const b = hexToRgb(other);
  return rgbToHex([a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t]);
}

// ================================================================================================
// Palettes by time of day
// ================================================================================================

type Palette = {
  sky: Array<[number, string]>;
  sun: { x: number; y: number; r: number; color: string } | null;
  cloud: string;
  far: string;
  trees: string;
  rough: string;
  fairway: string;
  green: string;
  water: [string, string];
  sand: string;
  tint: string | null;
};

// biome-ignore format: one palette per line reads as a table
const PALETTES: Record<Time, Palette> = {
  dawn: { sky: [[0, '#2b3a67'], [0.55, '#c9829a'], [1, '#ffd3a5']], sun: { x: 0.78, y: 0.9, r: 46, color: '#ffe3b8' }, cloud: '#f6c6c0', far: '#6d6a8e', trees: '#2c4438', rough: '#3d6e49', fairway: '#63a05a', green: '#7fc063', water: ['#6c7fa8', '#3e5a85'], sand: '#e8d8b8', tint: '#ff9e7a' },
  morning: { sky: [[0, '#4f8fd1'], [0.7, '#a9d2f0'], [1, '#e4f2fb']], sun: { x: 0.2, y: 0.35, r: 38, color: '#fffbe8' }, cloud: '#ffffff', far: '#7f9fb8', trees: '#2b5a34', rough: '#428a3f', fairway: '#6cb754', green: '#86d16a', water: ['#5da3d6', '#2f6f9f'], sand: '#efe3c4', tint: null },
  midday: { sky: [[0, '#2f77c1'], [0.75, '#8fc6ee'], [1, '#d9eefa']], sun: { x: 0.85, y: 0.15, r: 34, color: '#ffffff' }, cloud: '#ffffff', far: '#86a6bd', trees: '#27532f', rough: '#3f8a3b', fairway: '#70bf4f', green: '#8ad96c', water: ['#4f9fd8', '#1f6497'], sand: '#f1e6c8', tint: null },
  golden: { sky: [[0, '#d9814b'], [0.6, '#f6c77c'], [1, '#fde7b3']], sun: { x: 0.7, y: 0.82, r: 52, color: '#fff1c7' }, cloud: '#fbd9a8', far: '#b08668', trees: '#3b4a25', rough: '#5c8734', fairway: '#91b948', green: '#a5cf5b', water: ['#d0a872', '#6c7c83'], sand: '#f1d9a6', tint: '#ffb347' },
  dusk: { sky: [[0, '#2a2352'], [0.55, '#a05a86'], [1, '#f4a582']], sun: { x: 0.35, y: 0.97, r: 58, color: '#ffc49a' }, cloud: '#d58aa3', far: '#56496f', trees: '#1d2b29', rough: '#2c5238', fairway: '#4d7d48', green: '#5f9657', water: ['#8a6b93', '#3b3b66'], sand: '#d6c0a8', tint: '#c86b98' },
  overcast: { sky: [[0, '#7f8d99'], [0.7, '#bac5cd'], [1, '#dde3e7']], sun: null, cloud: '#eef1f3', far: '#7e8d93', trees: '#34503f', rough: '#4c7a4c', fairway: '#6c9c5c', green: '#7fb06b', water: ['#7d98a8', '#4c6a7c'], sand: '#ddd6c2', tint: null },
};

const AUTUMN = ['#c8553d', '#e4a03a', '#d97a2b', '#a63d2a', '#e9c46a', '#b5651d'];

// ================================================================================================
// Trees
// ================================================================================================

type TreeKind = PhotoScene['trees'] | 'cactus';

function tree(
  rng: Rng,
  kind: TreeKind,
  x: number,
  base: number,
  h: number,
  color: string,
  autumn: boolean,
): string {
  const trunk = mix(color, '#3a2a1a', 0.6);
  switch (kind) {
    case 'pine': {
      const w = h * rng.range(0.32, 0.42);
      const tiers = [0, 1, 2]
        .map((i) => {
          const top = base - h + i * h * 0.22;
          const bottom = base - h * 0.12 - (2 - i) * h * 0.1;
          const half = (w / 2) * (0.6 + i * 0.22);
          return `M${f(x)} ${f(top)}L${f(x + half)} ${f(bottom)}L${f(x - half)} ${f(bottom)}Z`;
        })
        .join('');
      return `<rect x="${f(x - h * 0.025)}" y="${f(base - h * 0.16)}" width="${f(h * 0.05)}" height="${f(h * 0.16)}" fill="${trunk}"/><path d="${tiers}" fill="${color}"/>`;
    }
    case 'oak': {
      const leaf = autumn ? rng.pick(AUTUMN) : color;
      const r = h * 0.3;
      const circles = Array.from({ length: 4 }, () => {
        const cx = x + rng.range(-r * 0.7, r * 0.7);
        const cy = base - h + r + rng.range(0, r * 0.7);
        return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * rng.range(0.7, 1.05))}"/>`;
      }).join('');
      return `<rect x="${f(x - h * 0.035)}" y="${f(base - h * 0.45)}" width="${f(h * 0.07)}" height="${f(h * 0.45)}" fill="${trunk}"/><g fill="${leaf}">${circles}</g>`;
    }
    case 'palm': {
      const lean = rng.range(-0.25, 0.25) * h;
      const topX = x + lean;
      const topY = base - h;
      const fronds = Array.from({ length: 7 }, (_, i) => {
        const a = Math.PI * (0.05 + (i / 6) * 0.9) + rng.range(-0.1, 0.1);
        const len = h * rng.range(0.32, 0.42);
        const ex = topX - Math.cos(a) * len;
        const ey = topY + Math.sin(a) * len * 0.35 + len * 0.25;
        return `M${f(topX)} ${f(topY)}Q${f((topX + ex) / 2)} ${f(topY - len * 0.25)} ${f(ex)} ${f(ey)}`;
      }).join('');
      return `<path d="M${f(x)} ${f(base)}Q${f(x + lean * 0.2)} ${f(base - h * 0.5)} ${f(topX)} ${f(topY)}" stroke="${trunk}" stroke-width="${f(h * 0.045)}" fill="none" stroke-linecap="round"/><path d="${fronds}" stroke="${color}" stroke-width="${f(h * 0.035)}" fill="none" stroke-linecap="round"/>`;
    }
    case 'cypress': {
      const lean = rng.range(0.15, 0.35) * h;
      const canopy = [0, 1, 2]
        .map(
          (i) =>
            `<ellipse cx="${f(x + lean * (0.6 + i * 0.25))}" cy="${f(base - h + i * h * 0.12)}" rx="${f(h * (0.35 - i * 0.06))}" ry="${f(h * 0.09)}"/>`,
        )
        .join('');
      return `<path d="M${f(x)} ${f(base)}Q${f(x + lean * 0.2)} ${f(base - h * 0.6)} ${f(x + lean)} ${f(base - h * 0.95)}" stroke="${trunk}" stroke-width="${f(h * 0.05)}" fill="none"/><g fill="${color}">${canopy}</g>`;
    }
    case 'cactus': {
      const w = h * 0.14;
      const arm = (side: number) => {
        const ax = x + side * w * 1.4;
        const ay = base - h * rng.range(0.45, 0.6);
        return `M${f(x)} ${f(ay + h * 0.12)}H${f(ax)}V${f(ay - h * 0.18)}`;
      };
      return `<path d="M${f(x)} ${f(base)}V${f(base - h)}${arm(-1)}${arm(1)}" stroke="${color}" stroke-width="${f(w)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
    }
    default:
      return '';
  }
}

// ================================================================================================
// Golf-scene "photos" (1200×800)
// ================================================================================================

const W = 1200;
const H = 800;

function scenePhoto(photo: PhotoScene, rng: Rng): string {
  const p = PALETTES[photo.time];
  const horizon = rng.int(380, 440);
  const rough =
    photo.terrain === 'desert'
      ? '#cfae7e'
      : photo.terrain === 'dunes'
        ? mix(p.rough, '#b9a35b', 0.55)
        : p.rough;
  const defs = [
    linearGradient(
      'sky',
      p.sky.map(([at, c]) => [at, c]),
    ),
    linearGradient('ground', [
      [0, mix(rough, p.far, 0.35)],
      [0.35, rough],
      [1, mix(rough, '#0d1f12', 0.35)],
    ]),
    linearGradient('fairway', [
      [0, mix(p.fairway, p.far, 0.25)],
      [1, mix(p.fairway, '#1a3a1a', 0.2)],
    ]),
    linearGradient('water', [
      [0, p.water[0]],
      [1, p.water[1]],
    ]),
    linearGradient('haze', [
      [0, '#ffffff', 0],
      [1, mix(p.sky.at(-1)?.[1] ?? '#ffffff', '#ffffff', 0.3), 0.55],
    ]),
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>',
    p.sun
      ? `<radialGradient id="glow"><stop offset="0" stop-color="${p.sun.color}" stop-opacity="0.9"/><stop offset="1" stop-color="${p.sun.color}" stop-opacity="0"/></radialGradient>`
      : '',
  ];
  const body: Array<string> = [
    `<defs>${defs.join('')}</defs>`,
    `<rect width="${W}" height="${horizon + 40}" fill="url(#sky)"/>`,
  ];
  if (p.sun) {
    const sx = p.sun.x * W;
    const sy = p.sun.y * horizon;
    body.push(
      `<circle cx="${f(sx)}" cy="${f(sy)}" r="${f(p.sun.r * 4)}" fill="url(#glow)"/><circle cx="${f(sx)}" cy="${f(sy)}" r="${p.sun.r}" fill="${p.sun.color}"/>`,
    );
  }
  body.push(
    clouds(rng, photo.time === 'overcast' ? 7 : rng.int(2, 4), horizon, p.cloud, photo.time === 'overcast'),
  );
  body.push(farTerrain(rng, photo.terrain, horizon, p));
  body.push(`<rect y="${horizon - 60}" width="${W}" height="70" fill="url(#haze)"/>`);

  const seaDepth = photo.terrain === 'coast' ? rng.int(40, 70) : 0;
  if (seaDepth > 0) {
    body.push(`<rect y="${horizon}" width="${W}" height="${seaDepth + 30}" fill="url(#water)"/>`);
    body.push(ripples(rng, 0, W, horizon + 8, horizon + seaDepth, 10));
  }
  const groundTop = horizon + seaDepth;
  body.push(`<path d="M0 ${groundTop}${wave(rng, groundTop, 6)}V${H}H0Z" fill="url(#ground)"/>`);
  if (photo.trees !== 'none' && photo.terrain !== 'coast') body.push(treeLine(rng, photo, groundTop, p));
  if (photo.terrain === 'desert')
    body.push(treeLine(rng, { ...photo, trees: 'none' }, groundTop, p, 'cactus'));

  const g = { x: rng.int(470, 760), y: groundTop + rng.int(55, 90) };
  const hole = fairwayPath(rng, g);
  body.push(`<clipPath id="fw"><path d="${hole.path}"/></clipPath>`);
  body.push(`<path d="${hole.path}" fill="url(#fairway)"/>`);
  body.push(`<g clip-path="url(#fw)" fill="#ffffff" fill-opacity="0.07">${stripes(g)}</g>`);
  if (photo.water && photo.terrain !== 'coast') body.push(pond(rng, g, hole, groundTop));
  body.push(bunkers(rng, photo.bunkers, g, hole, groundTop, p.sand));
  body.push(green(rng, g, p));
  body.push(foreground(rng, photo, p));
  if (p.tint) body.push(`<rect width="${W}" height="${H}" fill="${p.tint}" fill-opacity="0.08"/>`);
  body.push(`<rect width="${W}" height="${H}" fill="url(#vignette)"/>`);
  return svg(W, H, body, photo.caption);
}

function clouds(rng: Rng, count: number, horizon: number, color: string, overcast: boolean): string {
  const groups = Array.from({ length: count }, () => {
    const cx = rng.range(-50, W + 50);
    const cy = rng.range(40, horizon * (overcast ? 0.75 : 0.55));
    const scale = rng.range(0.7, overcast ? 2.2 : 1.4);
    const puffs = Array.from({ length: 5 }, (_, i) => {
      const dx = (i - 2) * 38 * scale + rng.range(-10, 10);
      const r = (i === 2 ? 42 : rng.range(22, 34)) * scale;
      return `<ellipse cx="${f(cx + dx)}" cy="${f(cy - r * 0.35)}" rx="${f(r * 1.25)}" ry="${f(r * 0.8)}"/>`;
    }).join('');
    return `<g opacity="${f(rng.range(0.55, 0.85))}">${puffs}</g>`;
  });
  return `<g fill="${color}">${groups.join('')}</g>`;
}

/** A gently uneven edge from x 0 to W around `y`. */
function wave(rng: Rng, y: number, amplitude: number): string {
  const phase = rng.range(0, Math.PI * 2);
  const freq = rng.range(2, 4);
  let d = '';
  for (let x = 0; x <= W; x += 60) {
    d += `L${x} ${f(y + Math.sin((x / W) * Math.PI * freq + phase) * amplitude)}`;
  }
  return d;
}

function ridge(rng: Rng, base: number, height: number, step: number, jagged: boolean): string {
  let d = `M0 ${base}`;
  const phase = rng.range(0, 10);
  for (let x = 0; x <= W + step; x += step) {
    const smooth = Math.sin(x / 230 + phase) * 0.5 + Math.sin(x / 97 + phase * 2) * 0.25 + 0.75;
    const peak = jagged ? rng.range(0.55, 1) : 1;
    d += `L${x} ${f(base - height * smooth * peak)}`;
  }
  return `${d}L${W + step} ${base}Z`;
}

function farTerrain(rng: Rng, terrain: PhotoScene['terrain'], horizon: number, p: Palette): string {
  const sky = p.sky.at(-1)?.[1] ?? '#ffffff';
  switch (terrain) {
    case 'mountains':
      return `<path d="${ridge(rng, horizon + 5, 230, 70, true)}" fill="${mix(p.far, sky, 0.45)}"/><path d="${ridge(rng, horizon + 5, 150, 55, true)}" fill="${mix(p.far, sky, 0.15)}"/>`;
    case 'hills':
      return `<path d="${ridge(rng, horizon + 5, 110, 40, false)}" fill="${mix(p.far, sky, 0.4)}"/><path d="${ridge(rng, horizon + 5, 60, 40, false)}" fill="${mix(p.far, p.trees, 0.3)}"/>`;
    case 'dunes':
      return `<path d="${ridge(rng, horizon + 5, 55, 45, false)}" fill="${mix('#c9b27a', sky, 0.35)}"/>`;
    case 'desert': {
      const mesas = Array.from({ length: 3 }, () => {
        const x = rng.range(0, W);
        const w = rng.range(120, 260);
        const h = rng.range(50, 120);
        return `M${f(x - w / 2 - 30)} ${horizon + 5}L${f(x - w / 2)} ${f(horizon - h)}H${f(x + w / 2)}L${f(x + w / 2 + 40)} ${horizon + 5}Z`;
      }).join('');
      return `<path d="${ridge(rng, horizon + 5, 70, 60, true)}" fill="${mix('#b07a5a', sky, 0.45)}"/><path d="${mesas}" fill="${mix('#b5653f', sky, 0.2)}"/>`;
    }
    case 'flat':
      return `<path d="${ridge(rng, horizon + 5, 22, 30, false)}" fill="${mix(p.trees, sky, 0.5)}"/>`;
    case 'coast':
      return '';
  }
}

function ripples(rng: Rng, x0: number, x1: number, y0: number, y1: number, count: number): string {
  const lines = Array.from({ length: count }, () => {
    const y = rng.range(y0, y1);
    const x = rng.range(x0, x1);
    const w = rng.range(20, 80);
    return `M${f(x)} ${f(y)}h${f(w)}`;
  }).join('');
  return `<path d="${lines}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2" stroke-linecap="round"/>`;
}

function treeLine(
  rng: Rng,
  photo: PhotoScene,
  base: number,
  p: Palette,
  kind: TreeKind = photo.trees,
): string {
  const trees: Array<string> = [];
  const sparse = kind === 'cactus' || kind === 'palm';
  for (let x = rng.range(-10, 10); x < W + 20; x += rng.range(sparse ? 60 : 16, sparse ? 160 : 34)) {
    const h = rng.range(28, 68) * (kind === 'palm' ? 1.5 : 1);
    const shade = mix(p.trees, rng.chance(0.5) ? '#000000' : p.far, rng.range(0, 0.25));
    trees.push(
      tree(
        rng,
        kind,
        x,
        base + rng.range(2, 8),
        h,
        kind === 'cactus' ? mix('#4f6b3a', p.far, 0.3) : shade,
        photo.autumn === true,
      ),
    );
  }
  return `<g>${trees.join('')}</g>`;
}

type Hole = { path: string; bottomX: number; bottomHalf: number; bend: number };

/** The fairway in perspective: wide at the bottom of the picture, narrowing towards the green. */
function fairwayPath(rng: Rng, g: { x: number; y: number }): Hole {
  const bottomX = rng.int(440, 760);
  const bottomHalf = rng.int(280, 420);
  const bend = rng.int(-180, 180);
  const path = [
    `M${bottomX - bottomHalf} ${H + 5}`,
    `C${bottomX - bottomHalf + bend * 0.3} 640 ${g.x - 120 + bend} ${g.y + 70} ${g.x - 80} ${g.y + 12}`,
    `Q${g.x} ${g.y - 14} ${g.x + 80} ${g.y + 12}`,
    `C${g.x + 120 + bend} ${g.y + 70} ${bottomX + bottomHalf + bend * 0.3} 640 ${bottomX + bottomHalf} ${H + 5}`,
    'Z',
  ].join('');
  return { path, bottomX, bottomHalf, bend };
}

/** Mowing stripes converging on the green. */
function stripes(g: { x: number; y: number }): string {
  const bands: Array<string> = [];
  for (let i = -12; i < 12; i += 2) {
    const a = g.x + i * 110;
    bands.push(`M${g.x} ${g.y - 40}L${a} ${H + 10}L${a + 110} ${H + 10}Z`);
  }
  return `<path d="${bands.join('')}"/>`;
}

/** Approximate fairway edge at height y (left or right), for placing hazards beside it. */
function edgeAt(hole: Hole, g: { x: number; y: number }, y: number, side: -1 | 1): number {
  const t = (y - g.y) / (H - g.y);
  const centre = g.x + (hole.bottomX - g.x) * t + hole.bend * Math.sin(Math.PI * t) * 0.55;
  return centre + side * (80 + (hole.bottomHalf - 80) * t);
}

function pond(rng: Rng, g: { x: number; y: number }, hole: Hole, groundTop: number): string {
  const front = rng.chance(0.5);
  const y = front ? g.y + rng.int(52, 78) : rng.int(groundTop + 110, 640);
  const s = (y - groundTop) / (H - groundTop);
  const side = rng.chance(0.5) ? -1 : 1;
  const cx = front ? g.x + rng.int(-40, 40) : edgeAt(hole, g, y, side) + side * (60 + 150 * s);
  const rx = front ? rng.int(150, 230) : 120 + 260 * s;
  const ry = rx * 0.16;
  return `<path d="${blob(rng, cx, y, rx, ry, 10, 0.12)}" fill="url(#water)" stroke="#d9e7c8" stroke-opacity="0.5" stroke-width="3"/>${ripples(rng, cx - rx * 0.6, cx + rx * 0.4, y - ry * 0.5, y + ry * 0.5, 5)}`;
}

function bunkers(
  rng: Rng,
  count: number,
  g: { x: number; y: number },
  hole: Hole,
  groundTop: number,
  sand: string,
): string {
  const shapes: Array<string> = [];
  for (let i = 0; i < count; i++) {
    const greenside = i % 2 === 0;
    const side = rng.chance(0.5) ? -1 : 1;
    const y = greenside ? g.y + rng.int(6, 28) : rng.int(g.y + 80, 700);
    const s = (y - groundTop) / (H - groundTop);
    const rx = greenside ? rng.int(40, 62) : 40 + 150 * s;
    const x = greenside ? g.x + side * rng.int(120, 175) : edgeAt(hole, g, y, side) + side * rx * 0.3;
    const d = blob(rng, x, y, rx, rx * 0.26, 9, 0.2);
    shapes.push(
      `<path d="${d}" fill="${sand}" stroke="${mix(sand, '#6b5a3a', 0.45)}" stroke-width="${f(2 + 3 * s)}"/>`,
    );
    shapes.push(
      `<path d="${blob(rng, x, y - rx * 0.06, rx * 0.82, rx * 0.12, 7, 0.1)}" fill="${mix(sand, '#ffffff', 0.35)}" fill-opacity="0.6"/>`,
    );
  }
  return `<g>${shapes.join('')}</g>`;
}

function green(rng: Rng, g: { x: number; y: number }, p: Palette): string {
  const rx = rng.int(105, 145);
  const ry = rng.int(20, 28);
  const pinX = g.x + rng.int(-rx / 2, rx / 2);
  const pinY = g.y + rng.int(-4, 6);
  const flag = rng.pick(['#e63946', '#ffd166', '#ffffff', '#f77f00', '#4361ee']);
  return [
    `<ellipse cx="${g.x}" cy="${g.y}" rx="${rx + 14}" ry="${ry + 6}" fill="${mix(p.fairway, '#ffffff', 0.06)}"/>`,
    `<ellipse cx="${g.x}" cy="${g.y}" rx="${rx}" ry="${ry}" fill="${p.green}"/>`,
    `<ellipse cx="${g.x - rx * 0.25}" cy="${g.y - ry * 0.3}" rx="${f(rx * 0.5)}" ry="${f(ry * 0.35)}" fill="#ffffff" fill-opacity="0.12"/>`,
    `<ellipse cx="${pinX}" cy="${pinY}" rx="4" ry="1.6" fill="#1b1b1b"/>`,
    `<line x1="${pinX}" y1="${pinY}" x2="${pinX}" y2="${pinY - 78}" stroke="#f4f4f4" stroke-width="2.4"/>`,
    `<path d="M${pinX} ${pinY - 78}l34 9l-34 9z" fill="${flag}"/>`,
  ].join('');
}

function foreground(rng: Rng, photo: PhotoScene, p: Palette): string {
  if (photo.trees === 'none') {
    // Fescue tufts frame links and desert pictures instead of trees.
    const tufts = Array.from({ length: 26 }, () => {
      const x = rng.chance(0.5) ? rng.range(-20, 260) : rng.range(940, W + 20);
      const y = rng.range(720, H + 10);
      const h = rng.range(30, 80);
      return `M${f(x)} ${f(y)}q${f(rng.range(-12, 12))} ${f(-h / 2)} ${f(rng.range(-20, 20))} ${f(-h)}`;
    }).join('');
    const color = photo.terrain === 'desert' ? '#a08050' : mix('#c9b062', p.rough, 0.3);
    return `<path d="${tufts}" stroke="${color}" stroke-width="3" fill="none" stroke-linecap="round"/>`;
  }
  const dark = mix(p.trees, '#000000', 0.35);
  const count = rng.int(1, 3);
  const trees = Array.from({ length: count }, (_, i) => {
    const left = i % 2 === 0 ? rng.chance(0.5) : i === 1;
    const x = left ? rng.range(-30, 90) : rng.range(W - 90, W + 30);
    return tree(rng, photo.trees, x, H + rng.range(10, 60), rng.range(380, 620), dark, photo.autumn === true);
  });
  return `<g>${trees.join('')}</g>`;
}

// ================================================================================================
// Player portraits (400×400): a stylised bust silhouette on a gradient, with initials
// ================================================================================================

// biome-ignore format: colour pairs
const PORTRAIT_COLORS: Array<[string, string]> = [
  ['#0f4c5c', '#5fa8d3'], ['#1b4332', '#74c69d'], ['#3c096c', '#9d4edd'], ['#7f5539', '#ddb892'],
  ['#283618', '#a7c957'], ['#9a031e', '#fb8b24'], ['#023e8a', '#48cae4'], ['#3d405b', '#e07a5f'],
  ['#264653', '#e9c46a'], ['#5f0f40', '#fb8b24'], ['#14213d', '#fca311'], ['#2d6a4f', '#d8f3dc'],
];

function portrait(rng: Rng, first: string, last: string, gender: 'M' | 'F'): string {
  const [dark, light] = rng.pick(PORTRAIT_COLORS);
  const angle = rng.pick([false, true]);
  const silhouette = mix(dark, '#000000', 0.45);
  const shirt = rng.pick([light, '#ffffff', mix(light, dark, 0.5)]);
  const headwear =
    gender === 'M'
      ? rng.pick(['cap', 'cap', 'short', 'short-side'])
      : rng.pick(['ponytail', 'ponytail-visor', 'bun', 'cap-ponytail', 'bob']);
  const pattern = rng.pick(['arcs', 'dimples', 'stripes']);
  const initials = `${first[0] ?? ''}${last.replace(/^O'/, 'O')[0] ?? ''}`.toUpperCase();
  const body = [
    `<defs>${linearGradient(
      'bg',
      [
        [0, light],
        [1, dark],
      ],
      !angle,
    )}<clipPath id="frame"><rect width="400" height="400"/></clipPath></defs>`,
    '<rect width="400" height="400" fill="url(#bg)"/>',
    backgroundPattern(rng, pattern),
    '<g clip-path="url(#frame)">',
    hairBehind(headwear, silhouette),
    // Shoulders in a polo shirt, then the neck and head.
    `<path d="M46 420C52 330 110 292 160 282L240 282C290 292 348 330 354 420Z" fill="${shirt}"/>`,
    `<path d="M46 420C52 330 110 292 160 282L240 282C290 292 348 330 354 420Z" fill="${silhouette}" fill-opacity="0.25"/>`,
    `<path d="M172 282L200 330L228 282Z" fill="${silhouette}" fill-opacity="0.55"/>`,
    `<path d="M160 282L200 318L178 338ZM240 282L200 318L222 338Z" fill="${mix(shirt, '#ffffff', 0.4)}"/>`,
    `<path d="M176 228H224V296Q200 312 176 296Z" fill="${silhouette}"/>`,
    `<ellipse cx="200" cy="188" rx="56" ry="66" fill="${silhouette}"/>`,
    `<ellipse cx="143" cy="196" rx="9" ry="15" fill="${silhouette}"/><ellipse cx="257" cy="196" rx="9" ry="15" fill="${silhouette}"/>`,
    headwearFront(headwear, silhouette, rng.pick([light, '#ffffff', dark, '#e63946'])),
    '</g>',
    `<g><rect x="302" y="342" width="80" height="40" rx="20" fill="#000000" fill-opacity="0.35"/><text x="342" y="369" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" letter-spacing="2" fill="#ffffff">${escapeXml(initials)}</text></g>`,
  ];
  return svg(400, 400, body, `${first} ${last}`);
}

function backgroundPattern(rng: Rng, pattern: string): string {
  if (pattern === 'arcs') {
    const cx = rng.int(60, 340);
    const arcs = [140, 200, 260, 320].map((r) => `<circle cx="${cx}" cy="420" r="${r}"/>`).join('');
    return `<g fill="none" stroke="#ffffff" stroke-opacity="0.12" stroke-width="10">${arcs}</g>`;
  }
  if (pattern === 'dimples') {
    const dots: Array<string> = [];
    for (let y = 20; y < 400; y += 34) {
      for (let x = (y / 34) % 2 === 0 ? 20 : 37; x < 400; x += 34)
        dots.push(`<circle cx="${x}" cy="${y}" r="7"/>`);
    }
    return `<g fill="#ffffff" fill-opacity="0.07">${dots.join('')}</g>`;
  }
  const lines = Array.from({ length: 10 }, (_, i) => `M${i * 60 - 200} 400L${i * 60 + 200} 0`).join('');
  return `<path d="${lines}" stroke="#ffffff" stroke-opacity="0.08" stroke-width="18"/>`;
}

function hairBehind(headwear: string, color: string): string {
  if (headwear === 'ponytail' || headwear === 'ponytail-visor' || headwear === 'cap-ponytail') {
    return `<path d="M238 170C292 186 300 250 276 300C266 268 256 232 236 214Z" fill="${color}"/>`;
  }
  if (headwear === 'bob')
    return `<path d="M136 180C130 120 270 120 264 180L270 262Q200 282 130 262Z" fill="${color}"/>`;
  return '';
}

function headwearFront(headwear: string, skin: string, capColor: string): string {
  const hair = mix(skin, '#000000', 0.2);
  switch (headwear) {
    case 'cap':
    case 'cap-ponytail':
      return `<path d="M142 170C140 104 260 104 258 170Z" fill="${capColor}"/><path d="M134 170Q200 150 266 170Q280 186 262 190Q200 174 138 190Q120 186 134 170Z" fill="${mix(capColor, '#000000', 0.25)}"/><circle cx="200" cy="118" r="5" fill="${mix(capColor, '#000000', 0.3)}"/>`;
    case 'ponytail-visor':
      return `<path d="M144 160C146 110 254 110 256 160Z" fill="${hair}"/><path d="M136 162Q200 144 264 162Q276 176 260 180Q200 166 140 180Q124 176 136 162Z" fill="${capColor}"/>`;
    case 'bun':
      return `<circle cx="200" cy="112" r="24" fill="${hair}"/><path d="M144 170C142 112 258 112 256 170Q200 140 144 170Z" fill="${hair}"/>`;
    case 'short-side':
      return `<path d="M144 172C138 112 262 112 256 168Q230 140 180 150Q160 156 144 172Z" fill="${hair}"/>`;
    default:
      return `<path d="M144 168C140 110 260 110 256 168Q200 136 144 168Z" fill="${hair}"/>`;
  }
}

// ================================================================================================
// Organization crests (400×400)
// ================================================================================================

function crest(org: DemoOrganization): string {
  const [primary, accent] = org.colors;
  const initials = org.name
    .split(/\s+/)
    .filter((w) => !['of', 'the'].includes(w.toLowerCase()))
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const shield = 'M200 24L352 72V196C352 292 286 350 200 380C114 350 48 292 48 196V72Z';
  const body = [
    `<defs>${linearGradient(
      'shine',
      [
        [0, '#ffffff', 0.25],
        [0.5, '#ffffff', 0],
        [1, '#000000', 0.2],
      ],
      false,
    )}</defs>`,
    `<path d="${shield}" fill="${primary}"/>`,
    `<path d="M48 150L200 216L352 150V196L200 262L48 196Z" fill="${accent}"/>`,
    // A flag on a green: golf, whatever the school.
    `<ellipse cx="200" cy="330" rx="58" ry="12" fill="${accent}" fill-opacity="0.8"/>`,
    `<line x1="214" y1="330" x2="214" y2="272" stroke="#ffffff" stroke-width="4"/>`,
    `<path d="M214 272l30 9l-30 9z" fill="${accent}"/>`,
    `<text x="200" y="138" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-size="${initials.length > 2 ? 64 : 78}" font-weight="700" fill="#ffffff">${escapeXml(initials)}</text>`,
    `<path d="${shield}" fill="url(#shine)"/>`,
    `<path d="${shield}" fill="none" stroke="${accent}" stroke-width="10" stroke-linejoin="round"/>`,
    `<path d="M200 40L338 84V196C338 282 278 334 200 362C122 334 62 282 62 196V84Z" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
  ];
  return svg(400, 400, body, `${org.name} crest`);
}

// ================================================================================================
// Swing videos: a face-on golfer swinging, rendered to raw frames and encoded with ffmpeg
// ================================================================================================

const VW = 640;
const VH = 360;
const FPS = 24;
const VIDEO_HORIZON = 150;

type Point = { x: number; y: number };
type Pose = {
  head: Point;
  shoulders: [Point, Point];
  hips: Point;
  knees: [Point, Point];
  feet: [Point, Point];
  hands: Point;
  clubHead: Point;
};

const CLUB_LENGTH: Record<SwingClip['club'], number> = { driver: 100, iron: 84, wedge: 76 };
const BACKSWING_DEGREES: Record<SwingClip['club'], number> = { driver: 160, iron: 145, wedge: 115 };
const ADDRESS_X = 300;

/**
 * The swing as a lever around the centre of the shoulders: φ is the arms' angle from hanging straight
 * down (positive = back, towards the viewer's left, for a right-hander seen face on), and the wrist
 * hinge sets the club against the arms. Phases: address, backswing, transition, downswing, release,
 * finish.
 */
function poseAt(clip: SwingClip, t: number): Pose {
  const top = (BACKSWING_DEGREES[clip.club] * Math.PI) / 180;
  const finish = (-200 * Math.PI) / 180;
  let phi = 0;
  let hinge = 0;
  if (t < 0.14) {
    phi = 0;
  } else if (t < 0.52) {
    const u = ease((t - 0.14) / 0.38);
    phi = top * u;
    hinge = (Math.PI / 2) * Math.min(1, u * 1.3);
  } else if (t < 0.58) {
    phi = top;
    hinge = Math.PI / 2;
  } else if (t < 0.68) {
    const u = ((t - 0.58) / 0.1) ** 2;
    phi = top * (1 - u);
    // The hinge holds until late in the downswing (the lag), then releases through impact.
    hinge = (Math.PI / 2) * Math.min(1, (1 - u) * 2.2);
  } else if (t < 0.84) {
    const u = 1 - (1 - (t - 0.68) / 0.16) ** 2;
    phi = finish * u;
    hinge = (-Math.PI / 2) * u * 0.9;
  } else {
    phi = finish;
    hinge = (-Math.PI / 2) * 0.9;
  }
  const turn = Math.sin(phi / 2) * 6;
  const shoulderCentre = { x: ADDRESS_X - turn, y: 178 };
  const arm = 78;
  const hands = { x: shoulderCentre.x - Math.sin(phi) * arm, y: shoulderCentre.y + Math.cos(phi) * arm };
  const clubAngle = phi + hinge;
  // The shaft leans towards the camera at address, so it looks shorter there than at the top.
  const length = CLUB_LENGTH[clip.club] * (0.8 + 0.2 * Math.abs(Math.sin(clubAngle)));
  const clubHead = { x: hands.x - Math.sin(clubAngle) * length, y: hands.y + Math.cos(clubAngle) * length };
  const hipShift = t > 0.6 ? Math.min(1, (t - 0.6) / 0.2) * 10 : 0;
  return {
    head: { x: shoulderCentre.x - 2, y: 138 },
    shoulders: [
      { x: shoulderCentre.x - 24, y: shoulderCentre.y + 2 },
      { x: shoulderCentre.x + 24, y: shoulderCentre.y - 2 },
    ],
    hips: { x: ADDRESS_X + hipShift, y: 244 },
    knees: [
      { x: ADDRESS_X - 24 + hipShift * 0.6, y: 292 },
      { x: ADDRESS_X + 26 + hipShift, y: 292 },
    ],
    feet: [
      { x: ADDRESS_X - 34, y: 336 },
      { x: ADDRESS_X + 34, y: 336 },
    ],
    hands,
    clubHead,
  };
}

function ease(u: number): number {
  return u < 0.5 ? 2 * u * u : 1 - (-2 * u + 2) ** 2 / 2;
}

type Rgb = [number, number, number];

function videoBackground(clip: SwingClip, rng: Rng): Buffer {
  const p = PALETTES[clip.time];
  const buf = Buffer.alloc(VW * VH * 3);
  const skyStops = p.sky.map(([at, c]): [number, Rgb] => [at, hexToRgb(c)]);
  const phases = [rng.range(0, 6), rng.range(0, 6), rng.range(0, 6)];
  const treeTop = (x: number) =>
    VIDEO_HORIZON -
    18 -
    Math.abs(Math.sin(x / 23 + (phases[0] ?? 0))) * 12 -
    Math.sin(x / 71 + (phases[1] ?? 0)) * 6;
  const trees = hexToRgb(p.trees);
  const rough = hexToRgb(p.rough);
  const fairway = hexToRgb(p.fairway);
  for (let y = 0; y < VH; y++) {
    for (let x = 0; x < VW; x++) {
      let c: Rgb;
      if (y < VIDEO_HORIZON) {
        c =
          y < treeTop(x)
            ? gradientAt(skyStops, y / VIDEO_HORIZON)
            : shade(trees, 0.9 + 0.1 * Math.sin(x / 5));
      } else {
        const depth = (y - VIDEO_HORIZON) / (VH - VIDEO_HORIZON);
        // Converging mowing stripes, as on a range or a fairway seen from the tee.
        const stripe = Math.floor(((x - VW / 2) / (y - VIDEO_HORIZON + 40)) * 3 + 100) % 2 === 0;
        const onFairway = Math.abs(x - VW / 2 - 20) < 140 + depth * 380;
        const base = onFairway ? fairway : rough;
        c = shade(base, (stripe && onFairway ? 1.07 : 1) * (0.85 + 0.25 * (1 - depth)));
      }
      const i = (y * VW + x) * 3;
      buf[i] = c[0];
      buf[i + 1] = c[1];
      buf[i + 2] = c[2];
    }
  }
  return buf;
}

function gradientAt(stops: Array<[number, Rgb]>, t: number): Rgb {
  for (let i = 1; i < stops.length; i++) {
    const [a, ca] = stops[i - 1] ?? [0, [0, 0, 0]];
    const [b, cb] = stops[i] ?? [1, [0, 0, 0]];
    if (t <= b) {
      const u = (t - a) / (b - a || 1);
      return [ca[0] + (cb[0] - ca[0]) * u, ca[1] + (cb[1] - ca[1]) * u, ca[2] + (cb[2] - ca[2]) * u];
    }
  }
  return stops.at(-1)?.[1] ?? [0, 0, 0];
}

function shade([r, g, b]: Rgb, k: number): Rgb {
  return [Math.min(255, r * k), Math.min(255, g * k), Math.min(255, b * k)];
}

/** Paints an anti-aliased capsule (a thick segment with round ends) into an RGB frame. */
function capsule(buf: Buffer, a: Point, b: Point, radius: number, color: Rgb, alpha = 1): void {
  const minX = Math.max(0, Math.floor(Math.min(a.x, b.x) - radius - 1));
  const maxX = Math.min(VW - 1, Math.ceil(Math.max(a.x, b.x) + radius + 1));
  const minY = Math.max(0, Math.floor(Math.min(a.y, b.y) - radius - 1));
  const maxY = Math.min(VH - 1, Math.ceil(Math.max(a.y, b.y) + radius + 1));
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy || 1;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      const t = Math.max(0, Math.min(1, ((x - a.x) * dx + (y - a.y) * dy) / len2));
      const d = Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
      const cover = Math.max(0, Math.min(1, radius + 0.5 - d)) * alpha;
      if (cover <= 0) continue;
      const i = (y * VW + x) * 3;
      buf[i] = (buf[i] ?? 0) + (color[0] - (buf[i] ?? 0)) * cover;
      buf[i + 1] = (buf[i + 1] ?? 0) + (color[1] - (buf[i + 1] ?? 0)) * cover;
      buf[i + 2] = (buf[i + 2] ?? 0) + (color[2] - (buf[i + 2] ?? 0)) * cover;
    }
  }
}

function drawGolfer(buf: Buffer, pose: Pose, shirt: Rgb): void {
  const body: Rgb = [27, 38, 52];
  const [rs, ls] = pose.shoulders;
  const [rk, lk] = pose.knees;
  const [rf, lf] = pose.feet;
  const hipL = { x: pose.hips.x - 14, y: pose.hips.y };
  const hipR = { x: pose.hips.x + 14, y: pose.hips.y };
  capsule(buf, hipL, rk, 9, body);
  capsule(buf, rk, rf, 8, body);
  capsule(buf, hipR, lk, 9, body);
  capsule(buf, lk, lf, 8, body);
  capsule(buf, rf, { x: rf.x - 10, y: rf.y + 2 }, 5, [240, 240, 240]);
  capsule(buf, lf, { x: lf.x + 10, y: lf.y + 2 }, 5, [240, 240, 240]);
  const chest = { x: (rs.x + ls.x) / 2, y: rs.y + 14 };
  capsule(buf, chest, pose.hips, 20, shirt);
  capsule(buf, rs, ls, 13, shirt);
  capsule(buf, { x: pose.head.x, y: pose.head.y + 20 }, { x: pose.head.x, y: pose.head.y + 32 }, 7, body);
  capsule(buf, pose.head, pose.head, 17, body);
  capsule(
    buf,
    { x: pose.head.x - 17, y: pose.head.y - 8 },
    { x: pose.head.x + 17, y: pose.head.y - 8 },
    5,
    shirt,
  );
  const sleeve = shade(shirt, 0.82);
  capsule(buf, rs, pose.hands, 6, sleeve);
  capsule(buf, ls, pose.hands, 6, sleeve);
  capsule(buf, pose.hands, pose.clubHead, 1.6, [200, 200, 205]);
  capsule(buf, pose.clubHead, { x: pose.clubHead.x - 7, y: pose.clubHead.y + 1 }, 3.5, [60, 60, 66]);
  capsule(buf, pose.hands, pose.hands, 6, [245, 245, 245]);
}

/** H.264 that every browser plays, small and bit-exact (no encoder tag or metadata that varies). */
const ENCODE = [
  ...'-c:v libx264 -preset veryslow -tune animation -crf 24 -pix_fmt yuv420p -movflags +faststart'.split(' '),
  ...'-threads 1 -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact'.split(' '),
];

async function renderVideo(clip: SwingClip, out: string): Promise<void> {
  const rawInput = ['-y', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'];
  rawInput.push('-s', `${VW}x${VH}`, '-r', String(FPS), '-i', '-');
  const rng = createRng(MEDIA_SEED).fork(`video-${clip.n}`);
  const background = videoBackground(clip, rng);
  const shirt = hexToRgb(rng.pick(['#e63946', '#ffffff', '#4361ee', '#f4a261', '#2a9d8f']));
  const frames = Math.round(clip.seconds * FPS);
  const ball = poseAt(clip, 0).clubHead;
  const ffmpeg = spawn('ffmpeg', [...rawInput, ...ENCODE, out], { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  // The arc the club head traces through the downswing and release, sampled between frames so it
  // stays smooth at speed, each sample fading with age.
  const trail: Array<{ at: number; point: Point }> = [];
  const samplesPerFrame = 8;
  for (let frame = 0; frame < frames; frame++) {
    const t = frame / (frames - 1);
    const pose = poseAt(clip, t);
    const buf = Buffer.from(background);
    for (let k = 1; k <= samplesPerFrame && frame > 0; k++) {
      const at = t - (1 - k / samplesPerFrame) / (frames - 1);
      if (at > 0.56 && at < 0.9) trail.push({ at, point: poseAt(clip, at).clubHead });
    }
    trail.forEach(({ at, point }, i) => {
      const previous = trail[i - 1];
      const alpha = 0.6 * (1 - (t - at) / 0.18);
      if (previous && alpha > 0) capsule(buf, previous.point, point, 3, [255, 255, 255], alpha);
    });
    const impact = 0.68;
    if (t < impact) {
      capsule(
        buf,
        { x: ball.x + 2, y: ball.y + 4 },
        { x: ball.x + 2, y: ball.y + 4 },
        3.5,
        [20, 40, 20],
        0.4,
      );
      capsule(buf, ball, ball, 3.2, [255, 255, 255]);
    } else {
      // The ball leaves towards the target (the viewer's right), climbing and shrinking.
      const u = (t - impact) / (1 - impact);
      const flight = {
        x: ball.x + u * 420,
        y: ball.y - Math.sin(Math.min(1, u * 1.4) * (Math.PI / 2)) * 190,
      };
      if (flight.x < VW) capsule(buf, flight, flight, Math.max(1, 3.2 * (1 - u * 0.7)), [255, 255, 255]);
    }
    drawGolfer(buf, pose, shirt);
    if (!ffmpeg.stdin.write(buf)) await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
  }
  ffmpeg.stdin.end();
  await done;
}

/** The poster: the same scene at address, as a vector picture. */
function poster(clip: SwingClip): string {
  const p = PALETTES[clip.time];
  const pose = poseAt(clip, 0);
  const top = poseAt(clip, 0.55);
  const arcPoints = Array.from({ length: 24 }, (_, i) => poseAt(clip, 0.58 + (i / 23) * 0.26).clubHead);
  const arc = arcPoints.map((pt, i) => `${i === 0 ? 'M' : 'L'}${f(pt.x)} ${f(pt.y)}`).join('');
  const line = (a: Point, b: Point, w: number, color: string) =>
    `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${color}" stroke-width="${w}" stroke-linecap="round"/>`;
  const body = '#1b2634';
  const shirt = '#f4f4f4';
  const [rs, ls] = pose.shoulders;
  const [rk, lk] = pose.knees;
  const [rf, lf] = pose.feet;
  const parts = [
    `<defs>${linearGradient(
      'sky',
      p.sky.map(([at, c]) => [at, c]),
    )}${linearGradient('turf', [
      [0, p.fairway],
      [1, mix(p.fairway, '#0d1f12', 0.35)],
    ])}</defs>`,
    `<rect width="${VW}" height="${VIDEO_HORIZON}" fill="url(#sky)"/>`,
    `<path d="M0 ${VIDEO_HORIZON}${Array.from({ length: 33 }, (_, i) => `L${i * 20} ${VIDEO_HORIZON - 14 - (i % 3) * 6}`).join('')}L${VW} ${VIDEO_HORIZON}Z" fill="${p.trees}"/>`,
    `<rect y="${VIDEO_HORIZON}" width="${VW}" height="${VH - VIDEO_HORIZON}" fill="url(#turf)"/>`,
    `<path d="${arc}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="5" stroke-linecap="round" stroke-dasharray="2 10"/>`,
    line({ x: pose.hips.x - 14, y: pose.hips.y }, rk, 18, body),
    line(rk, rf, 16, body),
    line({ x: pose.hips.x + 14, y: pose.hips.y }, lk, 18, body),
    line(lk, lf, 16, body),
    line({ x: (rs.x + ls.x) / 2, y: rs.y + 14 }, pose.hips, 40, shirt),
    line(rs, ls, 26, shirt),
    line({ x: pose.head.x, y: pose.head.y + 20 }, { x: pose.head.x, y: pose.head.y + 32 }, 14, body),
    `<circle cx="${f(pose.head.x)}" cy="${f(pose.head.y)}" r="17" fill="${body}"/>`,
    line(rs, pose.hands, 12, shirt),
    line(ls, pose.hands, 12, shirt),
    line(pose.hands, pose.clubHead, 3.2, '#c8c8cd'),
    line(pose.clubHead, { x: pose.clubHead.x - 7, y: pose.clubHead.y + 1 }, 7, '#3c3c42'),
    `<circle cx="${f(pose.clubHead.x + 6)}" cy="${f(pose.clubHead.y)}" r="3.5" fill="#ffffff"/>`,
    `<circle cx="${f(top.clubHead.x)}" cy="${f(top.clubHead.y)}" r="4" fill="#ffffff" fill-opacity="0.4"/>`,
    `<text x="20" y="${VH - 20}" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="600" fill="#ffffff" fill-opacity="0.9">${escapeXml(clip.title)}</text>`,
  ];
  return svg(VW, VH, parts, `${clip.title} — swing video poster`);
}

// ================================================================================================
// Main
// ================================================================================================

function write(relative: string, content: string): void {
  const path = join(ROOT, relative);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function clearSvgs(folder: string): void {
  const path = join(ROOT, folder);
  mkdirSync(path, { recursive: true });
  for (const name of readdirSync(path)) if (name.endsWith('.svg')) rmSync(join(path, name));
}

function hasFfmpeg(): boolean {
  return spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status === 0;
}

function folderBytes(path: string): number {
  return readdirSync(path, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory() ? folderBytes(join(path, entry.name)) : statSync(join(path, entry.name)).size),
    0,
  );
}

async function main(): Promise<void> {
  const rng = createRng(MEDIA_SEED);
  for (const folder of ['players', 'orgs', 'photos', 'videos']) clearSvgs(folder);

  playerUsernames().forEach((username, index) => {
    const row = DEMO_PLAYERS[index];
    if (row)
      write(
        `players/${username}.svg`,
        portrait(rng.fork(`portrait-${username}`), row.first, row.last, row.gender),
      );
  });
  for (const org of DEMO_ORGANIZATIONS) write(`orgs/${org.short}.svg`, crest(org));
  for (const photo of DEMO_PHOTOS)
    write(`photos/${photo.slug}.svg`, scenePhoto(photo, rng.fork(`photo-${photo.slug}`)));
  for (const clip of SWING_CLIPS) write(`videos/swing-${clip.n}-poster.svg`, poster(clip));

  if (hasFfmpeg()) {
    for (const clip of SWING_CLIPS) await renderVideo(clip, join(ROOT, 'videos', `swing-${clip.n}.mp4`));
  } else {
    console.warn(
      'ffmpeg not found: kept the existing swing videos (apt-get install ffmpeg to re-render them)',
    );
  }
  console.log(`public/demo: ${(folderBytes(ROOT) / 1024).toFixed(0)} KiB`);
  console.log('Portraits and crests changed? Run scripts/rasterize-demo-media.ts for their JPEG twins.');
}

await main();
