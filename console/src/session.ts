// The operator's session in this tab only (sessionStorage: closing the tab forgets it; the api ends it after 30
// minutes idle or 8 hours anyway), and the calls made with it.
import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { call, errorAnswer, openApiStream } from '@bet/shared';
import { OPERATOR_MSG, OPERATOR_SESSION, rolesOf, type operators, type OperatorRole } from '@bet/shared/contract';

export interface OperatorSession {
  token: string;
  username: string;
  role: OperatorRole;
}

export const store = createStore();
export const sessionAtom = atomWithStorage<OperatorSession | null>(
  'betbazar-operator',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
);
/** Why the last session ended (shown on the login page), if the api ended it. */
export const endedAtom = atom<string | null>(null);

/** The Authorization header of the operator's calls. */
export function auth(): Record<string, string> {
  const s = store.get(sessionAtom);
  return s ? { Authorization: `Bearer ${s.token}` } : {};
}

/** May the operator make this call (its roles in the contract)? */
export function can(op: { roles?: readonly OperatorRole[] }): boolean {
  const s = store.get(sessionAtom);
  return Boolean(s && rolesOf(op).includes(s.role));
}

/** Runs an operator's call; a 401 (the session ended: idle, logged out elsewhere) signs the console out. */
export async function withSession<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    const answer = errorAnswer(e);
    if (answer?.status === 401) {
      const message = (answer.data as { message?: unknown } | null)?.message;
      store.set(endedAtom, typeof message === 'string' ? message : null);
      store.set(sessionAtom, null);
    }
    throw e;
  }
}

/** An admin event stream with the operator's token; returns its closer. */
export function operatorStream(path: string, onEvent: (event: string, data: string) => void, onDown: () => void, onOpen: () => void): () => void {
  return openApiStream(path, store.get(sessionAtom)?.token ?? null, onEvent, onDown, onOpen);
}

/** Ends the session on the api (best effort) and in the console; `why` is shown on the login page. */
export async function signOut(why: string | null = null): Promise<void> {
  if (store.get(sessionAtom)) await call<typeof operators.operatorLogout>('POST /api/admin/logout', { headers: auth() }).catch(() => undefined);
  store.set(endedAtom, why);
  store.set(sessionAtom, null);
}

/**
 * Signs the console out after the session's idle time without the operator's input (a key, a tap, the wheel). The
 * console's own polls and its live stream keep the api session in use; they are not the operator's activity.
 * Returns its stopper.
 */
export function watchIdle(idleMs: number = OPERATOR_SESSION.idleMs): () => void {
  let timer = setTimeout(expire, idleMs);
  function expire() {
    void signOut(OPERATOR_MSG.idle);
  }
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(expire, idleMs);
  };
  const events = ['keydown', 'pointerdown', 'wheel'] as const;
  for (const e of events) window.addEventListener(e, touch, { passive: true });
  return () => {
    clearTimeout(timer);
    for (const e of events) window.removeEventListener(e, touch);
  };
}
