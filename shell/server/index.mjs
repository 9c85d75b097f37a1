// The site's static servers (npm start): each app's production build on its own port with Fastify and
// @fastify/static: the build's brotli or gzip copy as the browser accepts, hashed files cached for a year,
// what the server writes per request (the shell's pages, config.json) compressed as it goes (@fastify/compress),
// index.html / config.json / manifests and remote entries never cached stale, ETag, the SPA fallback, CORS for the
// remotes, and the security headers with a Content-Security-Policy naming exactly the api and the remotes of
// config.json. The shell's pages carry what their first screen needs (page.mjs) and name the rest in Link hints
// (hints.mjs), from the calls each route declares (first-calls.mjs). docs/architecture.md, "The shell's server".
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { apps, portOf, runtimeConfig } from '@bet/scripts/ports';
import { HASHED, servedFile, servedFolder, whenChanged } from './files.mjs';
import { firstImages, followingCalls, playerCalls, publicCalls } from './first-calls.mjs';
import { firstBanner, firstLoadHints, firstScripts, remoteFiles, remoteRelease, remoteScripts } from './hints.mjs';
import { iconFile, offlinePage, serviceWorker, webManifest } from './pwa.mjs';
import { inlineScript, withAnswers, withBanner, withConfig, withInlineScript, withRemote } from './page.mjs';
import { contentSecurityPolicy, hostnameOf, SECURITY_HEADERS } from './policy.mjs';
import { answerCache, apiRead } from './reads.mjs';
import { cookiesOf, layoutHints, remoteRenderer, serverRenderer, withServerRender } from './ssr.mjs';
import { publishedRoutes, remotePage, routeOf, sendsToLogin, siteTable } from './routes.mjs';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The api's public answers the pages carry, kept as a shared cache may keep them (answerCache). */
const sharedAnswer = answerCache();

/**
 * The answers of a page's first public calls that a shared cache may serve now by the api's own word, by call: the
 * page carries them (withAnswers) and asks for none of them (the exchange's events, which the api lets a cache keep
 * for 1 s and serve 2 s more, only so long). Calls without such an answer are preloaded.
 */
export function freshAnswers(apiBase, calls, cached = sharedAnswer) {
  const answers = {};
  for (const call of calls) {
    const answer = cached(`${apiBase}${call}`);
    if (answer) answers[call] = answer;
  }
  return answers;
}

/**
 * What a shell page's answer varies by: the player and language cookies and the layout hints the shell's render
 * reads (`render`: its module, if any; an earlier release without hints reads the mobile one).
 */
const pageVary = (render) => `Cookie, ${render?.LAYOUT_HINTS?.accept.join(', ') ?? 'Sec-CH-UA-Mobile'}`;

