// Help, 24/7 LiveChat and the floating chat button open the configured widget, or our own chat (guests log in).
import { fetchGeneral, isLoggedInAtom, openSupport, remoteIdAtom, supportTarget, useResource, usernameAtom, useNavigate } from '@bet/shared';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

export function useOpenSupport(): () => void {
  const general = useResource('general', fetchGeneral, { maxAgeMs: 60_000 });
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const username = useAtomValue(usernameAtom);
  const remoteId = useAtomValue(remoteIdAtom);
  return useCallback(() => {
    const target = supportTarget(general.data);
    if (target.kind === 'own' && !loggedIn) return navigate('/login');
    openSupport(target, navigate, { name: username ?? '', id: remoteId ?? '' });
  }, [general.data, loggedIn, navigate, username, remoteId]);
}
