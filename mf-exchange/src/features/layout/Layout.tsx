// The exchange frame: its header (wallet, exposure, bets, refresh, settings), the bet-matched message box,
// and its own bottom nav (docs/spec.md section 2). A player whose upline blocked the Exchange gets the Market
// Block popup (the shell shows it) and goes home.
import { useEffect, useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Activity, House, LayoutGrid, ListChecks, RefreshCw, Settings, Trophy, UserRound, Wallet, X, Zap } from 'lucide-react';
import {
  BottomNav,
  fetchMarketBlock,
  formatInteger,
  formatMoney,
  isBlocked,
  isLoggedInAtom,
  marketBlockPopupAtom,
  Modal,
  useLingui,
  useNavigate,
  useResource,
} from '@bet/shared';
import { useExchangeWallet } from '../common/session';
import { BetSlip } from '../slip/BetSlip';
import { OpenBets } from '../bets/OpenBets';
import { betMessagesAtom, dismissBetMessage, STAKE_MAX, useExchangeSettings, validStakes } from '../common/settings';

const NAV = [
  { to: '/exchange', label: /*i18n*/ 'Home', icon: House },
  { to: '/exchange-inplay', label: /*i18n*/ 'In-Play', icon: Activity },
  { to: '/exchange-sports', label: /*i18n*/ 'Sports', icon: Trophy },
  { to: '/exchange-multi', label: /*i18n*/ 'Multi Markets', icon: LayoutGrid },
  { to: '/exchange-account', label: /*i18n*/ 'Account', icon: UserRound },
];

function ExchangeHeader() {
  const { i18n } = useLingui();
  const wallet = useExchangeWallet();
  const [sheet, setSheet] = useState<'wallets' | 'bets' | 'settings' | null>(null);
  const [settings, setSettings] = useExchangeSettings();
  const w = wallet.data;
  const busy = !w && !wallet.error;
  return (
    <div className="ex-header">
      <button type="button" className="ex-balance" onClick={() => setSheet('wallets')}>
        <span className="caption">{i18n._('Main')}</span>
        <b className="amount">{w ? formatMoney(w.main_balance) : busy ? '…' : '-'}</b>
        <span className="caption">
          {i18n._('Exposure')} <b className={`exposure${w && w.exposure > 0 ? ' owed' : ''}`}>{w ? formatMoney(w.exposure) : '-'}</b>
        </span>
      </button>
      <button type="button" className="ex-wallets" onClick={() => setSheet('wallets')}>
        {/* the sign and count for the eye; the sentence for a screen reader (a name that differs from what is
            shown fails axe's label-in-name in Bangla, whose digits it does not read as the same text) */}
        <Wallet size={16} aria-hidden />
        <span aria-hidden>+{formatInteger(w?.wallets.length ?? 0)}</span>
        {/* no plural rule (an ICU plural starts Intl's plural rules and number format: 18 ms of the first screen's task) */}
        <span className="sr-only">{i18n._('Extra wallets: {n}', { n: formatInteger(w?.wallets.length ?? 0) })}</span>
      </button>
      <button type="button" className="btn btn-ghost ex-bets" onClick={() => setSheet('bets')}>
        <ListChecks size={16} aria-hidden /> {i18n._('Bets')}
      </button>
      <button type="button" className="icon-btn" aria-label={i18n._('Refresh wallet')} disabled={busy} onClick={() => void wallet.reload()}>
        <RefreshCw size={18} className={busy ? 'spin' : undefined} />
      </button>
      <button type="button" className="icon-btn" aria-label={i18n._('Settings')} onClick={() => setSheet('settings')}>
        <Settings size={18} />
      </button>
      {settings.oneClick && (
        // while it is on, every screen of the exchange says so (a tap on a price is a bet)
        <button type="button" className="one-click-on" onClick={() => setSheet('settings')}>
          <Zap size={14} aria-hidden />
          {i18n._('One-click on: {amount}', { amount: formatMoney(settings.oneClickStake) })}
        </button>
      )}
      <Modal open={sheet === 'wallets'} title={i18n._('Wallets')} onClose={() => setSheet(null)}>
        <ul className="wallet-list">
          <li className="list-row">
            <span>{i18n._('Main wallet')}</span>
            <b className="amount">{w ? formatMoney(w.main_balance) : '-'}</b>
          </li>
          <li className="list-row">
            <span>{i18n._('Exposure')}</span>
            <b className="amount">{w ? formatMoney(w.exposure) : '-'}</b>
          </li>
          <li className="list-row">
            <span>{i18n._('Available to bet')}</span>
            <b className="amount">{w ? formatMoney(w.available_balance) : '-'}</b>
          </li>
          {w?.wallets.map((x) => (
            <li key={x.name} className="list-row">
              <span>{x.name}</span>
              <b className="amount">{formatMoney(x.balance)}</b>
              <button type="button" className="btn btn-ghost" disabled>
                {i18n._('Recall')}
              </button>
            </li>
          ))}
        </ul>
        {w && w.wallets.length === 0 && <p className="caption">{i18n._('No extra wallets: every bet is taken from the main wallet.')}</p>}
        <button type="button" className="btn btn-primary btn-block" disabled={!w || w.wallets.every((x) => x.balance === 0)}>
          {i18n._('Recall All')}
        </button>
      </Modal>
      <Modal open={sheet === 'bets'} title={i18n._('Bets')} onClose={() => setSheet(null)}>
        {sheet === 'bets' && <OpenBets />}
      </Modal>
      <Modal open={sheet === 'settings'} title={i18n._('Settings')} onClose={() => setSheet(null)}>
        <label className="list-row toggle">
          <span>{i18n._('Show the live picture')}</span>
          <input type="checkbox" checked={settings.picture} onChange={(e) => setSettings({ ...settings, picture: e.target.checked })} />
        </label>
        <label className="list-row toggle">
          <span>{i18n._('Flash changed prices')}</span>
          <input type="checkbox" checked={settings.flash} onChange={(e) => setSettings({ ...settings, flash: e.target.checked })} />
        </label>
        <label className="list-row toggle">
          <span>
            {i18n._('One-click betting')}
            <span className="caption one-click-hint">{i18n._('A tap on a price places the bet at once, with the stake below.')}</span>
          </span>
          <input type="checkbox" checked={settings.oneClick} onChange={(e) => setSettings({ ...settings, oneClick: e.target.checked })} />
        </label>
        <label className="list-row">
          <span>{i18n._('One-click stake')}</span>
          <input
            className="one-click-stake"
            inputMode="numeric"
            value={settings.oneClickStake}
            onChange={(e) => {
              const n = Number(e.target.value.replace(/\D/g, ''));
              if (n >= 1 && n <= STAKE_MAX) setSettings({ ...settings, oneClickStake: n });
            }}
          />
        </label>
        <fieldset className="price-changes">
          <legend>{i18n._('Accept price changes')}</legend>
          <label className="list-row toggle">
            <span>{i18n._('Only at my price or better')}</span>
            <input type="radio" name="any-price" checked={!settings.anyPrice} onChange={() => setSettings({ ...settings, anyPrice: false })} />
          </label>
          <label className="list-row toggle">
            <span>
              {i18n._('Any price')}
              <span className="caption one-click-hint">{i18n._('If the price moves before your bet arrives, it is matched at the price on offer then.')}</span>
            </span>
            <input type="radio" name="any-price" checked={settings.anyPrice} onChange={() => setSettings({ ...settings, anyPrice: true })} />
          </label>
        </fieldset>
        <StakeButtons stakes={settings.stakes} onSave={(stakes) => setSettings({ ...settings, stakes })} />
      </Modal>
    </div>
  );
}

