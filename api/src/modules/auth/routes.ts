import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { bearer } from './guard.js';
import { createPlayer, login, revokeSession, signupLimit, validateSignup } from './service.js';

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/login', async (req) => {
    const body = req.body as Record<string, unknown>;
    return login(ctx, { ip: req.ip, userAgent: req.headers['user-agent'] }, body.username, body.password);
  });

  app.post('/api/logout', async (req) => {
    const token = bearer(req);
    if (token) await revokeSession(ctx.db, token);
    return { success: true, message: 'Logged out' };
  });

  app.post('/api/v1/create-players', { preValidation: signupLimit(ctx) }, async (req, reply) => {
    const input = validateSignup(req.body as Record<string, unknown>);
    const player = await createPlayer(ctx.db, input);
    return reply.status(201).send({ success: true, message: 'Account created successfully', data: { username: player.username } });
  });
}
