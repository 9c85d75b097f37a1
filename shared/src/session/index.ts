// jotai atoms over the local storage keys of SPEC.md section 3 (same key names, plain string values).
import { atom, getDefaultStore } from 'jotai';

export const STORAGE_KEYS = {
  token: 'token',
  username: 'username',
  remoteId: 'remote_id',
  balance: 'balance',
  exchangeToken: 'exchangeToken',
  whatsapp: 'whatsapp',
  liveChat: 'liveChat',
  intercom: 'intercom',
  tawkId: 'tawkId',
  referralCode: 'referral_code',
  affiliateCode: 'affiliate_code',
  agentCode: 'agent_code',
  noticePopup: 'noticePopup',
  regPopup: 'regPopup',
  lang: 'lang',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function read(key: StorageKey): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** An atom whose value lives in localStorage under `key`; null removes the key. */
export function storageAtom(key: StorageKey) {
  const base = atom<string | null>(read(key));
  const derived = atom(
    (get) => get(base),
    (_get, set, value: string | null) => {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      set(base, value);
    },
  );
  allAtoms.push({ key, base });
  return derived;
}
const allAtoms: { key: StorageKey; base: ReturnType<typeof atom<string | null>> }[] = [];

export const tokenAtom = storageAtom(STORAGE_KEYS.token);
export const usernameAtom = storageAtom(STORAGE_KEYS.username);
export const remoteIdAtom = storageAtom(STORAGE_KEYS.remoteId);
export const balanceAtom = storageAtom(STORAGE_KEYS.balance);
export const exchangeTokenAtom = storageAtom(STORAGE_KEYS.exchangeToken);
export const referralCodeAtom = storageAtom(STORAGE_KEYS.referralCode);
export const affiliateCodeAtom = storageAtom(STORAGE_KEYS.affiliateCode);
export const agentCodeAtom = storageAtom(STORAGE_KEYS.agentCode);
export const noticePopupAtom = storageAtom(STORAGE_KEYS.noticePopup);
export const regPopupAtom = storageAtom(STORAGE_KEYS.regPopup);
export const langAtom = storageAtom(STORAGE_KEYS.lang);

export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));

export const sessionStore = getDefaultStore();

/** Reads every atom back from localStorage (after something outside jotai changed it). */
export function syncSessionFromStorage(): void {
  for (const { key, base } of allAtoms) sessionStore.set(base, read(key));
}

/** Clears all local storage and every session atom (logout, or a 401 from the balance call). */
export function clearSession(): void {
  try {
    localStorage.clear();
  } catch {
    /* storage unavailable: the atoms are still reset */
  }
  syncSessionFromStorage();
}

/** Stores a successful login (SPEC.md section 4). */
export function saveLogin(login: { token: string; username: string; remote_id: string; exchange?: { token: string }[] }): void {
  const s = sessionStore;
  s.set(tokenAtom, login.token);
  s.set(usernameAtom, login.username);
  s.set(remoteIdAtom, String(login.remote_id));
  s.set(exchangeTokenAtom, login.exchange?.[0]?.token ?? null);
}
export * from './market';
