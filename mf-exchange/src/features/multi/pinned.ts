// Multi Markets: the markets a player pinned, kept in this browser (localStorage exchangeMulti).
import { storedValue } from '../common/stored';

export interface PinnedMarket {
  marketId: string;
  eventId: string;
  name: string;
  sport: string;
}
const store = storedValue<PinnedMarket[]>(
  'exchangeMulti',
  (v) => (Array.isArray(v) ? v.filter((p): p is PinnedMarket => typeof p?.marketId === 'string' && typeof p?.eventId === 'string') : []),
  [],
);

export function usePinned() {
  const pinned = store.useValue();
  const toggle = (m: PinnedMarket) => {
    const list = store.read();
    store.write(list.some((p) => p.marketId === m.marketId) ? list.filter((p) => p.marketId !== m.marketId) : [...list, m].slice(-10));
  };
  return { pinned, toggle };
}
