// The exchange's own settings (kept in this browser) and the bet-matched message box's messages.
import { atom } from 'jotai';
import { storedValue } from './stored';

export interface ExchangeSettings {
  picture: boolean;
  flash: boolean;
}
const store = storedValue<ExchangeSettings>(
  'exchangeSettings',
  (v) => {
    const s = (v ?? {}) as Partial<ExchangeSettings>;
    return { picture: s.picture !== false, flash: s.flash !== false };
  },
  { picture: true, flash: true },
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
