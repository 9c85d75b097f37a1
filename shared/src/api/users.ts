import type { User } from '../model';
import { call } from './client';
import type { AnswerOf } from '../contract/schema';
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

/** The player's identity check: none, pending, approved or rejected (with the desk's reason). */
export async function fetchKyc(): Promise<AnswerOf<typeof users.kycStatus>['data']> {
  return (await call<typeof users.kycStatus>('GET /api/user/kyc')).data;
}

/** Uploads an identity document's photos (the front, and the back when it has one) for the desk to check. */
export async function submitKyc(documentType: users.KycDocument, files: File[]): Promise<AnswerOf<typeof users.kycSubmit>> {
  const form = new FormData();
  form.append('document_type', documentType);
  for (const f of files) form.append('files', f);
  return call<typeof users.kycSubmit>('POST /api/user/kyc', { body: form });
}
