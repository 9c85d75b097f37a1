// The static server of npm start: a malformed request gets a 400 and the server lives on (node's test runner).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { serveApp } from './serve.mjs';

/** A raw GET (the path is sent as written, not normalised by a URL parser). */
function get(port, rawPath) {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server', () => {
  let server;
  let port;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-dist-'));
  before(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(dist, 'main.0123abcd.js'), 'console.log(1)');
    server = await serveApp({ dir: 'shell' }, { port: 0, host: '127.0.0.1', dist });
    port = server.address().port;
  });
  after(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
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

  it('refuses paths outside the build', async () => {
    const res = await get(port, '/..%2F..%2Fetc%2Fpasswd');
    assert.ok(res.status === 403 || res.status === 404 || (res.status === 200 && res.body.includes('<title>shell')), String(res.status));
  });
});
