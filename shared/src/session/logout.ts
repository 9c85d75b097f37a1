import { logout as logoutCall } from '../api/auth';
import { invalidateResources } from '../hooks/resource';
import { clearSession } from './index';

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
  clearSession();
  invalidateResources();
}
