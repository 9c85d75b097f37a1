// Support chat's HTTP side (docs/spec.md section 7) and the back office's queue and answers; the rules are in chat.ts.
import type { FastifyInstance } from 'fastify';
import { admin as adminApi, CHAT_MSG, CHAT_RATE, support as supportApi, SUPPORT_USER } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import { listAnswer, pageOf } from '../../lib/pages.js';
import type { AppContext } from '../../context.js';
import { actorOf, makeAdminGuard, me, type Guard } from '../auth/guard.js';
import { audit, operatorSessionLive } from '../operators/service.js';
import { sessionPlayer } from '../auth/service.js';
import { sha256 } from '../../lib/crypto.js';
import {
  chatById,
  ChatBus,
  chatsOf,
  deskMessageView,
  messagesOf,
  messagesSince,
  messageView,
  openChat,
  ownChat,
  postMessage,
  readUpTo,
  waitingChats,
  type MessageRow,
} from './chat.js';
import { openEventStream } from '../../lib/sse.js';
import type { Notifications } from '../../db/client.js';

/** A comment line on an idle stream this often, so proxies keep it open. */
const HEARTBEAT_MS = 15_000;

export async function chatRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard, notifications: Notifications | null) {
  const { db } = ctx;
  const bus = new ChatBus(db, notifications);
  await bus.start();
  app.addHook('onClose', () => bus.close());
  // open streams end when the process stops (their browsers reconnect, to another process if it is gone)
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });
  const player = { onRequest: requirePlayer };

  route(app, supportApi.chatList, player, async (req) => {
    const { remoteId } = me(req);
    const rows = await chatsOf(db, me(req).id);
    return {
      success: true,
      data: rows.map(({ chat, last, unread }) => ({
        id: chat.id,
        chat_id: chat.id,
        other_user: { ...SUPPORT_USER },
        last_message: last ? messageView(last, remoteId) : null,
        unread,
      })),
    };
  });

  route(app, supportApi.openChat, player, async (req) => ({ success: true, chat: { id: (await openChat(db, me(req).id)).id } }));

  route(app, supportApi.chatMessages, player, async (req) => {
    const chat = await ownChat(db, me(req).id, req.params.chatId);
    const rows = await messagesOf(db, chat, req.query.after ? Number(req.query.after) : undefined);
    return { success: true, data: rows.map((m) => messageView(m, me(req).remoteId)) };
  });

  route(app, supportApi.chatRead, player, async (req) => {
    const chat = await ownChat(db, me(req).id, req.params.chatId);
    await readUpTo(db, chat, req.body.message_id);
    return { success: true, message: 'OK' };
  });

  route(app, supportApi.chatEvents, player, async (req, reply) => {
    const chat = await ownChat(db, me(req).id, req.params.chatId);
    const { remoteId, token } = me(req);
    // a browser that reconnects says the last message it has (Last-Event-ID): it gets what came after, once
    const resumeFrom = Number(req.headers['last-event-id']);
    let lastId = Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : null;
    let ready = lastId === null;
    const held: MessageRow[] = [];
    const deliver = (m: MessageRow) => {
      if (lastId !== null && m.id <= lastId) return;
      lastId = m.id;
      stream.send('message', JSON.stringify(messageView(m, remoteId)), m.id);
    };
    const onMessage = (m: MessageRow) => (ready ? deliver(m) : held.push(m));
    // some notices may have been missed (the database connection came back): send what came after the last one
    const onResync = () => {
      if (lastId === null) return;
      void messagesSince(db, chat.id, lastId).then(
        (rows) => rows.forEach(deliver),
        () => stream.end(),
      );
    };
    const stop = () => {
      clearInterval(check);
      bus.off(`chat:${chat.id}`, onMessage);
      bus.off('resync', onResync);
      open.delete(stream.end);
    };
    const { stream, sent } = openEventStream(req, reply, { heartbeatMs: HEARTBEAT_MS, onEnd: stop, counted: ctx.metrics.streamOpened('chat') });
    open.add(stream.end);
    // every streamCheckMs the database says whether the session still lives: a logout, a password change or a
    // lock on any process closes the stream within one check
    const check = setInterval(() => {
      void sessionPlayer(db, sha256(token), ctx.limits.sessionIdleMs, ctx.limits.sessionMaxMs)
        .then((live) => {
          if (!live || live.status !== 'active') stream.end();
        })
        .catch(() => stream.end());
    }, ctx.limits.streamCheckMs);
    check.unref();
    bus.on(`chat:${chat.id}`, onMessage);
    bus.on('resync', onResync);
    if (!ready && lastId !== null) {
      for (const m of await messagesSince(db, chat.id, lastId)) deliver(m);
      ready = true;
      held.forEach(deliver);
    }
    return sent;
  });

  route(app, supportApi.sendMessage, player, async (req) => {
    // a flood cannot bury the support queue: a per-player rate, counted in the database (every process shares it)
    await ctx.limiter.hit(`chat:${me(req).id}`, CHAT_RATE.messages, CHAT_RATE.windowMs, CHAT_MSG.tooFast);
    const chat = await ownChat(db, me(req).id, req.body.chat_id);
    const row = await postMessage(db, bus, chat, 'player', req.body.content, req.body.client_id);
    return { success: true, data: messageView(row, me(req).remoteId) };
  });

  app.register(async (admin) => {
    admin.addHook('onRequest', makeAdminGuard(ctx));
    const view = deskMessageView;
    route(admin, adminApi.chats, async (req) => {
      const page = pageOf(req.query.page);
      const { rows, total } = await waitingChats(db, page);
      return listAnswer(
        rows.map(({ chat, username, messages }) => ({
          chat_id: chat.id,
          username,
          waiting_since: chat.waitingSince?.toISOString() ?? null,
          messages: messages.map(view),
        })),
        total,
        page,
      );
    });
    // every new message of every chat, for the console's live inbox; the operator's session is checked like a
    // player's stream (a logout or the idle limit ends it); the ADMIN_TOKEN's automation has no session to end
    route(admin, adminApi.chatEvents, async (req, reply) => {
      const { tokenHash } = actorOf(req);
      const onMessage = (m: MessageRow) => stream.send('message', JSON.stringify({ chat_id: m.chatId, message: view(m) }), m.id);
      const stop = () => {
        clearInterval(check);
        bus.off('message', onMessage);
        open.delete(stream.end);
      };
      const { stream, sent } = openEventStream(req, reply, { heartbeatMs: HEARTBEAT_MS, onEnd: stop, counted: ctx.metrics.streamOpened('admin-chat') });
      open.add(stream.end);
      const check = setInterval(() => {
        if (!tokenHash) return;
        void operatorSessionLive(db, tokenHash)
          .then((live) => {
            if (!live) stream.end();
          })
          .catch(() => stream.end());
      }, ctx.limits.streamCheckMs);
      check.unref();
      bus.on('message', onMessage);
      return sent;
    });
    route(admin, adminApi.answerChat, async (req) => {
      const chat = await chatById(db, req.params.chatId);
      const message = await postMessage(db, bus, chat, 'support', req.body.content);
      // who answered a player is on the record (the reply itself is in the chat)
      await audit(db, actorOf(req), 'chat.reply', `chat ${chat.id}`, null, { message: message.id });
      return { success: true, data: view(message) };
    });
  });
}
