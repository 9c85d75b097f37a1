import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { admin, API, codeFor, DEMO, loginUi, layersSettled, pageShows, pageWithAnswers } from './helpers';

test.describe.configure({ mode: 'serial' });
const here = path.dirname(fileURLToPath(import.meta.url));
const receipt = path.join(here, 'fixtures', 'receipt.png');

async function balanceOf(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.post(`${API}/api/balance`, { headers: { Authorization: `Bearer ${token}` } });
  return (await res.json()).balance;
}

test("a first load of the deposit page: the remote's scripts and the player's calls start at once, each asked for once; the form's lists come in the page", async ({
  page,
}) => {
  await loginUi(page);
  // the shell's server has the form's lists (as on a site with players on it): the page carries them
  await pageWithAnswers(page.request, '/deposit', ['/api/general', '/api/logo', '/api/payment-methods', '/api/promotion']);
  const asked: string[] = [];
  const askedAt: Record<string, number> = {};
  // the deposit page's own code comes 1.5 s late: the player's calls must not wait for it
  let pageCodeAt = 0;
  await page.route(/\/page-deposit\.[0-9a-f]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    pageCodeAt = Date.now();
    await route.continue();
  });
  // and the shell's main.js 1 s late: the player's calls start from the script the page itself carries
  let mainAt = 0;
  await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    mainAt = Date.now();
    await route.continue();
  });
  const pictures: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    askedAt[url.pathname] ??= Date.now();
    if (/^\/storage\/(payments|logo)\//.test(url.pathname) && r.resourceType() === 'image') pictures.push(url.pathname);
    if (
      /^\/api\/(payment-methods|promotion|user\/show|transaction\/show|balance|inbox|responsible)$/.test(url.pathname) ||
      (url.port !== new URL(page.url()).port && url.pathname.endsWith('.js'))
    )
      asked.push(`${r.resourceType()} ${url.port === new URL(API).port ? '' : `remote ${url.port}`}${url.pathname}`);
  });
  await page.goto('/deposit');
  await expect(page.getByRole('button', { name: 'bKash' })).toBeVisible();
  // the form drew the lists the page carried (none asked for), and the player's first calls, started by the shell's
  // first script before the app had come, were taken; the header's unread badge and reality check asked once the
  // page had painted: each once
  await expect
    .poll(() => asked.filter((a) => a.includes('/api/')).sort())
    .toEqual(['fetch /api/balance', 'fetch /api/inbox', 'fetch /api/responsible', 'fetch /api/transaction/show', 'fetch /api/user/show']);
  const apiCalls = asked.filter((a) => a.includes('/api/')).sort();
  await page.waitForTimeout(500); // a second call of any would come by now
  expect(asked.filter((a) => a.includes('/api/')).sort()).toEqual(apiCalls);
  for (const call of ['/api/user/show', '/api/transaction/show', '/api/balance']) expect(askedAt[call]).toBeLessThan(Math.min(pageCodeAt, mainAt));
  for (const call of ['/api/inbox', '/api/responsible']) expect(askedAt[call]).toBeGreaterThan(mainAt);
  // the header's logo and the methods' icons came with the page's head (its Link hints), not once the form had
  // drawn them, and the pictures took those answers: each asked for once
  const icons = pictures.filter((p) => p.startsWith('/storage/payments/'));
  expect(icons.length).toBeGreaterThanOrEqual(4);
  expect(pictures).toContain('/storage/logo/logo.svg');
  expect(new Set(pictures).size).toBe(pictures.length);
  for (const picture of pictures) expect(askedAt[picture]).toBeLessThan(pageCodeAt);
  // mf-funds' entry and the deposit page's own chunk, each once (the chat button's remote comes after)
  const funds = new URL((await (await page.request.get('/config.json')).json()).remotes.mf_funds).port;
  const scripts = asked.filter((a) => a.includes(`remote ${funds}/`));
  expect(scripts.some((a) => a.endsWith('/remoteEntry.js'))).toBe(true);
  expect(scripts.some((a) => /\/page-deposit\.[0-9a-f]{8}\.js$/.test(a))).toBe(true);
  expect(new Set(scripts.map((a) => a.replace(/^\w+ /, ''))).size).toBe(scripts.length);
});