/** The bet-matched message box: what became of each bet placed or cancelled, each dismissible. */
function BetMessages() {
  const { i18n } = useLingui();
  const messages = useAtomValue(betMessagesAtom);
  const dismiss = useSetAtom(dismissBetMessage);
  if (!messages.length) return null;
  return (
    <div className="bet-messages" role="status">
      {messages.map((m) => (
        <div key={m.id} className={`bet-message ${m.kind}`}>
          <span>{m.text}</span>
          <button type="button" className="icon-btn" aria-label={i18n._('Close')} onClick={() => dismiss(m.id)}>
            <X size={16} />
          </button>
        </div>
      ))}
    </div>
  );
}

function useExchangeBlock() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const block = useResource(loggedIn ? 'market-block' : null, fetchMarketBlock, { maxAgeMs: 30_000 });
  const show = useSetAtom(marketBlockPopupAtom);
  const navigate = useNavigate();
  const blocked = isBlocked(block.data, 'Exchange');
  useEffect(() => {
    if (blocked) {
      show('Exchange');
      navigate('/', { replace: true });
    }
  }, [blocked, show, navigate]);
  return blocked;
}

export function ExchangeLayout({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [settings] = useExchangeSettings();
  const blocked = useExchangeBlock();
  return (
    <div className={`exchange${settings.flash ? '' : ' no-flash'}`}>
      {loggedIn && <ExchangeHeader />}
      <BetMessages />
      {!blocked && children}
      {loggedIn && !blocked && <BetSlip />}
      <BottomNav label={/*i18n*/ 'Exchange'} items={NAV} className="ex-nav" />
    </div>
  );
}

/** The bet slip's stake buttons, each an amount it adds (1 to 100,000 taka); kept when all five are whole amounts. */
function StakeButtons({ stakes, onSave }: { stakes: number[]; onSave: (stakes: number[]) => void }) {
  const { i18n } = useLingui();
  const [draft, setDraft] = useState(() => stakes.map(String));
  const valid = validStakes(draft.map((v) => (/^\d{1,6}$/.test(v) ? Number(v) : NaN)));
  const [saved, setSaved] = useState(false);
  return (
    <fieldset className="stake-buttons">
      <legend className="section-label">{i18n._('Stake buttons')}</legend>
      <div className="stake-inputs">
        {draft.map((v, i) => (
          <input
            key={i}
            inputMode="numeric"
            aria-label={i18n._('Stake button {n}', { n: i + 1 })}
            value={v}
            onChange={(e) => {
              setSaved(false);
              setDraft(draft.map((x, j) => (j === i ? e.target.value.replace(/\D/g, '') : x)));
            }}
          />
        ))}
      </div>
      {!valid && (
        <p className="form-error" role="alert">
          {i18n._('Each stake button adds a whole amount from 1 to 100,000.')}
        </p>
      )}
      <button
        type="button"
        className="btn btn-block"
        disabled={!valid}
        onClick={() => {
          if (valid) onSave(valid);
          setSaved(true);
        }}
      >
        {i18n._('Save stake buttons')}
      </button>
      {saved && (
        <p className="caption" role="status">
          {i18n._('Saved.')}
        </p>
      )}
    </fieldset>
  );
}
