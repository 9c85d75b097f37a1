// Only with DEV_OUTBOX=1 (npm start and the tests): the latest messages sent to a phone or email, so tests and
// demo users can read their codes; and (admin token) a simulated match played on at once.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { actorOf, makeAdminGuard } from '../auth/guard.js';
import { parsePoisha } from '@bet/shared/contract';
import { devTurnover, playerByUsername } from '../admin/service.js';
import { audit } from '../operators/service.js';
import { latestMessages } from '../support/outbox.js';
import { dev as devApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import { marketIdOf } from '../exchange/model.js';
import { eventName } from '../exchange/views.js';

export async function devRoutes(app: FastifyInstance, ctx: AppContext) {
  const requireAdmin = makeAdminGuard(ctx);
  route(app, devApi.outbox, async (req) => {
    const to = String(req.query.to ?? '')
      .trim()
      .toLowerCase();
    if (!to || to.length > 200) throw badRequest(/*i18n*/ 'The to field is required.');
    const rows = await latestMessages(ctx.db, to);
    return { success: true, data: rows.map((r) => ({ id: r.id, channel: r.channel, to: r.to, body: r.body, created_at: r.createdAt.toISOString() })) };
  });

  route(app, devApi.feedFastForward, { onRequest: requireAdmin }, async (req) => {
    const e = ctx.feed.fastForward(req.body.event_id, req.body.minutes * 60_000);
    if (!e) throw new HttpError(404, /*i18n*/ 'Event not found.');
    await audit(ctx.db, actorOf(req), 'dev.feed.fast-forward', req.body.event_id, null, { minutes: req.body.minutes });
    return { success: true, data: { status: e.status, result: e.match.result } };
  });

  route(app, devApi.feedStart, { onRequest: requireAdmin }, async (req) => {
    const e = ctx.feed.startMatch(req.body.sport, req.body.minutes * 60_000);
    if (e === undefined) throw new HttpError(409, /*i18n*/ 'This feed cannot start a match here.');
    if (e === null) throw new HttpError(409, /*i18n*/ 'No two teams are free to play now.');
    await audit(ctx.db, actorOf(req), 'dev.feed.start', String(e.id), null, { sport: e.sport, minutes: req.body.minutes });
    return { success: true, data: { event_id: String(e.id), market_id: marketIdOf(e), event: eventName(e), status: e.status } };
  });

  // turnover without play, for the demo and the tests only (this module is never registered in production): a
  // settled lost bet of that stake, audited with its settlement
  route(app, devApi.turnover, { onRequest: requireAdmin }, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    const amount = parsePoisha(req.body.amount);
    if (!amount) throw badRequest(/*i18n*/ 'The amount must be a positive amount with at most two decimals.');
    await devTurnover(ctx.db, actorOf(req), p, amount);
    return { success: true, data: null };
  });
}
