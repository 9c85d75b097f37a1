import type { User } from '../model';
import { call } from './client';
import { currencyAtom, sessionStore } from '../session';
import type { users } from '../contract';

/** The token decides who the user is; remote_id is sent as the spec shows, and ignored by the server. */
export async function fetchUser(remoteId?: string | null): Promise<User> {
  const data = await call<typeof users.showUser>('GET /api/user/show', { query: { remote_id: remoteId ?? undefined } });
  // the clock and money sign follow the player's currency (a session from before the login answer carried it)
  sessionStore.set(currencyAtom, data.data.currency);
  return data.data;
}

export async function fetchBalance(): Promise<number> {
  const data = await call<typeof users.balance>('POST /api/balance');
  return Number(data.balance);
}
