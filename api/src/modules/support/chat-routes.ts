// Support chat's HTTP side (SPEC.md section 7) and the back office's queue and answers; the rules are in chat.ts.
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { admin as adminApi, CHAT_MSG, CHAT_RATE, support as supportApi, SUPPORT_USER } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import type { AppContext } from '../../context.js';
import { makeAdminGuard, me, type Guard } from '../auth/guard.js';
import { sessionPlayer } from '../auth/service.js';
import { sha256 } from '../../lib/crypto.js';
import { chatById, ChatBus, chatsOf, messagesOf, messageView, openChat, ownChat, postMessage, waitingChats, type MessageRow } from './chat.js';

export async function chatRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const bus = new ChatBus();
  const player = { preHandler: requirePlayer };

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

  route(app, supportApi.chatEvents, player, async (req, reply) => {
    const chat = await ownChat(db, me(req).id, req.params.chatId);
    const { remoteId } = me(req);
    const stream = new PassThrough();
    const onMessage = (m: MessageRow) => stream.write(`event: message\ndata: ${JSON.stringify(messageView(m, remoteId))}\n\n`);
    const { token } = me(req);
    const stop = () => {
      clearInterval(beat);
      bus.off(`chat:${chat.id}`, onMessage);
      stream.end();
    };
    // each heartbeat (ctx.limits.streamCheckMs) asks the database whether the session still lives: a logout, a
    // password change or a lock on any process closes the stream within one beat
    const beat = setInterval(() => {
      stream.write(': ping\n\n');
      void sessionPlayer(db, sha256(token), ctx.limits.sessionIdleMs, ctx.limits.sessionMaxMs)
        .then((live) => {
          if (!live || live.status !== 'active') stop();
        })
        .catch(() => stop());
    }, ctx.limits.streamCheckMs);
    bus.on(`chat:${chat.id}`, onMessage);
    req.raw.on('close', stop);
    stream.write('retry: 2000\n\n');
    return reply.header('Content-Type', 'text/event-stream; charset=utf-8').header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no').send(stream);
  });

  route(app, supportApi.sendMessage, player, async (req) => {
    // a flood cannot bury the support queue: a per-player rate, counted in the database (every process shares it)
    await ctx.limiter.hit(`chat:${me(req).id}`, CHAT_RATE.messages, CHAT_RATE.windowMs, CHAT_MSG.tooFast);
    const chat = await ownChat(db, me(req).id, req.body.chat_id);
    const row = await postMessage(db, bus, chat, 'player', req.body.content, req.body.client_id);
    return { success: true, data: messageView(row, me(req).remoteId) };
  });

  app.register(async (admin) => {
    admin.addHook('preHandler', makeAdminGuard(ctx));
    const view = (m: MessageRow) => ({ id: m.id, sender: m.sender, content: m.content, created_at: m.createdAt.toISOString() });
    route(admin, adminApi.chats, async () => ({
      success: true,
      data: (await waitingChats(db)).map(({ chat, username, messages }) => ({
        chat_id: chat.id,
        username,
        waiting_since: chat.waitingSince?.toISOString() ?? null,
        messages: messages.map(view),
      })),
    }));
    route(admin, adminApi.answerChat, async (req) => {
      const chat = await chatById(db, req.params.chatId);
      return { success: true, data: view(await postMessage(db, bus, chat, 'support', req.body.content)) };
    });
  });
}
