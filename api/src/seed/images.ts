// The site's own images, drawn as SVG for this project (no image points outside the project).
import fs from 'node:fs';
import path from 'node:path';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const FONT = 'font-family="Segoe UI, Roboto, Helvetica, Arial, sans-serif"';

export function logoSvg(title: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="96" viewBox="0 0 360 96">
<defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="#ffd35c"/><stop offset="1" stop-color="#ffb400"/></linearGradient></defs>
<rect x="4" y="14" width="68" height="68" rx="16" fill="url(#g)"/>
<path d="M26 34h18a10 10 0 0 1 0 20H26zM26 54h21a10 10 0 0 1 0 20H26z" fill="none" stroke="#1a1300" stroke-width="7" stroke-linejoin="round" transform="translate(0 -6)"/>
<text x="86" y="64" ${FONT} font-size="42" font-weight="800" fill="#eef2f8">${esc(title.slice(0, 3))}<tspan fill="#ffb400">${esc(title.slice(3))}</tspan></text>
</svg>`;
}

export function loaderSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">
<circle cx="60" cy="60" r="44" fill="none" stroke="#212b3d" stroke-width="10"/>
<circle cx="60" cy="60" r="44" fill="none" stroke="#ffb400" stroke-width="10" stroke-linecap="round" stroke-dasharray="80 200">
<animateTransform attributeName="transform" type="rotate" from="0 60 60" to="360 60 60" dur="0.9s" repeatCount="indefinite"/></circle>
</svg>`;
}

export function bannerSvg(title: string, subtitle: string, from: string, to: string, badge: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="400" viewBox="0 0 1080 400">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="r" cx="0.8" cy="0.3" r="0.6"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>
<rect width="1080" height="400" fill="url(#b)"/><rect width="1080" height="400" fill="url(#r)"/>
<circle cx="880" cy="200" r="150" fill="#ffffff" fill-opacity="0.08"/><circle cx="960" cy="90" r="60" fill="#ffb400" fill-opacity="0.9"/>
<text x="960" y="104" text-anchor="middle" ${FONT} font-size="40" font-weight="900" fill="#1a1300">${esc(badge)}</text>
<text x="64" y="110" ${FONT} font-size="30" font-weight="700" fill="#ffb400" letter-spacing="4">BETBAZAR</text>
<text x="64" y="200" ${FONT} font-size="68" font-weight="900" fill="#ffffff">${esc(title)}</text>
<text x="64" y="262" ${FONT} font-size="32" fill="#e6ecf7">${esc(subtitle)}</text>
<rect x="64" y="300" width="220" height="60" rx="30" fill="#ffb400"/><text x="174" y="340" text-anchor="middle" ${FONT} font-size="26" font-weight="800" fill="#1a1300">PLAY NOW</text>
</svg>`;
}

export function tileSvg(label: string, sub: string, from: string, to: string, size = 300): string {
  const words = label.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [label];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 300 300">
<defs><linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="300" height="300" rx="28" fill="url(#t)"/><circle cx="240" cy="60" r="90" fill="#ffffff" fill-opacity="0.1"/>
${lines.map((l, i) => `<text x="150" y="${150 + (i - (lines.length - 1) / 2) * 42}" text-anchor="middle" ${FONT} font-size="36" font-weight="900" fill="#ffffff">${esc(l)}</text>`).join('')}
<text x="150" y="262" text-anchor="middle" ${FONT} font-size="20" font-weight="700" fill="#ffffff" fill-opacity="0.8" letter-spacing="2">${esc(sub)}</text>
</svg>`;
}

export function badgeSvg(label: string, bg: string, fg = '#ffffff'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">
<rect width="160" height="64" rx="14" fill="${bg}"/><text x="80" y="41" text-anchor="middle" ${FONT} font-size="22" font-weight="800" fill="${fg}">${esc(label)}</text>
</svg>`;
}

/**
 * Writes the SVG source `rel` under `dir` unless it exists already; returns the /storage path to hand out:
 * the WebP rendered from it (`npm run artwork`) when there is one, since a phone paints that far cheaper.
 */
export function ensureImage(dir: string, rel: string, svg: string): string {
  const file = path.join(dir, rel);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, svg);
  }
  const webp = rel.replace(/\.svg$/, '.webp');
  return `/storage/${fs.existsSync(path.join(dir, webp)) ? webp : rel}`;
}

/** An ambassador card: a drawn head-and-shoulders figure, the name and the role (drawn for this project). */
export function portraitSvg(name: string, role: string, from: string, to: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="240" viewBox="0 0 200 240">
<defs><linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="200" height="240" rx="18" fill="url(#p)"/><circle cx="100" cy="78" r="38" fill="#ffffff" fill-opacity="0.85"/>
<path d="M34 176 C40 128 160 128 166 176 Z" fill="#ffffff" fill-opacity="0.85"/>
<text x="100" y="206" text-anchor="middle" ${FONT} font-size="18" font-weight="800" fill="#ffffff">${esc(name)}</text>
<text x="100" y="226" text-anchor="middle" ${FONT} font-size="12" font-weight="600" fill="#ffffff" fill-opacity="0.8">${esc(role)}</text>
</svg>`;
}
