// /responsible-gaming (issue 33): what the tools are, and for a logged-in player the tools themselves: deposit,
// loss and session limits (a lower limit at once; a higher one or a removal after 24 hours and a second
// confirmation), the reality check's interval, a time-out or self-exclusion, the activity statement and the
// history of changes. The api enforces every rule; this page shows them and what the api answered.
import '../account.css';
import './responsible.css';
import {
  confirmRgLimit,
  errorMessage,
  ErrorState,
  i18n,
  fetchResponsible,
  fetchStatement,
  formatMoney,
  formatUntil,
  invalidateResources,
  isLoggedInAtom,
  Link,
  logoutEverywhere,
  MSG,
  PageHeader,
  PasswordField,
  playerCurrencyCode,
  readerValues,
  setRealityMinutes,
  setRgLimit,
  SkeletonRows,
  takeBreak,
  useLingui,
  useNavigate,
  useResource,
} from '@bet/shared';
import { RG_BREAKS, RG_MSG, RG_RANGES, RG_RULES, type RgLimit } from '@bet/shared/contract';
import { formResolver, rgLimitForm } from '@bet/shared/src/rules/schemas';
import { useForm } from 'react-hook-form';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';

const KIND_TITLE = { deposit: /*i18n*/ 'Deposit limits', loss: /*i18n*/ 'Loss limits', session: /*i18n*/ 'Session time limit' } as const;
const PERIOD_LABEL = {
  day: /*i18n*/ 'Daily',
  week: /*i18n*/ 'Weekly',
  month: /*i18n*/ 'Monthly',
  session: /*i18n*/ 'Per day, across logins (minutes)',
} as const;

/** What became of each change in the history, as the player reads it. */
const CHANGE_STATUS = {
  applied: /*i18n*/ 'Applied',
  pending: /*i18n*/ 'Waiting for your confirmation',
  confirmed: /*i18n*/ 'Confirmed',
  cancelled: /*i18n*/ 'Cancelled',
  imposed: /*i18n*/ 'Set by our team',
} as const;

export function ResponsibleGamingPage() {
  const { i18n } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <div className="page rg">
      <PageHeader title={/*i18n*/ 'Responsible Gaming'} back="/" />
      <section className="card stack" aria-labelledby="rg-intro">
        <h2 id="rg-intro" className="rg-title">
          {i18n._('Stay in control')}
        </h2>
        <p className="muted">
          {i18n._(
            'Betting should be fun. Set limits on what you deposit, what you can lose and how long you play; a reality check reminds you how long you have played and how you stand; a time-out or self-exclusion gives you a break. A lower limit applies at once; a higher limit, or removing one, applies only after 24 hours and your second confirmation.',
          )}
        </p>
        <p className="muted">{i18n._('Players must be 18 or older. If gambling stops being fun, take a break and talk to someone you trust.')}</p>
        {!loggedIn && (
          <Link className="btn btn-primary btn-block" to="/login">
            {i18n._('Log in to set your limits')}
          </Link>
        )}
      </section>
      {loggedIn && <Tools />}
    </div>
  );
}

