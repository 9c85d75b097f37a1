import { logout as logoutCall } from '../api/auth';
import { invalidateResources } from '../hooks/resource';
import { clearSession } from './index';

/** How long after a logout the page being left still counts as left on purpose. */
const LEFT_ON_PURPOSE_MS = 2_000;
let leftAt = -Infinity;

/**
 * Whether the player has just logged out (logoutEverywhere): a login guard that sees the session gone then sends the
 * page home, where the logout goes, not to the login (the navigation home may not have rendered yet: a page whose
 * code is still coming renders as a transition, after the session is cleared).
 */
export const justLoggedOut = (): boolean => Date.now() - leftAt < LEFT_ON_PURPOSE_MS;

/**
 * Logs out: revokes the session on the server (best effort), runs `leave` (navigate away from a page that
 * needs login, before the guard sees the session gone), then clears all local storage and cached data.
 */
export async function logoutEverywhere(leave?: () => void): Promise<void> {
  try {
    await logoutCall();
  } catch {
    /* the token is dropped locally either way */
  }
  leave?.();
  // let the navigation render first, so the login guard of the page being left never sees the cleared session
  await new Promise((r) => setTimeout(r, 50));
  leftAt = Date.now();
  clearSession();
  invalidateResources();
}
