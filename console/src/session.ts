// The operator's session in this tab only (sessionStorage: closing the tab forgets it; the api ends it after 30
// minutes idle or 8 hours anyway), and the calls made with it.
import { atom, createStore } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { errorAnswer, openApiStream } from '@bet/shared';
import { rolesOf, type OperatorRole } from '@bet/shared/contract';

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
