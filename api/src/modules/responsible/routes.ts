// Responsible gaming (issue 33), HTTP only; the rules are in service.ts.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { me, type Guard } from '../auth/guard.js';
import { responsible as rgApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import { confirmLimit, continueReality, setLimit, setReality, statement, statusOf, takeBreak, type Who } from './service.js';

export async function responsibleRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const who = (p: ReturnType<typeof me>): Who => ({ id: p.id, sessionId: p.sessionId, currency: p.currency });
  const auth = { onRequest: requirePlayer };

  route(app, rgApi.status, auth, async (req) => ({ success: true, data: await statusOf(db, who(me(req))) }));
  route(app, rgApi.setLimit, auth, async (req) => ({ success: true, ...(await setLimit(db, who(me(req)), req.body)) }));
  route(app, rgApi.confirmLimit, auth, async (req) => ({ success: true, ...(await confirmLimit(db, who(me(req)), req.body)) }));
  route(app, rgApi.setReality, auth, async (req) => ({ success: true, ...(await setReality(db, who(me(req)), req.body.minutes)) }));
  route(app, rgApi.answerReality, auth, async (req) => ({ success: true, ...(await continueReality(db, who(me(req)))) }));
  route(app, rgApi.takeBreak, auth, async (req) => ({ success: true, ...(await takeBreak(db, who(me(req)), req.body)) }));
  route(app, rgApi.statement, auth, async (req) => ({ success: true, data: await statement(db, who(me(req))) }));
}
