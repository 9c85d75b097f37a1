// The bet slip: tapping a Back or Lay price (match odds, bookmaker) or a No or Yes rate (fancy) opens it at that
// price. Match odds move a tick at a time on the exchange's ladder (- and +); the stake buttons (the player's own,
// in settings) add to the stake; the profit or liability is computed live (the contract's betAmounts, the numbers
// the api settles with), and every runner's row shows what it would make with this bet (useSlipProjection);
// Place Bet; the bet-matched message box shows the api's answer.
import { startTransition, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { atom, useAtom, useAtomValue, useSetAtom } from 'jotai';
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
  readerValues,
  type BetSide,
  type MarketKind,
  useDismiss,
  useLingui,
} from '@bet/shared';

import { parsePoisha, stakeRefusal } from '@bet/shared/contract';
import { useExchangeAccess } from '../common/session';
import { PriceTicks } from '../common/PriceTicks';
import { pushBetMessage, useExchangeSettings, type BetMessage } from '../common/settings';
import { withPendingBet, type RunnerBooks } from '../odds/books';

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
/** The stake typed in the slip (taka, as typed): the odds tables read it to show each runner with this bet. */
export const slipStakeAtom = atom('');

export const sideLabel = (kind: MarketKind, side: BetSide) => (kind === 'fancy' ? (side === 'back' ? 'Yes' : 'No') : side === 'back' ? 'Back' : 'Lay');

type I18n = ReturnType<typeof useLingui>['i18n'];

/** Places the slip's bet of `poisha` and answers the message the bet-matched box shows (throws the api's refusal). */
export async function placeSlipBet(access: string, slip: Slip, poisha: number, key: string, i18n: I18n, anyPrice: boolean): Promise<BetMessageIn> {
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
      ...(anyPrice ? { accept_any_price: true } : {}),
    },
    key,
  );
  const matched = answer.data.bets.every((b) => b.matched);
  // the prices it was matched at (the exchange gives a better one than asked when it can), else the asked one
  const prices = [...new Set(answer.data.bets.filter((b) => b.matched).map((b) => b.odds))];
  return {
    kind: matched ? 'matched' : 'unmatched',
    text: `${i18n._(answer.message ?? /*i18n*/ 'Bet placed.')} ${i18n._(sideLabel(slip.kind, slip.side))} ${slip.selection}${slip.run !== undefined ? ` ${slip.run}` : ''} @ ${(prices.length ? prices : [slip.price]).join(', ')} · ${formatMoney(poisha / 100)}`,
  };
}
type BetMessageIn = Omit<BetMessage, 'id'>;

/** A one-click bet under way: further taps wait for its answer (a double tap is not two bets). */
let oneClickBusy = false;

/**
 * What a tap on a price does: opens the slip at it, or, with one-click betting on, places the player's one-click
 * stake at that price at once and shows the answer in the bet-matched box. A stake outside the market's limits
 * opens the slip with it instead.
 */
export function useOpenSlip(): (slip: Slip) => void {
  const { i18n } = useLingui();
  const setSlip = useSetAtom(betSlipAtom);
  const setStake = useSetAtom(slipStakeAtom);
  const push = useSetAtom(pushBetMessage);
  const access = useExchangeAccess();
  const [{ oneClick, oneClickStake, anyPrice }] = useExchangeSettings();
  return useCallback(
    (slip: Slip) => {
      // the slip and the tables' what-if books render in a transition: the tap's own frame (the pressed price) is
      // painted first and React renders the rest in slices (a mid-range phone's tap took 208 ms to its next frame)
      const open = () => startTransition(() => setSlip(slip));
      if (!oneClick || !access) return open();
      if (oneClickStake < slip.min || oneClickStake > slip.max) {
        setStake(String(oneClickStake));
        return open();
      }
      if (oneClickBusy) return;
      oneClickBusy = true;
      placeSlipBet(access, slip, oneClickStake * 100, newIdempotencyKey(), i18n, anyPrice)
        .then(push, (err: unknown) => push({ kind: 'error', text: errorMessage(err, i18n._('The bet could not be placed. Please try again.')) }))
        .finally(() => {
          oneClickBusy = false;
          invalidateResources('exchange-', true);
        });
    },
    [oneClick, oneClickStake, anyPrice, access, setSlip, setStake, push, i18n],
  );
}

