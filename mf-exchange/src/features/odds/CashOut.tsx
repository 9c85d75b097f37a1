// Cash out on a runner market (match odds, bookmaker): the button shows what the player locks in on every outcome
// at the prices on offer now (the contract's cashOutQuote, the api's own arithmetic); a tap opens the sheet to
// choose a share and confirm. The api places the hedge only at that amount or better; when prices moved it
// refuses and the sheet shows the new amount. Fancy lines and a suspended market say why there is none.
import { useId, useRef, useState } from 'react';
import { useSetAtom } from 'jotai';
import {
  CASH_OUT_SHARES,
  cashOutExchange,
  cashOutQuote,
  errorMessage,
  invalidateResources,
  isNetworkError,
  Modal,
  newIdempotencyKey,
  useLingui,
  type CashOutLadder,
} from '@bet/shared';
import { useExchangeAccess } from '../common/session';
import { pushBetMessage } from '../common/settings';
import { signedMoney } from '../common/format';
import type { RunnerBooks } from './books';

/** What a cash out locks in (poisha), signed. */
const signed = (poisha: number) => signedMoney(poisha / 100);

export interface CashOutProps {
  kind: 'odds' | 'bookmaker';
  eventId: string;
  marketId: string;
  /** The runners, in the market's order. */
  runners: { id: string; name: string }[];
  /** What each runner offers now (odds x 100, poisha), in the same order. */
  ladders: CashOutLadder[];
  books: RunnerBooks;
  /** Why the market takes no bets now (null: it does). */
  shut: string | null;
}

/** The position (poisha per runner, in order) of the player's matched bets. */
const plOf = (books: RunnerBooks, runners: { id: string }[]) => runners.map((r) => Math.round((books?.[r.id] ?? 0) * 100));

export function CashOut({ kind, eventId, marketId, runners, ladders, books, shut }: CashOutProps) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const whyId = useId();
  if (!books || shut === 'CLOSED') return null;
  const quote = cashOutQuote(kind, plOf(books, runners), ladders, 100);
  const why = shut
    ? i18n._('Cash out is not available while the market is suspended.')
    : quote
      ? null
      : i18n._('There is nothing to cash out on this market at the prices on offer.');
  return (
    <div className="cash-out">
      <button type="button" className="btn cash-out-btn" disabled={why !== null} aria-describedby={why ? whyId : undefined} onClick={() => setOpen(true)}>
        {quote && !shut ? i18n._('Cash Out {amount}', { amount: signed(quote.value) }) : i18n._('Cash Out')}
      </button>
      {why && (
        <span className="caption" id={whyId}>
          {why}
        </span>
      )}
      {open && (
        <CashOutSheet
          onClose={() => setOpen(false)}
          kind={kind}
          eventId={eventId}
          marketId={marketId}
          runners={runners}
          ladders={ladders}
          books={books}
          shut={shut}
        />
      )}
    </div>
  );
}

function CashOutSheet({ onClose, kind, eventId, marketId, runners, ladders, books, shut }: CashOutProps & { onClose: () => void }) {
  const { i18n } = useLingui();
  const access = useExchangeAccess();
  const push = useSetAtom(pushBetMessage);
  const [share, setShare] = useState<number>(100);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // one key per cash out: a retry after a lost answer cashes out nothing twice; any answer starts a new one
  const key = useRef(newIdempotencyKey());
  const quote = cashOutQuote(kind, plOf(books, runners), ladders, share);

  const confirm = async () => {
    if (!access || !quote || shut) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await cashOutExchange(access, { event_id: eventId, market_id: marketId, share, value: quote.value / 100 }, key.current);
      key.current = newIdempotencyKey();
      push({ kind: 'matched', text: `${i18n._(answer.message ?? /*i18n*/ 'Cashed out.')} ${signed(Math.round(answer.data.value * 100))}` });
      invalidateResources('exchange-', true);
      onClose();
    } catch (err) {
      if (!isNetworkError(err)) key.current = newIdempotencyKey();
      setError(errorMessage(err, i18n._('The cash out could not be made. Please try again.')));
      invalidateResources('exchange-', true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open title={i18n._('Cash Out')} onClose={onClose}>
      <div className="cash-out-sheet">
        <fieldset className="cash-out-shares">
          <legend>{i18n._('How much to cash out')}</legend>
          {CASH_OUT_SHARES.map((s) => (
            <button key={s} type="button" className="chip" aria-pressed={share === s} onClick={() => setShare(s)}>
              {`${s}%`}
            </button>
          ))}
        </fieldset>
        {quote ? (
          <>
            <ul className="cash-out-after" aria-label={i18n._('After the cash out')}>
              {runners.map((r, i) => (
                <li key={r.id}>
                  <span>{i18n._('If {name} wins', { name: r.name })}</span>
                  <b className={quote.after[i] >= 0 ? 'win' : 'loss'}>{signed(quote.after[i])}</b>
                </li>
              ))}
            </ul>
            <p className="caption">{i18n._('Cash out places the opposite bet at the prices on offer now and cancels your unmatched bets on this market.')}</p>
          </>
        ) : (
          <p className="caption">{i18n._('There is nothing to cash out on this market at the prices on offer.')}</p>
        )}
        {shut && <p className="caption">{i18n._('Cash out is not available while the market is suspended.')}</p>}
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="slip-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {i18n._('Cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={!quote || !!shut || busy || !access} onClick={() => void confirm()}>
            {busy
              ? i18n._('Cashing out...')
              : !quote
                ? i18n._('Cash Out')
                : share === 100
                  ? i18n._('Cash Out {amount}', { amount: signed(quote.value) })
                  : i18n._('Cash Out {share}%', { share })}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** The match odds' ladders as cash out counts them: decimal odds x 100, taka sizes in poisha. */
export function oddsLadders(
  runners: { ex: { availableToBack: { price: number; size: number }[]; availableToLay: { price: number; size: number }[] } }[],
): CashOutLadder[] {
  const units = (l: { price: number; size: number }[]) => l.map((x) => ({ price: Math.round(x.price * 100), size: Math.round(x.size * 100) }));
  return runners.map((r) => ({ back: units(r.ex.availableToBack), lay: units(r.ex.availableToLay) }));
}

/** The bookmaker's prices as cash out counts them: 100 + the rate, without a size limit; a runner not offered, none. */
export function bookmakerLadders(runners: { backPrice: number; layPrice: number; suspended: 0 | 1; ball_running: 0 | 1 }[]): CashOutLadder[] {
  return runners.map((r) =>
    r.suspended || r.ball_running
      ? { back: [], lay: [] }
      : { back: [{ price: 100 + r.backPrice, size: Infinity }], lay: [{ price: 100 + r.layPrice, size: Infinity }] },
  );
}