/** Starts one static server for `app`; resolves with the Fastify instance once listening. */
export async function serveApp(app, { port = portOf(app), host = '0.0.0.0', dist } = {}) {
  const server = Fastify({ logger: false, forceCloseConnections: true });
  // what is written per request (a shell page is 10-75 KB of markup and the answers it carries) goes compressed as the
  // browser accepts (brotli at quality 4, gzip); a build's file already has its brotli or gzip copy and is sent as is
  await server.register(fastifyCompress, { global: true });
  // the folder served now: a test's, else the release the app's pointer names, else its build (read per request)
  const folder = dist ? () => dist : servedFolder(app, path.join(root, app.dir, 'dist'));
  const inFolder = (name) => () => path.join(folder(), name);
  // the shell's first script, written into its pages (the page's own policy allows it by its hash)
  const firstScreen = whenChanged(inFolder('first-screen.js'), inlineScript);
  // the shell's own pages and the frame's first calls (its build's routes.json and frame-calls.json), and the
  // scripts its pages need first, read again when the build changes
  const shellTable = whenChanged(inFolder('routes.json'), JSON.parse);
  const frameCalls = whenChanged(inFolder('frame-calls.json'), JSON.parse);
  const firstLoad = whenChanged(inFolder('first-load.json'), JSON.parse);
  const indexHtml = whenChanged(inFolder('index.html'), (text) => text);
  // the shell's server render (ssr/render.cjs beside its build), for a guest's first screen
  const renderer = app.dir === 'shell' ? serverRenderer(folder) : () => null;
  server.addHook('onRequest', async (req, reply) => {
    reply.header('Access-Control-Allow-Origin', '*');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    reply.header('Content-Security-Policy', contentSecurityPolicy(hostnameOf(req)));
  });
  // the configuration with the routes the remotes publish (the shell's only: a remote's page reads its own)
  const configOf = async (hostname) => {
    const config = runtimeConfig(hostname);
    return app.dir === 'shell' ? { ...config, routes: await publishedRoutes(config) } : config;
  };
  server.get('/config.json', async (req, reply) => {
    reply.header('Cache-Control', 'no-store');
    return configOf(hostnameOf(req));
  });
  // the files are looked up per request (servedFile), not listed once at start: a new build or release is served
  // as soon as it is there
  await server.register(fastifyStatic, {
    root: folder(),
    serve: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    // @fastify/static 10 hands the reply here, and the path of the copy it sends (maybe the .br or .gz)
    setHeaders(reply, file) {
      const hashed = HASHED.test(file.replace(/\.(br|gz)$/, ''));
      reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // the single-page app: any path without an extension is index.html; a missing file is a 404
  const page = (req, reply) => {
    const at = req.url.indexOf('?');
    const pathname = at < 0 ? req.url : req.url.slice(0, at);
    const search = at < 0 ? '' : req.url.slice(at + 1);
    const file = servedFile(app, folder(), pathname);
    if (file) return reply.sendFile(file[1], file[0]);
    if (path.extname(pathname)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (app.dir !== 'shell') return reply.sendFile('index.html', folder());
    const shellPage = indexHtml();
    if (!shellPage) return reply.code(503).type('text/plain; charset=utf-8').send('No build');
    const hostname = hostnameOf(req);
    return configOf(hostname).then((config) => shellPageOf({ req, reply, hostname, pathname, search, shellPage, config }));
  };
  const shellPageOf = ({ req, reply, hostname, pathname, search, shellPage, config }) => {
    const table = siteTable(shellTable(), config.routes);
    const route = routeOf(table, pathname);
    // a guest on a phone's page that needs a player (or has nothing for a guest) gets the login page, drawn, at once:
    // not the frame alone, then the login once the app's code has come (the player cookie says who, the layout hints
    // which site: the desktop site has no such page and sends no one; never kept by a cache)
    const render = renderer()?.module;
    if (render && render.mobileLayout(layoutHints(req)) && sendsToLogin(route, cookiesOf(req), render.FIRST_SCREEN_COOKIES))
      return (
        reply
          .code(302)
          // the page asked for, for a player whose cookie was cleared apart from the token (pageAfterLogin); a render
          // of an earlier release names no parameter
          .header('Location', render.LOGIN_NEXT ? `/login?${new URLSearchParams({ [render.LOGIN_NEXT]: req.url })}` : '/login')
          .header('Cache-Control', 'no-store')
          .header('Vary', pageVary(render))
          .send()
      );
    const frame = frameCalls();
    const calls = publicCalls(frame, route, search);
    // the page's Link hints (its first calls and scripts; the home's banner or the remote's scripts beside them)
    const hints = (extra) =>
      reply.header('Link', firstLoadHints(hostname, pathname, table, { calls, scripts: firstScripts(pathname, table, firstLoad()), ...extra }));
    // a page of a remote is drawn by the remote's own render (its release's, remoteRenderer), a player's with the
    // player's own answers loading: the shell's render puts it in the remote's place. Not where the remote has none
    // (the client draws it), nor a page a guest is sent to the login from.
    const remoteSection = async (input) => {
      const manifest = route && route.owner !== 'shell' && (input.player || !route.login) ? config.remotes[route.owner] : null;
      const remote = manifest && (await remoteRenderer(manifest));
      if (!remote) return null;
      try {
        const section = await remote.module.render({ ...input, base: remote.base });
        // React's preloads of its first pictures lead the markup: they go in the page's head (withServerRender)
        const hints = section.html.match(/^(<link [^>]*>)+/)?.[0] ?? '';
        return { owner: route.owner, hints, html: section.html.slice(hints.length), resources: section.resources, styles: remote.styles };
      } catch (e) {
        console.error(`server render of ${route.owner}:`, e);
        return null;
      }
    };
    // the first screen drawn by the server (ssr.mjs): a guest's page, a player's frame (the player cookie); a render
    // that fails keeps the boot screen and the client draws it
    const drawn = async (text) => {
      const ssr = renderer();
      const cookies = cookiesOf(req);
      const names = ssr?.module.FIRST_SCREEN_COOKIES;
      if (!ssr || !names) return null;
      const lang = cookies[names.lang] === 'bn' ? 'bn' : 'en';
      const player = cookies[names.player] === '1';
      const mobile = ssr.module.mobileLayout(layoutHints(req));
      const input = { url: search ? `${pathname}?${search}` : pathname, config, mobile, lang, player };
      try {
        // a remote's page is a phone's (the desktop site has the shell's pages alone)
        const section = mobile ? await remoteSection(input) : null;
        const rendered = await ssr.module.render({ ...input, ...(section && { sections: { [section.owner]: section.html } }) });
        if (section) Object.assign(rendered, { html: section.hints + rendered.html, resources: { ...section.resources, ...rendered.resources } });
        return withServerRender(text, rendered, { css: ssr.css, styles: section?.styles, mobile, lang, player });
      } catch (e) {
        console.error('server render:', e);
        return null;
      }
    };
    const html = async (text, unrendered = text) => {
      const script = firstScreen();
      const page = (await drawn(text)) ?? unrendered;
      const render = renderer()?.module;
      const hints = render?.LAYOUT_HINTS;
      if (hints) {
        reply.header('Accept-CH', hints.accept.join(', '));
        // a phone's first visit is not asked again for its width (criticalHints in shell/src/app/layout.ts); the
        // render of an earlier shell release has no criticalHints and asks every browser
        const critical = render.criticalHints?.(layoutHints(req)) ?? hints.critical;
        if (critical.length) reply.header('Critical-CH', critical.join(', '));
      }
      return reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', pageVary(render))
        .header('Content-Security-Policy', contentSecurityPolicy(hostname, script ? [script.hash] : []))
        .type('text/html; charset=utf-8')
        .send(withInlineScript(withConfig(page, config), script));
    };
    if (pathname === '/')
      return firstBanner(config.apiBase).then((banner) => {
        hints({ banner });
        return html(shellPage, withBanner(shellPage, banner));
      });
    const remote = remotePage(hostname, pathname, table);
    const { apiBase } = config;
    const reads = [
      firstImages(apiBase, frame, route, { guest: !remote?.login, latest: sharedAnswer.latest }),
      followingCalls(apiBase, route, search, apiRead),
      remoteScripts(remote),
    ];
    return Promise.all(reads).then(([pictures, following, files]) => {
      // the public answers the server has fresh go in the page; the others are preloaded
      const answers = freshAnswers(apiBase, [...calls, ...following]);
      hints({ calls: [...calls, ...following], images: pictures, remoteScripts: files, answered: Object.keys(answers) });
      const page = withAnswers(shellPage, apiBase, answers);
      if (!remote) return html(page);
      if (!remote.login) return html(withRemote(page, remote));
      // a player's first calls, with the api's address; the login page's own scripts (its chunk in the shell's
      // first-load.json), for a guest
      const player = playerCalls(frame, route).map(([method, call]) => [method, `${apiBase}${call}`]);
      const loginPage = table.find((r) => r.owner === 'shell' && r.path === '/login')?.chunk;
      return html(withRemote(page, remote, player, (loginPage && firstLoad()?.[loginPage]) || []));
    });
  };
  if (app.dir === 'shell') {
    // the installed app: its manifest, icons, offline page and service worker (pwa.mjs)
    server.get('/manifest.webmanifest', async (req, reply) => {
      const general = await apiRead(`${runtimeConfig(hostnameOf(req)).apiBase}/api/general`);
      const title = general?.data?.site_title;
      return reply
        .type('application/manifest+json')
        .header('Cache-Control', 'no-cache')
        .send(webManifest(typeof title === 'string' && title ? title : undefined));
    });
    server.get('/icons/:name', async (req, reply) => {
      const bytes = iconFile(req.params.name);
      if (!bytes) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type('image/png').header('Cache-Control', 'public, max-age=86400').send(bytes);
    });
    server.get('/offline.html', async (_req, reply) => reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(offlinePage()));
    server.get('/sw.js', async (req, reply) => {
      const hostname = hostnameOf(req);
      const config = await configOf(hostname);
      const load = firstLoad() ?? {};
      const shellFiles = [...new Set(Object.values(load).flatMap((list) => (Array.isArray(list) ? list : [])))];
      // a remote that does not answer now is left out (the next release check takes it in)
      const remotes = (
        await Promise.all(
          Object.values(config.remotes).map(async (manifest) => ({ manifest, files: await remoteFiles(manifest), release: await remoteRelease(manifest) })),
        )
      ).filter((r) => r.files);
      const network = siteTable(shellTable(), config.routes)
        .filter((r) => r.network)
        .map((r) => r.path);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Service-Worker-Allowed', '/')
        .send(serviceWorker({ shellFiles, remotes, network }));
    });
  }
  // every other GET is a route (its hooks are the routes': @fastify/compress's are a route's, not the 404 handler's)
  server.get('/*', page);
  server.setNotFoundHandler(page);
  // a malformed request (GET /%E0%A4%A) is a 400 and the server lives on
  server.setErrorHandler((err, _req, reply) => {
    const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500;
    reply
      .code(status)
      .type('text/plain; charset=utf-8')
      .send(status === 500 ? 'Server error' : 'Bad request');
  });
  await server.listen({ port, host });
  return server;
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
