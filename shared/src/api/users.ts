import type { User } from '../model';
import { call } from './client';
import { currencyAtom, langAtom, sessionStore, tokenAtom } from '../session';
import type { Lang } from '../i18n';
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

/**
 * The reader's language, at once; for a logged-in player it is kept in the profile too (every device, every login).
 * The switch does not wait for the server: a failed save leaves the screen in the chosen language and tries again
 * at the next choice.
 */
export async function chooseLanguage(lang: Lang): Promise<void> {
  sessionStore.set(langAtom, lang);
  if (!sessionStore.get(tokenAtom)) return;
  try {
    await call<typeof users.setLanguage>('POST /api/user/language', { body: { lang } });
  } catch (e) {
    console.error(e);
  }
}