test('deposit by agent with a receipt, approved by the back office', async ({ page, request }) => {
  await loginUi(page);
  await page.goto('/deposit');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('Please fill in your amount.')).toBeVisible();
  await page.getByRole('button', { name: 'bKash' }).click();
  await page.getByRole('button', { name: 'CashOut' }).click();
  await page.getByRole('button', { name: '1K', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();

  await expect(page).toHaveURL(/\/make-payment$/);
  await expect(page.getByLabel('Account number', { exact: true })).toHaveText(/^01\*{7}01$/);
  await expect(page.getByLabel('Time left')).toHaveText(/^(10:00|9:5\d)$/);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please provide your TRX ID. It should be valid.')).toBeVisible();
  await page.getByLabel('TRX ID').fill('8N7A6B5C4D');
  await page.locator('#receipts').setInputFiles(receipt);
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page).toHaveURL(/\/payment-request$/);
  await expect(page.getByRole('heading', { name: 'Get Ready!' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Submission successful!' })).toBeVisible();
  await page.screenshot({ path: '../docs/screens/payment-request.png' });
  await expect(page.getByText('৳ 1,000.00')).toBeVisible();
  await expect(page.getByLabel('Arrives within')).toHaveText(/^(30:00|29:5\d)$/);

  await page.goto('/deposit');
  await expect(page.getByRole('dialog')).toContainText('You already have a pending deposit request. Please wait until it is processed.');
  await page.waitForTimeout(400); // the modal's fade-in, for the screenshot only
  await page.screenshot({ path: '../docs/screens/deposit-pending.png' });

  const pending = (await admin(request, 'GET', '/api/admin/transactions?status=pending')).data as { id: number; amount: number; receipts: string[] }[];
  const mine = pending.find((p) => p.amount === 1000)!;
  expect(mine.receipts).toHaveLength(1);
  await admin(request, 'POST', `/api/admin/transactions/${mine.id}/approve`);
  expect(await balanceOf(page)).toBe(1000);

  await page.goto('/transaction-record');
  await expect(page.getByRole('button', { name: /Deposit.*৳ 1,000\.00.*Success/ })).toBeVisible();
  await page.getByRole('button', { name: /Deposit.*Success/ }).click();
  await expect(page.getByText('Information Received')).toBeVisible();
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(page.getByRole('cell', { name: '8N7A6B5C4D' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await layersSettled(page);

  await page.goto('/turnover-record');
  await expect(page.getByText('Regular Deposit')).toBeVisible();
  await expect(page.getByText('0% complete')).toBeVisible();
});

test('e-wallet deposit through the demo gateway is credited automatically', async ({ page, request }) => {
  await admin(request, 'POST', '/api/admin/settings', { deposit_mode: 'ewallet' });
  // e-wallet mode: the payment methods' answer is an object (a list in manual mode)
  const ewallet = (answer: unknown) => !Array.isArray((answer as { data?: unknown }).data);
  try {
    await pageShows(request, '/deposit', '/api/payment-methods', ewallet);
    await loginUi(page);
    const before = await balanceOf(page);
    await page.goto('/deposit');
    await page.getByRole('button', { name: 'Nagad' }).click();
    await page.getByLabel(/Amount/).fill('700');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    // make-payment receives the checkout (url, transaction, number) and sends the player to the gateway
    await expect(page).toHaveURL(/\/make-payment$/);
    await expect(page.getByLabel('Paying wallet')).toHaveText(DEMO.phone);
    await page.screenshot({ path: '../docs/screens/make-payment-ewallet.png' });
    await page.getByRole('button', { name: 'Pay with Nagad' }).click();
    await expect(page.getByText('DEMO PAY')).toBeVisible();
    // the payer signs in at the gateway with a code sent by SMS to the paying wallet number
    await expect(page.getByRole('button', { name: 'Confirm payment' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('Verification code').fill(await codeFor(request, DEMO.phone));
    await page.screenshot({ path: '../docs/screens/gateway-sign-in.png' });
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Confirm payment' })).toBeVisible();
    await page.screenshot({ path: '../docs/screens/gateway-pay.png' });
    await page.getByRole('button', { name: 'Confirm payment' }).click();
    await expect(page).toHaveURL(/\/payment-request\?status=paid/);
    await expect(page.getByText('Your payment was received and added to your main wallet.')).toBeVisible();
    await expect(page.getByText('৳ 700.00')).toBeVisible();
    expect(await balanceOf(page)).toBe(before + 700);
  } finally {
    await admin(request, 'POST', '/api/admin/settings', { deposit_mode: 'manual' });
    await pageShows(request, '/deposit', '/api/payment-methods', (answer) => !ewallet(answer));
  }
});

test('withdrawal waits for the turnover, then is held, rejected and refunded', async ({ page, request }) => {
  await loginUi(page);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.goto('/withdrawal');
  // the rules before the form: the turnover still owed (both deposits, 1,000 and 700) and the missing birthday
  const rules = page.getByRole('region', { name: 'Before you withdraw' });
  await expect(rules).toContainText('Turnover still required: ৳ 1,700.00.');
  await expect(rules).toContainText('Set your date of birth first.');
  await expect(rules.getByRole('link', { name: 'Go to Personal Info' })).toBeVisible();
  const withdraw = page.getByRole('button', { name: 'Withdraw' });
  await expect(withdraw).toBeDisabled();
  await expect(withdraw).toHaveAccessibleDescription('Complete your turnover to withdraw.');
  // the server refuses all the same (its own check, whatever the page shows)
  const check = await request.get(`${API}/api/userwithdrawcheck`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await check.json()).message).toBe('Please set your date of birth in your profile before withdrawing.');

  await request.post(`${API}/api/user/profile/update`, { headers: { Authorization: `Bearer ${token}` }, data: { dofb: '1990-05-17' } });
  await page.reload();
  await expect(rules).toContainText('Your date of birth is set.');
  await expect(withdraw).toBeDisabled();
  await rules.getByRole('link', { name: 'Turnover' }).click();
  await expect(page).toHaveURL(/\/turnover-record$/);

  // both deposits (1,000 by agent and 700 by gateway) opened a ticket; settled bets stand in as an admin call
  await admin(request, 'POST', `/api/dev/players/${DEMO.username}/turnover`, { amount: '1700' });
  await page.reload();
  await page.getByRole('tab', { name: 'Completed' }).click();
  await expect(page.getByText('100% complete')).toHaveCount(2);

  const before = await balanceOf(page);
  await page.goto('/withdrawal');
  await page.getByRole('button', { name: 'bKash' }).click();
  await page.getByRole('button', { name: '500', exact: true }).click();
  await page.getByLabel('Account number', { exact: true }).fill(DEMO.phone);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/payment-request$/);
  await expect(page.getByRole('status').filter({ hasText: 'Withdrawal successful!' })).toBeVisible();
  expect(await balanceOf(page)).toBe(before - 500);

  const pending = (await admin(request, 'GET', '/api/admin/transactions?status=pending')).data as { id: number; action: string }[];
  const wd = pending.find((p) => p.action === 'withdraw')!;
  await admin(request, 'POST', `/api/admin/transactions/${wd.id}/reject`, { reason: 'Wrong account number' });
  expect(await balanceOf(page)).toBe(before);
  await page.goto('/transaction-record');
  await expect(page.getByRole('button', { name: /Withdrawal.*৳ 500\.00.*Fail/ })).toBeVisible();
  expect((await admin(request, 'GET', '/api/admin/ledger/check')).success).toBe(true);
});
