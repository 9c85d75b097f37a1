// The one axios instance: base URL from config.json, bearer token from the session,
// and a 401 from /api/balance logs the player out (SPEC.md section 4).
import axios, { AxiosError } from 'axios';
import { getConfig, hasConfig } from '../config';
import { clearSession, sessionStore, tokenAtom } from '../session';

export const http = axios.create({ timeout: 15_000 });

http.interceptors.request.use((req) => {
  if (hasConfig()) req.baseURL = getConfig().apiBase;
  const token = sessionStore.get(tokenAtom);
  // a call may bring its own token (the exchange's)
  if (token && !req.headers.has('Authorization')) req.headers.set('Authorization', `Bearer ${token}`);
  return req;
});

/** What happens after a forced logout; the shell may replace it with a router navigation. */
let onForcedLogout: () => void = () => {
  if (typeof window !== 'undefined') window.location.assign('/');
};
export function setForcedLogoutHandler(handler: () => void): void {
  onForcedLogout = handler;
}

http.interceptors.response.use(undefined, (error: AxiosError) => {
  if (error.response?.status === 401 && error.config?.url?.includes('/api/balance')) {
    clearSession();
    onForcedLogout();
  }
  return Promise.reject(error);
});

/** The message a person can read from a failed call: the server's, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const data = error.response?.data as { message?: unknown; errors?: Record<string, string[] | string> } | undefined;
    if (data && typeof data.message === 'string' && data.message) return data.message;
  }
  return fallback;
}

/** The first message of an `errors` map ({ field: [msg] }), if the server sent one. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (axios.isAxiosError(error)) {
    const errors = (error.response?.data as { errors?: Record<string, string[] | string> } | undefined)?.errors;
    if (errors) for (const [k, v] of Object.entries(errors)) out[k] = Array.isArray(v) ? String(v[0]) : String(v);
  }
  return out;
}

/** True when the call never reached the server (network down, refused, timeout). */
export function isNetworkError(error: unknown): boolean {
  return axios.isAxiosError(error) && !error.response;
}
