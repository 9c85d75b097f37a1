// Serves each app's production build on its own port (SPA fallback, CORS for remotes) and its config.json.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apps, portOf, runtimeConfig } from './ports.mjs';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** On every answer (the page's Content-Security-Policy is still to come: issue 11). */
const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Starts one static server for `app`; resolves with the http.Server once listening. */
export function serveApp(app, { port = portOf(app), host = '0.0.0.0', dist = path.join(root, app.dir, 'dist') } = {}) {
  const server = http.createServer((req, res) => {
    // a malformed request is answered 400 and the server lives on (GET /%E0%A4%A used to end all six apps)
    try {
      handle(req, res);
    } catch {
      if (!res.headersSent) res.writeHead(400, { 'Content-Type': types['.txt'] });
      res.end('Bad request');
    }
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (url.pathname === '/config.json') {
      const hostname = (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
      res.writeHead(200, { 'Content-Type': types['.json'], 'Cache-Control': 'no-store' });
      res.end(JSON.stringify(runtimeConfig(hostname)));
      return;
    }
    let file = path.normalize(path.join(dist, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dist)) {
      res.writeHead(403);
      res.end();
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (path.extname(url.pathname)) {
        res.writeHead(404);
        res.end('not found');
        return;
      }
      file = path.join(dist, 'index.html'); // SPA fallback
    }
    const ext = path.extname(file);
    const immutable = /\.[0-9a-f]{8}\.(js|css|svg|png)$/.test(file);
    // the build's precompressed copy, when the browser takes it (brotli first)
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = ['br', 'gzip'].find((e) => new RegExp(`\\b${e}\\b`).test(accepts) && fs.existsSync(`${file}.${e === 'br' ? 'br' : 'gz'}`));
    res.writeHead(200, {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    fs.createReadStream(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file)
      .on('error', () => res.destroy())
      .pipe(res);
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/** Serves every app that has a build. */
export async function serveAll() {
  const servers = [];
  for (const app of apps) {
    if (!fs.existsSync(path.join(root, app.dir, 'dist', 'index.html'))) continue;
    servers.push(await serveApp(app));
  }
  return servers;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const only = process.argv[2];
  if (only) await serveApp(apps.find((a) => a.dir === only));
  else await serveAll();
  console.log('serving', only ?? 'all apps');
}
