// The shell's index.html as a page carries it: the runtime configuration, the public answers the server had fresh,
// the remote that owns the page, the home's first banner and the shell's first script.
import crypto from 'node:crypto';

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A value as a JSON data block's text: `<` escaped, so no value can close the element. */
const dataText = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * index.html with the runtime configuration (config.json's answer for this host) in the page itself, as a JSON data
 * block just before the root element, which the shell reads instead of asking for config.json (@bet/shared's
 * loadConfig; CONFIG_ELEMENT there): one request fewer on every first load. A data block is not a script: the CSP
 * has nothing to allow.
 */
export function withConfig(html, config) {
  return html.replace('<div id="root"', `<script type="application/json" id="bet-config">${dataText(config)}</script><div id="root"`);
}

/**
 * index.html with a page's public answers (`answers`, by call) as a JSON data block (never run), by absolute
 * address: the api client takes them once instead of asking (ANSWERS_ELEMENT in @bet/shared's api/early.ts).
 */
export function withAnswers(html, apiBase, answers) {
  const calls = Object.keys(answers);
  if (!calls.length) return html;
  const json = dataText(Object.fromEntries(calls.map((c) => [`${apiBase}${c}`, answers[c]])));
  return html.replace('<div id="root"', `<script type="application/json" id="bet-answers">${json}</script><div id="root"`);
}

/**
 * index.html on a remote's page, naming that remote's manifest on the root element (and whether the page is a
 * player's, and then the calls it makes first, as [method, absolute address], and the login page's scripts): the
 * shell's first script starts the remote's scripts beside its own, and those calls for a player, or the login
 * page's scripts for a guest, whom the shell sends there (shell/src/firstScreen.ts).
 */
export function withRemote(html, { manifest, login }, calls = [], loginScripts = []) {
  const attrs =
    `data-remote-manifest="${escapeHtml(manifest)}"${login ? ' data-remote-login' : ''}` +
    (calls.length ? ` data-player-calls="${escapeHtml(JSON.stringify(calls))}"` : '') +
    (login && loginScripts.length ? ` data-login-scripts="${escapeHtml(loginScripts.map((f) => `/${f}`).join(' '))}"` : '');
  return html.replace('<div id="root">', `<div id="root" ${attrs}>`);
}

/** index.html with the first banner in its boot screen (the same place and size as the home page's). */
export function withBanner(html, banner) {
  if (!banner) return html;
  const img = `<div class="boot-home"><img src="${escapeHtml(banner.src)}" alt="${escapeHtml(banner.alt)}" width="1080" height="400" fetchpriority="high"></div>`;
  return html.replace('<div id="root">', `<div id="root">${img}`);
}

/**
 * The shell's first script (its build's first-screen.js) as the page carries it: an inline script at the end of the
 * body, so it runs as the page is read, before main.js (deferred) has come, and the hash the CSP allows it by. No
 * file: nothing (main.js runs the same code).
 */
export function inlineScript(code) {
  if (!code) return null;
  const text = code.replace(/<\/script/gi, '<\\/script');
  return { text, hash: `sha256-${crypto.createHash('sha256').update(text).digest('base64')}` };
}

/** index.html with an inlineScript() before the end of its body. */
export function withInlineScript(html, script) {
  if (!script) return html;
  const tag = `<script>${script.text}</script>`;
  return html.includes('</body>') ? html.replace('</body>', `${tag}</body>`) : `${html}${tag}`;
}