function Tools() {
  const { i18n } = useLingui();
  const status = useResource('responsible', fetchResponsible, { maxAgeMs: 5_000 });
  if (status.error && !status.data) return <ErrorState onRetry={status.reload} />;
  if (!status.data) return <SkeletonRows count={4} height={120} />;
  const s = status.data;
  const reload = () => {
    invalidateResources('responsible', true);
    void status.reload();
  };
  return (
    <>
      {(['deposit', 'loss', 'session'] as const).map((kind) => (
        <section key={kind} className="card stack" aria-label={i18n._(KIND_TITLE[kind])}>
          <h2 className="rg-title">{i18n._(KIND_TITLE[kind])}</h2>
          {s.limits
            .filter((l) => l.kind === kind)
            .map((l) => (
              <LimitRow key={l.period} limit={l} onSaved={reload} />
            ))}
        </section>
      ))}
      <RealityCard minutes={s.reality_minutes} onSaved={reload} />
      <BreakCard />
      <Statement />
      {s.history.length > 0 && (
        <section className="card stack" aria-label={i18n._('History of changes')}>
          <h2 className="rg-title">{i18n._('History of changes')}</h2>
          <ul className="rg-history">
            {s.history.map((h, i) => (
              <li key={i}>
                <span>{i18n._(KIND_TITLE[h.kind as keyof typeof KIND_TITLE])}</span>{' '}
                <span className="muted">{i18n._(PERIOD_LABEL[h.period as keyof typeof PERIOD_LABEL])}</span>
                <div className="caption">
                  {formatUntil(h.at, playerCurrencyCode())} · {show(h.kind, h.from)} → {show(h.kind, h.to)} · {i18n._(CHANGE_STATUS[h.status] ?? h.status)}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

const show = (kind: string, value: number | null) =>
  value === null ? i18n._('No limit') : kind === 'session' ? `${value} ${i18n._('min')}` : formatMoney(value);

function LimitRow({ limit, onSaved }: { limit: RgLimit; onSaved: () => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  // the contract's field for this kind (its pattern, range and sentence): the api checks the value with the same
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ value: string }>({ resolver: formResolver(rgLimitForm(limit.kind)), defaultValues: { value: '' } });
  const range = limit.kind === 'session' ? RG_RANGES.minutes() : RG_RANGES.amount();
  const label = `${i18n._(KIND_TITLE[limit.kind])}: ${i18n._(PERIOD_LABEL[limit.period])}`;
  const run = async (call: () => Promise<{ message?: string }>) => {
    setBusy(true);
    setNote(null);
    try {
      const res = await call();
      setNote({ ok: true, text: i18n._(res.message ?? '') });
      reset();
      onSaved();
    } catch (err) {
      setNote({ ok: false, text: i18n._(errorMessage(err, MSG.tryAgain)) });
    } finally {
      setBusy(false);
    }
  };
  const submit = handleSubmit(({ value }) => run(() => setRgLimit(limit.kind, limit.period, value || null)));
  const ready = limit.pending ? Date.parse(limit.pending.from) <= Date.now() : false;
  return (
    <form className="rg-limit" onSubmit={(e) => void submit(e)} aria-label={label} noValidate>
      <div className="row rg-limit-head">
        <span>{i18n._(PERIOD_LABEL[limit.period])}</span>
        <strong>{show(limit.kind, limit.value)}</strong>
      </div>
      {limit.kind !== 'session' && limit.value !== null && (
        <div className="caption">{i18n._('Used this period: {used} of {limit}', { used: formatMoney(limit.used), limit: formatMoney(limit.value) })}</div>
      )}
      {limit.imposed != null && (
        <div className="caption">{i18n._('Set by our team: at most {limit}. You may lower it, not raise it.', { limit: show(limit.kind, limit.imposed) })}</div>
      )}
      {limit.pending && (
        <div className="rg-pending" role="status">
          <span>
            {i18n._('Pending: {value} until {until}', {
              value: show(limit.kind, limit.pending.value),
              until: formatUntil(limit.pending.from, playerCurrencyCode()),
            })}
          </span>
          <div className="row">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={busy || !ready}
              title={ready ? undefined : i18n._(RG_MSG.notYet)}
              onClick={() => void run(() => confirmRgLimit(limit.kind, limit.period))}
            >
              {i18n._('Confirm')}
            </button>
            <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void run(() => confirmRgLimit(limit.kind, limit.period, true))}>
              {i18n._('Cancel change')}
            </button>
          </div>
        </div>
      )}
      <div className="row rg-limit-form">
        <input
          aria-label={label}
          className="rg-input"
          inputMode={limit.kind === 'session' ? 'numeric' : 'decimal'}
          placeholder={limit.kind === 'session' ? i18n._('Minutes, empty for none') : i18n._('Amount, empty for none')}
          aria-invalid={errors.value ? true : undefined}
          {...register('value')}
        />
        <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
          {i18n._('Save')}
        </button>
      </div>
      {errors.value?.message && (
        <div className="form-error" role="alert">
          {i18n._(errors.value.message, readerValues(range))}
        </div>
      )}
      {note && (
        <div className={note.ok ? 'rg-note' : 'form-error'} role={note.ok ? 'status' : 'alert'}>
          {note.text}
        </div>
      )}
    </form>
  );
}

function RealityCard({ minutes, onSaved }: { minutes: number; onSaved: () => void }) {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const choose = async (m: number) => {
    setBusy(true);
    try {
      setNote(i18n._((await setRealityMinutes(m)).message ?? ''));
      onSaved();
    } catch (err) {
      setNote(i18n._(errorMessage(err, MSG.tryAgain)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card stack" aria-label={i18n._('Reality check')}>
      <h2 className="rg-title">{i18n._('Reality check')}</h2>
      <p className="muted">{i18n._('A reminder of how long you have played and your result since you logged in. Bets wait until you answer it.')}</p>
      <div className="row rg-choices" role="radiogroup" aria-label={i18n._('Every')}>
        {RG_RULES.realityMinutes.map((m) => (
          <button
            key={m}
            type="button"
            role="radio"
            aria-checked={m === minutes}
            className={`btn btn-sm${m === minutes ? ' btn-primary' : ''}`}
            disabled={busy}
            onClick={() => void choose(m)}
          >
            {i18n._('{n} min', { n: m })}
          </button>
        ))}
      </div>
      {note && (
        <div className="rg-note" role="status">
          {note}
        </div>
      )}
    </section>
  );
}

function BreakCard() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [length, setLength] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await takeBreak(length, password);
      // every session has ended on the server: clear this one, then the login page says why (this page needs no
      // login, so nothing redirects meanwhile; the login page is for guests only)
      await logoutEverywhere();
      navigate('/login', { replace: true, state: { message: RG_MSG.breakTaken } });
    } catch (err) {
      setError(i18n._(errorMessage(err, MSG.tryAgain)));
      setBusy(false);
    }
  };
  return (
    <form className="card stack" aria-label={i18n._('Take a break')} onSubmit={(e) => void submit(e)}>
      <h2 className="rg-title">{i18n._('Take a break')}</h2>
      <p className="muted">
        {i18n._(
          'A time-out or a self-exclusion logs you out everywhere. Until it ends you cannot log in to play, deposit or bet, and promotions stop. It cannot be ended early. To withdraw your balance meanwhile, contact support.',
        )}
      </p>
      <div className="field">
        <label htmlFor="rg-break">{i18n._('Length')}</label>
        <div className="input-wrap">
          <select id="rg-break" value={length} onChange={(e) => setLength(e.target.value)} required>
            <option value="">{i18n._('Choose…')}</option>
            {Object.entries(RG_BREAKS).map(([k, b]) => (
              <option key={k} value={k}>
                {i18n._(b.kind === 'timeout' ? /*i18n*/ 'Time-out: {label}' : /*i18n*/ 'Self-exclusion: {label}', { label: i18n._(b.label) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <PasswordField label={i18n._('Password')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
      {error && (
        <div className="form-error" role="alert">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-block danger" disabled={busy || !length || !password}>
        {i18n._('Start my break')}
      </button>
    </form>
  );
}

function Statement() {
  const { i18n } = useLingui();
  const rows = useResource('responsible:statement', fetchStatement, { maxAgeMs: 60_000 });
  return (
    <section className="card stack" aria-label={i18n._('Activity statement')}>
      <h2 className="rg-title">{i18n._('Activity statement')}</h2>
      {rows.error && !rows.data ? (
        <ErrorState onRetry={rows.reload} />
      ) : !rows.data ? (
        <SkeletonRows count={3} height={28} />
      ) : (
        <div className="rg-table-wrap" tabIndex={0} role="region" aria-label={i18n._('Activity statement')}>
          <table className="rg-table">
            <thead>
              <tr>
                <th scope="col">{i18n._('Month')}</th>
                <th scope="col">{i18n._('Deposits')}</th>
                <th scope="col">{i18n._('Withdrawals')}</th>
                <th scope="col">{i18n._('Stakes')}</th>
                <th scope="col">{i18n._('Winnings')}</th>
                <th scope="col">{i18n._('Net')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.data.map((r) => (
                <tr key={r.month}>
                  <th scope="row">{r.month}</th>
                  <td>{formatMoney(r.deposits)}</td>
                  <td>{formatMoney(r.withdrawals)}</td>
                  <td>{formatMoney(r.stakes)}</td>
                  <td>{formatMoney(r.winnings)}</td>
                  <td className={r.net < 0 ? 'neg' : undefined}>{formatMoney(r.net)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
