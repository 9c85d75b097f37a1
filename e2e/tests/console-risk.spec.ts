// The risk desk in the console (issue 56): a player backs a team in a live match on the site's api; the finance
// desk sees the market with what the house loses if that team wins (the bet's profit), what it wins otherwise (the
// stake), and the player behind the position. Then the desk suspends the market and voids it: the player, on the
// match's page on a phone, sees it suspended, then closed, the bet VOID and the stake back.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { admin, API, axeClean, loginUi, signupApi, startCricket } from './helpers';
import { consoleAs, makeOperator } from './console-helpers';

interface Book {
  runners: { selectionId: number; ex: { availableToBack: { price: number }[] } }[];
}

/** A new player funded with 5,000 who backs the match's first runner for `stake` at the best price (the api). */
async function playerBacks(request: APIRequestContext, match: { eventId: string; marketId: string }, stake: number) {
  const p = await signupApi(request);
  await admin(request, 'POST', `/api/admin/players/${p.username}/adjust`, { amount: 5000, note: 'funding for a test' });
  const login = (await (await request.post(`${API}/api/login`, { data: p })).json()) as { token: string; exchange: { token: string }[] };
  const ex = (await (
    await request.post(`${API}/api/player-login`, { headers: { Authorization: `Bearer ${login.token}` }, data: { user_id: login.exchange[0].token } })
  ).json()) as { access_token: string };
  // prices move while the match plays: a price gone by the time the bet lands is tried again at the new best
  for (let i = 0; i < 10; i++) {
    const [book] = (await (await request.get(`${API}/api/match-odds/${match.marketId}`)).json()) as Book[];
    const runner = book.runners[0];
    const price = runner.ex.availableToBack[0]?.price;
    if (!price) continue;
    const placed = await request.post(`${API}/api/exchange/bets`, {
      headers: { Authorization: `Bearer ${ex.access_token}` },
      data: { event_id: match.eventId, market_id: match.marketId, selection_id: String(runner.selectionId), side: 'back', price, stake },
    });
    const body = (await placed.json()) as { message: string };
    if (placed.status() === 200 && body.message === 'Bet matched.') return { ...p, price };
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the bet was never matched');
}

test("the risk desk: a back on a live match shows as the house's loss on that team, with the player behind it", async ({ browser, request }) => {
  const match = await startCricket(request);
  const { price, ...p } = await playerBacks(request, match, 1000);

  const page = await consoleAs(browser, await makeOperator(request, 'finance'));
  await page.getByRole('link', { name: 'Risk', exact: true }).click();
  const market = page.getByRole('article', { name: `${match.name}: Match Odds` });
  await expect(market).toBeVisible();
  // the house pays the bet's profit if the team wins (1,000 at the price, less the stake), keeps the stake otherwise
  const loss = Math.round(1000 * (price - 1) * 100) / 100;
  const taka = (n: number) => n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const row = (name: string) => market.getByRole('row', { name: new RegExp(`^${name} `) });
  // the runners in the event's order: "England v West Indies"
  const [home, away] = match.name.split(' v ');
  await expect(row(home)).toContainText(`৳ -${taka(loss)}`);
  await expect(row(away)).toContainText(`৳ ${taka(1000)}`);
  await expect(market).toContainText('1 open bet by 1 player');
  // the match's only market with bets: the event's bound is that market's worst
  await expect(market).toContainText(`the event at most ৳ -${taka(loss)}`);
  await expect(market.getByRole('link', { name: p.username })).toBeVisible();
  await axeClean(page, 'the risk desk');
  await market.screenshot({ path: '../docs/screens/console-risk.png' });
  // on a phone (390x844): nothing sideways, the same figures, axe clean
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(market.getByText(`৳ -${taka(loss)}`).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page, 'the risk desk on a phone');
  await page.screenshot({ path: '../docs/screens/console-risk-phone.png' });
  await page.context().close();
});

test('the desk suspends a market and voids it: the player sees it suspended, then closed, the bet VOID and the stake back', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const match = await startCricket(request);
  const p = await playerBacks(request, match, 500);
  // the player on the match's page, on a phone
  await loginUi(page, p.username, p.password);
  await page.goto(`/odds-view?eventId=${match.eventId}`);
  const odds = page.getByRole('region', { name: 'Match Odds' });
  await expect(odds.getByRole('button', { name: / Back / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Main/ })).toContainText('৳ 4,500.00');

  const desk = await consoleAs(browser, await makeOperator(request, 'finance'));
  await desk.getByRole('link', { name: 'Risk', exact: true }).click();
  const market = desk.getByRole('article', { name: `${match.name}: Match Odds` });
  await expect(market).toContainText('1 open bet by 1 player');
  // a reason is required (the contract's sentence), then the market is suspended
  await market.getByRole('button', { name: 'Suspend' }).click();
  await expect(market.getByRole('alert')).toHaveText('A reason of at least 5 characters is required.');
  await market.getByLabel('Reason (the audit log keeps it)').fill('a suspicious run of bets on this match');
  await market.getByRole('button', { name: 'Suspend' }).click();
  await expect(market.getByRole('status')).toHaveText('Market suspended.');
  await expect(market).toContainText('Suspended');
  await expect(market).toContainText('Why: a suspicious run of bets on this match');
  await expect(market.getByRole('button', { name: 'Resume' })).toBeVisible();

  // the player's page shows it suspended, without a reload (the match's stream)
  await expect(odds.getByText('Suspend').first()).toBeVisible({ timeout: 15_000 });
  await axeClean(desk, 'the risk desk with a suspended market');
  await market.screenshot({ path: '../docs/screens/console-risk-suspended.png' });

  // void: a confirmation first, then every open bet refunded
  await market.getByLabel('Reason (the audit log keeps it)').fill('the match result is under investigation');
  await market.getByRole('button', { name: 'Void…' }).click();
  const confirm = market.getByRole('group', { name: 'Confirm the void' });
  await expect(confirm).toContainText('refund its 1 open bet');
  await confirm.getByRole('button', { name: 'Void and refund' }).click();
  // voided, the market leaves the desk (no open bets on it any more)
  await expect(market).toHaveCount(0, { timeout: 15_000 });

  // the player: the market closed, the stake back in the balance, the bet VOID in the records
  await expect(odds.getByText('This market is closed.')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /^Main/ })).toContainText('৳ 5,000.00', { timeout: 15_000 });
  await page.screenshot({ path: '../docs/screens/exchange-market-voided.png' });
  await page.goto('/betting-record');
  await page.getByRole('tab', { name: 'Exchange' }).click();
  await expect(page.locator('.record-row').filter({ hasText: 'VOID' })).toHaveCount(1);
  await desk.context().close();
});

