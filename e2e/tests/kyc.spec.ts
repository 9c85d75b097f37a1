// Identity checks (issue 56), a player on a phone and the desk in the console: the player uploads a passport's
// photo from /profile; the desk sees it and rejects it with a reason; the player reads the reason, uploads again;
// the desk approves; the player's profile says the identity is verified. axe on both screens.
import { expect, test } from '@playwright/test';
import { axeClean, loginUi, signupApi } from './helpers';
import { consoleAs, makeOperator } from './console-helpers';

/** A 1x1 PNG: a phone camera's photo, as far as the api's checks go. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('a player sends an ID, the desk rejects it with a reason the player reads, then approves the next', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const p = await signupApi(request);
  await loginUi(page, p.username, p.password);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Identity verification' });
  await expect(card).toContainText('Withdrawals above ৳ 10,000.00, and from your third withdrawal, need your identity verified.');
  // nothing chosen: the contract's sentence, nothing sent
  await card.getByRole('button', { name: 'Send for checking' }).click();
  await expect(card.getByRole('alert')).toHaveText('Upload the front of your document, and its back if it has one.');
  await card.getByLabel('Document').selectOption('passport');
  await card.getByLabel('Photo of the front').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await axeClean(page, 'identity verification');
  await page.screenshot({ path: '../docs/screens/profile-identity.png', fullPage: true });
  await card.getByRole('button', { name: 'Send for checking' }).click();
  await expect(card).toContainText('Your documents are being checked. We will tell you here when it is done.');

  const desk = await consoleAs(browser, await makeOperator(request, 'finance'));
  await desk.getByRole('link', { name: 'Identity checks', exact: true }).click();
  const doc = desk.getByRole('article', { name: `${p.username}: Passport` });
  await expect(doc.getByRole('img', { name: 'Receipt 1' })).toBeVisible();
  await doc.getByLabel('Reason for rejecting (the player reads it)').fill('The photo is too small to read: take it again in daylight');
  await doc.getByRole('button', { name: 'Reject' }).click();
  await expect(desk.getByRole('status').first()).toHaveText(`${p.username}: Rejected: the player reads why.`);

  await page.reload();
  await expect(card.getByRole('alert')).toHaveText('Your documents were not accepted: The photo is too small to read: take it again in daylight');
  await card.getByLabel('Document').selectOption('passport');
  await card.getByLabel('Photo of the front').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await card.getByRole('button', { name: 'Send for checking' }).click();
  await expect(card).toContainText('Your documents are being checked.');

  await desk.getByRole('button', { name: 'Approved' }).click();
  await desk.getByRole('button', { name: 'Waiting' }).click();
  await doc.getByRole('button', { name: 'Approve' }).click();
  await expect(desk.getByRole('status').first()).toHaveText(`${p.username}: Identity approved.`);
  await desk.getByRole('button', { name: 'Approved' }).click();
  await expect(desk.getByRole('article', { name: `${p.username}: Passport` })).toContainText(/Approved by/);
  await axeClean(desk, 'identity checks');
  await desk.screenshot({ path: '../docs/screens/console-identity.png' });

  await page.reload();
  await expect(card).toContainText('Your identity is verified.');
  await desk.context().close();
});
