// A page's first screen drawn by the server (ssr.mjs): what goes into the page, who gets it, and what happens when the
// render is missing, fails or changes (node's test runner).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveApp } from './index.mjs';
import { BOOT, cookiesOf, layoutHints, remoteRenderer, withServerRender } from './ssr.mjs';

const INDEX = `<!doctype html><html lang="en"><head><title>shell</title></head><body><div id="root">${BOOT}</div></body></html>`;

function get(port, rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString(), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A render bundle as the build writes it (CommonJS), drawing what it was asked for. */
const renderBundle = (body) => `
exports.FIRST_SCREEN_COOKIES = { player: 'bet_player', lang: 'bet_lang' };
exports.LAYOUT_HINTS = { accept: ['Sec-CH-Viewport-Width', 'Sec-CH-UA-Mobile'], critical: ['Sec-CH-Viewport-Width'] };
exports.mobileLayout = (h) => Number(h.width) <= 768;
exports.criticalHints = (h) => (h.mobile === '?1' ? [] : ['Sec-CH-Viewport-Width']);
exports.render = async (input) => { ${body} };
`;

describe('withServerRender', () => {
  const rendered = { html: '<link rel="preload" as="image" href="/a.webp"/><h1>Login</h1>', resources: { general: { data: { t: '</script><b>' }, age: 5 } } };
  it('puts the markup in place of the boot screen, its hints and stylesheet in the head', () => {
    const page = withServerRender(INDEX, rendered, { css: '/ssr.0123abcd.css', mobile: true, lang: 'en' });
    assert.ok(!page.includes(BOOT));
    assert.match(page, /<div id="root" data-ssr="\{&#34;mobile&#34;:true,&#34;lang&#34;:&#34;en&#34;\}"><h1>Login<\/h1><\/div>/);
    assert.match(page, /<link rel="stylesheet" href="\/ssr\.0123abcd\.css" data-server-styles><link rel="preload" as="image" href="\/a\.webp"\/><\/head>/);
  });
  it('carries the answers in a data block no value can close', () => {
    const page = withServerRender(INDEX, rendered, { css: null, mobile: true, lang: 'en' });
    const block = /<script type="application\/json" id="bet-resources">(.*?)<\/script>/.exec(page)[1];
    assert.deepEqual(JSON.parse(block), rendered.resources);
    assert.equal(page.split('</script>').length, 2);
  });
  it("says the page's language", () => {
    assert.match(withServerRender(INDEX, rendered, { css: null, mobile: false, lang: 'bn' }), /<html lang="bn-BD">/);
  });
  it('leaves a page without the boot screen alone', () => {
    assert.equal(withServerRender('<div id="root"></div>', rendered, { css: null, mobile: true, lang: 'en' }), null);
  });
});

describe("a request's cookies and hints", () => {
  it('are read as sent', () => {
    assert.deepEqual(cookiesOf({ headers: { cookie: 'a=1; bet_lang=bn;bet_player=1' } }), { a: '1', bet_lang: 'bn', bet_player: '1' });
    assert.deepEqual(cookiesOf({ headers: {} }), {});
    assert.deepEqual(layoutHints({ headers: { 'sec-ch-viewport-width': '390', 'sec-ch-ua-mobile': '?0', 'user-agent': 'x' } }), {
      width: '390',
      mobile: '?0',
      agent: 'x',
    });
  });
});

describe("the shell's server", () => {
  let server;
  let port;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-ssr-'));
  const bundle = path.join(dist, 'ssr', 'render.cjs');
  before(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.copyFileSync(new URL('../src/routes.json', import.meta.url), path.join(dist, 'routes.json'));
    fs.copyFileSync(new URL('../src/frame-calls.json', import.meta.url), path.join(dist, 'frame-calls.json'));
    fs.writeFileSync(path.join(dist, 'ssr.0123abcd.css'), '.x{}');
    fs.mkdirSync(path.join(dist, 'ssr'));
    fs.writeFileSync(bundle, renderBundle('return { html: `<p>${input.url} ${input.lang} ${input.mobile} ${input.player}</p>`, resources: {} };'));
    server = await serveApp({ dir: 'shell' }, { port: 0, host: '127.0.0.1', dist });
    port = server.server.address().port;
  });
  after(() => server.close());

  it("draws a guest's page in the reader's language and layout, and asks for the layout hints", async () => {
    const res = await get(port, '/login?x=1', { cookie: 'bet_lang=bn', 'sec-ch-viewport-width': '390' });
    assert.equal(res.status, 200);
    assert.match(res.body, /<p>\/login\?x=1 bn true false<\/p>/);
    assert.match(res.body, /<link rel="stylesheet" href="\/ssr\.0123abcd\.css" data-server-styles>/);
    assert.equal(res.headers['accept-ch'], 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile');
    assert.equal(res.headers['critical-ch'], 'Sec-CH-Viewport-Width');
    assert.match(res.headers.vary, /Cookie/);
    // a phone's first visit is not asked again for its width
    const phone = await get(port, '/login', { 'sec-ch-ua-mobile': '?1' });
    assert.equal(phone.headers['accept-ch'], 'Sec-CH-Viewport-Width, Sec-CH-UA-Mobile');
    assert.equal(phone.headers['critical-ch'], undefined);
    const desktop = await get(port, '/login', { 'sec-ch-viewport-width': '1280' });
    assert.match(desktop.body, /<p>\/login en false false<\/p>/);
  });
  it("draws a player's page as a player's (the player cookie), and says so to the client", async () => {
    const res = await get(port, '/deposit', { cookie: 'bet_player=1', 'sec-ch-viewport-width': '390' });
    assert.ok(!res.body.includes(BOOT));
    assert.match(res.body, /<p>\/deposit en true true<\/p>/);
    assert.match(res.body, /data-ssr="\{&#34;mobile&#34;:true,&#34;lang&#34;:&#34;en&#34;,&#34;player&#34;:true\}"/);
    // any other value is no player's cookie
    assert.match((await get(port, '/deposit', { cookie: 'bet_player=yes', 'sec-ch-viewport-width': '390' })).body, /<p>\/deposit en true false<\/p>/);
  });
  it('never serves the render itself', async () => {
    assert.equal((await get(port, '/ssr/render.cjs')).status, 404);
  });
  it('keeps the boot screen when the render fails, and takes a new render from the next request', async () => {
    fs.writeFileSync(bundle, renderBundle("throw new Error('down');"));
    const errors = console.error;
    console.error = () => {};
    try {
      const failed = await get(port, '/signup');
      assert.equal(failed.status, 200);
      assert.ok(failed.body.includes(BOOT));
    } finally {
      console.error = errors;
    }
    fs.writeFileSync(bundle, renderBundle("return { html: '<p>new release</p>', resources: {} };"));
    assert.match((await get(port, '/signup')).body, /<p>new release<\/p>/);
  });
});

describe("a remote's server render", () => {
  // a remote's origin as its static server answers: ssr.json names its render and stylesheet
  const files = new Map();
  let origin;
  let remote;
  before(async () => {
    remote = http.createServer((req, res) => {
      const body = files.get(req.url);
      res.writeHead(body === undefined ? 404 : 200).end(body);
    });
    await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${remote.address().port}`;
  });
  after(() => remote.close());
  const release = (hash, text) => {
    files.set('/ssr.json', JSON.stringify({ render: `ssr/render.${hash}.cjs`, css: 'ssr.0123abcd.css' }));
    files.set(`/ssr/render.${hash}.cjs`, `exports.render = async (input) => ({ html: '<p>${text} ' + input.url + ' ' + input.base + '</p>', resources: {} });`);
    files.set('/ssr.0123abcd.css', '.games{background:url(assets/tile.12345678.png)}');
  };

  it("is fetched from the remote's origin once per release, with its styles to go inline and the base of its pictures", async () => {
    release('aaaaaaaa', 'first');
    const manifest = `${origin}/mf-manifest.json`;
    const got = await remoteRenderer(manifest);
    // inline (a page's paint never waits for a remote's server), its pictures named from the remote's origin
    assert.equal(got.styles, `.games{background:url(${origin}/assets/tile.12345678.png)}`);
    assert.equal(got.base, `${origin}/`);
    assert.deepEqual(await got.module.render({ url: '/games', base: got.base }), { html: `<p>first /games ${origin}/</p>`, resources: {} });
    // a new release is named within 2 s (ssr.json read again) and its render loaded
    release('bbbbbbbb', 'second');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await remoteRenderer(manifest);
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.match((await (await remoteRenderer(manifest)).module.render({ url: '/games' })).html, /^<p>second/);
  });
  it('is none where the remote names none, or names a file that is not a render', async () => {
    assert.equal(await remoteRenderer(`${origin}/none/mf-manifest.json`), null);
    files.set('/odd/ssr.json', JSON.stringify({ render: '../../etc/passwd', css: null }));
    assert.equal(await remoteRenderer(`${origin}/odd/mf-manifest.json`), null);
    // named but not there: no render (the page is drawn without the section), and said in the log
    files.set('/gone/ssr.json', JSON.stringify({ render: 'ssr/render.cccccccc.cjs', css: null }));
    const errors = console.error;
    console.error = () => {};
    try {
      assert.equal(await remoteRenderer(`${origin}/gone/mf-manifest.json`), null);
    } finally {
      console.error = errors;
    }
  });
});
