// Account area journeys at 390x844 against the real api: verification through the dev outbox, extra phones,
// birthday, password change, inbox from the back office, VP conversion and the referral programme.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, API, codeFor, loginOffer, loginUi, signupApi, uncovered } from './helpers';

/** An 11-digit 01X number nobody else in this run has. */
function freshPhone(): string {
  return `019${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

async function verifyIn(page: Page, request: APIRequestContext, to: string) {
  const sheet = page.getByRole('dialog');
  await sheet.getByRole('button', { name: 'Send code' }).click();
  await expect(sheet.getByRole('timer')).toHaveText(/^(5:00|4:5\d)$/);
  await expect(sheet.getByRole('button', { name: /Resend code in/ })).toBeDisabled();
  await sheet.getByLabel('Verification code').fill(await codeFor(request, to));
  await sheet.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(sheet).toBeHidden();
}

async function newPlayer(request: APIRequestContext, extra: Record<string, string> = {}) {
  const phone = freshPhone();
  const p = await signupApi(request, { phone, ...extra });
  return { ...p, phone };
}

test('personal info: verify the phone, add two extra phones, set the birthday once', async ({ page, request }) => {
  const p = await newPlayer(request);
  await loginUi(page, p.username, p.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal Info' })).toBeVisible();
  await expect(page.getByText(`+88 ${p.phone}`)).toBeVisible();

  // own phone: the first Verify button is the phone's
  await page.getByRole('button', { name: 'Verify', exact: true }).first().click();
  await verifyIn(page, request, p.phone);
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();

  // two extra phones; the second is verified; then the add button is gone
  const extra1 = freshPhone();
  const extra2 = freshPhone();
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await page.getByRole('dialog').getByLabel('Phone number').fill(extra1);
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Verify phone number' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Add phone number' }).click();
  // a taken number is refused by the server
  await page.getByRole('dialog').getByLabel('Phone number').fill(p.phone);
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('This phone number is already in use.')).toBeVisible();
  await page.getByRole('dialog').getByLabel('Phone number').fill(extra2);
  await page.getByRole('dialog').getByRole('button', { name: 'Add', exact: true }).click();
  await verifyIn(page, request, extra2);
  await expect(page.getByText(extra1)).toBeVisible();
  await expect(page.getByText(extra2)).toBeVisible();
  await expect(page.getByText('(2/2)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add phone number' })).toHaveCount(0);

  // the server refuses a third even when asked directly
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const third = await request.post(`${API}/api/add/number`, { data: { phone: freshPhone() }, headers: { Authorization: `Bearer ${token}` } });
  expect(third.status()).toBe(400);

  // birthday: set once, then locked (and the server refuses a change)
  await page.getByLabel('Date of birth').fill('1994-03-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('15/03/1994')).toBeVisible();
  await expect(page.getByText('Locked')).toBeVisible();
  await page.reload();
  await expect(page.getByText('15/03/1994')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  const again = await request.post(`${API}/api/user/profile/update`, { data: { dofb: '1990-01-01' }, headers: { Authorization: `Bearer ${token}` } });
  expect(again.status()).toBe(409);
});

test('change password, then log in with the new one', async ({ page, request }) => {
  const p = await newPlayer(request);
  await loginUi(page, p.username, p.password);
  await page.goto('/reset-password');
  await page.getByLabel('Current password').fill('notmypass1');
  await page.getByLabel('New password', { exact: true }).fill('newpass2026');
  await page.getByLabel('Confirm new password').fill('newpass2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is incorrect.')).toBeVisible();
  await page.getByLabel('Current password').fill(p.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed successfully. Please login with your new password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // the old password no longer works; the new one does
  await page.getByLabel('Username').fill(p.username);
  await page.getByLabel('Password', { exact: true }).fill(p.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await loginUi(page, p.username, 'newpass2026');
});

test('inbox: messages from the back office, unread badge, read and delete', async ({ page, request }) => {
  const p = await newPlayer(request);
  await admin(request, 'POST', '/api/admin/inbox', {
    username: p.username,
    title: 'Weekend cashback',
    message: 'Your weekend cashback of 5% has been added to your account today.',
  });
  await admin(request, 'POST', '/api/admin/inbox', {
    username: p.username,
    title: 'Security tip',
    message: 'Never share your password or verification codes with anyone.',
  });
  await loginUi(page, p.username, p.password);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByLabel('Unread messages: 2')).toBeVisible();

  await page.goto('/inbox');
  await expect(page.getByText('Never share your password or...')).toBeVisible();
  await page.getByRole('button', { name: /Weekend cashback/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Weekend cashback' });
  await expect(dialog.getByText('Your weekend cashback of 5% has been added to your account today.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByLabel('Unread messages: 1', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Inbox menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Select Security tip' }).check();
  await page.getByRole('button', { name: 'Read', exact: true }).click();
  await expect(page.getByLabel(/Unread messages/)).toHaveCount(0);

  await page.getByRole('button', { name: 'Inbox menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  // the chat button steps aside while the bar of actions is up
  await uncovered(page.getByRole('button', { name: 'Read', exact: true }));
  await uncovered(page.getByRole('button', { name: 'Delete', exact: true }));
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('No Data')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No Data')).toBeVisible();
});

test('VIP: points earned from turnover convert to the main balance', async ({ page, request }) => {
  const p = await newPlayer(request);
  await admin(request, 'POST', `/api/dev/players/${p.username}/turnover`, { amount: '5000.00' });
  await loginUi(page, p.username, p.password);
  await page.goto('/vip');
  // the level follows the VP ever earned (the contract's tiers), with the way to the next
  await expect(page.getByText('Beginner I', { exact: true })).toBeVisible();
  await expect(page.getByText('50 VP more to Beginner II')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress to the next level' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByLabel('Total VP')).toHaveText('50');
  await page.getByLabel('VP to convert').fill('60');
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Not enough points. Points must follow minimum VP required to convert.')).toBeVisible();
  await page.getByLabel('VP to convert').fill('20');
  await expect(page.getByText('৳ 20.00')).toBeVisible();
  await page.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('20 VP converted to ৳ 20.00')).toBeVisible();
  await expect(page.getByLabel('Total VP')).toHaveText('30');
  // converting never lowers the level; more play raises it
  await expect(page.getByText('50 VP more to Beginner II')).toBeVisible();
  await admin(request, 'POST', `/api/dev/players/${p.username}/turnover`, { amount: '5000.00' });
  await expect(page.getByText('Beginner II', { exact: true })).toBeVisible();
  await expect(page.getByText('200 VP more to Beginner III')).toBeVisible();
  await expect(page.getByLabel('Total VP')).toHaveText('80');
  await page.goto('/account');
  await expect(page.getByLabel('Main wallet balance')).toHaveText('৳ 20.00');
  const check = await admin(request, 'GET', '/api/admin/ledger/check');
  expect(check.success).toBe(true);
});

test("referral: QR code and copied link, a downline's turnover pays a claimable bonus", async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const p = await newPlayer(request);
  await loginUi(page, p.username, p.password);
  await page.goto('/refrrel-program');
  await page.getByRole('button', { name: 'Refer a friend now' }).click();
  const qr = page.getByRole('img', { name: 'Referral QR code' });
  await expect(qr.locator('svg')).toHaveAttribute('width', '128');
  const link = await qr.getAttribute('data-link');
  expect(link).toMatch(/^http:\/\/localhost:8980\/referral_code\?referral_code=[A-Z0-9]{8}$/);
  await page.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // too little to claim
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByText('You need at least 10 to claim all.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  // a friend signs up with the code and plays 2,000: 1% is 20.00 of cash rewards
  const code = new URL(link ?? '').searchParams.get('referral_code') ?? '';
  const friend = await newPlayer(request, { referral_code: code });
  await admin(request, 'POST', `/api/dev/players/${friend.username}/turnover`, { amount: '2000.00' });
  await page.reload();
  await page.getByRole('tab', { name: 'My Referral' }).click();
  await expect(page.getByLabel('Cash rewards')).toHaveText('৳ 20.00');
  await page.getByRole('button', { name: 'Claim All' }).click();
  await expect(page.getByText('Bonus Claimed successfully.')).toBeVisible();
  await expect(page.getByLabel('Cash rewards')).toHaveText('৳ 0.00', { timeout: 5000 });
  await page.goto('/account');
  await expect(page.getByLabel('Main wallet balance')).toHaveText('৳ 20.00');
});

test('signed-in devices: a player signs out a phone left logged in elsewhere', async ({ page, request, browser }) => {
  const player = await signupApi(request);
  // the "other phone": a second browser context logged in as the same player
  const other = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  });
  const phone = await other.newPage();
  await loginUi(phone, player.username, player.password);
  await loginUi(page, player.username, player.password);
  await page.goto('/profile');
  const devices = page.getByLabel('Signed-in devices');
  await expect(devices.getByTestId('session-row')).toHaveCount(2);
  await expect(devices.getByText('This device')).toBeVisible();
  await expect(devices.getByText('Chrome on Android')).toBeVisible();
  await page.screenshot({ path: '../docs/screens/profile-devices.png', fullPage: true });
  await devices.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(devices.getByTestId('session-row')).toHaveCount(1);
  // the other phone's token is dead: its next call is refused and it is logged out
  const token = await phone.evaluate(() => localStorage.getItem('token'));
  const res = await request.post(`${API}/api/balance`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(401);
  await phone.goto('/account');
  // logged out (the spec: a 401 from the balance clears the session and goes to /; the account page's own guard sends
  // a guest to the login: whichever comes first), and shown as a guest
  await expect.poll(() => phone.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(phone).toHaveURL(/\/(login)?$/);
  await expect(loginOffer(phone)).toBeVisible();
  await other.close();
});
