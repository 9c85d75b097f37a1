// A page's first screen drawn by the server: the shell's server render (shell/src/server-render.tsx, built as
// ssr/render.cjs in the shell's build or release) is loaded from the folder served now, again when it changes (a new
// build or release under a running server), and its HTML goes into the page in place of the boot screen, with the
// answers it was drawn from and its stylesheet. A player's page (the `bet_player` cookie) is drawn as a player's frame,
// with nothing of the player's (the server never has the token); a render that fails keeps the boot screen and the
// client draws the page. docs/architecture.md, "The first screen from the server".
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { whenChanged } from './files.mjs';
import { readInBackground, REMOTE_READS } from './reads.mjs';

/** The boot screen of index.html (scripts/index.html), which a server-drawn page replaces. */
export const BOOT = '<div class="boot" role="status" aria-label="Loading"><span></span><span></span><span></span></div>';

/** A CommonJS bundle evaluated as Node's loader would (module, exports, require of its own folder). */
function evaluate(code, file) {
  const module = { exports: {} };
  const wrapper = vm.runInThisContext(`(function (module, exports, require, __filename, __dirname) {${code}\n})`, { filename: file });
  wrapper(module, module.exports, createRequire(file), file, path.dirname(file));
  return module.exports;
}

/**
 * The render of the folder served now (`folder()`), with its stylesheet's address; null while there is no build of
 * it or it cannot be loaded.
 */
export function serverRenderer(folder) {
  const file = () => path.join(folder(), 'ssr', 'render.cjs');
  const loaded = whenChanged(file, (code) => {
    try {
      const dir = folder();
      const css = fs.readdirSync(dir).find((f) => /^ssr\.[0-9a-f]{8}\.css$/.test(f));
      return { module: evaluate(code, file()), css: css ? `/${css}` : null };
    } catch (e) {
      console.error('server render: cannot load', e);
      return null;
    }
  });
  return () => loaded();
}

/** Whether a remote's ssr.json names its server render (and its stylesheet, or none), as its build writes it. */
const isNames = (v) =>
  typeof v === 'object' &&
  v !== null &&
  typeof v.render === 'string' &&
  /^ssr\/render\.[0-9a-f]{8}\.cjs$/.test(v.render) &&
  (v.css === null || (typeof v.css === 'string' && /^ssr\.[0-9a-f]{8}\.css$/.test(v.css)));

/**
 * A remote's server render's names (ssr.json beside its manifest), read again every 2 s (a release switched in): a
 * release without one (a 404, or what is not a render's names) draws no section; a read that failed (no answer in
 * time from a busy remote) keeps the last names.
 */
const remoteNames = readInBackground(
  async (manifest) => {
    try {
      const res = await fetch(new URL('ssr.json', manifest), { signal: AbortSignal.timeout(2_000) });
      if (res.status >= 500) return null;
      const body = res.ok ? await res.json().catch(() => null) : null;
      return { names: isNames(body) ? body : null };
    } catch {
      return null;
    }
  },
  { every: REMOTE_READS.every },
);

/** The remotes' server renders loaded, by address (a release's is fetched and evaluated once; the last 8 are kept). */
const remoteBundles = new Map();
const here = fileURLToPath(import.meta.url);

async function fetchText(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.text();
}

/**
 * A remote's stylesheet as the page carries it inline: its pictures and fonts named from the remote's origin (the
 * build names them relative to the stylesheet). Inline, not linked: a page's first paint never waits for a remote's
 * server (one that hangs would hold the whole page's paint, not only its section).
 */
export function inlineStyles(css, base) {
  return css.replace(/url\((['"]?)(?![a-z]+:|\/|#)/gi, (_, quote) => `url(${quote}${base}`).replace(/<\/style/gi, '<\\/style');
}

async function loadRemoteBundle(url, cssUrl, base) {
  const [code, css] = await Promise.all([fetchText(url), cssUrl ? fetchText(cssUrl) : '']);
  const module = evaluate(code, here);
  if (typeof module.render !== 'function') throw new Error(`${url} has no render`);
  return { module, styles: inlineStyles(css, base) };
}

/**
 * The server render of the remote whose manifest is `manifest` (its release's ssr/render.<hash>.cjs, which draws its
 * pages), with its stylesheet (to go inline) and the base its pictures are at; null while the remote has none or it
 * cannot be loaded (the page is drawn without the section, the client draws it). The remote's code runs in this
 * process, as the shell's own render does: config.json names the remotes the site trusts, whose code every page
 * already runs.
 */
export async function remoteRenderer(manifest) {
  const names = (await remoteNames(manifest))?.names;
  if (!names) return null;
  const url = new URL(names.render, manifest).href;
  const cssUrl = names.css && new URL(names.css, manifest).href;
  const base = new URL('.', manifest).href;
  const key = `${url} ${cssUrl}`;
  let loading = remoteBundles.get(key);
  if (!loading) {
    if (remoteBundles.size >= 8) remoteBundles.delete(remoteBundles.keys().next().value);
    loading = loadRemoteBundle(url, cssUrl, base).catch((e) => {
      console.error('server render: cannot load', url, e);
      remoteBundles.delete(key);
      return null;
    });
    remoteBundles.set(key, loading);
  }
  const loaded = await loading;
  return loaded && { ...loaded, base };
}

/** The cookies of a request, by name. */
export function cookiesOf(req) {
  const out = {};
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) out[part.slice(0, at).trim()] = part.slice(at + 1).trim();
  }
  return out;
}

/** The layout hints of a request (the render's mobileLayout reads them). */
export function layoutHints(req) {
  const { 'sec-ch-viewport-width': width, 'sec-ch-ua-mobile': mobile, 'user-agent': agent } = req.headers;
  return { width, mobile, agent };
}

const escapeAttr = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const dataText = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with a server render in place of the boot screen: the render's resource hints (React writes a preload
 * of the page's first pictures ahead of the markup) and its stylesheets in the head (the shell's linked, and the
 * styles of the remote whose section it drew inline, inlineStyles), what the render was drawn from on the root element (`data-ssr`: layout, language and
 * whether for a player; the client hydrates only when it would draw the same) and its answers in a data block the
 * client's cache takes (`bet-resources`). Null when the page has no boot screen.
 */
export function withServerRender(html, rendered, { css, styles = '', mobile, lang, player = false }) {
  if (!html.includes(BOOT) || !html.includes('<div id="root"')) return null;
  const hints = rendered.html.match(/^(<link [^>]*>)+/)?.[0] ?? '';
  const markup = rendered.html.slice(hints.length);
  const sheet = css ? `<link rel="stylesheet" href="${escapeAttr(css)}" data-server-styles>` : '';
  const head = `${sheet}${styles ? `<style data-section-styles>${styles}</style>` : ''}${hints}</head>`;
  const resources = `<script type="application/json" id="bet-resources">${dataText(rendered.resources)}</script>`;
  return html
    .replace('<html lang="en">', `<html lang="${lang === 'bn' ? 'bn-BD' : 'en'}">`)
    .replace('</head>', head)
    .replace('<div id="root"', `${resources}<div id="root" data-ssr="${escapeAttr(JSON.stringify({ mobile, lang, ...(player ? { player } : {}) }))}"`)
    .replace(BOOT, markup);
}
