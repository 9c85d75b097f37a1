// The exchange a player can trust on a phone (issue 31), at 390x844 and on a phone held in landscape (844x390,
// a touch screen): the last of six unmatched bets can be cancelled from the Bets sheet; Place Bet is not covered
// with the page scrolled; Escape and the back button close the slip; the member menu, the site header and the
// exchange header show one Main balance; axe finds nothing serious on any exchange screen.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { admin, API, axeClean, layersSettled, loginUi, signupApi, startCricket, uncovered } from './helpers';

test.describe.configure({ timeout: 150_000 });

interface Item {
  EventId: string;
  MarketId: string;
  InPlay: boolean;
  Status: string;
}
interface Book {
  runners: { selectionId: string; ex: { availableToBack: { price: number }[]; availableToLay: { price: number }[] } }[];
}

/**
 * One player for the whole file (signups from one address are limited, and the other journeys use them), with
 * 5,000 taka, and an exchange token for the api; signed in on the page.
 */
let shared: Promise<{ username: string; password: string; exchange: string }> | null = null;
async function player(page: Page, request: APIRequestContext) {
  shared ??= (async () => {
    const p = await signupApi(request);
    await admin(request, 'POST', `/api/admin/players/${p.username}/adjust`, { amount: 5000, note: 'funding for a test' });
    return { ...p, exchange: '' };
  })();
  const p = await shared;
  const login = (await (await request.post(`${API}/api/login`, { data: { username: p.username, password: p.password } })).json()) as {
    token: string;
    exchange: { token: string }[];
  };
  const ex = (await (
    await request.post(`${API}/api/player-login`, { headers: { Authorization: `Bearer ${login.token}` }, data: { user_id: login.exchange[0].token } })
  ).json()) as { access_token: string };
  await loginUi(page, p.username, p.password);
  return { ...p, exchange: ex.access_token };
}

/** A cricket match not yet started (no bet delay), and its match odds. */
async function upcoming(request: APIRequestContext): Promise<{ item: Item; book: Book }> {
  const list = (await (await request.get(`${API}/api/sports-events/cricket`)).json()) as Item[];
  const item = list.find((e) => e.Status === 'upcoming');
  expect(item, 'an upcoming cricket match').toBeTruthy();
  const [book] = (await (await request.get(`${API}/api/match-odds/${item!.MarketId}`)).json()) as Book[];
  return { item: item!, book };
}

/** Six backs asking more than is offered (each waits unmatched), and one matched. */
async function sixUnmatched(request: APIRequestContext, token: string) {
  const { item, book } = await upcoming(request);
  const back = async (runner: Book['runners'][number], price: number, stake: number) => {
    const res = await request.post(`${API}/api/exchange/bets`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { event_id: item.EventId, market_id: item.MarketId, selection_id: String(runner.selectionId), side: 'back', price, stake },
    });
    expect(res.status(), await res.text()).toBe(200);
  };
  for (let i = 0; i < 6; i++) await back(book.runners[i % 2], book.runners[i % 2].ex.availableToLay[2].price, 100 + i);
  // and one matched at the price on offer (the sheet shows its Matched label too)
  await back(book.runners[0], book.runners[0].ex.availableToBack[0].price, 100);
  return item;
}

