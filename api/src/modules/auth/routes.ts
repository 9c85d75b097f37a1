// Sign up, log in and out, the desktop register with its captcha, and a player's sessions: HTTP only.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { toId } from '../../lib/input.js';
import { CAPTCHA_MSG, newCaptcha, registerDesktop } from './captcha.js';
import { bearer, me, type Guard } from './guard.js';
import { createPlayer, login, revokeOtherSessions, revokeOwnSession, revokeSession, sessionsOf, signupLimit, validateSignup } from './service.js';
import { auth as authApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import { playTimeRefusal } from '../responsible/service.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db, limits } = ctx;

  route(app, authApi.login, async (req) => {
    const body = req.body;
    // no login once the day's play reached the player's play-time limit (and its cooling-off)
    const mayPlay = async (playerId: number) => {
      const refused = await playTimeRefusal(db, { playerId, current: null }, 403);
      if (refused) throw refused;
    };
    return login(ctx, { ip: req.ip, userAgent: req.headers['user-agent'] }, body.username, body.password, mayPlay);
  });

  route(app, authApi.logout, async (req) => {
    const token = bearer(req);
    if (token) await revokeSession(db, token);
    return { success: true, message: /*i18n*/ 'Logged out' };
  });

  route(app, authApi.createPlayer, { preValidation: signupLimit(ctx) }, async (req, reply) => {
    const input = validateSignup(req.body);
    const player = await createPlayer(db, input);
    return reply.status(201).send({ success: true, message: /*i18n*/ 'Account created successfully', data: { username: player.username } });
  });

  route(app, authApi.captcha, async (req) => {
    await ctx.limiter.hit(`captcha:${req.ip}`, 60, 15 * 60_000);
    return { success: true, data: await newCaptcha(ctx) };
  });

  route(app, authApi.register, { preValidation: signupLimit(ctx) }, async (req, reply) => {
    const player = await registerDesktop(ctx, req.body);
    return reply.status(201).send({ success: true, message: CAPTCHA_MSG.success, data: { username: player.username } });
  });

  route(app, authApi.sessions, { onRequest: requirePlayer }, async (req) => {
    const player = me(req);
    const rows = await sessionsOf(db, player.id, limits.sessionIdleMs, limits.sessionMaxMs);
    return {
      success: true,
      data: rows.map((s) => ({
        id: s.id,
        created_at: s.createdAt.toISOString(),
        last_used_at: s.lastUsedAt.toISOString(),
        ip: s.ip,
        user_agent: s.userAgent,
        current: s.id === player.sessionId,
        expires_at: new Date(Math.min(s.lastUsedAt.getTime() + limits.sessionIdleMs, s.createdAt.getTime() + limits.sessionMaxMs)).toISOString(),
      })),
    };
  });

  route(app, authApi.revokeSession, { onRequest: requirePlayer }, async (req) => {
    const id = toId(req.params.id);
    if (id === null || !(await revokeOwnSession(db, me(req).id, id, limits.sessionIdleMs, limits.sessionMaxMs))) throw notFound(/*i18n*/ 'Session not found.');
    return { success: true, message: /*i18n*/ 'Session signed out.' };
  });

  route(app, authApi.revokeOtherSessions, { onRequest: requirePlayer }, async (req) => {
    const player = me(req);
    const revoked = await revokeOtherSessions(db, player.id, player.sessionId, limits.sessionIdleMs, limits.sessionMaxMs);
    return { success: true, message: /*i18n*/ 'Every other session is signed out.', data: { revoked } };
  });
}
