import { expect, test } from '@playwright/test';
import { DEMO, layersSettled, loginOffer, loginUi, uniqueName, uniquePhone } from './helpers';

test('guest home shows the banner images from the api', async ({ page }) => {
  await page.goto('/');
  const banner = page.locator('img[src*="/storage/"]').first();
  await expect(banner).toBeVisible();
  // the image arrives from the api (not a broken one): wait for it to finish loading
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(loginOffer(page)).toBeVisible();
});

test('sign up, welcome popup, member menu, log out', async ({ page }) => {
  const username = uniqueName();
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Phone').fill(uniquePhone());
  await page.getByLabel('Password', { exact: true }).fill('pass12345');
  await page.getByLabel('Confirm Password').fill('pass12345');
  await page.getByRole('button', { name: 'Sign up' }).last().click();

  const welcome = page.getByRole('dialog');
  await expect(welcome).toBeVisible();
  await expect(welcome.getByRole('button', { name: 'Deposit now' })).toBeVisible();
  await welcome.getByRole('button', { name: 'Home Page' }).click();
  await expect(welcome).toBeHidden();
  await layersSettled(page);

  await page.goto('/account');
  await expect(page.getByText(username)).toBeVisible();
  // the member menu's Main Wallet and the header's balance: one number
  await expect(page.getByLabel('Main wallet balance')).toHaveText('৳ 0.00');
  await expect(page.getByRole('link', { name: /^Balance/ })).toContainText('৳ 0.00');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount$/);
});

test('a guarded route sends a guest to /login', async ({ page }) => {
  await page.goto('/deposit');
  await expect(page).toHaveURL(/\/login\?next=%2Fdeposit$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a player whose cookie was cleared apart from the session, sent to the login by the server, goes on to the page asked for', async ({
  page,
  context,
  request,
}) => {
  await loginUi(page); // the demo player
  await context.clearCookies();
  const answer = await request.get('/deposit', { headers: { 'sec-ch-ua-mobile': '?1' }, maxRedirects: 0 });
  expect(answer.headers().location).toBe('/login?next=%2Fdeposit');
  await page.goto('/deposit');
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('link', { name: /^Balance/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Login' })).toHaveCount(0);
});

test('signup shows the spec messages for bad input', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Username').fill('short');
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Phone').fill('12');
  await page.getByRole('button', { name: 'Sign up' }).last().click();
  await expect(page.getByText('Username must be between 8 and 16 characters')).toBeVisible();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Invalid phone number (10-15 digits)')).toBeVisible();
});

test('the demo player logs in; a wrong password is refused', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill('wrongpass123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Invalid credentials')).toBeVisible();
  await loginUi(page);
  await page.goto('/account');
  await expect(page.getByText(DEMO.username)).toBeVisible();
});

test('shell and remote share one React, jotai store and @bet/shared', async ({ page }) => {
  await loginUi(page);
  // client-side navigation: the remote reads the session the shell set in memory
  await page.evaluate(() => {
    window.history.pushState({}, '', '/account');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const remote = page.locator('[data-remote="mf_account"][data-shared-instance]');
  await expect(remote).toBeVisible();
  const shellId = await page.locator('[data-shell][data-shared-instance]').getAttribute('data-shared-instance');
  expect(shellId).toBeTruthy();
  await expect(remote).toHaveAttribute('data-shared-instance', shellId!);
  await expect(remote.getByText(DEMO.username)).toBeVisible();
});