/** What the slip's bet, matched whole, would make on this market's runners (undefined: no bet on it typed yet). */
export function useSlipProjection(marketId: string, selections: string[], books: RunnerBooks): Record<string, number> | undefined {
  const slip = useAtomValue(betSlipAtom);
  const stake = useAtomValue(slipStakeAtom);
  const poisha = parsePoisha(stake);
  if (!slip || slip.kind === 'fancy' || slip.market_id !== marketId || !poisha) return undefined;
  const amounts = betAmounts(slip.kind, slip.side, priceUnits(slip.kind, slip.price), poisha);
  return withPendingBet(books, selections, { selection_id: slip.selection_id, side: slip.side, ...amounts });
}

export function BetSlip() {
  const { i18n } = useLingui();
  const [slip, setSlip] = useAtom(betSlipAtom);
  const access = useExchangeAccess();
  const push = useSetAtom(pushBetMessage);
  const [stake, setStake] = useAtom(slipStakeAtom);
  const [{ stakes, anyPrice }] = useExchangeSettings();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const whyId = useId();
  // one key per bet: a retry after a lost answer places nothing twice; any answer starts a new bet
  const idempotency = useRef(newIdempotencyKey());
  // Escape and the phone's back button close the slip, as they close a sheet
  useDismiss(slip !== null, () => setSlip(null));
  const key = slip ? `${slip.market_id}:${slip.selection_id}:${slip.side}` : '';
  useEffect(() => {
    setError(null);
    if (key) input.current?.focus();
  }, [key]);
  // another bet (runner, side, price or stake changed) is another key; a retry of the same bet keeps its key
  useEffect(() => {
    idempotency.current = newIdempotencyKey();
  }, [key, slip?.price, stake]);
  if (!slip) return null;

  const label = sideLabel(slip.kind, slip.side);
  const poisha = parsePoisha(stake);
  const amounts = poisha ? betAmounts(slip.kind, slip.side, priceUnits(slip.kind, slip.price), poisha) : null;
  // the api's own stake rule, said before the bet is sent (nothing typed yet is not a refusal: Place Bet waits)
  const refusal = stake ? stakeRefusal(poisha, slip.min, slip.max) : null;
  // why Place Bet cannot be pressed yet, said under it (a stake out of limits says so in its own alert)
  const why = !access ? i18n._('Connecting to the exchange...') : !poisha ? i18n._('Type a stake to place the bet.') : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!poisha || !access || busy) return;
    setBusy(true);
    setError(null);
    try {
      push(await placeSlipBet(access, slip, poisha, idempotency.current, i18n, anyPrice));
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
        <div className="slip-field">
          <span className="caption">{i18n._(slip.kind === 'odds' ? /*i18n*/ 'Odds' : /*i18n*/ 'Rate')}</span>
          {slip.kind === 'odds' ? (
            // a tick at a time on the exchange's ladder (the api takes only ladder prices)
            <PriceTicks price={slip.price} onChange={(price) => setSlip({ ...slip, price })} />
          ) : (
            <output aria-label={i18n._('Odds')}>{slip.price}</output>
          )}
        </div>
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
        {stakes.map((q, i) => (
          <button
            key={i}
            type="button"
            className="chip"
            aria-label={i18n._('Add {amount} to the stake', { amount: formatInteger(q) })}
            onClick={() => setStake(String(((parsePoisha(stake) ?? 0) + q * 100) / 100))}
          >
            +{formatInteger(q)}
          </button>
        ))}
        <button type="button" className="chip" onClick={() => setStake('')} disabled={!stake}>
          {i18n._('Clear')}
        </button>
      </div>
      <p className="slip-return" aria-live="polite">
        {slip.side === 'back' ? i18n._('Profit') : i18n._('Liability')}:{' '}
        <b>{amounts ? formatMoney((slip.side === 'back' ? amounts.profit : amounts.liability) / 100) : '0.00'}</b>
      </p>
      {anyPrice && <p className="caption">{i18n._('Price changes accepted: the bet is matched at the price on offer when it arrives.')}</p>}
      {refusal && (
        <p className="form-error" role="alert">
          {i18n._(refusal.template, readerValues(refusal.values))}
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
        <button type="submit" className="btn btn-primary" disabled={!poisha || refusal !== null || busy || !access} aria-describedby={why ? whyId : undefined}>
          {busy ? i18n._('Placing...') : i18n._('Place Bet')}
        </button>
      </div>
      {why && (
        <p className="caption slip-why" id={whyId}>
          {why}
        </p>
      )}
    </form>
  );
}
