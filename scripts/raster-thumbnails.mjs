// Draws every casino thumbnail SVG under public/assets/casino/ as a WebP beside it (same name, twice the pixels), in
// Chromium. The lobby shows the WebPs: an <img> of an SVG is a document of its own, parsed, styled and laid out on the
// page's main thread (15 to 50 ms each on a slow phone, one long task per card); a WebP decodes off it (issue 34).
// The SVGs stay: they are the drawings (scripts/casino-thumbnails.mjs), and tapes recorded before kept their URLs.
// Run: node scripts/raster-thumbnails.mjs   (scripts/casino-thumbnails.mjs runs it after drawing)
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/chromium.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CASINO = join(root, 'public/assets/casino');
/** WebP quality: flat gradients and card shapes. */
const QUALITY = 0.78;
/** Pixels per SVG unit: a card is about 180 CSS pixels wide on a phone, drawn sharp on a 2x screen. */
const SCALE = 2;

function svgFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return svgFiles(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

export async function rasterThumbnails(files = svgFiles(CASINO)) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    for (const file of files) {
      const svg = readFileSync(file, 'utf8');
      const dataUrl = await page.evaluate(
        async ({ markup, quality, scale }) => {
          const img = new Image();
          img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
          await img.decode();
          const canvas = document.createElement('canvas');
          canvas.width = img.naturalWidth * scale;
          canvas.height = img.naturalHeight * scale;
          canvas.getContext('2d').drawImage(img, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { markup: svg, quality: QUALITY, scale: SCALE },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`${file}: this Chromium cannot encode WebP`);
      writeFileSync(file.replace(/\.svg$/, '.webp'), Buffer.from(dataUrl.slice('data:image/webp;base64,'.length), 'base64'));
    }
  } finally {
    await browser.close();
  }
  return files.length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const n = await rasterThumbnails();
  console.info(`wrote ${n} WebP thumbnails under public/assets/casino/`);
}
