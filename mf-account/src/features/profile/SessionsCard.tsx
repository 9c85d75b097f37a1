// Signed-in devices on /profile: every live session of the player, where and when it was last used; sign out
// one device, or every device but this one (the api revokes the tokens at once).
import {
  errorMessage,
  fetchSessions,
  i18n,
  formatPlayerDateTime,
  MSG,
  revokeOtherSessions,
  revokeSession,
  SkeletonRows,
  type PlayerSession,
  useLingui,
  useResource,
} from '@bet/shared';
import { Laptop, Smartphone } from 'lucide-react';
import { useState } from 'react';

/** 'Chrome on Android' from a user agent; enough to recognise one's own devices. */
export function deviceName(ua: string | null): string {
  if (!ua) return 'Unknown device';
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad/.test(ua)
      ? 'iPhone'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'Mac'
          : /Linux/.test(ua)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : null;
  if (os && browser) return i18n._('{browser} on {os}', { browser, os });
  return os ?? browser ?? i18n._('Unknown device');
}

export function SessionsCard() {
  const { i18n } = useLingui();
  const sessions = useResource('sessions', fetchSessions, { maxAgeMs: 5_000 });
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (which: number | 'others', call: () => Promise<unknown>) => {
    setBusy(which);
    setError(null);
    try {
      await call();
      await sessions.reload();
    } catch (e) {
      setError(errorMessage(e, MSG.tryAgain));
    } finally {
      setBusy(null);
    }
  };

  const list: PlayerSession[] = sessions.data ?? [];
  const others = list.filter((s) => !s.current);
  return (
    <>
      <h2 className="section-label">{i18n._('Signed-in devices')}</h2>
      <div className="card info-card" aria-label={i18n._('Signed-in devices')}>
        {sessions.loading && !sessions.data && <SkeletonRows count={2} height={44} />}
        {Boolean(sessions.error) && !sessions.data && (
          <div className="notice error" role="alert">
            {i18n._(MSG.tryAgain)}
          </div>
        )}
        {list.map((s) => (
          <div className="info-row" key={s.id} data-testid="session-row">
            <span className="menu-icon">{/Android|iPhone|iPad/.test(s.user_agent ?? '') ? <Smartphone size={18} /> : <Laptop size={18} />}</span>
            <div className="info-main">
              <div className="info-value">{deviceName(s.user_agent)}</div>
              <div className="caption">
                <span className="num">{s.ip ?? '-'}</span> · {i18n._('Last active')} <span className="num">{formatPlayerDateTime(s.last_used_at)}</span>
              </div>
            </div>
            <div className="info-actions">
              {s.current ? (
                <span className="pill pill-success">{i18n._('This device')}</span>
              ) : (
                <button type="button" className="btn btn-sm" disabled={busy !== null} onClick={() => void run(s.id, () => revokeSession(s.id))}>
                  {busy === s.id ? i18n._('Signing out...') : i18n._('Sign out')}
                </button>
              )}
            </div>
          </div>
        ))}
        {error && (
          <div className="notice error" role="alert">
            {error}
          </div>
        )}
        {others.length > 0 && (
          <button type="button" className="btn btn-block" disabled={busy !== null} onClick={() => void run('others', revokeOtherSessions)}>
            {busy === 'others' ? i18n._('Signing out...') : i18n._('Sign out all other devices')}
          </button>
        )}
      </div>
    </>
  );
}
