// Notifications of the installed app (Web Push, issue 58): a notification is written in the transaction of what it
// tells (a settled bet, a credited deposit, a withdrawal approved or rejected, a support reply), so it exists exactly
// when that happened, and sent once by the dispatcher (every process runs one; each notification is claimed by one)
// to every browser of the player's live sessions. The request itself (VAPID signature, payload encryption) is the
// `web-push` library's; it goes out with the platform's fetch. docs/operations.md, "Notifications".
import webpush from 'web-push';
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import { fillTemplate, users } from '@bet/shared/contract';
import { CURRENCY_SIGN, formatPoisha } from '@bet/shared/format';

const { PUSH_OPENS, PUSH_TEXT } = users;
type PushTopic = users.PushTopic;

/** The VAPID keys (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY) and the contact the push services may write to (VAPID_SUBJECT). */
export interface PushConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
}
export interface PushSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}
/** Sends one payload to one subscription: the push service's status. */
export type PushSend = (subscription: PushSubscription, payload: string) => Promise<number>;

/** Notifications kept by the push service for a browser that is offline: an hour, then dropped. */
export const PUSH_TTL_S = 3600;

export function pushSender(config: PushConfig): PushSend {
  const vapidDetails = { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey };
  return async (subscription, payload) => {
    const req = webpush.generateRequestDetails(subscription, payload, { vapidDetails, TTL: PUSH_TTL_S, contentEncoding: 'aes128gcm' });
    const res = await fetch(req.endpoint, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.body as Buffer,
      signal: AbortSignal.timeout(10_000),
    });
    return res.status;
  };
}

/** A new pair of VAPID keys (the demo's, kept in its data folder; production sets its own). */
export const newVapidKeys = (): { publicKey: string; privateKey: string } => webpush.generateVAPIDKeys();

/**
 * Writes a notification for the player in the caller's transaction: only when the player takes this topic and a
 * browser of theirs is subscribed. In the player's language and currency.
 */
export async function tell(
  tx: DbOrTx,
  playerId: number,
  topic: PushTopic,
  kind: keyof typeof PUSH_TEXT,
  values: { amountPoisha?: number; market?: string } = {},
): Promise<void> {
  if (!(await store.hasSubscription(tx, playerId))) return;
  const p = await store.topicsOf(tx, playerId);
  if (!p || !p.topics.includes(topic)) return;
  const lang = p.lang === 'bn' ? 'bn' : 'en';
  const amount =
    values.amountPoisha === undefined ? '' : `${CURRENCY_SIGN[p.currency] ?? CURRENCY_SIGN.BDT} ${formatPoisha(Math.abs(values.amountPoisha), lang)}`;
  const text = PUSH_TEXT[kind][lang];
  const fill = (s: string) => fillTemplate(s, { amount, market: values.market ?? '' });
  await store.enqueue(tx, { playerId, topic, payload: { title: fill(text.title), body: fill(text.body), url: PUSH_OPENS[topic], topic } });
}

/**
 * Sends the waiting notifications, each once, to every subscription of its player whose session lives; one the push
 * service says is gone (404, 410) is removed, as are those of ended sessions. The number sent.
 */
export async function dispatchPush(db: Db, send: PushSend, session: { idleMs: number; maxMs: number }, batch = 50): Promise<number> {
  await store.deleteDeadSubscriptions(db, session.idleMs, session.maxMs);
  const rows = await store.claimWaiting(db, batch);
  if (!rows.length) return 0;
  const subs = await store.liveSubscriptions(db, [...new Set(rows.map((r) => r.playerId))], session.idleMs, session.maxMs);
  let sent = 0;
  await Promise.all(
    rows.flatMap((r) =>
      subs
        .filter((s) => s.playerId === r.playerId)
        .map(async (s) => {
          try {
            const status = await send({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(r.payload));
            if (status === 404 || status === 410) await store.deleteEndpoint(db, s.endpoint);
            else if (status >= 200 && status < 300) sent++;
          } catch (e) {
            // the push service did not answer: this one is not sent again (a notification is never sent twice)
            console.warn('push:', e instanceof Error ? e.message : e);
          }
        }),
    ),
  );
  return sent;
}

/** Runs the dispatcher every `everyMs` until stopped (and forgets what was sent a day ago, hourly). */
export function startDispatch(db: Db, send: PushSend, session: { idleMs: number; maxMs: number }, everyMs = 1000): () => void {
  let running = false;
  let ticks = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    const prune = ++ticks % 3600 === 0 ? store.pruneSent(db) : Promise.resolve();
    void prune
      .then(() => dispatchPush(db, send, session))
      .catch((e: unknown) => console.warn('push dispatch:', e instanceof Error ? e.message : e))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export const subscriptionCount = store.subscriptionCount;
export const topicsOf = store.topicsOf;
export const setTopics = store.setTopics;
export const saveSubscription = store.saveSubscription;
export const deleteSubscription = store.deleteSubscription;
export const deleteSessionSubscriptions = store.deleteSessionSubscriptions;
