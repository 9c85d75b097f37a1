// A bonus from the desk (issue 56): finance grants a player a bonus with its turnover from the player's page in the
// console; the player sees the money and a "Bonus" turnover ticket on their phone; finance cancels it with a reason
// and what is left of it is taken back. (Four eyes, refusals and races: api/src/modules/funds/bonuses.test.ts.)
import { expect, test } from '@playwright/test';
import { axeClean, signupApi, submitLogin } from './helpers';
import { consoleAs, makeOperator } from './console-helpers';

test('finance grants a bonus with its turnover, the player sees it, finance cancels it', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const p = await signupApi(request);
  const desk = await consoleAs(browser, await makeOperator(request, 'finance'));
  await desk.getByRole('link', { name: 'Players' }).click();
  await desk.getByRole('searchbox', { name: 'Username, phone, email, TrxID or IP address' }).fill(p.username);
  await desk.getByRole('button', { name: 'Search' }).click();
  await desk.getByRole('link', { name: p.username }).click();
  const bonuses = desk.getByRole('region', { name: 'Bonuses' });
  await bonuses.getByLabel('Amount').fill('150');
  await bonuses.getByLabel(/^Turnover, times/).fill('2');
  await bonuses.getByLabel(/^Reason/).fill('sorry for the delayed withdrawal');
  await bonuses.getByRole('button', { name: 'Grant the bonus' }).click();
  await expect(bonuses.getByRole('status')).toHaveText('Bonus granted. ৳ 150.00');
  const listed = bonuses.getByRole('list', { name: 'Bonuses from the desk' }).getByRole('listitem');
  await expect(listed).toHaveCount(1);
  await expect(listed.first()).toContainText('turnover left ৳ 300.00');
  await axeClean(desk, 'player bonuses');

  // the player: the money, and the ticket named as the bonus with its multiplier
  await submitLogin(page, p.username, p.password);
  await page.goto('/turnover-record');
  const ticket = page.getByRole('article').filter({ hasText: 'Bonus' });
  await expect(ticket).toContainText('৳ 150.00');
  await expect(ticket).toContainText('x2');

  // cancelled: the bonus taken back, the ticket gone from the player's active ones
  await listed.first().getByLabel('Reason for cancelling').fill('granted to the wrong player');
  await listed.first().getByRole('button', { name: 'Cancel bonus' }).click();
  await expect(listed.first().getByRole('status')).toHaveText('Bonus cancelled. Taken back: ৳ 150.00.');
  await expect(listed.first()).toContainText('cancelled, taken back ৳ 150.00');
  await page.reload();
  await expect(page.getByRole('article').filter({ hasText: 'Bonus' })).toHaveCount(0);
});
