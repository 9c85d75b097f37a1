// Launching a game from a card: guests go to /login, a blocked Games section shows the Market Block popup,
// otherwise the game-run call gives the game's address and /gamerun opens it.
import {
  errorAnswer,
  errorMessage,
  fetchMarketBlock,
  isBlocked,
  isLoggedInAtom,
  marketBlockPopupAtom,
  marketBlockText,
  MSG,
  remoteIdAtom,
  runGame,
  sessionStore,
  type GameListItem,
  useLocation,
  useNavigate,
} from '@bet/shared';
import { useAtomValue } from 'jotai';
import { useState } from 'react';

export interface GameRunState {
  iframeUrl: string;
  /** The /games query the player came from (the close button goes back to it). */
  from: string;
  name: string;
}

export function useLaunch() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const [launching, setLaunching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const launch = async (g: GameListItem) => {
    if (!loggedIn) {
      navigate('/login', { state: { message: MSG.notLoggedIn } });
      return;
    }
    setLaunching(g.code);
    setError(null);
    try {
      if (isBlocked(await fetchMarketBlock(), 'Games')) {
        sessionStore.set(marketBlockPopupAtom, 'Games');
        return;
      }
      const iframeUrl = await runGame({
        userId: sessionStore.get(remoteIdAtom),
        gameCode: g.code,
        gameType: g.type,
        platform: g.platform,
        isMobileLogin: window.innerWidth < 768,
      });
      const state: GameRunState = { iframeUrl, from: location.search, name: g.name };
      navigate('/gamerun', { state });
    } catch (e) {
      // the api is the authority: a block saved since the list was read is refused there, with the same text
      if (errorAnswer(e)?.status === 403 && errorMessage(e, '') === marketBlockText('Games')) sessionStore.set(marketBlockPopupAtom, 'Games');
      else setError(errorMessage(e, MSG.unexpected));
    } finally {
      setLaunching(null);
    }
  };
  return { launch, launching, error, clearError: () => setError(null) };
}
