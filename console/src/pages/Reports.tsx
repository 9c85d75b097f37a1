// Revenue (finance, managers): per day, week or month of the site's calendar and per currency, from the ledger:
// stakes, wins and GGR per product, bonuses, NGR, deposits and withdrawals, active and new players; a chart of GGR
// and NGR (Chart.js, a maintained library) and the same report as CSV for a spreadsheet.
import { useMemo, useState } from 'react';
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from 'chart.js';
import { Bar } from 'react-chartjs-2';
import { call, ErrorState, FormError, Loader, NoData, useResource } from '@bet/shared';
import { admin } from '@bet/shared/contract';
import { dayOf } from '@bet/shared/time';
import { auth, withSession } from '../session';
import { Money } from '../ui';

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

type Row = admin.RevenueRow;
const CURRENCIES = ['BDT', 'INR', 'PKR'] as const;
const PERIOD_LABEL: Record<admin.ReportPeriod, string> = { day: 'Day', week: 'Week (from Monday)', month: 'Month' };
const FIGURES = ['stakes', 'wins', 'ggr', 'bonuses', 'ngr', 'deposits', 'withdrawals'] as const;
const FIGURE_LABEL: Record<(typeof FIGURES)[number], string> = {
  stakes: 'Stakes',
  wins: 'Wins',
  ggr: 'GGR',
  bonuses: 'Bonuses',
  ngr: 'NGR',
  deposits: 'Deposits',
  withdrawals: 'Withdrawals',
};
const DAY_MS = 86_400_000;

/** A theme colour as the page has it (the chart draws on a canvas, which reads no CSS). */
const themeColour = (name: string, fallback: string) =>
  (typeof document !== 'undefined' && getComputedStyle(document.documentElement).getPropertyValue(name).trim()) || fallback;

/** Sums rows' figures (money in poisha, so the total is exact). */
function totalOf(rows: Row[]) {
  const t = Object.fromEntries(FIGURES.map((k) => [k, 0])) as Record<(typeof FIGURES)[number], number>;
  for (const r of rows) for (const k of FIGURES) t[k] += Math.round(r[k] * 100);
  return Object.fromEntries(FIGURES.map((k) => [k, t[k] / 100])) as Record<(typeof FIGURES)[number], number>;
}

/** Each product's stakes, wins and GGR over the rows. */
function productsOf(rows: Row[]) {
  const m = new Map<string, { stakes: number; wins: number; ggr: number }>();
  for (const r of rows)
    for (const p of r.products) {
      const x = m.get(p.product) ?? { stakes: 0, wins: 0, ggr: 0 };
      x.stakes += Math.round(p.stakes * 100);
      x.wins += Math.round(p.wins * 100);
      x.ggr += Math.round(p.ggr * 100);
      m.set(p.product, x);
    }
  return [...m.entries()]
    .map(([product, x]) => ({ product, stakes: x.stakes / 100, wins: x.wins / 100, ggr: x.ggr / 100 }))
    .sort((a, b) => b.stakes - a.stakes);
}

