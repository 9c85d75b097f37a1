// The installed app (issue 58) at 390x844 with its service worker: the manifest and the worker register, the site
// loads offline after one visit, a page that needs the network (a money page) shows the offline page instead of an
// old copy, the api's answers are never kept, and a new release of a remote is a new worker whose cache replaces the
// old one. In the shared-state project: it switches a release in under the running servers (scripts/e2e-server.mjs).
import crypto from 'node:crypto';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { admin, API, axeClean, CONTROL, loginUi, signupApi } from './helpers';

// http_ece (what web-push encrypts with, the api's test dependency): the stand-in push service reads a notification
// with the browser's keys, as a browser would
const ece = createRequire(path.resolve('../api/package.json'))('http_ece') as {
  decrypt(b: Buffer, p: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: string }): Buffer;
};

test.use({ serviceWorkers: 'allow' });

async function control(path: string) {
  const res = await fetch(`${CONTROL}${path}`);
  if (!res.ok) throw new Error(`control ${path}: ${res.status}`);
  return res.json() as Promise<Record<string, unknown>>;
}

/** The page is controlled by the site's worker (registered 3 s after the load, its release's files kept). */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}
const caches = (page: Page) => page.evaluate(async () => (await window.caches.keys()).filter((k) => k.startsWith('bet-')));
/** Every address the site's caches hold. */
const kept = (page: Page) =>
  page.evaluate(async () => {
    const out: string[] = [];
    for (const name of await window.caches.keys()) for (const r of await (await window.caches.open(name)).keys()) out.push(r.url);
    return out;
  });

test.afterEach(async () => {
  await control('/activate/mf-games/-');
});

test('installable: the manifest, the worker; offline after one visit, the offline page for a money page; no api answer kept', async ({ page, context }) => {
  test.setTimeout(120_000);
  await loginUi(page);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const manifest = await page.evaluate(() => fetch('/manifest.webmanifest').then((r) => r.json()));
  expect(manifest).toMatchObject({ display: 'standalone', start_url: '/?source=app' });
  expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Deposit', 'Exchange', 'Games']);
  await controlled(page);
  expect(await caches(page)).toHaveLength(1);
  // Chromium's own installability check (what Lighthouse's installable audit asked): nothing missing
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] };
  // (a test's browser context is a private window, where Chromium installs nothing: that is the one error allowed)
  expect(installabilityErrors.filter((e) => (e as { errorId: string }).errorId !== 'in-incognito')).toEqual([]);
  // a visit to the games (the player's answers come from the api, never from the worker's cache)
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Play Mahjong Ways' })).toBeVisible();
  const urls = await kept(page);
  expect(urls.some((u) => u.endsWith('/offline.html'))).toBe(true);
  expect(urls.some((u) => /\/remoteEntry\.js$/.test(u))).toBe(true);
  expect(urls.filter((u) => u.startsWith('http://localhost:4900/'))).toEqual([]);

  // offline: the site's frame loads from the kept release
  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' }).first()).toBeVisible();
  await page.screenshot({ path: '../docs/screens/offline-home.png' });
  await page.goto('/games?type=SLOT&title=Slot');
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  // a money page: the offline page, in English and Bangla, never an old copy
  await page.goto('/deposit');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText('আপনি অফলাইনে আছেন')).toBeVisible();
  await axeClean(page, 'the offline page');
  await page.screenshot({ path: '../docs/screens/offline-deposit.png' });
  // back online, the same address is the deposit page
  await context.setOffline(false);
  await page.getByRole('link', { name: /Try again/ }).click();
  await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/deposit$/);
});

test("a remote's new release is a new worker: its cache replaces the old release's, never beside it", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/');
  await controlled(page);
  const [before] = await caches(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);
  // release N+1 of mf-games switched in (its manifest changes): the shell's server reads it within 2 s
  const { version } = (await control('/variant-major/mf-games')) as { version: string };
  await control(`/activate/mf-games/${encodeURIComponent(version)}`);
  await expect(async () => {
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
    const now = await caches(page);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(before);
  }).toPass({ timeout: 30_000 });
  // the new worker is in control of the open page, with only its own release's files
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
});

test('notifications: chosen on the profile; a support reply reaches the browser through the push service and the worker shows it; a logout ends it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  // a local stand-in for the browser's push service (Chromium here reaches none): it keeps what the api sends it
  const got: { title: string; body: string; url: string; topic: string }[] = [];
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16).toString('base64url');
  const service = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      got.push(JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString()));
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
  try {
    const p = await signupApi(request);
    await loginUi(page, p.username, p.password);
    await page.goto('/profile');
    const card = page.getByLabel('Notifications', { exact: true });
    await expect(card.getByRole('checkbox', { name: 'Support replies' })).toBeChecked();
    // every topic is on until the player chooses: deposits off, saved
    // (the box follows the api's answer: it changes once the choice is saved)
    await card.getByRole('checkbox', { name: 'Deposits credited' }).click();
    await expect(card.getByRole('status')).toHaveText('Your notification choices are saved.');
    await expect(card.getByRole('checkbox', { name: 'Deposits credited' })).not.toBeChecked();
    await page.reload();
    await expect(page.getByLabel('Notifications', { exact: true }).getByRole('checkbox', { name: 'Deposits credited' })).not.toBeChecked();
    await controlled(page);
    await page.getByLabel('Notifications', { exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '../docs/screens/profile-notifications.png' });
    await axeClean(page, 'the notifications card', '[aria-label="Notifications"]');

    // this browser's subscription, for the session (what the Turn on button stores once the push service answers)
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const headers = { authorization: `Bearer ${token}` };
    const endpoint = `http://127.0.0.1:${(service.address() as { port: number }).port}/push/e2e`;
    const stored = await request.post(`${API}/api/push/subscribe`, {
      headers,
      data: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
    });
    expect(stored.ok(), await stored.text()).toBe(true);
    await expect(page.getByLabel('Notifications', { exact: true })).toBeVisible();
    // support replies: the api sends it once, in the player's words
    const chat = (await (await request.post(`${API}/api/chats`, { headers, data: {} })).json()) as { chat: { id: number } };
    await admin(request, 'POST', `/api/admin/chats/${chat.chat.id}/messages`, { content: 'We are here to help.' });
    await expect.poll(() => got.length, { timeout: 10_000 }).toBe(1);
    expect(got[0]).toEqual({ title: 'Support replied', body: 'Open the chat to read the answer.', url: '/', topic: 'support' });

    // the worker shows what the push service delivers (Chromium's DevTools protocol delivers it as the service would)
    await context.grantPermissions(['notifications']);
    const cdp = await context.newCDPSession(page);
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => {
        const mine = e.registrations.find((r) => r.scopeURL.startsWith('http://localhost:8980/'));
        if (mine) resolve(mine.registrationId);
      });
      void cdp.send('ServiceWorker.enable');
    });
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: 'http://localhost:8980', registrationId, data: JSON.stringify(got[0]) });
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => `${n.title}: ${n.body}`)))
      .toEqual(['Support replied: Open the chat to read the answer.']);

    // a logout ends the session's subscription: the next reply is sent to no one
    await page.goto('/account');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await admin(request, 'POST', `/api/admin/chats/${chat.chat.id}/messages`, { content: 'Anything else?' });
    await page.waitForTimeout(3000);
    expect(got).toHaveLength(1);
  } finally {
    service.close();
  }
});
