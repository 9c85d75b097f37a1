// The reality check (issue 33): every 15, 30 or 60 minutes of a login (the player's choice), a popup with the time
// since login and the session's net result, Continue or Log out. The api refuses bets and rounds until it is
// answered; the popup comes when its time is up (a timer to the api's due time) or when the api refused a bet for it.
import {
  afterFirstScreen,
  continueReality,
  fetchResponsible,
  formatMoney,
  isLoggedInAtom,
  logoutEverywhere,
  Modal,
  realityCheckAtom,
  sessionStore,
  useLingui,
  useNavigate,
} from '@bet/shared';
import type { RgStatus } from '@bet/shared/contract';
import { useAtomValue } from 'jotai';
import { Hourglass } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';

/** 1 h 05 min: how long since the login. */
function played(startedAt: string, now: number): { h: number; m: number } {
  const minutes = Math.max(0, Math.floor((now - Date.parse(startedAt)) / 60_000));
  return { h: Math.floor(minutes / 60), m: minutes % 60 };
}

export function RealityCheck() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const asked = useAtomValue(realityCheckAtom);
  const [status, setStatus] = useState<RgStatus['session'] | null>(null);
  const [busy, setBusy] = useState(false);

  const check = useCallback(async () => {
    try {
      const s = (await fetchResponsible()).session;
      setStatus(s);
      if (s.reality_due) sessionStore.set(realityCheckAtom, true);
    } catch {
      /* the next timer or refused bet asks again */
    }
  }, []);

  // after login, and whenever the due time changes: a timer to the moment the api will want an answer
  useEffect(() => {
    if (!loggedIn) {
      setStatus(null);
      sessionStore.set(realityCheckAtom, false);
      return;
    }
    if (!status) {
      // the first check once the page's first screen is drawn and painted: the popup is not the first screen
      return afterFirstScreen(() => void check());
    }
    const wait = Math.min(2 ** 31 - 1, Math.max(1_000, Date.parse(status.reality_due_at) - Date.now() + 500));
    const id = setTimeout(() => void check(), wait);
    return () => clearTimeout(id);
  }, [loggedIn, status, check]);

  // a refused bet: read the session's figures for the popup
  useEffect(() => {
    if (asked && loggedIn) void check();
  }, [asked, loggedIn, check]);

  if (!loggedIn || !asked || !status) return null;
  const { h, m } = played(status.started_at, Date.now());
  const answer = async () => {
    setBusy(true);
    try {
      setStatus((await continueReality()).session);
      sessionStore.set(realityCheckAtom, false);
    } finally {
      setBusy(false);
    }
  };
  const leave = async () => {
    setBusy(true);
    sessionStore.set(realityCheckAtom, false);
    await logoutEverywhere(() => navigate('/', { replace: true }));
  };
  return (
    <Modal open centered title={i18n._('Reality check')} onClose={() => void answer()}>
      <div className="stack" style={{ alignItems: 'center', textAlign: 'center' }}>
        <Hourglass size={40} color="var(--brand)" aria-hidden />
        <p style={{ margin: 0 }}>{i18n._('You have been playing for {h} h {m} min.', { h, m })}</p>
        <p style={{ margin: 0 }}>
          {i18n._('Your result this session:')} <strong>{formatMoney(status.net)}</strong>
        </p>
        <p className="muted" style={{ margin: 0 }}>
          {i18n._('Bets wait until you choose.')}
        </p>
        <div className="row" style={{ width: '100%' }}>
          <button type="button" className="btn btn-block" disabled={busy} onClick={() => void leave()}>
            {i18n._('Log out')}
          </button>
          <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => void answer()}>
            {i18n._('Continue')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
