// The notifications' calls: the VAPID public key a browser subscribes with, a player's subscription for the session
// (it ends at logout), and the topics the player takes (service.ts).
import type { FastifyInstance } from 'fastify';
import { users as usersApi } from '@bet/shared/contract';
import type { AppContext } from '../../context.js';
import { route } from '../../lib/contract.js';
import { badRequest } from '../../lib/errors.js';
import { me, type Guard } from '../auth/guard.js';
import { deleteSubscription, saveSubscription, setTopics, subscriptionCount, topicsOf } from './service.js';

const { PUSH_MSG, PUSH_TOPICS } = usersApi;

/** A push service's address: https (http only outside production, for a local stand-in), no credentials in it. */
function pushEndpoint(raw: string, production: boolean): string | null {
  try {
    const u = new URL(raw);
    if (u.username || u.password) return null;
    return u.protocol === 'https:' || (!production && u.protocol === 'http:') ? u.href : null;
  } catch {
    return null;
  }
}
/** A browser's key (base64url): its p256dh is a P-256 point (65 bytes), its auth secret 16 bytes. */
const keyOf = (raw: string, bytes: number) => /^[A-Za-z0-9_-]+=*$/.test(raw) && Buffer.from(raw, 'base64url').length === bytes;

export async function pushRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const player = { onRequest: requirePlayer };

  route(app, usersApi.pushKey, async () => ({ success: true, data: { public_key: ctx.push?.publicKey ?? null } }));

  route(app, usersApi.pushSettings, player, async (req) => {
    const p = me(req);
    const [row, subscriptions] = await Promise.all([topicsOf(db, p.id), subscriptionCount(db, p.id, p.sessionId)]);
    return { success: true, data: { topics: row?.topics ?? [], subscriptions } };
  });

  route(app, usersApi.savePushTopics, player, async (req) => {
    const p = me(req);
    const topics = req.body.topics;
    if (new Set(topics).size !== topics.length || !topics.every((t) => (PUSH_TOPICS as readonly string[]).includes(t)))
      throw badRequest(PUSH_MSG.topics, { topics: [PUSH_MSG.topics] });
    await setTopics(db, p.id, topics);
    return { success: true, message: PUSH_MSG.saved };
  });

  route(app, usersApi.subscribePush, player, async (req) => {
    const p = me(req);
    if (!ctx.push) throw badRequest(PUSH_MSG.off);
    const endpoint = pushEndpoint(req.body.endpoint, ctx.production);
    if (!endpoint || !keyOf(req.body.keys.p256dh, 65) || !keyOf(req.body.keys.auth, 16))
      throw badRequest(PUSH_MSG.subscription, { endpoint: [PUSH_MSG.subscription] });
    await saveSubscription(db, { playerId: p.id, sessionId: p.sessionId, endpoint, p256dh: req.body.keys.p256dh, auth: req.body.keys.auth });
    return { success: true };
  });

  route(app, usersApi.unsubscribePush, player, async (req) => {
    await deleteSubscription(db, me(req).id, req.body.endpoint);
    return { success: true };
  });
}
