// The site's service worker, served by the shell's server as /sw.js after one line that names this release
// (self.BET: the release's version, the files it keeps, the origins of the shell and the remotes, the pages that need
// the network). Plain browser JavaScript on the platform's Cache API (docs/architecture.md, "The installed app").
// - Install: every file of the release into a cache of its own (all or nothing), then take over at once.
// - Activate: every other release's cache deleted: a release never serves another's files.
// - Pages: from the network (kept for offline use); offline, a page the player has opened or the home, and the
//   offline page for a page that needs the network (the money pages) or one never opened.
// - Notifications (Web Push, the api's push module): shown with their title and text; a tap opens their page.
// - The shell's and the remotes' files: a hashed file from the cache first; any other (a remote's entry, its
//   manifest) from the network first. The api's answers are never kept, and nothing but GET is touched.
/* global self, caches, fetch, Response, URL */
'use strict';
const BET = self.BET;
const CACHE = 'bet-' + BET.version;
const HASHED = new RegExp(BET.hashed);
const OFFLINE = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(BET.precache.map((url) => new Request(url, { cache: 'reload', credentials: 'omit' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith('bet-') && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

const needsNetwork = (pathname) => BET.network.some((p) => pathname === p || pathname === p + '/');

async function page(request, url) {
  const cache = await caches.open(CACHE);
  try {
    const answer = await fetch(request);
    // a page of the shell carries no player's answers (only public ones): kept by its path for a visit offline
    if (answer.ok && !needsNetwork(url.pathname)) await cache.put(url.pathname, answer.clone());
    return answer;
  } catch {
    if (!needsNetwork(url.pathname)) {
      const kept = (await cache.match(url.pathname)) || (await cache.match('/'));
      if (kept) return kept;
    }
    return (await cache.match(OFFLINE)) || new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });
  }
}

async function file(request, url) {
  const cache = await caches.open(CACHE);
  if (HASHED.test(url.pathname)) {
    const kept = await cache.match(request);
    if (kept) return kept;
    const answer = await fetch(request);
    // (a remote's script asked for by a script tag comes back opaque: a hashed name is kept all the same)
    if (answer.ok || answer.type === 'opaque') await cache.put(request, answer.clone());
    return answer;
  }
  try {
    const answer = await fetch(request);
    if (answer.ok) await cache.put(request, answer.clone());
    return answer;
  } catch (e) {
    const kept = await cache.match(request);
    if (kept) return kept;
    throw e;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && url.origin === self.location.origin) return event.respondWith(page(request, url));
  // the shell's files and the remotes'; the api and every other address are the browser's own (never kept)
  const own = url.origin === self.location.origin;
  if ((!own && !BET.origins.includes(url.origin)) || url.pathname === '/sw.js') return;
  if (own && !/\.[a-z0-9]+$/i.test(url.pathname)) return;
  event.respondWith(file(request, url));
});

// a notification the api sent: { title, body, url, topic } (one per topic shown at a time: the newest replaces it)
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  if (!data.title) return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.topic || 'site',
      data: { url: data.url || '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const same = open.find((c) => new URL(c.url).origin === self.location.origin);
      if (same) return same.focus().then((c) => c.navigate(url));
      return self.clients.openWindow(url);
    }),
  );
});
