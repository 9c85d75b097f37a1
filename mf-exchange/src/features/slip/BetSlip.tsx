// The bet slip: tapping a Back or Lay price (match odds, bookmaker) or a No or Yes rate (fancy) opens it at that
// price. Stake with quick stakes, the profit or liability computed live (the contract's betAmounts, the numbers
// the api settles with), Place Bet; the bet-matched message box shows the api's answer.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { atom, useAtom, useSetAtom } from 'jotai';
import { X } from 'lucide-react';
import {
  betAmounts,
  errorMessage,
  formatInteger,
  formatMoney,
  invalidateResources,
  isNetworkError,
  newIdempotencyKey,
  placeExchangeBet,
  priceUnits,
  type BetSide,
  type MarketKind,
  useDismiss,
  useLingui,
} from '@bet/shared';

import { useExchangeAccess } from '../common/session';
import { pushBetMessage } from '../common/settings';

export interface Slip {
  kind: MarketKind;
  event_id: string;
  market_id: string;
  selection_id: string;
  side: BetSide;
  /** As shown: decimal odds (match odds) or the rate (bookmaker, fancy). */
  price: number;
  /** The fancy line. */
  run?: number;
  selection: string;
  market: string;
  min: number;
  max: number;
}
export const betSlipAtom = atom<Slip | null>(null);

const QUICK = [100, 500, 1000, 5000, 10000];
export const sideLabel = (kind: MarketKind, side: BetSide) => (kind === 'fancy' ? (side === 'back' ? 'Yes' : 'No') : side === 'back' ? 'Back' : 'Lay');
const toPoisha = (s: string) => (/^\d{1,9}(\.\d{1,2})?$/.test(s.trim()) ? Math.round(Number(s) * 100) : null);

/** Opens the slip (a stable function for memoised rows). */
export const useOpenSlip = () => useSetAtom(betSlipAtom);

export function BetSlip() {
  const { i18n } = useLingui();
  const [slip, setSlip] = useAtom(betSlipAtom);
  const access = useExchangeAccess();
  const push = useSetAtom(pushBetMessage);
  const [stake, setStake] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // one key per bet: a retry after a lost answer places nothing twice; any answer starts a new bet
  const idempotency = useRef(newIdempotencyKey());
  // Escape and the phone's back button close the slip, as they close a sheet
  useDismiss(slip !== null, () => setSlip(null));
  const key = slip ? `${slip.market_id}:${slip.selection_id}:${slip.side}` : '';
  useEffect(() => {
    setError(null);
    if (key) input.current?.focus();
  }, [key]);
  if (!slip) return null;

  const label = sideLabel(slip.kind, slip.side);
  const poisha = toPoisha(stake);
  const amounts = poisha ? betAmounts(slip.kind, slip.side, priceUnits(slip.kind, slip.price), poisha) : null;
  const tooSmall = poisha !== null && poisha < slip.min * 100;
  const tooBig = poisha !== null && poisha > slip.max * 100;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!poisha || !access || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await placeExchangeBet(
        access,
        {
          event_id: slip.event_id,
          market_id: slip.market_id,
          selection_id: slip.selection_id,
          side: slip.side,
          price: slip.price,
          ...(slip.run !== undefined ? { run: slip.run } : {}),
          stake: poisha / 100,
        },
        newIdempotencyKey(),
      );
      const matched = answer.data.bets.every((b) => b.matched);
      // the prices it was matched at (the exchange gives a better one than asked when it can), else the asked one
      const prices = [...new Set(answer.data.bets.filter((b) => b.matched).map((b) => b.odds))];
      push({
        kind: matched ? 'matched' : 'unmatched',
        text: `${i18n._(answer.message ?? /*i18n*/ 'Bet placed.')} ${i18n._(label)} ${slip.selection}${slip.run !== undefined ? ` ${slip.run}` : ''} @ ${(prices.length ? prices : [slip.price]).join(', ')} · ${formatMoney(poisha / 100)}`,
      });
      idempotency.current = newIdempotencyKey();
      setSlip(null);
      setStake('');
    } catch (err) {
      if (!isNetworkError(err)) idempotency.current = newIdempotencyKey();
      const text = errorMessage(err, i18n._('The bet could not be placed. Please try again.'));
      setError(text);
      push({ kind: 'error', text });
    } finally {
      setBusy(false);
      invalidateResources('exchange-', true);
    }
  };

  return (
    <form className={`bet-slip ${slip.side}`} onSubmit={submit} aria-label={i18n._('Bet slip')}>
      <div className="slip-head">
        <div>
          <b>
            {i18n._(label)} {slip.selection}
            {slip.run !== undefined ? ` ${slip.run}` : ''}
          </b>
          <span className="caption">{slip.market}</span>
        </div>
        <button type="button" className="icon-btn" aria-label={i18n._('Close the bet slip')} onClick={() => setSlip(null)}>
          <X size={18} />
        </button>
      </div>
      <div className="slip-fields">
        <label className="slip-field">
          <span className="caption">{i18n._(slip.kind === 'odds' ? /*i18n*/ 'Odds' : /*i18n*/ 'Rate')}</span>
          <output aria-label={i18n._('Odds')}>{slip.price}</output>
        </label>
        <label className="slip-field">
          <span className="caption">{i18n._('Stake')}</span>
          <input
            ref={input}
            name="stake"
            inputMode="decimal"
            autoComplete="off"
            placeholder={`${slip.min}-${slip.max}`}
            value={stake}
            onChange={(e) => setStake(e.target.value.replace(/[^\d.]/g, ''))}
          />
        </label>
      </div>
      <div className="slip-quick">
        {QUICK.map((q) => (
          <button key={q} type="button" className="chip" onClick={() => setStake(String(q))}>
            {formatInteger(q)}
          </button>
        ))}
      </div>
      <p className="slip-return" aria-live="polite">
        {slip.side === 'back' ? i18n._('Profit') : i18n._('Liability')}:{' '}
        <b>{amounts ? formatMoney((slip.side === 'back' ? amounts.profit : amounts.liability) / 100) : '0.00'}</b>
      </p>
      {(tooSmall || tooBig) && (
        <p className="form-error" role="alert">
          {tooSmall ? i18n._('The minimum stake is {n}.', { n: slip.min }) : i18n._('The maximum stake is {n}.', { n: slip.max })}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="slip-actions">
        <button type="button" className="btn btn-ghost" onClick={() => setSlip(null)}>
          {i18n._('Cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!poisha || tooSmall || tooBig || busy || !access}>
          {busy ? i18n._('Placing...') : i18n._('Place Bet')}
        </button>
      </div>
    </form>
  );
}
