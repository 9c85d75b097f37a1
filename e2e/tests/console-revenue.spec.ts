// Revenue in the console (issue 56): a player is funded and plays slot rounds on the site's api; the finance desk
// opens Revenue and reads today's row, the products (the slot's category among them), the chart, and figures that
// hold together (GGR is stakes less wins, NGR is GGR less bonuses); the CSV downloads with the same totals; on a
// phone nothing scrolls sideways; axe clean. (The figures against the ledger: api/src/modules/admin/reports.test.ts.)
import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { admin, API, axeClean, signupApi } from './helpers';
import { consoleAs, makeOperator } from './console-helpers';

/** A money figure as the console writes it ("৳ 1,234.50", "৳ -20.00"), as a number. */
const amount = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

test("revenue: today's figures hold together, by product and by day, and download as CSV", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const p = await signupApi(request);
  await admin(request, 'POST', `/api/admin/players/${p.username}/adjust`, { amount: 500, note: 'funding for a test' });
  const login = (await (await request.post(`${API}/api/login`, { data: p })).json()) as { token: string };
  const run = await request.post(`${API}/api/game-run`, {
    headers: { Authorization: `Bearer ${login.token}`, origin: 'http://localhost:4900' },
    data: { platform: 'JILI', gameCode: 'JILI-SLOT-SUPERACE', isMobileLogin: true },
  });
  expect(run.ok(), await run.text()).toBeTruthy();
  const token = new URL(((await run.json()) as { url: string }).url).searchParams.get('token') ?? '';
  for (let i = 0; i < 3; i++) {
    const r = await request.post(`${API}/api/demo-games/round`, { headers: { 'x-launch-token': token }, data: { stake: 20 } });
    expect(r.ok(), await r.text()).toBeTruthy();
  }

  const page = await consoleAs(browser, await makeOperator(request, 'finance'));
  await page.getByRole('link', { name: 'Revenue', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Revenue', level: 1 })).toBeVisible();
  const totals = page.getByRole('definition');
  await expect(totals.first()).toBeVisible();
  const figure = async (name: string) =>
    amount(
      (await page
        .locator('.report-totals div')
        .filter({ hasText: new RegExp(`^${name}`) })
        .locator('dd')
        .textContent()) ?? '',
    );
  const [stakes, wins, ggr, bonuses, ngr] = [await figure('Stakes'), await figure('Wins'), await figure('GGR'), await figure('Bonuses'), await figure('NGR')];
  expect(stakes).toBeGreaterThanOrEqual(60);
  expect(Math.round((stakes - wins) * 100) / 100).toBe(ggr);
  expect(Math.round((ggr - bonuses) * 100) / 100).toBe(ngr);
  // the slot's category among the products, today's row among the days
  const products = page.getByRole('table', { name: 'By product' });
  await expect(products.getByRole('row', { name: /^SLOT / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By day' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('img', { name: 'GGR and NGR per day, BDT' })).toBeVisible();
  await axeClean(page, 'revenue');
  await page.screenshot({ path: '../docs/screens/console-revenue.png', fullPage: true });

  // the CSV: the same period totals as the page
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^revenue-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('period,currency,product,stakes,wins,ggr,bonuses,ngr,deposits,withdrawals,adjustments,active_players,new_players');
  const bdtTotals = csv.filter((l) => /^\d{4}-\d{2}-\d{2},BDT,all,/.test(l)).map((l) => l.split(','));
  const sum = (col: number) => Math.round(bdtTotals.reduce((s, l) => s + Number(l[col]), 0) * 100) / 100;
  expect([sum(3), sum(4), sum(5)]).toEqual([stakes, wins, ggr]);

  // by week: the same totals
  await page.getByLabel('By').selectOption('week');
  await expect(page.getByRole('table', { name: 'By week' })).toBeVisible();
  await expect.poll(() => figure('GGR')).toBe(ggr);

  // on a phone: the tables become lists, nothing sideways
  await page.setViewportSize({ width: 390, height: 844 });
  // (the chart follows its box's new width at its next resize observation)
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await axeClean(page, 'revenue on a phone');
  await page.context().close();
});
