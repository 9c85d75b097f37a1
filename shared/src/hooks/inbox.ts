// The inbox's unread count, polled every 10 s while logged in (the toolbar badge and the inbox page share it).
import { useAtomValue } from 'jotai';
import { fetchInbox } from '../api/account';
import { LIMITS } from '../rules';
import { tokenAtom } from '../session';
import { useResource } from './resource';

/** Cache keys of inbox data start with this: invalidateResources(INBOX_KEY) after a change. */
export const INBOX_KEY = 'inbox';

export function useInboxUnread(): number {
  const token = useAtomValue(tokenAtom);
  const res = useResource(token ? `${INBOX_KEY}:unread` : null, async () => (await fetchInbox(1)).unread ?? 0, {
    pollMs: LIMITS.inboxPollMs,
    maxAgeMs: LIMITS.inboxPollMs,
    // a badge on the toolbar: asked for once the page's first screen is drawn, not in the race for it
    afterFirstScreen: true,
  });
  return res.data ?? 0;
}
