// The risk desk in the console (issue 56): a player backs a team in a live match on the site's api; the finance
// desk sees the market with what the house loses if that team wins (the bet's profit), what it wins otherwise (the
// stake), and the player behind the position.
import { expect, test } from '@playwright/test';
import { admin, API, axeClean, signupApi, startCricket } from './helpers';
import { consoleAs, makeOperator } from './console-helpers';

interface Book {
  runners: { selectionId: number; ex: { availableToBack: { price: number }[] } }[];
}

test("the risk desk: a back on a live match shows as the house's loss on that team, with the player behind it", async ({ browser, request }) => {
  const match = await startCricket(request);
  const p = await signupApi(request);
  await admin(request, 'POST', `/api/admin/players/${p.username}/adjust`, { amount: 5000, note: 'funding for a test' });
  const login = (await (await request.post(`${API}/api/login`, { data: p })).json()) as { token: string; exchange: { token: string }[] };
  const ex = (await (
    await request.post(`${API}/api/player-login`, { headers: { Authorization: `Bearer ${login.token}` }, data: { user_id: login.exchange[0].token } })
  ).json()) as { access_token: string };
  const [book] = (await (await request.get(`${API}/api/match-odds/${match.marketId}`)).json()) as Book[];
  const runner = book.runners[0];
  const price = runner.ex.availableToBack[0].price;
  const placed = await request.post(`${API}/api/exchange/bets`, {
    headers: { Authorization: `Bearer ${ex.access_token}` },
    data: { event_id: match.eventId, market_id: match.marketId, selection_id: String(runner.selectionId), side: 'back', price, stake: 1000 },
  });
  expect(placed.status(), await placed.text()).toBe(200);

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
