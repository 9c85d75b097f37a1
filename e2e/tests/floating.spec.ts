// The floating buttons (the chat button, scroll-to-top) never cover a primary action or a form field: with each
// action brought under a floating button, the element under the action's centre is the action itself; with the
// keyboard up (a field focused, the viewport shrunk) neither floats over the form; the dragged chat button stays
// inside the visible screen, above the toolbar.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeClean, loginUi, signupApi } from './helpers';

/** Which element a finger lands on at the centre of `target` (without scrolling the page). */
const free = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top === el || el.contains(top) ? 'free' : `covered by ${top?.outerHTML.slice(0, 60)}`;
  });

/** Scrolls so that `target`'s centre comes as near as the page allows to the centre of `fab`, then checks it. */
async function bringUnder(page: Page, target: Locator, fab: Locator) {
  const box = await fab.boundingBox();
  expect(box, 'the floating button is on screen').not.toBeNull();
  await target.scrollIntoViewIfNeeded();
  const t = (await target.boundingBox())!;
  await page.evaluate((dy) => window.scrollBy(0, dy), t.y + t.height / 2 - (box!.y + box!.height / 2));
  await page.waitForTimeout(150); // a frame for the buttons to look again
  expect(await free(target)).toBe('free');
}

/** The chat button (it may be stepping aside right now: hidden from the accessibility tree, still in place). */
async function chatButton(page: Page) {
  const fab = page.locator('.chat-fab');
  await expect(fab).toBeAttached({ timeout: 10_000 });
  return fab;
}

test('deposit, withdrawal and account: no floating button covers the actions and fields, with and without the keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  // the demo player's phone is verified (the forms show); nothing here changes the player
  await loginUi(page);
  const screens: [string, (page: Page) => Locator[]][] = [
    [
      '/deposit',
      (pg) => [pg.getByRole('button', { name: 'Deposit', exact: true }), pg.getByLabel('Amount'), pg.locator('.chip').last(), pg.locator('.choice').first()],
    ],
    ['/withdrawal', (pg) => [pg.getByRole('button', { name: 'Withdraw', exact: true }), pg.getByLabel('Account number'), pg.getByLabel('Amount')]],
    ['/account', (pg) => [pg.getByRole('button', { name: 'Log out' })]],
  ];
  for (const [path, targets] of screens) {
    await page.goto(path);
    const fab = await chatButton(page);
    for (const target of targets(page)) {
      await expect(target).toBeVisible();
      await bringUnder(page, target, fab);
      // scrolled down far enough, scroll-to-top shows too: the same target under it
      const top = page.locator('.scroll-top');
      if (await top.count()) await bringUnder(page, target, top);
    }
  }
  // the keyboard up: a field focused and the visual viewport shorter; nothing floats over the form
  await page.goto('/deposit');
  const fab = await chatButton(page);
  await page.getByLabel('Amount').focus();
  await page.setViewportSize({ width: 390, height: 460 });
  await expect(fab).toBeHidden();
  for (const target of [page.getByRole('button', { name: 'Deposit', exact: true }), page.getByLabel('Amount')]) {
    await target.scrollIntoViewIfNeeded();
    expect(await free(target)).toBe('free');
  }
  // the keyboard down with the screen still short: the chat button is back, inside what is visible
  await page.getByLabel('Amount').blur();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(fab).toBeVisible();
  await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();
  const box = (await fab.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(460);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('login and sign up: no floating button covers the form (guest)', async ({ page }) => {
  for (const [path, action] of [
    ['/login', 'Login'],
    ['/signup', 'Sign up'],
  ] as const) {
    await page.goto(path);
    const fab = await chatButton(page);
    const targets = [page.getByRole('button', { name: action, exact: true }), page.locator('input').first(), page.locator('input').last()];
    for (const target of targets) await bringUnder(page, target, fab);
  }
});

test('the dragged chat button stays inside the screen and above the toolbar', async ({ page, request }) => {
  const p = await signupApi(request);
  await loginUi(page, p.username, p.password);
  const fab = await chatButton(page);
  const box = (await fab.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 200, box.y + 600, { steps: 8 });
  await page.mouse.up();
  const after = (await fab.boundingBox())!;
  const toolbar = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!;
  expect(after.x + after.width).toBeLessThanOrEqual(390);
  expect(after.y + after.height).toBeLessThanOrEqual(toolbar.y);
});

test.describe('a phone held sideways', () => {
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  test('844x390: deposit and withdrawal keep their actions free, axe finds nothing serious', async ({ page }) => {
    await loginUi(page);
    for (const [path, action] of [
      ['/deposit', 'Deposit'],
      ['/withdrawal', 'Withdraw'],
    ] as const) {
      await page.goto(path);
      const fab = await chatButton(page);
      await bringUnder(page, page.getByRole('button', { name: action, exact: true }), fab);
      await page.screenshot({ path: `/tmp/landscape${path.replace('/', '-')}.png` });
      await axeClean(page, `${path} at 844x390`);
    }
  });
});
