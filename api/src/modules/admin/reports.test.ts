// Revenue reports (issue 56) against the real api and database: a day of play (slot rounds, exchange bets settled
// both ways, a deposit with its bonus, a withdrawal asked and one given back, adjustments) in two currencies; the
// report's figures against the rounds and bets computed by hand, and every figure against the ledger summed
// directly; weeks and months add up to the days; the CSV; roles and bad input.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, inArray, sql } from 'drizzle-orm';
import { dayOf } from '@bet/shared/time';
import { gameRounds, ledgerEntries, players } from '../../db/schema/index.js';
import { applyLedger } from '../funds/ledger.js';
import { settleMarket } from '../exchange/settle.js';
import { adminAuth, exchangePlayer, fundPlayer, json, launchGame, makeTestApp, newPlayer, signedInOperator, type TestApp } from '../../test/helpers.js';
import type { admin } from '@bet/shared/contract';
import type { LightMyRequestResponse } from 'fastify';

type Report = { period: string; from: string; to: string; rows: admin.RevenueRow[] };
const SLOT = { platform: 'JILI', gameCode: 'JILI-SLOT-SUPERACE' };

describe('revenue reports', () => {
  let t: TestApp;
  let money: Record<string, string>;
  let care: Record<string, string>;
  const today = dayOf();
  const idOf = async (username: string) =>
    (await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, username.toLowerCase())))[0].id;
  const report = async (query = '', as = money) => {
    const res = await t.app.inject({ url: `/api/admin/reports/revenue${query}`, headers: as });
    assert.equal(res.statusCode, 200, res.body);
    return json<{ data: Report }>(res).data;
  };
  /** The ledger summed directly, per reason, for players of a currency (all when none). */
  const ledgerSum = async (reasons: string[], currency?: string) => {
    const [row] = await t.database.db
      .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amountPoisha}), 0)` })
      .from(ledgerEntries)
      .innerJoin(players, eq(players.id, ledgerEntries.playerId))
      .where(currency ? sql`${inArray(ledgerEntries.reason, reasons)} and ${players.currency} = ${currency}` : inArray(ledgerEntries.reason, reasons));
    return Number(row.s) / 100;
  };
  let slotStakes = 0;
  let slotWins = 0;
  let exchangeGgr = 0;

  before(async () => {
    t = await makeTestApp({ app: { feed: { seed: 23, speed: 0.000001, tickMs: 60_000, refillMs: 1e12 }, betDelayMs: 0 } });
    const boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    money = await signedInOperator(t, 'money', 'finance', boss, 'a third long operator password');
    care = await signedInOperator(t, 'care', 'support', boss, 'a fourth long operator password');
    const db = t.database.db;

    // slot rounds: a BDT player and an INR player
    for (const currency of ['BDT', 'INR']) {
      const p = await newPlayer(t.app, { currency });
      await fundPlayer(t, p.username, 500);
      const { token } = await launchGame(t, p.auth, SLOT);
      for (let i = 0; i < 6; i++) {
        const r = await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: { 'x-launch-token': token }, payload: { stake: 20 } });
        assert.equal(r.statusCode, 200, r.body);
      }
      if (currency === 'BDT') {
        const rounds = await db
          .select()
          .from(gameRounds)
          .where(eq(gameRounds.playerId, await idOf(p.username)));
        slotStakes = rounds.reduce((s, r) => s + r.betPoisha, 0) / 100;
        slotWins = rounds.reduce((s, r) => s + r.winPoisha, 0) / 100;
      }
      // a deposit with its bonus, a withdrawal asked, another asked and given back (the ledger's own entries)
      const id = await idOf(p.username);
      await db.transaction(async (tx) => {
        await applyLedger(tx, id, 100_000, 'deposit', 'tx:report-1');
        await applyLedger(tx, id, 10_000, 'deposit_bonus', 'tx:report-1');
        await applyLedger(tx, id, -30_000, 'withdrawal_hold', 'tx:report-2');
        await applyLedger(tx, id, -5_000, 'withdrawal_hold', 'tx:report-3');
        await applyLedger(tx, id, 5_000, 'withdrawal_refund', 'tx:report-3');
      });
    }

    // the exchange: two BDT players back the two teams of a match for 100 each; the first team wins
    const e = t.ctx.feed.startMatch('cricket', 40 * 60_000);
    assert.ok(e);
    (e.match as { phase: string }).phase = 'open';
    const marketId = `1.${e.id}`;
    const backers = [await exchangePlayer(t, 1000), await exchangePlayer(t, 1000)];
    let profit = 0;
    for (const [i, p] of backers.entries()) {
      const r = t.ctx.feed.marketBookOf(e).runners[i];
      const placed: LightMyRequestResponse = await t.app.inject({
        method: 'POST',
        url: '/api/exchange/bets',
        headers: p.ex,
        payload: {
          event_id: String(e.id),
          market_id: marketId,
          selection_id: String(r.selectionId),
          side: 'back',
          price: r.ex.availableToBack[0].price,
          stake: 100,
        },
      });
      assert.equal(placed.statusCode, 200, placed.body);
      if (i === 0) profit = json<{ data: { bets: { potential_profit: number }[] } }>(placed).data.bets.reduce((s, b) => s + b.potential_profit, 0);
    }
    for (const p of backers) await settleMarket(db, await idOf(p.username), marketId, 0);
    // the house keeps the loser's 100 and pays the winner's profit
    exchangeGgr = Math.round((100 - profit) * 100) / 100;
  });
  after(async () => t.close());

  it("today's BDT row: the slot's and the exchange's figures as the rounds and bets have them", async () => {
    const r = await report();
    assert.equal(r.period, 'day');
    assert.equal(r.to, today);
    const bdt = r.rows.find((x) => x.period === today && x.currency === 'BDT');
    assert.ok(bdt, JSON.stringify(r.rows));
    const slot = bdt.products.find((p) => p.product === 'SLOT');
    assert.deepEqual(slot, { product: 'SLOT', stakes: slotStakes, wins: slotWins, ggr: Math.round((slotStakes - slotWins) * 100) / 100 });
    const ex = bdt.products.find((p) => p.product === 'exchange');
    // the liabilities risked: 100 and 100; what came back: the winner's 100 and its profit
    assert.deepEqual(ex, { product: 'exchange', stakes: 200, wins: Math.round((200 - exchangeGgr) * 100) / 100, ggr: exchangeGgr });
    assert.equal(bdt.deposits, 1000);
    assert.equal(bdt.bonuses, 100);
    assert.equal(bdt.withdrawals, 300);
    assert.equal(bdt.ngr, Math.round((bdt.ggr - 100) * 100) / 100);
    // the slot player and the two backers played; every BDT player signed up today (the seeded demo player too)
    assert.equal(bdt.active_players, 3);
    const [{ n }] = await t.database.db
      .select({ n: sql<string>`count(*)` })
      .from(players)
      .where(eq(players.currency, 'BDT'));
    assert.equal(bdt.new_players, Number(n));
    const inr = r.rows.find((x) => x.currency === 'INR');
    assert.deepEqual([inr?.active_players, inr?.new_players, inr?.deposits], [1, 1, 1000]);
  });

  it('every figure reconciles with the ledger summed directly, in each currency', async () => {
    const { rows } = await report();
    for (const currency of ['BDT', 'INR']) {
      const mine = rows.filter((x) => x.currency === currency);
      const total = (k: 'deposits' | 'bonuses' | 'withdrawals' | 'adjustments' | 'ggr' | 'ngr') => Math.round(mine.reduce((s, x) => s + x[k], 0) * 100) / 100;
      // (the same amount whatever its sign of zero: a currency whose wins equalled its stakes has a GGR of 0, and -0)
      const same = (a: number, b: number, what: string) => assert.equal(a + 0, b + 0, what);
      same(total('deposits'), await ledgerSum(['deposit'], currency), 'deposits');
      same(total('bonuses'), await ledgerSum(['deposit_bonus', 'cash_claim', 'vp_conversion'], currency), 'bonuses');
      same(total('withdrawals'), -(await ledgerSum(['withdrawal_hold', 'withdrawal_refund'], currency)), 'withdrawals');
      same(total('adjustments'), await ledgerSum(['admin_adjustment'], currency), 'adjustments');
      same(total('ggr'), -(await ledgerSum(['bet', 'win'], currency)), 'GGR');
      // every entry is one of these, or an exchange hold: the balances move by exactly what the report says
      const all = await ledgerSum(
        ['deposit', 'deposit_bonus', 'cash_claim', 'vp_conversion', 'withdrawal_hold', 'withdrawal_refund', 'admin_adjustment', 'bet', 'win', 'exposure'],
        currency,
      );
      const [{ s }] = await t.database.db
        .select({ s: sql<string>`coalesce(sum(${ledgerEntries.amountPoisha}), 0)` })
        .from(ledgerEntries)
        .innerJoin(players, eq(players.id, ledgerEntries.playerId))
        .where(eq(players.currency, currency));
      same(all, Number(s) / 100, 'no ledger entry of another kind');
      const exposure = await ledgerSum(['exposure'], currency);
      const moved = total('deposits') + total('bonuses') + total('adjustments') - total('withdrawals') - total('ggr') + exposure;
      same(Math.round(moved * 100) / 100, all, 'the balances moved by what the report says');
    }
  });

  it('weeks and months add up to the days', async () => {
    const days = await report();
    for (const period of ['week', 'month']) {
      const r = await report(`?period=${period}&from=${days.from}&to=${days.to}`);
      for (const k of ['ggr', 'stakes', 'deposits', 'bonuses'] as const) {
        const sum = (rows: admin.RevenueRow[]) => Math.round(rows.reduce((s, x) => s + x[k], 0) * 100) / 100;
        assert.equal(sum(r.rows), sum(days.rows), `${period} ${k}`);
      }
    }
  });

  it('the CSV: a line per product and the period totals, for a spreadsheet', async () => {
    const res = await t.app.inject({ url: '/api/admin/reports/revenue.csv', headers: money });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/csv/);
    assert.match(String(res.headers['content-disposition']), /attachment; filename="revenue-day-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    assert.equal(lines[0], 'period,currency,product,stakes,wins,ggr,bonuses,ngr,deposits,withdrawals,adjustments,active_players,new_players');
    const bdt = (await report()).rows.find((x) => x.period === today && x.currency === 'BDT')!;
    assert.ok(lines.includes(`${today},BDT,exchange,200.00,${(200 - exchangeGgr).toFixed(2)},${exchangeGgr.toFixed(2)},,,,,,,`), res.body);
    assert.ok(
      lines.includes(
        `${today},BDT,all,${bdt.stakes.toFixed(2)},${bdt.wins.toFixed(2)},${bdt.ggr.toFixed(2)},100.00,${bdt.ngr.toFixed(2)},1000.00,300.00,${bdt.adjustments.toFixed(2)},3,${bdt.new_players}`,
      ),
      res.body,
    );
  });

  it('finance and managers only; a bad period or range is refused with its sentence', async () => {
    assert.equal((await t.app.inject({ url: '/api/admin/reports/revenue' })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/admin/reports/revenue', headers: care })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/admin/reports/revenue.csv', headers: care })).statusCode, 403);
    const refused = async (query: string, message: string) => {
      const res = await t.app.inject({ url: `/api/admin/reports/revenue${query}`, headers: money });
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(json<{ message: string }>(res).message, message);
    };
    await refused('?period=year', 'Choose day, week or month.');
    await refused('?from=2026-13-01', 'Dates are written YYYY-MM-DD.');
    await refused('?from=28-11-2026', 'Dates are written YYYY-MM-DD.');
    await refused(`?from=${today}&to=2020-01-01`, 'The range must end on or after its start and cover at most 400 days.');
    await refused('?from=2024-01-01&to=2026-01-01', 'The range must end on or after its start and cover at most 400 days.');
  });
});
