// The shell's server and the remotes' (npm start): a malformed request gets a 400 and the server lives on (node's test runner).
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { precompress } from '../../scripts/build.mjs';
import { remoteApps } from '@bet/scripts/ports';
import { serveApp } from './index.mjs';

/** A raw GET (the path is sent as written, not normalised by a URL parser). */
function get(port, rawPath, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET', headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode, body: raw.toString(), raw, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  let gamesRelease = { start: ['remoteEntry.js', '771.aaaa1111.js'], 'page-fairness': ['page-fairness.bbbb2222.js'] };
  let server;
  let port;
  let remotesServer;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-dist-'));
  before(async () => {
    // the remotes on another origin, under a path each (as on a CDN), publishing their routes beside their manifests
    remotesServer = http.createServer((req, res) => {
      const [, dir, file] = req.url.split('/');
      const app = remoteApps.find((a) => a.dir === dir);
      // mf-games publishes its first scripts too (its release: gamesRelease)
      if (dir === 'mf-games' && file === 'first-load.json') return res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(gamesRelease));
      if (!app || file !== 'routes.json') return res.writeHead(404).end();
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(fs.readFileSync(new URL(`../../${dir}/src/routes.json`, import.meta.url)));
    });
    await new Promise((resolve) => remotesServer.listen(0, '127.0.0.2', resolve));
    const deployment = path.join(dist, '..', `bet-deployment-${process.pid}.json`);
    const cdn = `http://127.0.0.2:${remotesServer.address().port}`;
    fs.writeFileSync(deployment, JSON.stringify({ remotes: Object.fromEntries(remoteApps.map((a) => [a.name, `${cdn}/${a.dir}/mf-manifest.json`])) }));
    process.env.DEPLOYMENT_FILE = deployment;
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log(1)');
    fs.copyFileSync(new URL('../src/routes.json', import.meta.url), path.join(dist, 'routes.json'));
    fs.copyFileSync(new URL('../src/frame-calls.json', import.meta.url), path.join(dist, 'frame-calls.json'));
    fs.writeFileSync(
      path.join(dist, 'first-load.json'),
      JSON.stringify({ start: ['main.0123abcd.js', 'react.1111aaaa.js'], 'page-login': ['page-login.2222bbbb.js'] }),
    );
    fs.writeFileSync(path.join(dist, 'vendor.89abcdef.js'), `/* vendor */ ${'export const x = 1;\n'.repeat(400)}`);
    precompress(dist);
    server = await serveApp({ dir: 'shell' }, { port: 0, host: '127.0.0.1', dist });
    port = server.server.address().port;
  });
  after(async () => {
    await server.close();
    remotesServer.close();
    fs.rmSync(process.env.DEPLOYMENT_FILE, { force: true });
    delete process.env.DEPLOYMENT_FILE;
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('the installed app: its manifest, icons and offline page, and a service worker named by the release it keeps', async () => {
    const manifest = await get(port, '/manifest.webmanifest');
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers['content-type'], /^application\/manifest\+json/);
    const m = JSON.parse(manifest.body);
    assert.equal(m.display, 'standalone');
    assert.equal(m.start_url, '/?source=app');
    assert.deepEqual(
      m.icons.map((i) => [i.sizes, i.purpose]),
      [
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ],
    );
    assert.deepEqual(
      m.shortcuts.map((x) => [x.name, x.url]),
      [
        ['Deposit', '/deposit'],
        ['Exchange', '/exchange-sports'],
        ['Games', '/games'],
      ],
    );
    for (const icon of m.icons) {
      const res = await get(port, icon.src);
      assert.equal(res.status, 200, icon.src);
      assert.equal(res.headers['content-type'], 'image/png');
      assert.deepEqual([...res.raw.subarray(1, 4)], [0x50, 0x4e, 0x47]);
      assert.equal(res.raw.readUInt32BE(16), Number(icon.sizes.split('x')[0]), `${icon.src} is ${icon.sizes}`);
    }
    assert.equal((await get(port, '/icons/..%2Fpwa.mjs')).status, 404);
    const offline = await get(port, '/offline.html');
    assert.equal(offline.status, 200);
    assert.match(offline.body, /You are offline/);
    assert.match(offline.body, /আপনি অফলাইনে আছেন/);
    // the worker: the release's files, the remotes' origins, the pages that need the network
    const worker = async () => {
      const res = await get(port, '/sw.js');
      assert.equal(res.status, 200);
      assert.match(res.headers['content-type'], /^text\/javascript/);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.equal(res.headers['service-worker-allowed'], '/');
      return JSON.parse(res.body.slice('self.BET = '.length, res.body.indexOf(';\n')));
    };
    const sw = await worker();
    assert.match(sw.version, /^[0-9a-f]{16}$/);
    const cdn = `http://127.0.0.2:${remotesServer.address().port}`;
    for (const file of [
      '/',
      '/offline.html',
      '/manifest.webmanifest',
      '/icons/icon-192.png',
      '/main.0123abcd.js',
      '/page-login.2222bbbb.js',
      `${cdn}/mf-games/mf-manifest.json`,
      `${cdn}/mf-games/remoteEntry.js`,
      `${cdn}/mf-games/page-fairness.bbbb2222.js`,
    ])
      assert.ok(sw.precache.includes(file), file);
    assert.deepEqual(sw.origins, [cdn]);
    assert.deepEqual(sw.network.sort(), ['/deposit', '/make-payment', '/payment-request', '/withdrawal']);
    assert.ok(new RegExp(sw.hashed).test('/771.aaaa1111.js') && !new RegExp(sw.hashed).test('/remoteEntry.js'));
    // a new release of a remote is a new worker (the server reads a remote's files again every 2 s)
    gamesRelease = { start: ['remoteEntry.js', '771.cccc3333.js'], 'page-fairness': ['page-fairness.bbbb2222.js'] };
    await new Promise((r) => setTimeout(r, 2100));
    await worker();
    await new Promise((r) => setTimeout(r, 300));
    const next = await worker();
    assert.notEqual(next.version, sw.version);
    assert.ok(next.precache.includes(`${cdn}/mf-games/771.cccc3333.js`) && !next.precache.includes(`${cdn}/mf-games/771.aaaa1111.js`));
  });

  it('answers malformed paths with 400 and keeps serving', async () => {
    for (const bad of ['/%E0%A4%A', '/%', '/%zz', '/a%00b', '/%00.js']) {
      const res = await get(port, bad);
      assert.ok(res.status < 500, `${bad}: ${res.status}`);
    }
    assert.equal((await get(port, '/%E0%A4%A')).status, 400);
    assert.equal((await get(port, '/')).status, 200);
    assert.equal((await get(port, '/main.0123abcd.js')).status, 200);
  });

  it("names the scripts a page needs to draw in its Link hints: main.js first, the page's own chunk; none on /", async () => {
    const scripts = (link) => [...String(link).matchAll(/<\/([^>]+\.js)>; rel=preload; as=script; fetchpriority=low/g)].map((m) => m[1]);
    assert.deepEqual(scripts((await get(port, '/login')).headers.link), ['main.0123abcd.js', 'react.1111aaaa.js', 'page-login.2222bbbb.js']);
    assert.deepEqual(scripts((await get(port, '/signup')).headers.link), ['main.0123abcd.js', 'react.1111aaaa.js']);
    assert.deepEqual(scripts((await get(port, '/deposit')).headers.link), ['main.0123abcd.js', 'react.1111aaaa.js']);
    assert.deepEqual(scripts((await get(port, '/')).headers.link), []);
  });

  it('refuses paths outside the build', async () => {
    const res = await get(port, '/..%2F..%2Fetc%2Fpasswd');
    assert.ok(res.status === 403 || res.status === 404 || (res.status === 200 && res.body.includes('<title>shell')), String(res.status));
  });

  it("sends the build's brotli or gzip copy as the browser accepts, hashed files cached for a year", async () => {
    const plain = fs.readFileSync(path.join(dist, 'vendor.89abcdef.js'));
    const br = await get(port, '/vendor.89abcdef.js', { 'accept-encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.ok(br.raw.length < plain.length / 5, `${br.raw.length} of ${plain.length}`);
    assert.deepEqual(zlib.brotliDecompressSync(br.raw), plain);
    assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    const again = await get(port, '/vendor.89abcdef.js', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag });
    assert.equal(again.status, 304);
    const gz = await get(port, '/vendor.89abcdef.js', { 'accept-encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(zlib.gunzipSync(gz.raw), plain);
    const none = await get(port, '/vendor.89abcdef.js');
    assert.equal(none.headers['content-encoding'], undefined);
    assert.deepEqual(none.raw, plain);
  });

  it('compresses what it writes per request (a page, config.json) as the browser accepts, and sends it whole to one that accepts none', async () => {
    for (const url of ['/games', '/deposit', '/config.json']) {
      const plain = await get(port, url);
      assert.equal(plain.headers['content-encoding'], undefined, url);
      assert.ok(plain.raw.length > 1024, `${url}: ${plain.raw.length} bytes`);
      const br = await get(port, url, { 'accept-encoding': 'gzip, deflate, br' });
      assert.equal(br.headers['content-encoding'], 'br', url);
      assert.match(String(br.headers.vary), /accept-encoding/i, url);
      assert.ok(br.raw.length < plain.raw.length / 2, `${url}: ${br.raw.length} of ${plain.raw.length}`);
      assert.equal(zlib.brotliDecompressSync(br.raw).toString(), plain.raw.toString(), url);
      const gz = await get(port, url, { 'accept-encoding': 'gzip' });
      assert.equal(gz.headers['content-encoding'], 'gzip', url);
      assert.equal(zlib.gunzipSync(gz.raw).toString(), plain.raw.toString(), url);
    }
  });

  it('never caches config.json or index.html, and sends the security headers', async () => {
    const config = await get(port, '/config.json');
    assert.equal(config.headers['cache-control'], 'no-store');
    const page = await get(port, '/games');
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.match(String(page.headers['permissions-policy']), /camera=\(\)/);
    // the policy names exactly this page's api and remotes (as config.json gives them) and allows no inline script
    const csp = String(page.headers['content-security-policy']);
    const { apiBase, remotes } = JSON.parse(config.body);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    assert.equal(scriptSrc, `script-src 'self' ${[...new Set(Object.values(remotes).map((r) => new URL(r).origin))].join(' ')}`);
    assert.match(csp, new RegExp(`connect-src 'self' ${new URL(apiBase).origin} `));
    assert.doesNotMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline/);
    assert.match(csp, /frame-ancestors 'self'/);
    // the page carries config.json's answer itself (nothing to ask for), and the api's general settings are preloaded
    const inPage = (res) => JSON.parse(res.raw.toString().match(/<script type="application\/json" id="bet-config">([^<]*)<\/script><div id="root"/)[1]);
    assert.deepEqual(inPage(page), JSON.parse(config.body));
    for (const other of ['/', '/login', '/deposit']) assert.deepEqual(inPage(await get(port, other)), JSON.parse(config.body));
    const link = String(page.headers.link);
    assert.doesNotMatch(link, /config\.json/);
    assert.ok(link.includes(`<${new URL(apiBase).origin}/api/general>; rel=preload`), link);
    // every script and call a page preloads at low priority (images at theirs): no api answer or remote file goes before
    // the scripts the page runs first, and none holds back the first paint (a high-priority script would)
    for (const hint of link.split(', ').filter((h) => /as=(script|fetch)/.test(h))) assert.match(hint, /; fetchpriority=low$/, hint);
    // a remote's page starts on that remote's manifest (and no other); the shell's own pages on none
    assert.ok(link.includes(`<${remotes.mf_games}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`), link);
    assert.equal(link.split('mf-manifest.json').length, 2, link);
    assert.ok(String((await get(port, '/chat-box/12')).headers.link).includes(`<${remotes.mf_support}>`));
    assert.doesNotMatch(String((await get(port, '/login')).headers.link), /mf-manifest/);
    // the games page's lists, as its query asks for them (upper-cased, SLOT by default)
    const games = String((await get(port, '/games?type=casino&system=evo%20x&title=Live')).headers.link);
    for (const call of ['/api/get-type', '/api/get-system?type=CASINO', '/api/get-games?type=CASINO&system=EVO+X'])
      assert.ok(games.includes(`<${new URL(apiBase).origin}${call}>; rel=preload; as=fetch; crossorigin; fetchpriority=low`), games);
    assert.ok(link.includes('/api/get-games?type=SLOT&system=>'), link);
    // and the page names it on the root element, where the shell's first script starts the remote's scripts
    const root = (res) => res.raw.toString().match(/<div id="root"[^>]*>/)[0];
    assert.equal(root(page), `<div id="root" data-remote-manifest="${remotes.mf_games}">`);
    // a player's page also names the calls it makes first, on the api, for the shell's first script to start
    // (the header's balance; its unread badge and the reality check ask once the page has painted)
    const calls = [
      ['POST', '/api/balance'],
      ['GET', '/api/user/show'],
      ['GET', '/api/transaction/show'],
    ].map(([method, call]) => [method, `${apiBase}${call}`]);
    const named = JSON.stringify(calls).replace(/"/g, '&#34;');
    // and the login page's own scripts, for a guest, whom the shell sends there
    assert.equal(
      root(await get(port, '/deposit')),
      `<div id="root" data-remote-manifest="${remotes.mf_funds}" data-remote-login data-player-calls="${named}" data-login-scripts="/page-login.2222bbbb.js">`,
    );
    assert.equal(root(await get(port, '/login')), '<div id="root">');
    // Make Payment: an open route, but a guest is sent to the login there too (guestToLogin in the routes table)
    assert.match(root(await get(port, '/make-payment')), / data-remote-login .* data-login-scripts="\/page-login\.2222bbbb\.js">$/);
  });

  it("writes the shell's first script into every page, allowed by its hash and by nothing broader", async () => {
    fs.writeFileSync(path.join(dist, 'first-screen.js'), '(()=>{window.__first=1;"</script>"})();');
    try {
      for (const at of ['/', '/login', '/deposit']) {
        const page = await get(port, at);
        const inline = page.body.match(/<script>([^]*?)<\/script>(<\/body>)?$/)?.[1];
        assert.equal(inline, '(()=>{window.__first=1;"<\\/script>"})();');
        const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
        const scriptSrc = String(page.headers['content-security-policy'])
          .split('; ')
          .find((d) => d.startsWith('script-src '));
        assert.ok(scriptSrc.startsWith(`script-src 'self' ${hash} `), scriptSrc);
        assert.doesNotMatch(scriptSrc, /unsafe-inline/);
      }
    } finally {
      fs.rmSync(path.join(dist, 'first-screen.js'));
    }
    // without the file, none (main.js runs the same code)
    assert.doesNotMatch((await get(port, '/login')).body, /<script>/);
  });
});

describe("the games page's providers", () => {
  it("are named once the server has read the systems of the page's type, spelled as the api client spells them", async () => {
    const { followingCalls } = await import('./first-calls.mjs');
    const { apiRead } = await import('./reads.mjs');
    const games = JSON.parse(fs.readFileSync(new URL('../../mf-games/src/routes.json', import.meta.url), 'utf8')).find((r) => r.path === '/games');
    const asked = [];
    const api = http.createServer((req, res) => {
      asked.push(req.url);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, data: req.url.endsWith('type=CASINO') ? ['EVO'] : req.url.endsWith('type=FISH') ? [] : ['FC', 'JILI'] }));
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${api.address().port}`;
    try {
      // as the games page declares them (its route's `calls`)
      assert.deepEqual(await followingCalls(base, games, '', apiRead), ['/api/get-provider?system=%5B%22FC%22%2C%22JILI%22%5D']);
      assert.deepEqual(await followingCalls(base, games, 'type=casino&title=Live', apiRead), ['/api/get-provider?system=%5B%22EVO%22%5D']);
      // no systems, no providers; a page without any declared
      assert.deepEqual(await followingCalls(base, games, 'type=fish', apiRead), []);
      assert.deepEqual(await followingCalls(base, { path: '/login' }, '', apiRead), []);
      assert.deepEqual(asked, ['/api/get-system?type=SLOT', '/api/get-system?type=CASINO', '/api/get-system?type=FISH']);
    } finally {
      api.close();
    }
  });
});

describe("a page's declared first calls", () => {
  const routesOf = (dir) => JSON.parse(fs.readFileSync(new URL(`../../${dir}/src/routes.json`, import.meta.url), 'utf8'));
  const frame = JSON.parse(fs.readFileSync(new URL('../src/frame-calls.json', import.meta.url), 'utf8'));

  it("are filled from the page's query as the api client spells them, the frame's first", async () => {
    const { publicCalls, playerCalls } = await import('./first-calls.mjs');
    const games = routesOf('mf-games').find((r) => r.path === '/games');
    assert.deepEqual(publicCalls(frame, games, 'type=casino&system=evo+x'), [
      '/api/general',
      '/api/logo',
      '/api/get-type',
      '/api/get-system?type=CASINO',
      '/api/get-games?type=CASINO&system=EVO+X',
    ]);
    assert.deepEqual(publicCalls(frame, games, '').slice(3), ['/api/get-system?type=SLOT', '/api/get-games?type=SLOT&system=']);
    const deposit = routesOf('mf-funds').find((r) => r.path === '/deposit');
    assert.deepEqual(playerCalls(frame, deposit), [
      ['POST', '/api/balance'],
      ['GET', '/api/user/show'],
      ['GET', '/api/transaction/show'],
    ]);
    assert.deepEqual(publicCalls(frame, undefined), ['/api/general', '/api/logo']);
  });

  it('are checked as they come from another origin: only calls on the api, in the declared shapes', async () => {
    const { isFirstCalls } = await import('./first-calls.mjs');
    const { isRoutes } = await import('./routes.mjs');
    for (const dir of ['shell', ...remoteApps.map((a) => a.dir)]) assert.ok(isRoutes(routesOf(dir)), dir);
    assert.ok(isFirstCalls(frame));
    for (const bad of [
      { public: ['https://evil.example/api/x'] },
      { public: ['/x'] },
      { public: ['/api/../admin'] },
      { player: [['DELETE', '/api/sessions']] },
      { player: [['GET']] },
      { images: [{ call: '/api/logo', pick: 'a..b' }] },
      { following: [{ after: '/api/x' }] },
      { query: { type: 1 } },
      null,
    ])
      assert.equal(isFirstCalls(bad), false, JSON.stringify(bad));
    assert.equal(isRoutes([{ path: '/x', title: 'X', login: false, calls: { public: ['//evil.example'] } }]), false);
  });
});

describe('the configuration in the page', () => {
  it('is a JSON data block before the root element, with no way for a value to close it', async () => {
    const { withConfig } = await import('./page.mjs');
    const html = withConfig('<head><title>x</title></head><body><div id="root"></div></body>', {
      apiBase: 'http://a.example',
      siteRoot: '</script><script>alert(1)</script>',
    });
    assert.equal(
      html,
      '<head><title>x</title></head><body><script type="application/json" id="bet-config">{"apiBase":"http://a.example","siteRoot":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script><div id="root"></div></body>',
    );
    assert.equal(JSON.parse(html.match(/id="bet-config">([^<]*)</)[1]).siteRoot, '</script><script>alert(1)</script>');
  });
});

describe("the home page's first banner", () => {
  it('goes into the boot screen with its address and name escaped; no banner leaves the page as it is', async () => {
    const { withBanner } = await import('./page.mjs');
    const page = '<div id="root"><div class="boot"></div></div>';
    const html = withBanner(page, { src: 'https://api.example/storage/a.svg?x="1"&y=<b>', alt: 'Bonus "100%" <script>' });
    assert.match(html, /^<div id="root"><div class="boot-home"><img src="https:\/\/api\.example\/storage\/a\.svg\?x=&#34;1&#34;&#38;y=&#60;b&#62;"/);
    assert.ok(html.includes('alt="Bonus &#34;100%&#34; &#60;script&#62;"'));
    assert.ok(html.includes('fetchpriority="high"') && html.includes('width="1080" height="400"'));
    assert.equal(withBanner(page, null), page);
  });

  it("is asked for first, with the page's head (a Link hint at high priority), its address kept whole", async () => {
    const { firstLoadHints } = await import('./hints.mjs');
    const link = firstLoadHints('localhost', '/', [], { banner: { src: 'https://api.example/storage/a b.webp?x=<1>', alt: '' } });
    assert.ok(link.startsWith('<https://api.example/storage/a%20b.webp?x=%3C1%3E>; rel=preload; as=image; fetchpriority=high, '), link);
    assert.doesNotMatch(firstLoadHints('localhost', '/', []), /as=image/);
  });
});

describe("a remote's page", () => {
  it("names the remote's entry, its routes' scripts and the page's own chunk, from the remote's first-load.json", async () => {
    const { firstLoadHints, remoteScripts } = await import('./hints.mjs');
    let reads = 0;
    const remote = http.createServer((req, res) => {
      if (req.url !== '/first-load.json') return res.writeHead(404).end();
      reads += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ start: ['remoteEntry.js', 'routes.1111aaaa.js'], 'page-deposit': ['117.2222bbbb.js', 'page-deposit.3333cccc.js'] }));
    });
    await new Promise((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${remote.address().port}`;
    try {
      const files = await remoteScripts({ manifest: `${base}/mf-manifest.json`, chunk: 'page-deposit' });
      assert.deepEqual(
        files,
        ['remoteEntry.js', 'routes.1111aaaa.js', '117.2222bbbb.js', 'page-deposit.3333cccc.js'].map((f) => `${base}/${f}`),
      );
      // a page of the remote without a chunk of its own: the entry and the routes; the file was read once
      assert.deepEqual(await remoteScripts({ manifest: `${base}/mf-manifest.json` }), [`${base}/remoteEntry.js`, `${base}/routes.1111aaaa.js`]);
      assert.equal(reads, 1);
      // the addresses come from the Host header: at most 32 are kept, the oldest going first
      for (let i = 0; i < 32; i++) await remoteScripts({ manifest: `${base}/made-up-${i}/mf-manifest.json` });
      await remoteScripts({ manifest: `${base}/mf-manifest.json` });
      assert.equal(reads, 2);
      const link = firstLoadHints('localhost', '/deposit', [], { remoteScripts: files });
      assert.ok(link.includes(`<${base}/page-deposit.3333cccc.js>; rel=preload; as=script; fetchpriority=low`), link);
    } finally {
      remote.close();
    }
    // a remote that does not answer: no hints (the shell's first script starts them from the manifest instead)
    assert.deepEqual(await remoteScripts({ manifest: 'http://127.0.0.1:9/mf-manifest.json', chunk: 'page-deposit' }), []);
    assert.deepEqual(await remoteScripts(null), []);
  });
});

describe("a page's first pictures", () => {
  it("names the header's logo on every page but the home, and the payment methods' icons on the funds forms", async () => {
    const { firstImages: imagesOf } = await import('./first-calls.mjs');
    const { firstLoadHints } = await import('./hints.mjs');
    const { answerCache } = await import('./reads.mjs');
    const frame = JSON.parse(fs.readFileSync(new URL('../src/frame-calls.json', import.meta.url), 'utf8'));
    const funds = JSON.parse(fs.readFileSync(new URL('../../mf-funds/src/routes.json', import.meta.url), 'utf8'));
    const { latest } = answerCache();
    const routeOf = (pathname) => funds.find((r) => r.path === pathname.replace(/\/$/, ''));
    const firstImages = (base, pathname, { guest = true } = {}) => imagesOf(base, frame, routeOf(pathname), { guest, latest });
    const asked = [];
    const api = http.createServer((req, res) => {
      asked.push(req.url);
      // public content, as the api marks it (a shared cache may keep it)
      res.writeHead(200, { 'content-type': 'application/json', 'cdn-cache-control': 'public, max-age=5, stale-while-revalidate=30' });
      if (req.url === '/api/logo') return res.end(JSON.stringify([{ logo: 'http://a.example/l.svg', mobile_logo: 'http://a.example/m.svg' }]));
      if (req.url === '/api/payment-methods')
        return res.end(JSON.stringify({ success: true, data: [{ icon: 'http://a.example/bkash.webp' }, { icon: 'javascript:alert(1)' }, {}] }));
      res.end('null');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${api.address().port}`;
    try {
      // a page a guest can open: the header's partner badge too
      assert.deepEqual(await firstImages(base, '/login'), ['http://a.example/m.svg', `${base}/storage/sponsors/header.webp`]);
      // only web addresses: an icon the api holds as anything else is left out
      assert.deepEqual(await firstImages(base, '/deposit/', { guest: false }), ['http://a.example/m.svg', 'http://a.example/bkash.webp']);
      assert.deepEqual(await firstImages(base, '/withdrawal', { guest: false }), ['http://a.example/m.svg', 'http://a.example/bkash.webp']);
      // read once each, in the background, for every page after
      assert.deepEqual(asked, ['/api/logo', '/api/payment-methods']);
      const link = firstLoadHints('localhost', '/deposit', [], { images: await firstImages(base, '/deposit', { guest: false }) });
      assert.ok(link.endsWith('<http://a.example/m.svg>; rel=preload; as=image, <http://a.example/bkash.webp>; rel=preload; as=image'), link);
    } finally {
      api.close();
    }
    // an api that does not answer: none
    assert.deepEqual(await firstImages('http://127.0.0.1:9', '/deposit', { guest: false }), []);
  });
});

describe("a page's public answers", () => {
  const answer = (body, policy, status = 200) => ({
    status,
    headers: new Headers(policy ? { 'cdn-cache-control': policy } : {}),
    json: async () => body,
  });

  it("are kept as long as the api's CDN-Cache-Control lets a shared cache keep them, and read again after max-age", async () => {
    const { answerCache } = await import('./reads.mjs');
    let now = 1_000_000;
    const realNow = Date.now;
    Date.now = () => now;
    try {
      const reads = [];
      let body = { n: 1 };
      const cache = answerCache(async (url) => {
        reads.push(url);
        return answer(body, 'public, max-age=5, stale-while-revalidate=30');
      });
      const settle = () => new Promise((resolve) => setImmediate(resolve));
      assert.equal(cache('http://api/a'), null); // nothing yet: a read starts
      await settle();
      assert.deepEqual(cache('http://api/a'), { n: 1 });
      assert.equal(reads.length, 1); // within max-age: no read
      body = { n: 2 };
      now += 6_000; // past max-age: the kept answer, and a read in the background
      assert.deepEqual(cache('http://api/a'), { n: 1 });
      await settle();
      assert.deepEqual(cache('http://api/a'), { n: 2 });
      assert.equal(reads.length, 2);
      now += 36_000; // past max-age and stale-while-revalidate: nothing to serve until the read has come
      assert.equal(cache('http://api/a'), null);
      await settle();
      assert.deepEqual(cache('http://api/a'), { n: 2 });
    } finally {
      Date.now = realNow;
    }
  });

  it('are never kept without the header, with no-store or private, or when not a 200', async () => {
    const { answerCache } = await import('./reads.mjs');
    for (const res of [answer({}, null), answer({}, 'no-store'), answer({}, 'private, max-age=60'), answer({}, 'public, max-age=5', 404)]) {
      const cache = answerCache(async () => res);
      cache('http://api/x');
      await new Promise((resolve) => setImmediate(resolve));
      assert.equal(cache('http://api/x'), null);
    }
    // an api that does not answer: nothing, and the server lives on
    const cache = answerCache(async () => {
      throw new Error('refused');
    });
    cache('http://api/y');
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(cache('http://api/y'), null);
  });

  it('go into the page as a JSON data block no value can close, and are not preloaded as well', async () => {
    const { withAnswers } = await import('./page.mjs');
    const { firstLoadHints } = await import('./hints.mjs');
    const html = withAnswers('<body><div id="root"></div></body>', 'http://api.example', { '/api/general': { notice: '</script><script>alert(1)</script>' } });
    assert.equal(
      html,
      '<body><script type="application/json" id="bet-answers">{"http://api.example/api/general":{"notice":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}}</script><div id="root"></div></body>',
    );
    assert.equal(JSON.parse(html.match(/id="bet-answers">([^<]*)</)[1])['http://api.example/api/general'].notice, '</script><script>alert(1)</script>');
    assert.equal(withAnswers('<div id="root"></div>', 'http://api.example', {}), '<div id="root"></div>');
    const calls = ['/api/general', '/api/logo', '/api/payment-methods', '/api/promotion'];
    const link = firstLoadHints('localhost', '/deposit', [], { calls, answered: ['/api/general', '/api/payment-methods'] });
    assert.doesNotMatch(link, /\/api\/general>|\/api\/payment-methods>/);
    assert.match(link, /\/api\/logo>; rel=preload/);
    assert.match(link, /\/api\/promotion>; rel=preload/);
  });
});

describe('the host a page was asked for by', () => {
  it('is a plain host name or IP, else localhost (a made-up Host never becomes an address the server asks)', async () => {
    const { hostnameOf } = await import('./policy.mjs');
    const of = (host) => hostnameOf({ headers: host === undefined ? {} : { host } });
    assert.equal(of('192.168.1.20:8980'), '192.168.1.20');
    assert.equal(of('bet.example.com'), 'bet.example.com');
    assert.equal(of('[::1]:8980'), '[::1]');
    assert.equal(of('localhost:8980'), 'localhost');
    for (const forged of ['evil.example/x?', 'a b', 'evil.example#', 'user@evil.example', '', undefined]) assert.equal(of(forged), 'localhost', String(forged));
  });
});

describe("a page's pictures and its carried answers", () => {
  it('come from one read of each answer: the latest kept, however old, the first read waited for', async () => {
    const { answerCache } = await import('./reads.mjs');
    let reads = 0;
    const cache = answerCache(async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { status: 200, headers: new Headers({ 'cdn-cache-control': 'public, max-age=5' }), json: async () => ({ n: reads }) };
    });
    assert.deepEqual(await cache.latest('http://api/logo'), { n: 1 }); // waited for
    assert.deepEqual(cache('http://api/logo'), { n: 1 }); // the same read serves the page's block
    assert.equal(reads, 1);
    // an answer the api does not let a cache keep: none
    const never = answerCache(async () => ({ status: 200, headers: new Headers(), json: async () => ({}) }));
    assert.equal(await never.latest('http://api/x'), null);
  });
});

describe('releases under a running server', () => {
  const releases = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-releases-'));
  const app = { dir: 'mf-games', name: 'mf_games' };
  const folder = path.join(releases, 'mf-games');
  let server;
  let port;
  const release = (version, files) => {
    fs.mkdirSync(path.join(folder, version), { recursive: true });
    for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(folder, version, name), body);
  };
  const point = (version) => {
    fs.writeFileSync(path.join(folder, 'current.tmp'), version);
    fs.renameSync(path.join(folder, 'current.tmp'), path.join(folder, 'current'));
  };
  before(async () => {
    process.env.RELEASES_DIR = releases;
    release('1.0.0-aaaaaaaa', { 'remoteEntry.js': 'one', 'page.11111111.js': 'old chunk', 'notes.txt': 'old' });
    release('1.0.0-bbbbbbbb', { 'remoteEntry.js': 'two', 'page.22222222.js': 'new chunk' });
    point('1.0.0-aaaaaaaa');
    server = await serveApp(app, { port: 0, host: '127.0.0.1' });
    port = server.server.address().port;
  });
  after(async () => {
    await server.close();
    delete process.env.RELEASES_DIR;
    fs.rmSync(releases, { recursive: true, force: true });
  });

  it('serves the release its pointer names, and the next one from the next request when the pointer moves', async () => {
    assert.equal((await get(port, '/remoteEntry.js')).body, 'one');
    point('1.0.0-bbbbbbbb');
    assert.equal((await get(port, '/remoteEntry.js')).body, 'two');
    assert.equal((await get(port, '/page.22222222.js')).body, 'new chunk');
    // a page opened before still gets its chunks (hashed: one name, one content); a plain file of the old one is gone
    assert.equal((await get(port, '/page.11111111.js')).body, 'old chunk');
    assert.equal((await get(port, '/notes.txt')).status, 404);
    // a file written into the release after the server started is served (nothing listed at start)
    fs.writeFileSync(path.join(folder, '1.0.0-bbbbbbbb', 'late.33333333.js'), 'late');
    assert.equal((await get(port, '/late.33333333.js')).body, 'late');
    // a pointer to a release that is not there is not followed (the app's own build is served)
    point('../../etc');
    assert.ok(!['one', 'two'].includes((await get(port, '/remoteEntry.js')).body));
    point('1.0.0-aaaaaaaa');
    assert.equal((await get(port, '/remoteEntry.js')).body, 'one');
  });

  it('never serves what is outside a release', async () => {
    for (const bad of ['/..%2F1.0.0-bbbbbbbb%2FremoteEntry.js', '/%2E%2E/current', '/.hidden', '/1.0.0-aaaaaaaa/../current'])
      assert.notEqual((await get(port, bad)).body, 'two', bad);
    assert.doesNotMatch((await get(port, '/current')).body, /1\.0\.0-/);
  });
});
