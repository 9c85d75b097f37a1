// Hooks used by more than one app.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { fetchBalance } from '../api/users';
import { LIMITS } from '../rules';
import { balanceAtom, sessionStore, tokenAtom } from '../session';

/**
 * true for the mobile site: a window 768 px wide or less (docs/spec.md), or a touch screen (its primary pointer is
 * coarse) up to 1366 px wide, so a phone held in landscape (844 px) or a tablet gets the mobile site; the desktop
 * pages are for desktop browsers (a mouse or a trackpad).
 */
export const MOBILE_QUERY = `(max-width: ${LIMITS.mobileBreakpoint}px), (pointer: coarse) and (max-width: ${LIMITS.touchMobileMaxWidth}px)`;
export function useIsMobile(): boolean {
  const query = MOBILE_QUERY;
  const get = () => (typeof window === 'undefined' || !window.matchMedia ? true : window.matchMedia(query).matches);
  const [mobile, setMobile] = useState(get);
  useEffect(() => {
    if (!window.matchMedia) return;
    const mq = window.matchMedia(query);
    const on = () => setMobile(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, [query]);
  return mobile;
}

/**
 * The main wallet balance (the stored `balance` key); refresh() on demand. One caller (the shell's frame)
 * passes `poll` to refresh it every 10 s while logged in; everyone else just reads it.
 */
export function useBalance({ poll = false }: { poll?: boolean } = {}): { balance: number | null; refresh: () => Promise<void>; refreshing: boolean } {
  const token = useAtomValue(tokenAtom);
  const stored = useAtomValue(balanceAtom);
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
