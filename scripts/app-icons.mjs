// Renders the installed app's icons (the web app manifest's, shell/server/pwa.mjs) to PNG: the site's mark, the
// logo's "B" on its yellow square, at the sizes browsers ask for (192 and 512), and a maskable 512 whose mark keeps
// inside the safe circle a launcher may cut. Browsers want PNG for an install (an SVG icon is not taken everywhere).
// Run `node scripts/app-icons.mjs` after changing the mark; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root } from './bootstrap.mjs';

const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const out = path.join(root, 'shell', 'public', 'icons');

/** The mark on a square of `size`; `inset` of it left around the mark (maskable icons keep the mark in the middle 80 %). */
const icon = (size, { maskable = false } = {}) => {
  const pad = maskable ? 0.2 : 0.06;
  const s = size * (1 - 2 * pad);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ffd35c"/><stop offset="1" stop-color="#ffb400"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="${maskable ? '#ffb400' : '#0e1420'}"/>
<g transform="translate(${size * pad} ${size * pad}) scale(${s / 68})">
<rect width="68" height="68" rx="${maskable ? 0 : 16}" fill="url(#g)"/>
<path d="M22 20h18a10 10 0 0 1 0 20H22zM22 40h21a10 10 0 0 1 0 20H22z" fill="none" stroke="#1a1300" stroke-width="7" stroke-linejoin="round" transform="translate(0 -6)"/>
</g></svg>`;
};

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  fs.mkdirSync(out, { recursive: true });
  const page = await browser.newPage();
  for (const [name, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['icon-maskable-512.png', 512, true],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<html><body style="margin:0">${icon(size, { maskable })}</body></html>`);
    await page.locator('svg').screenshot({ path: path.join(out, name) });
    console.log(name, fs.statSync(path.join(out, name)).size, 'bytes');
  }
} finally {
  await browser.close();
}
