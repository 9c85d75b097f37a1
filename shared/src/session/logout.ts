import { logout as logoutCall } from '../api/auth';
import { invalidateResources } from '../hooks/resource';
import { clearSession } from './index';

/** Logs out: revokes the session on the server (best effort), clears all local storage and cached data. */
export async function logoutEverywhere(): Promise<void> {
  try {
    await logoutCall();
  } catch {
    /* the token is dropped locally either way */
  }
  clearSession();
  invalidateResources();
}
