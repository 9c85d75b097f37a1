// Notifications on /profile (the installed app, issue 58): turn them on for this phone (the browser's permission, a
// push subscription with the api's VAPID key, stored for this session: it ends at logout) and choose which the
// player wants: settled bets, credited deposits, withdrawals, support replies. The api sends them; the site's service
// worker shows them.
import { call, errorMessage, MSG, SkeletonRows, useLingui, useResource } from '@bet/shared';
import { users } from '@bet/shared/contract';
import { BellRing } from 'lucide-react';
import { useState } from 'react';

const TOPIC_NAMES: Record<users.PushTopic, string> = {
  bet: /*i18n*/ 'Settled bets',
  deposit: /*i18n*/ 'Deposits credited',
  withdrawal: /*i18n*/ 'Withdrawals approved or rejected',
  support: /*i18n*/ 'Support replies',
};

/** Whether this browser can be sent notifications at all (a service worker and the Push API). */
const canPush = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The VAPID key as the Push API takes it (bytes, from base64url). */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const b64 = key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4);
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

async function loadPush() {
  const [key, settings] = await Promise.all([call<typeof users.pushKey>('GET /api/push/key'), call<typeof users.pushSettings>('GET /api/push')]);
  return { key: key.data.public_key, ...settings.data };
}

export function NotificationsCard() {
  const { i18n } = useLingui();
  const push = useResource('push-settings', loadPush, { maxAgeMs: 5_000 });
  const [busy, setBusy] = useState<'switch' | users.PushTopic | null>(null);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  const run = async (which: 'switch' | users.PushTopic, work: () => Promise<string | undefined>) => {
    setBusy(which);
    setNote(null);
    try {
      const said = await work();
      if (said) setNote({ text: i18n._(said), error: false });
      await push.reload();
    } catch (e) {
      setNote({ text: errorMessage(e, MSG.tryAgain), error: true });
    } finally {
      setBusy(null);
    }
  };

  const turnOn = (key: string) =>
    run('switch', async () => {
      if ((await Notification.requestPermission()) !== 'granted')
        return /*i18n*/ 'Notifications are blocked for this site: allow them in your browser’s settings.';
      const registration = await navigator.serviceWorker.ready;
      const sub = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      await call<typeof users.subscribePush>('POST /api/push/subscribe', { body: { endpoint: json.endpoint, keys: json.keys } });
      return /*i18n*/ 'Notifications are on for this phone.';
    });
  const turnOff = () =>
    run('switch', async () => {
      const sub = await (await navigator.serviceWorker.ready).pushManager.getSubscription();
      if (sub) {
        await call<typeof users.unsubscribePush>('POST /api/push/unsubscribe', { body: { endpoint: sub.endpoint } });
        await sub.unsubscribe();
      }
      return /*i18n*/ 'Notifications are off for this phone.';
    });
  const toggleTopic = (topic: users.PushTopic, on: boolean) =>
    run(topic, async () => {
      const now = new Set(push.data?.topics ?? []);
      if (on) now.add(topic);
      else now.delete(topic);
      const answer = await call<typeof users.savePushTopics>('POST /api/push/topics', { body: { topics: users.PUSH_TOPICS.filter((t) => now.has(t)) } });
      return answer.message;
    });

  const data = push.data;
  const on = (data?.subscriptions ?? 0) > 0;
  return (
    <>
      <h2 className="section-label">{i18n._('Notifications')}</h2>
      <div className="card info-card" aria-label={i18n._('Notifications')}>
        {push.loading && !data && <SkeletonRows count={2} height={44} />}
        {Boolean(push.error) && !data && (
          <div className="notice error" role="alert">
            {i18n._(MSG.tryAgain)}
          </div>
        )}
        {data && (
          <>
            <div className="info-row">
              <span className="menu-icon">
                <BellRing size={18} />
              </span>
              <div className="info-main">
                <div className="info-value">{on ? i18n._('On for this phone') : i18n._('Off for this phone')}</div>
                <div className="caption">
                  {!canPush()
                    ? i18n._('This browser cannot show notifications: install the app from a phone’s browser.')
                    : !data.key
                      ? i18n._(users.PUSH_MSG.off)
                      : i18n._('We tell you when it matters, even with the site closed.')}
                </div>
              </div>
              {canPush() && data.key && (
                <div className="info-actions">
                  <button type="button" className="btn btn-sm" disabled={busy !== null} onClick={() => void (on ? turnOff() : turnOn(data.key!))}>
                    {busy === 'switch' ? i18n._('Please wait...') : on ? i18n._('Turn off') : i18n._('Turn on')}
                  </button>
                </div>
              )}
            </div>
            <fieldset className="push-topics" disabled={busy !== null}>
              <legend className="caption">{i18n._('Tell me about')}</legend>
              {users.PUSH_TOPICS.map((topic) => (
                <label key={topic} className="push-topic">
                  <input type="checkbox" checked={data.topics.includes(topic)} onChange={(e) => void toggleTopic(topic, e.target.checked)} />
                  {i18n._(TOPIC_NAMES[topic])}
                </label>
              ))}
            </fieldset>
          </>
        )}
        {note && (
          <div className={`notice ${note.error ? 'error' : 'success'}`} role={note.error ? 'alert' : 'status'}>
            {note.text}
          </div>
        )}
      </div>
    </>
  );
}