test('a market nobody has bet on yet is suspended ahead from the feed list, joins the desk, and is resumed', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const match = await startCricket(request);
  const desk = await consoleAs(browser, await makeOperator(request, 'finance'));
  await desk.getByRole('link', { name: 'Risk', exact: true }).click();
  await desk.getByText(/^Markets nobody has bet on yet/).click();
  const quiet = desk.getByRole('article', { name: `${match.name}: Match Odds` });
  await expect(quiet).toContainText('In play');
  await quiet.getByLabel('Reason (the audit log keeps it)').fill('team news expected before the toss');
  await quiet.getByRole('button', { name: 'Suspend' }).click();
  // on the desk now (the book is read again every 5 s), suspended with its reason, no bets
  const held = desk.locator('article.risk-market', { hasText: match.name });
  await expect(held).toContainText('Suspended', { timeout: 15_000 });
  await expect(held).toContainText('Why: team news expected before the toss');
  await expect(held).toContainText('0 open bets by 0 players');
  await axeClean(desk, 'the risk desk with the feed list open');
  await held.getByLabel('Reason (the audit log keeps it)').fill('team news is out');
  await held.getByRole('button', { name: 'Resume' }).click();
  // open again with no bets: it leaves the desk (the book is read again at once) and is back among the quiet ones
  await expect(held).toHaveCount(0, { timeout: 15_000 });
  await expect(quiet).toContainText('In play');
  await desk.context().close();
});
