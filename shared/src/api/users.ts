import type { User } from '../model';
import { http } from './client';
import { currencyAtom, sessionStore } from '../session';
import { url } from '../contract/url';
import type { AnswerOf, users } from '../contract';

/** The token decides who the user is; remote_id is sent as the spec shows, and ignored by the server. */
export async function fetchUser(remoteId?: string | null): Promise<User> {
  const { data } = await http.get<AnswerOf<typeof users.showUser>>(url<typeof users.showUser>('/api/user/show'), {
    params: { remote_id: remoteId ?? undefined },
  });
  // the clock and money sign follow the player's currency (a session from before the login answer carried it)
  sessionStore.set(currencyAtom, data.data.currency);
  return data.data;
}

export async function fetchBalance(): Promise<number> {
  const { data } = await http.post<AnswerOf<typeof users.balance>>(url<typeof users.balance>('/api/balance'));
  return Number(data.balance);
}
