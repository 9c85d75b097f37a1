// /gamerun (docs/spec.md section 2): the username, the logo, the game in a full-height frame and a close button
// back to /games with the saved parameters (or / if none). The game's page tells us, by postMessage from the
// api's origin only, that the balance changed.
import '../lobby/games.css';
import { fetchLogo, getConfig, Navigate, useBalance, useLingui, useLocation, useNavigate, useResource, usernameAtom } from '@bet/shared';
import { useAtomValue } from 'jotai';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import type { GameRunState } from '../lobby/useLaunch';

/** The game page in the site's language (it speaks English and Bangla). */
function inLanguage(src: string, locale: string): string {
  if (locale !== 'bn') return src;
  const u = new URL(src, window.location.href);
  u.searchParams.set('lang', 'bn');
  return u.toString();
}

export function GameRunPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const state = useLocation().state as GameRunState | null;
  const username = useAtomValue(usernameAtom);
  const logo = useResource('logo', fetchLogo, { maxAgeMs: 300_000 });
  const { refresh } = useBalance();

  useEffect(() => {
    const apiOrigin = new URL(getConfig().apiBase, window.location.href).origin;
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== apiOrigin) return;
      if ((e.data as { type?: unknown } | null)?.type === 'bet:balance') void refresh();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [refresh]);

  if (!state?.iframeUrl) return <Navigate to="/games" replace />;
  const close = () => {
    void refresh();
    navigate(state.from ? `/games${state.from}` : '/', { replace: true });
  };
  return (
    <div className="gamerun">
      <div className="gamerun-bar">
        {logo.data?.mobile_logo && <img src={logo.data.mobile_logo} alt={i18n._('Logo')} />}
        <span className="caption">{username}</span>
        <span className="spacer" />
        <button type="button" className="icon-btn" aria-label={i18n._('Close game')} onClick={close}>
          <X size={20} />
        </button>
      </div>
      <iframe title={state.name || i18n._('Game')} src={inLanguage(state.iframeUrl, i18n.locale)} allow="autoplay; fullscreen" referrerPolicy="origin" />
    </div>
  );
}
