// Renders the demo artwork (the SVG sources the seed draws into api/storage) to WebP beside each source.
// A phone paints a WebP without the work an SVG full of text costs it (an SVG image is a document of its
// own: Lighthouse counted 29 of them on the home page as most of its blocking time). The seed hands out the
// .webp wherever one is there. Run `npm run artwork` after changing a drawing in api/src/seed/images.ts.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './bootstrap.mjs';

const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const storage = path.join(root, 'api', 'storage');
// animated (the loader) or drawn small and sharp at any size (the logo): these stay SVG
const KEEP_SVG = new Set(['logo/loader.svg', 'logo/logo.svg']);

const sources = fs
  .readdirSync(storage, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => f.endsWith('.svg') && !KEEP_SVG.has(f))
  .sort();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  const page = await browser.newPage();
  let bytes = 0;
  for (const rel of sources) {
    const svg = fs.readFileSync(path.join(storage, rel), 'utf8');
    const dataUrl = await page.evaluate(async (text) => {
      const img = new Image();
      img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      canvas.getContext('2d').drawImage(img, 0, 0);
      return canvas.toDataURL('image/webp', 0.85);
    }, svg);
    const out = path.join(storage, rel.replace(/\.svg$/, '.webp'));
    const data = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
    fs.writeFileSync(out, data);
    bytes += data.length;
  }
  console.log(`artwork: ${sources.length} WebP files, ${(bytes / 1024).toFixed(1)} KB in all`);
} finally {
  await browser.close();
}
