/**
 * Writes a JPEG twin beside every demo player portrait and organization crest in public/demo/
 * (`npx tsx scripts/rasterize-demo-media.ts`, after scripts/generate-demo-media.ts). The site shows
 * the SVGs; the resume PDF cannot embed SVG, so the app sends the PDF Worker the raster twin of a
 * site SVG (app/domain/resume/resume-picture.ts, decision 022). JPEG because pdf-lib embeds it as is (a PNG
 * is decoded and re-compressed on every render). Crests are flattened on white: the PDF draws them in
 * a white badge. Rendered by the system Chromium; the files are committed.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'demo');

// Pixels: the PDF draws a portrait at 88 pt and a crest at 52 pt, so these print at ~200 dpi.
const SETS = [
  { folder: 'players', size: 256, quality: 82 },
  { folder: 'orgs', size: 192, quality: 88 },
] as const;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { folder, size, quality } of SETS) {
    await page.setViewportSize({ width: size, height: size });
    const dir = join(ROOT, folder);
    const files = readdirSync(dir).filter((file) => file.endsWith('.svg'));
    for (const file of files) {
      const svg = readFileSync(join(dir, file), 'utf8');
      const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
      await page.setContent(
        `<html><body style="margin:0;background:#fff"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
      );
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      const jpeg = await page.screenshot({
        type: 'jpeg',
        quality,
        clip: { x: 0, y: 0, width: size, height: size },
      });
      writeFileSync(join(dir, file.replace(/\.svg$/, '.jpg')), jpeg);
    }
    console.log(`${folder}: ${files.length} JPEG twins at ${size} px`);
  }
} finally {
  await browser.close();
}
