// Content in the console (issue 56): a manager writes a promotion in English and Bangla, uploads its image, sees
// the card previewed in both languages, and schedules it half a minute ahead. Players do not see it before its
// time; then it is on the promotions page by itself, in English and, for a Bangla reader, in Bangla, with the
// uploaded image. The manager takes it down again from the console and it is gone. axe on the console's screens.
import { expect, test, type Page } from '@playwright/test';
import { axeClean, signupApi, submitLogin } from './helpers';
import { consoleAs, makeOperator } from './console-helpers';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** Dhaka's wall clock `ms` from now, as a datetime-local field takes it (Dhaka is UTC+6 all year). */
const dhakaIn = (ms: number) => new Date(Date.now() + ms + 6 * 3_600_000).toISOString().slice(0, 19);

/** The promotions page's cards, read again from the api (a fresh load of the page). */
async function cardNamed(page: Page, name: string) {
  await page.goto('/promotions');
  await expect(page.getByRole('article').first()).toBeVisible();
  return page.getByRole('article', { name });
}

test('a promotion written in both languages and scheduled appears for players by itself, then is taken down', async ({ browser, request }) => {
  test.setTimeout(120_000);
  // digits only after the words: the Bangla name is all Bangla to a Bangla reader (the Bangla walks, running beside
  // this journey, read it on the promotions page; a Latin letter of a random suffix was an English word to them)
  const suffix = String(Date.now()).slice(-6);
  const name = `Crash Rush ${suffix}`;
  const nameBn = `ক্র্যাশ রাশ ${suffix}`;
  const console_ = await consoleAs(browser, await makeOperator(request, 'manager'));
  await console_.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(console_.getByRole('heading', { name: 'Promotions' })).toBeVisible();
  await axeClean(console_, 'content list');
  await console_.getByRole('button', { name: 'New promotion' }).click();
  const form = console_.getByRole('form', { name: 'New promotion' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Name in Bangla').fill(nameBn);
  await form.getByLabel('Description', { exact: true }).fill('Cash out before the crash and win a 10% reload on Crash games every Friday.');
  await form.getByLabel('Description in Bangla').fill('ক্র্যাশের আগে ক্যাশ আউট করুন, প্রতি শুক্রবার ক্র্যাশ গেমে ১০% রিলোড জিতুন।');
  await form.getByLabel('Tag', { exact: true }).fill('Crash');
  await form.getByLabel('Tag in Bangla').fill('ক্র্যাশ');
  await form.getByLabel(/^Image/).setInputFiles({ name: 'crash.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByRole('status').filter({ hasText: 'Image uploaded.' })).toBeVisible();
  await form.getByLabel('Category').selectOption({ label: 'Crash' });
  await form.getByLabel('Deposit bonus, %').fill('10');
  await form.getByLabel('Turnover, times').fill('5');
  await form.getByLabel('Status').selectOption('active');
  await form.getByLabel(/^Publish at/).fill(dhakaIn(30_000));
  // the preview: the card in both languages before anything is saved
  const preview = form.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('article', { name: 'In English' })).toContainText(name);
  await expect(preview.getByRole('article', { name: 'In Bangla' })).toContainText(nameBn);
  await expect(preview.getByRole('article', { name: 'In English' }).locator('img')).toHaveJSProperty('naturalWidth', 1);
  await axeClean(console_, 'content editor');
  await console_.screenshot({ path: '../docs/screens/console-content-editor.png', fullPage: true });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(console_.getByRole('status').filter({ hasText: `${name}: saved (scheduled).` })).toBeVisible();
  const row = console_.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Scheduled from');

  // players: not before its time
  // (the promotions page is a player's: a player logged in, in English)
  const player = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const p = await signupApi(request);
  await submitLogin(player, p.username, p.password);
  await expect(await cardNamed(player, name)).toHaveCount(0);
  // then on show by itself (no change was saved meanwhile)
  await expect(async () => expect(await cardNamed(player, name)).toHaveCount(1)).toPass({ timeout: 60_000, intervals: [3_000] });
  const card = player.getByRole('article', { name });
  await expect(card).toContainText('Cash out before the crash');
  await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 1);
  // a Bangla reader sees its Bangla
  const bangla = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await bangla.addInitScript(() => localStorage.setItem('lang', 'bn'));
  const reader = await bangla.newPage();
  const b = await signupApi(request, { lang: 'bn' });
  await reader.goto('/login');
  await reader.getByLabel('ইউজারনেম').fill(b.username);
  await reader.getByLabel('পাসওয়ার্ড', { exact: true }).fill(b.password);
  await reader.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(reader).toHaveURL(/\/$/);
  await expect(await cardNamed(reader, nameBn)).toHaveCount(1);
  await expect(reader.getByRole('article', { name: nameBn })).toContainText('ক্র্যাশের আগে ক্যাশ আউট');
  // (the system notice a login opens, closed for the picture)
  const notice = reader.getByRole('dialog', { name: 'নোটিশ' });
  if (await notice.isVisible()) await notice.getByRole('button').first().click();
  await expect(notice).toBeHidden();
  await reader.getByRole('article', { name: nameBn }).scrollIntoViewIfNeeded();
  await reader.screenshot({ path: '../docs/screens/promotions-scheduled-bn.png' });

  // the desk sees it on show, and takes it down: gone for players at once
  await console_.reload();
  await console_.getByRole('link', { name: 'Content', exact: true }).click();
  await expect(console_.getByRole('row', { name: new RegExp(name) })).toContainText('On show');
  await console_.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = console_.getByRole('form', { name: `Edit ${name}` });
  await edit.getByLabel('Status').selectOption('inactive');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(console_.getByRole('status').filter({ hasText: `${name}: saved (hidden).` })).toBeVisible();
  await expect(await cardNamed(player, name)).toHaveCount(0);

  // the system notice can be scheduled beside its preview (not done here: every journey's players would see it;
  // api/src/modules/content/publishing.test.ts schedules one)
  await console_.getByRole('link', { name: 'Markets & settings', exact: true }).click();
  const schedule = console_.getByRole('button', { name: 'Schedule this notice' });
  await expect(schedule).toBeDisabled();
  await console_.getByLabel('Or publish it at (Dhaka time)').fill(dhakaIn(3_600_000));
  await expect(schedule).toBeEnabled();
  await axeClean(console_, 'settings with the notice schedule');
});
