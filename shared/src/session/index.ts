// jotai atoms over the local storage keys of docs/spec.md section 3 (same key names, plain string values).
import { atom, getDefaultStore } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { setNumberLanguage } from '../format';
import { setPlayerCurrency, setTimeLanguage } from '../time';

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
  currency: 'currency',
  hideBalance: 'hide_balance',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

function read(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * localStorage as jotai's atomWithStorage reads it, plain strings, never throwing: in a private window or with a
 * full quota a write is lost (the atom keeps the value for this visit) instead of breaking the screen.
 */
const safeStorage = {
  getItem: (key: string, initial: string | null): string | null => read(key) ?? initial,
  setItem: (key: string, value: string | null): void => {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      /* storage unavailable or full */
    }
  },
  removeItem: (key: string): void => {
    try {
      localStorage.removeItem(key);
    } catch {
      /* storage unavailable */
    }
  },
};

/** An atom whose value lives in localStorage under `key`; null removes the key. */
export function storageAtom(key: StorageKey) {
  const a = storageAtomOf(key);
  allAtoms.push({ key, atom: a });
  return a;
}
const allAtoms: { key: StorageKey; atom: ReturnType<typeof storageAtomOf> }[] = [];
function storageAtomOf(key: StorageKey) {
  return atomWithStorage<string | null>(key, null, safeStorage, { getOnInit: true });
}

export const tokenAtom = storageAtom(STORAGE_KEYS.token);
export const usernameAtom = storageAtom(STORAGE_KEYS.username);
export const remoteIdAtom = storageAtom(STORAGE_KEYS.remoteId);
export const balanceAtom = storageAtom(STORAGE_KEYS.balance);
export const exchangeTokenAtom = storageAtom(STORAGE_KEYS.exchangeToken);
export const referralCodeAtom = storageAtom(STORAGE_KEYS.referralCode);
export const affiliateCodeAtom = storageAtom(STORAGE_KEYS.affiliateCode);
export const agentCodeAtom = storageAtom(STORAGE_KEYS.agentCode);
/** A once-only popup's value while it waits to be shown (the welcome after signup, the notice after login). */
export const POPUP_WAITING = '1';
export const noticePopupAtom = storageAtom(STORAGE_KEYS.noticePopup);
export const regPopupAtom = storageAtom(STORAGE_KEYS.regPopup);
export const langAtom = storageAtom(STORAGE_KEYS.lang);
/** The player's currency (BDT, INR, PKR): the money sign and the clock the screens show. */
export const currencyAtom = storageAtom(STORAGE_KEYS.currency);
/** '1' while the player hides their balance (the member menu's and the header's eye: one switch). */
export const hideBalanceAtom = storageAtom(STORAGE_KEYS.hideBalance);

export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));
/** Set when the api refused a bet because the reality check waits for the player's answer (the shell shows it). */
export const realityCheckAtom = atom(false);

export const sessionStore = getDefaultStore();

// the time module and the money format follow the player's currency (a guest's is BDT)
setPlayerCurrency(sessionStore.get(currencyAtom));
sessionStore.sub(currencyAtom, () => setPlayerCurrency(sessionStore.get(currencyAtom)));
// numbers and money are written in the chosen language (Bangla digits for Bangla)
setNumberLanguage(sessionStore.get(langAtom));
sessionStore.sub(langAtom, () => setNumberLanguage(sessionStore.get(langAtom)));
setTimeLanguage(sessionStore.get(langAtom));
sessionStore.sub(langAtom, () => setTimeLanguage(sessionStore.get(langAtom)));

/**
 * What the shell's server needs to draw a page's first screen as this reader will see it, kept in cookies of the
 * site's own origin beside the session: whether a player is logged in (never the token: only "1") and the chosen
 * language. The server draws a guest's page whole and a player's frame (shell/src/server-render.tsx); the client
 * hydrates only what was drawn for the reader it has (shell/src/bootstrap.tsx).
 */
export const FIRST_SCREEN_COOKIES = { player: 'bet_player', lang: 'bet_lang' } as const;
/**
 * The session token while the shell's server draws a player's page: the frame is a player's (isLoggedInAtom), and
 * the api client refuses at once, without a request, every call that would carry it (api/client.ts), so what only
 * the player may see is drawn loading, as the client's first render draws it too. Never sent, never stored.
 */
export const SERVER_PLAYER_TOKEN = 'drawn-on-the-server-for-a-player';
function setCookie(name: string, value: string | null): void {
  if (typeof document === 'undefined') return;
  const life = value === null ? 'max-age=0' : 'max-age=31536000';
  document.cookie = `${name}=${value ?? ''}; path=/; ${life}; SameSite=Lax`;
}
function mirrorFirstScreen(): void {
  setCookie(FIRST_SCREEN_COOKIES.player, sessionStore.get(tokenAtom) ? '1' : null);
  setCookie(FIRST_SCREEN_COOKIES.lang, sessionStore.get(langAtom) === 'bn' ? 'bn' : null);
}
mirrorFirstScreen();
sessionStore.sub(tokenAtom, mirrorFirstScreen);
sessionStore.sub(langAtom, mirrorFirstScreen);

/** Reads every atom back from localStorage (after something outside jotai changed it). */
export function syncSessionFromStorage(): void {
  for (const { key, atom: a } of allAtoms) sessionStore.set(a, read(key));
}

/** Clears all local storage and every session atom (logout, or a 401 from the balance call). */
export function clearSession(): void {
  // the reader's language is not part of the session: the site stays in it after logout
  const lang = sessionStore.get(langAtom);
  try {
    localStorage.clear();
    if (lang) localStorage.setItem(STORAGE_KEYS.lang, lang);
  } catch {
    /* storage unavailable: the atoms are still reset */
  }
  syncSessionFromStorage();
}

/** Stores a successful login (docs/spec.md section 4). */
export function saveLogin(login: {
  token: string;
  username: string;
  remote_id: string;
  exchange?: { token: string }[];
  currency?: string;
  lang?: string;
}): void {
  const s = sessionStore;
  s.set(currencyAtom, login.currency ?? 'BDT');
  // the language kept in the player's profile (chosen on any device) applies at login
  if (login.lang) s.set(langAtom, login.lang);
  s.set(tokenAtom, login.token);
  s.set(usernameAtom, login.username);
  s.set(remoteIdAtom, String(login.remote_id));
  s.set(exchangeTokenAtom, login.exchange?.[0]?.token ?? null);
}
export * from './market';