export function ReportsPage() {
  const today = dayOf();
  const [period, setPeriod] = useState<admin.ReportPeriod>('day');
  const [from, setFrom] = useState(dayOf(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(today);
  const [currency, setCurrency] = useState<(typeof CURRENCIES)[number]>('BDT');
  const [csvError, setCsvError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const query = { period, from, to };
  const report = useResource(
    `console:revenue:${period}:${from}:${to}`,
    () => withSession(() => call<typeof admin.revenueReport>('GET /api/admin/reports/revenue', { query, headers: auth() })).then((r) => r.data),
    { maxAgeMs: 30_000 },
  );
  const rows = useMemo(() => (report.data?.rows ?? []).filter((r) => r.currency === currency), [report.data, currency]);
  const total = totalOf(rows);
  const products = productsOf(rows);
  const chronological = [...rows].reverse();

  const download = async () => {
    setDownloading(true);
    setCsvError(null);
    try {
      const res = await withSession(() =>
        call<typeof admin.revenueCsv>('GET /api/admin/reports/revenue.csv', { query, headers: auth(), responseType: 'text' }),
      );
      const url = URL.createObjectURL(new Blob([String(res)], { type: 'text/csv' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `revenue-${period}-${from}-${to}.csv`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch {
      setCsvError('Could not download the report. Please try again.');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="stack" aria-labelledby="revenue-title">
      <h1 id="revenue-title">Revenue</h1>
      <p className="muted">
        From the ledger, on Dhaka&apos;s calendar. GGR is stakes less wins; NGR is GGR less bonuses (deposit bonuses, cash claims, VP converted).
      </p>
      <form className="row wrap report-filters" onSubmit={(e) => e.preventDefault()} aria-label="The report's period">
        <label>
          By{' '}
          <select className="plain-input" value={period} onChange={(e) => setPeriod(e.target.value as admin.ReportPeriod)}>
            {admin.REPORT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {PERIOD_LABEL[p]}
              </option>
            ))}
          </select>
        </label>
        <label>
          From <input className="plain-input" type="date" value={from} max={to} onChange={(e) => e.target.value && setFrom(e.target.value)} />
        </label>
        <label>
          To <input className="plain-input" type="date" value={to} min={from} max={today} onChange={(e) => e.target.value && setTo(e.target.value)} />
        </label>
        <label>
          Currency{' '}
          <select className="plain-input" value={currency} onChange={(e) => setCurrency(e.target.value as (typeof CURRENCIES)[number])}>
            {CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <span className="spacer" />
        <button type="button" className="btn" disabled={downloading} onClick={() => void download()}>
          {downloading ? 'Downloading…' : 'Download CSV'}
        </button>
      </form>
      <FormError message={csvError} />
      {report.error && !report.data ? (
        <ErrorState text={errorText(report.error)} onRetry={() => void report.reload()} />
      ) : !report.data ? (
        <Loader label="Loading the report" />
      ) : rows.length === 0 ? (
        <NoData text={`No ${currency} activity in this range.`} />
      ) : (
        <>
          <dl className="facts report-totals" aria-label={`${currency} totals`}>
            {FIGURES.map((k) => (
              <div key={k}>
                <dt>{FIGURE_LABEL[k]}</dt>
                <dd>
                  <Money value={total[k]} currency={currency} />
                </dd>
              </div>
            ))}
          </dl>
          <div className="card report-chart">
            <Bar
              role="img"
              aria-label={`GGR and NGR per ${period}, ${currency}`}
              options={{
                responsive: true,
                maintainAspectRatio: false,
                animation: false,
                plugins: { legend: { labels: { color: themeColour('--text', '#eee') } } },
              }}
              data={{
                labels: chronological.map((r) => r.period),
                datasets: [
                  { label: 'GGR', data: chronological.map((r) => r.ggr), backgroundColor: themeColour('--brand', '#ffb400') },
                  { label: 'NGR', data: chronological.map((r) => r.ngr), backgroundColor: themeColour('--win', '#1fbf75') },
                ],
              }}
            />
          </div>
          <table className="grid">
            <caption>By product</caption>
            <thead>
              <tr>
                <th>Product</th>
                <th className="right">Stakes</th>
                <th className="right">Wins</th>
                <th className="right">GGR</th>
              </tr>
            </thead>
            <tbody>
              {products.map((p) => (
                <tr key={p.product}>
                  <td>{p.product}</td>
                  <td className="right" data-label="Stakes">
                    <Money value={p.stakes} currency={currency} />
                  </td>
                  <td className="right" data-label="Wins">
                    <Money value={p.wins} currency={currency} />
                  </td>
                  <td className="right" data-label="GGR">
                    <Money value={p.ggr} currency={currency} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="grid">
            <caption>By {period}</caption>
            <thead>
              <tr>
                <th>{PERIOD_LABEL[period]}</th>
                {FIGURES.map((k) => (
                  <th key={k} className="right">
                    {FIGURE_LABEL[k]}
                  </th>
                ))}
                <th className="right">Active</th>
                <th className="right">New</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.period}>
                  <td>{r.period}</td>
                  {FIGURES.map((k) => (
                    <td key={k} className="right" data-label={FIGURE_LABEL[k]}>
                      <Money value={r[k]} currency={currency} />
                    </td>
                  ))}
                  <td className="right" data-label="Active players">
                    {r.active_players}
                  </td>
                  <td className="right" data-label="New players">
                    {r.new_players}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

/** The api's sentence for a refused range, else a general one. */
function errorText(e: unknown): string {
  const m = (e as { message?: string } | null)?.message;
  return m && Object.values(admin.REPORT_MSG).includes(m) ? m : 'Could not load the report.';
}
