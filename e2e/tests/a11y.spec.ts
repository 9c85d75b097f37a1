// Accessibility beyond the route walk (bangla.spec.ts walks every route of the route table as a guest and as a
// player with axe and layout shift on each screen): the main popups and sheets open, the first load of / for layout
// shift; and the keyboard: every control reachable, focus visible, dialogs keep focus inside and give it back.
import { expect, test, type Page } from '@playwright/test';
import { axeClean, MAX_SHIFT, shiftSoFar, signupApi, submitLogin, watchShifts } from './helpers';

/** Moves to `path` inside the page, as a tap on a link does, and waits for the screen to arrive. */
async function visit(page: Page, path: string) {
  // a popup just closed takes its history entry back (history.go, whose popstate comes a moment later): a push
  // before that lands is undone by it, so wait until no popup's entry is left (useDismiss in @bet/shared)
  await page.waitForFunction(() => !(history.state as { layer?: string } | null)?.layer);
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction(() => !document.querySelector('.skeleton, .loader, [aria-busy="true"]'), null, { timeout: 5000 }).catch(() => undefined);
}

test("axe and layout shift: the first load of / as a guest, the login asked for a player's route, and About Us open", async ({ page }) => {
  await watchShifts(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500); // the chat button comes 1.5 s after the load event
  // the first load of / (a page load, as Lighthouse measures it) shifted at most as much as a screen may
  expect(await shiftSoFar(page)).toBeLessThanOrEqual(MAX_SHIFT);
  await axeClean(page, 'home');
  // a guest's tap on a player's route brings the login screen
  await visit(page, '/deposit');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await axeClean(page, 'login asked for /deposit');
  await visit(page, '/');
  await page.getByRole('button', { name: 'About Us' }).click();
  await expect(page.getByRole('dialog', { name: 'About Us' })).toBeVisible();
  await axeClean(page, 'About Us');
});

test("axe: a logged-in player's first popups: the notice, a promotion's details and the phone sheet", async ({ page, request }) => {
  const p = await signupApi(request);
  await submitLogin(page, p.username, p.password);
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await expect(notice).toBeVisible();
  await axeClean(page, 'the system notice');
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  // the sheets a new player opens first (the exchange's sheets and the bet slip: exchange-phone.spec.ts)
  await visit(page, '/promotions');
  await page
    .getByRole('button', { name: /^Details of / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await axeClean(page, "a promotion's details");
  await page.keyboard.press('Escape');
  // closed first: a dialog's close steps back out of its own history entry, which would undo the visit below
  await expect(page.getByRole('dialog')).toBeHidden();
  await visit(page, '/profile');
  await page.getByRole('button', { name: 'Add phone number' }).click();
  await expect(page.getByRole('dialog', { name: 'Add phone number' })).toBeVisible();
  await axeClean(page, 'Add phone number');
});

/** Tabs through the page and answers which of its controls were never reached and which showed no focus ring. */
async function tabWalk(page: Page, presses: number) {
  await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (el) =>
        !(el as HTMLButtonElement).disabled &&
        el.tabIndex >= 0 &&
        !el.closest('[inert], [aria-hidden="true"], [hidden]') &&
        el.getClientRects().length > 0 &&
        getComputedStyle(el).visibility !== 'hidden',
    );
    all.forEach((el, i) => (el.dataset.tabId = String(i)));
    (window as unknown as { reached: Record<string, string> }).reached = {};
    document.addEventListener('focusin', (e) => {
      const el = e.target as HTMLElement;
      if (!el.dataset.tabId) return;
      const style = getComputedStyle(el);
      const wrap = el.closest('.input-wrap');
      // a ring of its own, or (a field) the border its box draws in the brand's colour
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || (wrap && getComputedStyle(wrap).borderColor === 'rgb(255, 180, 0)');
      (window as unknown as { reached: Record<string, string> }).reached[el.dataset.tabId] = ring ? 'ring' : `no ring: ${el.outerHTML.slice(0, 80)}`;
    });
  });
  await page.locator('body').focus();
  for (let i = 0; i < presses; i++) await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const reached = (window as unknown as { reached: Record<string, string> }).reached;
    const missed = [...document.querySelectorAll<HTMLElement>('[data-tab-id]')]
      .filter((el) => !(el.dataset.tabId! in reached) && !el.closest('[inert]'))
      .map((el) => el.outerHTML.slice(0, 80));
    return { missed, noRing: Object.values(reached).filter((r) => r !== 'ring') };
  });
}

test('keyboard: every control of the home page and the login screen is reached by Tab and shows where focus is', async ({ page }) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path === '/') {
      // the banners' slider comes when a player reaches for them (or a moment after the load): have it here
      await page.locator('.carousel').dispatchEvent('pointerdown');
      await expect(page.locator('.carousel-track.is-swiper')).toBeVisible();
    }
    const count = await page.locator('a[href], button, input, select, textarea, [tabindex="0"]').count();
    const { missed, noRing } = await tabWalk(page, count + 5);
    expect({ path, missed, noRing }).toEqual({ path, missed: [], noRing: [] });
  }
});

test('keyboard: a dialog keeps focus inside while open and gives it back when it closes', async ({ page }) => {
  await page.goto('/');
  const about = page.getByRole('button', { name: 'About Us' });
  await about.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'About Us' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    // Tab cycles inside the dialog (or out to the browser's own controls), never onto the page beneath it
    expect(
      await page.evaluate(() => !document.activeElement || document.activeElement === document.body || !!document.activeElement.closest('[role="dialog"]')),
    ).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(about).toBeFocused();
  // the page beneath takes focus again
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('[inert]'))).toBe(false);
});

test('keyboard: the banners keep the focus when their slider takes over the plain track', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('.carousel-track').focus();
  await expect(page.locator('.carousel-track.is-swiper')).toBeFocused();
});
