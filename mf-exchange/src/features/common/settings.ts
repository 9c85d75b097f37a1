// The exchange's own settings (kept in this browser) and the bet-matched message box's messages.
import { atom } from 'jotai';
import { storedValue } from './stored';

export interface ExchangeSettings {
  picture: boolean;
  flash: boolean;
  /** The bet slip's stake buttons (taka), each adds its amount to the stake. */
  stakes: number[];
  /** One-click betting: a tap on a price places a bet of `oneClickStake` taka at once (off by default). */
  oneClick: boolean;
  oneClickStake: number;
  /** Accept price changes: false (the default) matches only at the asked price or better, true at any price on offer. */
  anyPrice: boolean;
}
/** The stake buttons a player starts with. */
export const DEFAULT_STAKES = [100, 500, 1000, 5000, 10000];
/** How many stake buttons the slip has, and the most one may add (the largest stake the exchange takes). */
export const STAKE_BUTTONS = 5;
export const STAKE_MAX = 100_000;
/** Five whole amounts from 1 to 100,000, as given; null for anything else. */
export function validStakes(v: unknown): number[] | null {
  const ok = Array.isArray(v) && v.length === STAKE_BUTTONS && v.every((n) => Number.isInteger(n) && n >= 1 && n <= STAKE_MAX);
  return ok ? (v as number[]) : null;
}
/** Stored stakes if usable, else the defaults. */
export const cleanStakes = (v: unknown): number[] => validStakes(v) ?? DEFAULT_STAKES;
const store = storedValue<ExchangeSettings>(
  'exchangeSettings',
  (v) => {
    const s = (v ?? {}) as Partial<ExchangeSettings>;
    const stake = Number(s.oneClickStake);
    return {
      picture: s.picture !== false,
      flash: s.flash !== false,
      stakes: cleanStakes(s.stakes),
      oneClick: s.oneClick === true,
      oneClickStake: Number.isInteger(stake) && stake >= 1 && stake <= STAKE_MAX ? stake : DEFAULT_STAKES[0],
      anyPrice: s.anyPrice === true,
    };
  },
  { picture: true, flash: true, stakes: DEFAULT_STAKES, oneClick: false, oneClickStake: DEFAULT_STAKES[0], anyPrice: false },
);

export function useExchangeSettings(): [ExchangeSettings, (s: ExchangeSettings) => void] {
  return [store.useValue(), store.write];
}

export interface BetMessage {
  id: number;
  kind: 'matched' | 'unmatched' | 'error';
  text: string;
}
export const betMessagesAtom = atom<BetMessage[]>([]);
export const dismissBetMessage = atom(null, (get, set, id: number) =>
  set(
    betMessagesAtom,
    get(betMessagesAtom).filter((m) => m.id !== id),
  ),
);

let nextMessage = 1;
/** Adds a message to the box (the newest first, at most three). */
export const pushBetMessage = atom(null, (get, set, m: Omit<BetMessage, 'id'>) =>
  set(betMessagesAtom, [{ ...m, id: nextMessage++ }, ...get(betMessagesAtom)].slice(0, 3)),
);
