// Hooks used by more than one app.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { fetchBalance } from '../api/users';
import { LIMITS } from '../rules';
import { balanceAtom, sessionStore, tokenAtom } from '../session';

/**
 * true for the mobile site: a window 768 px wide or less (docs/spec.md), or a touch screen (its primary pointer is
 * coarse) up to 1366 px wide, so a phone held in landscape (844 px) or a tablet gets the mobile site; the desktop
 * pages are for desktop browsers (a mouse or a trackpad).
 */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpoint}px), (pointer: coarse) and (max-width: ${LIMITS.touchMobileMaxWidth}px)`;
let firstLayoutMobile = true;
/**
 * The layout the page's first screen was drawn in by the server (its guess from the browser's Client Hints): a
 * server render draws it and hydration starts from it, then the window's own answer (MOBILE_QUERY) takes over.
 */
export function setFirstLayout(mobile: boolean): void {
  firstLayoutMobile = mobile;
}
const mobileNow = () => (typeof window === 'undefined' || !window.matchMedia ? firstLayoutMobile : window.matchMedia(MOBILE_QUERY).matches);
function onLayoutChange(change: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const mq = window.matchMedia(MOBILE_QUERY);
  mq.addEventListener('change', change);
  return () => mq.removeEventListener('change', change);
}
export function useIsMobile(): boolean {
  return useSyncExternalStore(onLayoutChange, mobileNow, () => firstLayoutMobile);
}

/**
 * An atom this device keeps in its storage (the last balance, balance hidden), read as the server drew it (null:
 * the server has no player's storage) while React hydrates a page the server drew, then as stored. A page the
 * client draws itself reads it as stored at once.
 */
export function useStoredAtom(stored: typeof balanceAtom): string | null {
  return useSyncExternalStore(
    (change) => sessionStore.sub(stored, change),
    () => sessionStore.get(stored),
    () => null,
  );
}

/**
 * The main wallet balance (the stored `balance` key); refresh() on demand. One caller (the shell's frame)
 * passes `poll` to refresh it every 10 s while logged in; everyone else just reads it.
 */
export function useBalance({ poll = false }: { poll?: boolean } = {}): { balance: number | null; refresh: () => Promise<void>; refreshing: boolean } {
  const token = useAtomValue(tokenAtom);
  const stored = useStoredAtom(balanceAtom);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    if (!sessionStore.get(tokenAtom)) return;
    setRefreshing(true);
    const started = Date.now();
    try {
      const b = await fetchBalance();
      sessionStore.set(balanceAtom, b.toFixed(2));
    } catch {
      /* a 401 logs out in the client; other failures keep the last balance */
    } finally {
      const wait = LIMITS.balanceRefreshMs - (Date.now() - started);
      setTimeout(() => setRefreshing(false), Math.max(0, wait));
    }
  }, []);
  useEffect(() => {
    if (!token || !poll) return;
    void refresh();
    const id = setInterval(() => void refresh(), LIMITS.balancePollMs);
    return () => clearInterval(id);
  }, [token, poll, refresh]);
  return { balance: stored === null ? null : Number(stored), refresh, refreshing };
}

export * from './resource';
export * from './dismiss';
export * from './inbox';
export * from './support';
export * from './providers';
export * from './floating';
