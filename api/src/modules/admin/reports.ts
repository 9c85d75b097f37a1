// Revenue reports (issue 56): the ledger per period of the site's calendar (Asia/Dhaka) and per currency. Which
// entries make each figure (docs/operations.md, "Revenue reports"):
// - games, per category: stakes are the rounds' `bet` entries, wins their `win` entries (the ref names the round);
// - the exchange: its GGR is the house's side of its `bet` (a lost bet's liability) and `win` (a won bet's profit)
//   entries; its stakes are what the settled matched bets risked (their liabilities, from the bets), its wins the
//   stakes less the GGR (what came back: a won bet's liability and profit);
// - bonuses: `deposit_bonus`, `cash_claim`, `vp_conversion`, the desk's `bonus_grant` less `bonus_cancel` (negative);
//   NGR is GGR less bonuses;
// - deposits: `deposit`; withdrawals: `withdrawal_hold` less `withdrawal_refund`; adjustments: `admin_adjustment`.
// The exposure an exchange bet holds (`exposure`) moves money between a balance and its hold: no revenue.
import { admin, type Static } from '@bet/shared/contract';
import { dayOf, dayStart, ZONES } from '@bet/shared/time';
import type { DbOrTx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { toTaka } from '../../lib/money.js';
import * as store from './store.js';
import { stringify } from 'csv-stringify/sync';

type Query = Static<typeof admin.revenueReport.schema.querystring>;
type Row = admin.RevenueRow;
type Product = Row['products'][number];

/** The site's calendar: reports are read on Dhaka's days whatever the players' currency. */
const SITE_OFFSET = ZONES.BDT.offsetMin;
const DAY_MS = 86_400_000;
const BONUS = new Set(['deposit_bonus', 'cash_claim', 'vp_conversion', 'bonus_grant', 'bonus_cancel']);

/** The report's period and range (Dhaka dates, the last 30 days by default): 400 when it is no range. */
export function reportRange(q: Query) {
  const period = q.period ?? 'day';
  const to = q.to ?? dayOf();
  const toStart = dayStart(to);
  const from = q.from ?? (toStart ? dayOf(toStart.valueOf() - 29 * DAY_MS) : '');
  const fromStart = dayStart(from);
  if (!toStart || !fromStart) throw badRequest(admin.REPORT_MSG.date, { [toStart ? 'from' : 'to']: [admin.REPORT_MSG.date] });
  const days = Math.round((toStart.valueOf() - fromStart.valueOf()) / DAY_MS) + 1;
  if (days < 1 || days > admin.REPORT_MAX_DAYS) throw badRequest(admin.REPORT_MSG.range, { from: [admin.REPORT_MSG.range] });
  return { period, from, to, fromAt: fromStart.toDate(), toAt: new Date(toStart.valueOf() + DAY_MS) };
}

/** The revenue report: one row per period and currency, newest first, each with its products (largest stakes first). */
export async function revenue(db: DbOrTx, q: Query): Promise<{ period: string; from: string; to: string; rows: Row[] }> {
  const range = reportRange(q);
  const args = [range.period, SITE_OFFSET, range.fromAt, range.toAt] as const;
  const [ledger, risked, active, joined] = await Promise.all([
    store.ledgerByPeriod(db, ...args),
    store.exchangeRiskedByPeriod(db, ...args),
    store.activePlayersByPeriod(db, ...args),
    store.newPlayersByPeriod(db, ...args),
  ]);
  // in poisha (each currency's minor unit) until the answer
  const rows = new Map<string, Row & { byProduct: Map<string, Product> }>();
  const rowOf = (period: string, currency: string) => {
    const key = `${period}|${currency}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        period,
        currency,
        stakes: 0,
        wins: 0,
        ggr: 0,
        bonuses: 0,
        ngr: 0,
        deposits: 0,
        withdrawals: 0,
        adjustments: 0,
        active_players: 0,
        new_players: 0,
        products: [],
        byProduct: new Map(),
      };
      rows.set(key, row);
    }
    return row;
  };
  const productOf = (row: ReturnType<typeof rowOf>, product: string) => {
    let p = row.byProduct.get(product);
    if (!p) row.byProduct.set(product, (p = { product, stakes: 0, wins: 0, ggr: 0 }));
    return p;
  };
  for (const e of ledger) {
    const row = rowOf(e.period, e.currency);
    if (e.product && (e.reason === 'bet' || e.reason === 'win')) {
      const p = productOf(row, e.product);
      // the house's side of a stake or a win
      p.ggr -= e.poisha;
      if (e.product !== 'exchange') {
        if (e.reason === 'bet') p.stakes -= e.poisha;
        else p.wins += e.poisha;
      }
    } else if (BONUS.has(e.reason)) row.bonuses += e.poisha;
    else if (e.reason === 'deposit') row.deposits += e.poisha;
    else if (e.reason === 'withdrawal_hold' || e.reason === 'withdrawal_refund') row.withdrawals -= e.poisha;
    else if (e.reason === 'admin_adjustment') row.adjustments += e.poisha;
  }
  for (const r of risked) {
    const p = productOf(rowOf(r.period, r.currency), 'exchange');
    p.stakes += r.poisha;
  }
  for (const a of active) rowOf(a.period, a.currency).active_players = a.players;
  for (const n of joined) rowOf(n.period, n.currency).new_players = n.players;

  const out: Row[] = [];
  for (const { byProduct, ...row } of rows.values()) {
    const products = [...byProduct.values()].map((p) => ({ ...p, wins: p.product === 'exchange' ? p.stakes - p.ggr : p.wins }));
    const sum = (k: 'stakes' | 'wins' | 'ggr') => products.reduce((s, p) => s + p[k], 0);
    const ggr = sum('ggr');
    out.push({
      ...row,
      stakes: toTaka(sum('stakes')),
      wins: toTaka(sum('wins')),
      ggr: toTaka(ggr),
      bonuses: toTaka(row.bonuses),
      ngr: toTaka(ggr - row.bonuses),
      deposits: toTaka(row.deposits),
      withdrawals: toTaka(row.withdrawals),
      adjustments: toTaka(row.adjustments),
      products: products
        .sort((a, b) => b.stakes - a.stakes || a.product.localeCompare(b.product))
        .map((p) => ({ product: p.product, stakes: toTaka(p.stakes), wins: toTaka(p.wins), ggr: toTaka(p.ggr) })),
    });
  }
  out.sort((a, b) => b.period.localeCompare(a.period) || a.currency.localeCompare(b.currency));
  return { period: range.period, from: range.from, to: range.to, rows: out };
}

/** The report as CSV (csv-stringify): a line per period, currency and product, then the period's totals (product "all"). */
export function revenueCsv(report: Awaited<ReturnType<typeof revenue>>): string {
  const money = (n: number) => n.toFixed(2);
  const records: (string | number)[][] = [];
  for (const r of report.rows) {
    for (const p of r.products) records.push([r.period, r.currency, p.product, money(p.stakes), money(p.wins), money(p.ggr), '', '', '', '', '', '', '']);
    records.push([
      r.period,
      r.currency,
      'all',
      money(r.stakes),
      money(r.wins),
      money(r.ggr),
      money(r.bonuses),
      money(r.ngr),
      money(r.deposits),
      money(r.withdrawals),
      money(r.adjustments),
      r.active_players,
      r.new_players,
    ]);
  }
  return stringify(records, { header: true, columns: CSV_COLUMNS, record_delimiter: 'windows' });
}

const CSV_COLUMNS = [
  'period',
  'currency',
  'product',
  'stakes',
  'wins',
  'ggr',
  'bonuses',
  'ngr',
  'deposits',
  'withdrawals',
  'adjustments',
  'active_players',
  'new_players',
];
