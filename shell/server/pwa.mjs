// The installed app (issue 58): the web app manifest, the service worker (sw.js with the release it keeps written
// before it) and the offline page, all served by the shell's server. docs/architecture.md, "The installed app".
import crypto from 'node:crypto';
import fs from 'node:fs';
import { HASHED } from './files.mjs';

const SW_BODY = fs.readFileSync(new URL('./sw.js', import.meta.url), 'utf8');
const ICONS = new URL('../public/icons/', import.meta.url);
export const ICON_FILES = ['icon-192.png', 'icon-512.png', 'icon-maskable-512.png'];
/** An icon's bytes, or null for a name that is not one of them. */
export const iconFile = (name) => (ICON_FILES.includes(name) ? fs.readFileSync(new URL(name, ICONS)) : null);

const THEME = '#0e1420';

/** The web app manifest: the site's name, its icons, standalone, and shortcuts to Deposit, Exchange and Games. */
export function webManifest(name = 'BetBazar') {
  return {
    name,
    short_name: name.slice(0, 12),
    description: 'Sports exchange, casino, slots and crash games in BDT, with bKash and UPAY.',
    id: '/',
    start_url: '/?source=app',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: THEME,
    theme_color: THEME,
    lang: 'en',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: 'Deposit', url: '/deposit', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Exchange', url: '/exchange-sports', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
      { name: 'Games', url: '/games', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    ],
  };
}

/**
 * The service worker of the release served now: the files it keeps (the home page, the offline page, the manifest and
 * icons, every file of the shell's first-load.json and of each remote's), named by a version that is their hash, so a
 * new release of any app is a new worker with a cache of its own (`shellFiles`: the shell's file names; `remotes`: each
 * remote's files as absolute addresses, its manifest and its release; `network`: the paths of the pages that need the
 * network).
 */
export function serviceWorker({ shellFiles, remotes, network }) {
  const precache = [
    '/',
    '/offline.html',
    '/manifest.webmanifest',
    ...ICON_FILES.map((f) => `/icons/${f}`),
    ...shellFiles.map((f) => `/${f}`),
    ...remotes.flatMap((r) => [r.manifest, ...r.files]),
  ];
  // the files, and each remote's release (its manifest: a release may change what it shares without a new file name)
  const version = crypto
    .createHash('sha256')
    .update(JSON.stringify([precache, remotes.map((r) => r.release ?? null)]))
    .digest('hex')
    .slice(0, 16);
  // the remotes' origins (the shell's own is the worker's)
  const origins = [...new Set(remotes.map((r) => new URL(r.manifest).origin))];
  return `self.BET = ${JSON.stringify({ version, precache, hashed: HASHED.source, origins, network })};\n${SW_BODY}`;
}

/** The page a page that needs the network shows offline: in English and Bangla, with a way to try again. */
export function offlinePage() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="theme-color" content="${THEME}"><title>You are offline</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:${THEME};color:#eef2f8;font:16px system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Bengali",sans-serif}
main{max-width:360px;padding:24px;text-align:center}h1{font-size:22px;margin:16px 0 8px}p{color:#c9d3e3;line-height:1.5;margin:0 0 8px}
.bn{margin-top:20px;border-top:1px solid #2c3850;padding-top:16px}a{display:inline-block;margin-top:20px;min-height:44px;line-height:44px;padding:0 24px;border-radius:10px;background:#ffb400;color:#1a1300;font-weight:700;text-decoration:none}
img{width:72px;height:72px;border-radius:16px}</style></head>
<body><main><img src="/icons/icon-192.png" alt="">
<h1>You are offline</h1><p>This page needs the internet: money, bets and balances are never shown from an old copy. Check your connection and try again.</p>
<div class="bn" lang="bn"><h1>আপনি অফলাইনে আছেন</h1><p>এই পেজের জন্য ইন্টারনেট লাগবে: টাকা, বাজি ও ব্যালেন্স কখনও পুরোনো কপি থেকে দেখানো হয় না। সংযোগ দেখে আবার চেষ্টা করুন।</p></div>
<a href="">Try again · আবার চেষ্টা করুন</a></main></body></html>`;
}
