// The exchange's own token: the login answer's exchange token (stored as exchangeToken) is traded for a
// short-lived access token (POST /api/player-login), kept in memory only and renewed before it ends.
import { atom, useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { exchangeTokenAtom, fetchExchangeWallet, isLoggedInAtom, playerLogin, useResource } from '@bet/shared';

interface Access {
  token: string;
  /** ms since 1970 at which to renew it (a minute before it ends). */
  renewAt: number;
}
const accessAtom = atom<Access | null>(null);
let pending: Promise<Access> | null = null;

/** The exchange access token (null until it arrives, or for a guest). */
export function useExchangeAccess(): string | null {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const exchangeToken = useAtomValue(exchangeTokenAtom);
  const [access, setAccess] = useAtom(accessAtom);
  useEffect(() => {
    if (!loggedIn || !exchangeToken) {
      setAccess(null);
      return;
    }
    const get = () => {
      pending ??= playerLogin(exchangeToken)
        .then((a) => ({ token: a.access_token, renewAt: Date.now() + Math.max(60, a.expires_in - 60) * 1000 }))
        .finally(() => {
          pending = null;
        });
      pending.then(setAccess, () => setAccess(null));
    };
    if (!access || access.renewAt <= Date.now()) get();
    const id = window.setInterval(() => {
      if (!access || access.renewAt <= Date.now()) get();
    }, 30_000);
    return () => clearInterval(id);
  }, [loggedIn, exchangeToken, access, setAccess]);
  return loggedIn ? (access?.token ?? null) : null;
}

/** The exchange wallet, with the exchange's own token. */
export function useExchangeWallet() {
  const access = useExchangeAccess();
  return useResource(access ? `exchange-wallet:${access.slice(0, 8)}` : null, () => fetchExchangeWallet(access as string), { pollMs: 10_000, maxAgeMs: 5_000 });
}
