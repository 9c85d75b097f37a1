// npm run screens: screenshots of every built screen at 390x844 (and the desktop page at 1280x800)
// into docs/screens/, against a fresh api with demo data. Look at them after every UI change.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { buildAll } from './build.mjs';
import { root } from './bootstrap.mjs';

buildAll();
const require = createRequire(path.join(root, 'e2e', 'package.json'));
const { chromium } = require('@playwright/test');
const SITE = 'http://localhost:8980';
const API = 'http://localhost:4900';
const out = path.join(root, 'docs', 'screens');
fs.mkdirSync(out, { recursive: true });

const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
process.on('exit', () => server.kill('SIGTERM'));
for (let i = 0; i < 240; i++) {
  try {
    if ((await fetch(`${API}/api/general`)).ok) break;
  } catch {
    /* starting */
  }
  await new Promise((r) => setTimeout(r, 500));
}
const admin = (p, body) =>
  fetch(`${API}${p}`, {
    method: 'POST',
    headers: { authorization: 'Bearer e2e-admin-token-0123456789abcdef01234', 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
await admin('/api/dev/players/demoplayer1/turnover', { amount: '12500.00' });
await admin('/api/admin/inbox', {
  username: 'demoplayer1',
  title: 'Weekend cashback',
  message: 'Your weekend cashback of 5% has been added to your account. Good luck!',
});
await admin('/api/admin/inbox', {
  username: 'demoplayer1',
  title: 'Welcome to BetBazar',
  message: 'Your account is ready. Deposit now and claim your 100% welcome bonus on sports and slots.',
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
const shot = async (name, url, before) => {
  if (url) await page.goto(`${SITE}${url}`);
  if (before) await before();
  await page.waitForTimeout(900);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  console.log('[screens]', name);
};
await shot('home', '/');
await shot('menu', '/', () => page.getByRole('button', { name: 'Menu' }).click());
await shot('login', '/login');
await shot('signup', '/signup');
await shot('forgot-password', '/forgot-password');
await shot('forgot-password-sms', '/forgot-password', () => page.getByRole('tab', { name: 'SMS' }).click());
await page.goto(`${SITE}/login`);
await page.getByLabel('Username').fill('demoplayer1');
await page.getByLabel('Password', { exact: true }).fill('demopass123');
await page.getByRole('button', { name: 'Login', exact: true }).click();
await page.waitForURL(`${SITE}/`);
await shot('notice', null);
await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
await shot('home-player', '/');
await shot('account', '/account');
await shot('deposit', '/deposit', async () => {
  await page.getByRole('button', { name: 'bKash' }).click();
  await page.getByRole('button', { name: 'CashOut' }).click();
  await page.getByRole('button', { name: '1K', exact: true }).click();
});
await page.getByRole('button', { name: 'Deposit', exact: true }).click();
await shot('make-payment', null);
await shot('withdrawal', '/withdrawal');
await shot('transaction-record', '/transaction-record');
await shot('turnover-record', '/turnover-record');
for (const [name, url] of [
  ['profile', '/profile'],
  ['reset-password', '/reset-password'],
  ['inbox', '/inbox'],
  ['vip', '/vip'],
  ['referral', '/refrrel-program'],
])
  await shot(name, url);
await shot('inbox-message', '/inbox', () => page.getByRole('button', { name: /Welcome to BetBazar/ }).click());
await shot('inbox-edit', '/inbox', async () => {
  await page.getByRole('button', { name: 'Inbox menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('checkbox').nth(1).check();
});
await shot('profile-verify', '/profile', async () => {
  await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
});
await shot('referral-mine', '/refrrel-program', () => page.getByRole('button', { name: 'Refer a friend now' }).click());
await admin('/api/admin/market-block', { username: 'demoplayer1', exchange_market: 0, cs_market: 1, status: 'blocked' });
await shot('market-block', '/', async () => {
  await Promise.all([page.waitForResponse((r) => r.url().includes('/api/market/block')), page.reload()]);
  await page.getByRole('tab', { name: 'Sports' }).click();
  await page.locator('.cat-content:not(.sliding)').getByRole('link', { name: 'Exchange' }).click();
  await page.getByRole('dialog', { name: 'Market Block' }).waitFor();
});
await admin('/api/admin/market-block', { username: 'demoplayer1', exchange_market: 1, cs_market: 1, status: 'active' });
await shot('home-scrolled', '/', async () => {
  await page.waitForTimeout(500);
  await page.mouse.wheel(0, 900);
});
const desktop = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
for (const [name, url] of [
  ['desktop-coming-soon', '/'],
  ['desktop-register', '/register'],
  ['desktop-promotions', '/promotions'],
]) {
  await desktop.goto(`${SITE}${url}`);
  await desktop.waitForTimeout(900);
  await desktop.screenshot({ path: path.join(out, `${name}.png`) });
  console.log('[screens]', name);
}
await desktop.goto(`${SITE}/register`);
await desktop.getByLabel('Username').fill('karim2026');
await desktop.getByLabel('Password', { exact: true }).fill('pass12345');
await desktop.getByLabel('Confirm Password').fill('pass12345');
await desktop.getByRole('button', { name: 'Next' }).click();
await desktop.waitForTimeout(600);
await desktop.screenshot({ path: path.join(out, 'desktop-register-step2.png') });
console.log('[screens] desktop-register-step2');
await browser.close();
process.exit(0);