function journeys(size: string) {
  test(`${size}: the last of six unmatched bets is cancelled from the Bets sheet; one Main balance everywhere`, async ({ page, request }) => {
    const p = await player(page, request);
    await sixUnmatched(request, p.exchange);
    await page.goto('/exchange');
    const main = page.getByRole('button', { name: /^Main/ });
    await expect(main).toContainText('৳');
    await page.getByRole('button', { name: 'Bets', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Bets' });
    const cancels = sheet.getByRole('button', { name: 'Cancel' });
    // (the landscape run finds the portrait run's bets too)
    await expect(cancels.nth(5)).toBeVisible();
    const before = await cancels.count();
    await expect(sheet.locator('.pill.matched').first()).toBeVisible();
    await axeClean(page, 'the Bets sheet');
    await page.screenshot({ path: `../docs/screens/exchange-bets-sheet-${size}.png` });
    const last = cancels.last();
    await uncovered(last);
    await last.click();
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toHaveCount(before - 1);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await layersSettled(page);

    // one balance: the exchange's Main, the site header's and the member menu's Main Wallet (exposure is held)
    await page.reload();
    await expect(page.locator('.ex-header .exposure')).toHaveText(/৳ [1-9]/);
    await expect(page.locator('.ex-balance .amount').first()).toContainText('৳');
    const exchangeMain = (await page.locator('.ex-balance .amount').first().textContent())!.trim();
    await page.getByRole('button', { name: /^Main/ }).click();
    const wallets = page.getByRole('dialog', { name: 'Wallets' });
    await expect(wallets.getByText('Available to bet')).toBeVisible();
    await axeClean(page, 'the Wallets sheet');
    await page.screenshot({ path: `../docs/screens/exchange-wallets-${size}.png` });
    await page.goBack();
    await expect(wallets).toBeHidden();
    await expect(page).toHaveURL(/\/exchange$/);
    await page.goto('/account');
    await expect(page.getByLabel('Main wallet balance')).toHaveText(exchangeMain);
    const header = page.getByRole('link', { name: /^Balance/ });
    await expect(header).toContainText(exchangeMain);
    await page.screenshot({ path: `../docs/screens/one-balance-${size}.png` });
    // the header's eye hides it, and the member menu's with it
    await page.getByRole('banner').getByRole('button', { name: 'Hide balance' }).click();
    await expect(page.getByLabel('Main wallet balance')).toHaveText('৳ ****');
    await expect(header).toContainText('৳ ****');
  });

  test(`${size}: Place Bet is not covered with the page scrolled; Escape, Back and the keyboard work the slip; axe with it open`, async ({ page, request }) => {
    await player(page, request);
    const { item } = await upcoming(request);
    await page.goto(`/odds-view?eventId=${item.EventId}`);
    const odds = page.getByRole('region', { name: 'Match Odds' });
    const back = odds.getByRole('button', { name: / Back / }).first();
    await expect(back).toBeVisible();
    // the price's button says the runner, the side and the price it shows
    const label = (await back.getAttribute('aria-label')) ?? '';
    expect(label).toContain((await back.locator('b, strong, .price').first().textContent())?.trim() ?? '');
    await page.mouse.wheel(0, 400);
    await page.evaluate(() => window.scrollBy(0, 400));
    await back.click();
    const slip = page.getByRole('form', { name: 'Bet slip' });
    await expect(slip).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden();
    await uncovered(slip.getByRole('button', { name: 'Place Bet' }));
    await page.screenshot({ path: `../docs/screens/exchange-slip-scrolled-${size}.png` });
    await axeClean(page, 'odds view with the slip open');
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();
    await back.click();
    await expect(slip).toBeVisible();
    await page.goBack();
    await expect(slip).toBeHidden();
    await expect(page).toHaveURL(/\/odds-view\?eventId=/);
    // with a keyboard: a price opens the slip with Enter, the stake takes focus, Escape closes it
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(slip).toBeVisible();
    await expect(slip.getByLabel('Stake', { exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();
  });
}

test('trading tools (390x844): stake buttons from settings add to the stake, the odds move a tick at a time, every runner shows the bet before it is placed', async ({
  page,
  request,
}) => {
  await player(page, request);
  const { item, book } = await upcoming(request);
  await page.goto(`/odds-view?eventId=${item.EventId}`);
  // the player's own stake buttons, in the exchange's settings
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await settings.getByLabel('Stake button 1').fill('0');
  await expect(settings.getByRole('alert')).toHaveText('Each stake button adds a whole amount from 1 to 100,000.');
  await expect(settings.getByRole('button', { name: 'Save stake buttons' })).toBeDisabled();
  await settings.getByLabel('Stake button 1').fill('50');
  await settings.getByRole('button', { name: 'Save stake buttons' }).click();
  await expect(settings.getByRole('status')).toHaveText('Saved.');
  await page.keyboard.press('Escape');
  await layersSettled(page);

  const odds = page.getByRole('region', { name: 'Match Odds' });
  const back = odds.getByRole('button', { name: / Back / }).first();
  await expect(back).toBeVisible();
  await back.click();
  const slip = page.getByRole('form', { name: 'Bet slip' });
  const shown = Number(await slip.getByLabel('Odds', { exact: true }).textContent());
  // a tick up the ladder and back down
  await slip.getByRole('button', { name: 'Raise the odds' }).click();
  const up = Number(await slip.getByLabel('Odds', { exact: true }).textContent());
  expect(up).toBeGreaterThan(shown);
  expect(up - shown).toBeLessThanOrEqual(shown < 2 ? 0.011 : 10);
  await slip.getByRole('button', { name: 'Lower the odds' }).click();
  await expect(slip.getByLabel('Odds', { exact: true })).toHaveText(String(shown));
  // the stake buttons add: 50 + 50 + 500 (the first button is 50 now)
  await slip.getByLabel('Stake', { exact: true }).fill('');
  await slip.getByRole('button', { name: 'Add 50 to the stake' }).click();
  await slip.getByRole('button', { name: 'Add 50 to the stake' }).click();
  await slip.getByRole('button', { name: 'Add 500 to the stake' }).click();
  await expect(slip.getByLabel('Stake', { exact: true })).toHaveValue('600');
  // before the bet: every runner's row says what it would make; the backed one wins, the others lose the stake
  const next = odds.getByLabel(/^With this bet, if it wins:/);
  await expect(next).toHaveCount(book.runners.length);
  await expect(odds.locator('.runner-book.next.win')).toHaveCount(1);
  await expect(odds.locator('.runner-book.next.loss')).toHaveCount(book.runners.length - 1);
  for (const loss of await odds.locator('.runner-book.next.loss').all()) await expect(loss).toContainText('600.00');
  await page.screenshot({ path: '../docs/screens/exchange-slip-tools.png' });
  await axeClean(page, 'the slip with its tools');
  // the slip closed: the rows show no bet-to-be
  await page.keyboard.press('Escape');
  await expect(next).toHaveCount(0);
});

test('one-click betting (390x844): off by default; on, a tap on a price places the stake at once and the header says so', async ({ page, request }) => {
  await player(page, request);
  const { item } = await upcoming(request);
  await page.goto(`/odds-view?eventId=${item.EventId}`);
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  const toggle = settings.getByRole('checkbox', { name: /One-click betting/ });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await settings.getByLabel('One-click stake').fill('150');
  await page.keyboard.press('Escape');
  await layersSettled(page);
  const on = page.getByRole('button', { name: 'One-click on: ৳ 150.00' });
  await expect(on).toBeVisible();
  await axeClean(page, 'one-click betting on');
  const odds = page.getByRole('region', { name: 'Match Odds' });
  const back = odds.getByRole('button', { name: / Back / }).first();
  const runner = ((await back.getAttribute('aria-label')) ?? '').replace(/^.* Back (.*)$/, '$1');
  await back.click();
  // no slip: the bet is placed, and the bet-matched box says what happened
  await expect(page.getByRole('form', { name: 'Bet slip' })).toHaveCount(0);
  await expect(page.locator('.bet-messages .bet-message').first()).toContainText(`Back ${runner}`);
  await expect(page.locator('.bet-messages .bet-message').first()).toContainText('৳ 150.00');
  await page.screenshot({ path: '../docs/screens/exchange-one-click.png' });
  await page.getByRole('button', { name: 'Bets', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Bets' })).toContainText(`Back ${runner}`);
  await page.keyboard.press('Escape');
  await layersSettled(page);
  // off again: a tap opens the slip
  await on.click();
  await page
    .getByRole('dialog', { name: 'Settings' })
    .getByRole('checkbox', { name: /One-click betting/ })
    .uncheck();
  await page.keyboard.press('Escape');
  await layersSettled(page);
  await expect(on).toHaveCount(0);
  await back.click();
  await expect(page.getByRole('form', { name: 'Bet slip' })).toBeVisible();
});

test('cash out (390x844): the button shows what is locked in, half then the rest, every outcome level after', async ({ page, request }) => {
  const p = await player(page, request);
  // a soccer match not yet started (three runners; the other journeys bet on cricket)
  const list = (await (await request.get(`${API}/api/sports-events/soccer`)).json()) as Item[];
  const item = list.find((e) => e.Status === 'upcoming');
  expect(item, 'an upcoming soccer match').toBeTruthy();
  const [book] = (await (await request.get(`${API}/api/match-odds/${item!.MarketId}`)).json()) as Book[];
  const r = book.runners[0];
  const placed = await request.post(`${API}/api/exchange/bets`, {
    headers: { Authorization: `Bearer ${p.exchange}` },
    data: {
      event_id: item!.EventId,
      market_id: item!.MarketId,
      selection_id: String(r.selectionId),
      side: 'back',
      price: r.ex.availableToBack[0].price,
      stake: 300,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await page.goto(`/odds-view?eventId=${item!.EventId}`);
  const odds = page.getByRole('region', { name: 'Match Odds' });
  const button = odds.getByRole('button', { name: /^Cash Out [+-]?৳/ });
  await expect(button).toBeVisible();
  // what has been matched: on the market, and on a runner under its ladder
  await expect(odds.getByText(/^Total matched: \d/)).toBeVisible();
  await odds.locator('.odds-name').first().click();
  await expect(odds.getByText(/^Total matched on .+: \d/)).toBeVisible();
  await odds.scrollIntoViewIfNeeded();
  await page.screenshot({ path: '../docs/screens/exchange-cash-out-button.png' });
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Cash Out' });
  // what each outcome makes after it, one line per runner
  await expect(sheet.getByRole('list', { name: 'After the cash out' }).getByRole('listitem')).toHaveCount(book.runners.length);
  await sheet.getByRole('button', { name: '50%', exact: true }).click();
  await expect(sheet.getByRole('button', { name: '50%', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: '../docs/screens/exchange-cash-out.png' });
  await axeClean(page, 'the cash out sheet');
  await sheet.getByRole('button', { name: 'Cash Out 50%' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(page.locator('.bet-messages .bet-message').first()).toContainText('Cashed out.');
  // the rest: the button is still there, with what the rest locks in
  await layersSettled(page);
  await button.click();
  await expect(sheet.getByRole('button', { name: '100%', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByRole('button', { name: /^Cash Out [+-]?৳/ }).click();
  await expect(sheet).toHaveCount(0);
  // every outcome now makes the same (to a taka or so): nothing more to cash out, and the button says why
  await expect(odds.getByRole('button', { name: 'Cash Out', exact: true })).toBeDisabled({ timeout: 15_000 });
  await expect(odds.getByText('There is nothing to cash out on this market at the prices on offer.')).toBeVisible();
  const books = (await odds.locator('.runner-book:not(.next)').allTextContents()).map((t) => Number(t.replace(/[^\d.-]/g, '')));
  expect(books).toHaveLength(book.runners.length);
  expect(Math.max(...books) - Math.min(...books)).toBeLessThan(3);
  // the Bets sheet lists the hedges, marked as the cash out's
  await page.getByRole('button', { name: 'Bets', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Bets' }).getByText('Cash out', { exact: false }).first()).toBeVisible();
});

test('accept price changes (390x844): only at my price by default (a dearer back waits); with any price it is matched at the price on offer', async ({
  page,
  request,
}) => {
  await player(page, request);
  const { item } = await upcoming(request);
  await page.goto(`/odds-view?eventId=${item.EventId}`);
  const odds = page.getByRole('region', { name: 'Match Odds' });
  const slip = page.getByRole('form', { name: 'Bet slip' });
  const message = page.locator('.bet-messages .bet-message').first();
  // three ticks above the best back: more than is offered
  const dearBack = async () => {
    await odds
      .getByRole('button', { name: / Back / })
      .first()
      .click();
    for (let i = 0; i < 3; i++) await slip.getByRole('button', { name: 'Raise the odds' }).click();
    await slip.getByLabel('Stake', { exact: true }).fill('100');
    await slip.getByRole('button', { name: 'Place Bet' }).click();
    await expect(slip).toHaveCount(0);
  };
  await dearBack();
  await expect(message).toContainText('Bet placed, unmatched.');
  // the setting: any price
  await page.getByRole('button', { name: 'Settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings.getByRole('radio', { name: 'Only at my price or better' })).toBeChecked();
  await settings.getByRole('radio', { name: /^Any price/ }).check();
  await axeClean(page, 'the settings with accept price changes');
  await page.keyboard.press('Escape');
  await layersSettled(page);
  await odds
    .getByRole('button', { name: / Back / })
    .first()
    .click();
  await expect(slip.getByText('Price changes accepted: the bet is matched at the price on offer when it arrives.')).toBeVisible();
  await page.keyboard.press('Escape');
  await dearBack();
  await expect(message).toContainText('Bet matched.');
  // back to the default for the other journeys
  await page.getByRole('button', { name: 'Settings' }).click();
  await settings.getByRole('radio', { name: 'Only at my price or better' }).check();
});

test('edit an unmatched bet (390x844): a bigger stake in place, then new odds; the Bets sheet shows it', async ({ page, request }) => {
  const p = await player(page, request);
  const { item, book } = await upcoming(request);
  const r = book.runners[1];
  const dear = r.ex.availableToLay[2].price;
  const placed = await request.post(`${API}/api/exchange/bets`, {
    headers: { Authorization: `Bearer ${p.exchange}` },
    data: { event_id: item.EventId, market_id: item.MarketId, selection_id: String(r.selectionId), side: 'back', price: dear, stake: 123 },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  await page.goto(`/odds-view?eventId=${item.EventId}`);
  await page.getByRole('button', { name: 'Bets', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Bets' });
  const line = sheet.getByRole('listitem').filter({ hasText: '৳ 123.00' });
  await line.getByRole('button', { name: 'Edit' }).click();
  const form = line.getByRole('form', { name: 'Edit the bet' });
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  await form.getByLabel('Stake').fill('250');
  await axeClean(page, 'the bet editor');
  await page.screenshot({ path: '../docs/screens/exchange-edit-bet.png' });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.bet-messages .bet-message').first()).toContainText('Bet updated.');
  const edited = sheet.getByRole('listitem').filter({ hasText: '৳ 250.00' });
  await expect(edited).toContainText(String(dear));
  // new odds: a tick higher (still more than is offered: it waits, in place of the old one)
  await edited.getByRole('button', { name: 'Edit' }).click();
  await edited.getByRole('button', { name: 'Raise the odds' }).click();
  const higher = Number(await edited.getByLabel('Odds', { exact: true }).textContent());
  expect(higher).toBeGreaterThan(dear);
  await edited.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByRole('listitem').filter({ hasText: '৳ 250.00' })).toContainText(String(higher));
  await expect(sheet.getByRole('listitem').filter({ hasText: '৳ 123.00' })).toHaveCount(0);
});

test('axe on every exchange screen and account view (390x844)', async ({ page, request }) => {
  // twelve screens under axe, then up to 70 s for the match to bowl a ball and to suspend a line: on a slow, busy CI
  // host (benchmark index about 1,800) it passed 150 s once
  test.setTimeout(240_000);
  await player(page, request);
  for (const [path, what] of [
    ['/exchange', 'exchange home'],
    ['/exchange-inplay', 'in-play'],
    ['/exchange-sports', 'sports'],
    ['/exchange-multi', 'multi markets'],
    ['/exchange-account', 'exchange account'],
    ...(['profile', 'balance', 'bets', 'history', 'pl', 'activity'] as const).map((v) => [`/exchange-account?view=${v}`, `exchange account, ${v}`] as const),
  ]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Exchange' })).toBeVisible();
    // the screen's data has arrived (no loading placeholder left)
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    await axeClean(page, what);
  }
  // a match in play, in each state a price button can be in: open, a ball in play (the band over the fancy lines),
  // a line or a market suspended; every price button's name starts with what it shows (label-content-name-mismatch)
  const match = await startCricket(request);
  await page.goto(`/odds-view?eventId=${match.eventId}`);
  const fancy = page.getByRole('region', { name: 'Fancy Bet' });
  await expect(
    page
      .getByRole('region', { name: 'Match Odds' })
      .getByRole('button', { name: / Back / })
      .first(),
  ).toBeVisible();
  await expect(fancy.locator('.fancy-row').first()).toBeVisible();
  await axeClean(page, 'odds view, in play');
  await fancy.locator('.odds-overlay', { hasText: 'Ball Running' }).first().waitFor({ timeout: 30_000 });
  await axeClean(page, 'odds view, a ball in play');
  await fancy.locator('.odds-overlay', { hasText: 'Suspend' }).first().waitFor({ timeout: 40_000 });
  await axeClean(page, 'odds view, a line suspended');
});

test.describe('phone, portrait', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  journeys('390x844');
});

test.describe('phone, landscape', () => {
  // a phone: a touch screen, so the mobile site even though it is wider than 768 px
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });
  journeys('844x390');
});
