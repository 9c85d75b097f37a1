// The back office's operators over HTTP: login (public, rate-limited), logout, creating an operator (a manager, or
// the ADMIN_TOKEN for the first), and the audit log. The admin guard decides who calls and with which role.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { operators as api, type OperatorRole } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import { listAnswer, pageOf } from '../../lib/pages.js';
import { actorOf, makeAdminGuard } from '../auth/guard.js';
import { APPROVAL_MSG, requestSecondFactorReset } from '../admin/approvals.js';
import {
  auditEntries,
  changeOwnPassword,
  createOperatorAudited,
  enrolOperator,
  inviteOperatorAudited,
  loginOperator,
  logoutOperator,
  OPERATOR_SESSION,
  operatorViews,
  setOperatorActive,
} from './service.js';

export async function operatorRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, api.enrolOperator, async (req) => ({ success: true, data: await enrolOperator(ctx, req.body, req.ip) }));
  route(app, api.operatorLogin, async (req) => {
    const { token, op } = await loginOperator(ctx, req.body, req.ip);
    return {
      success: true,
      data: { token, role: op.role as OperatorRole, username: op.username, expires_in: OPERATOR_SESSION.maxMs / 1000 },
    };
  });

  await app.register(async (admin) => {
    admin.addHook('onRequest', makeAdminGuard(ctx));
    route(admin, api.operatorLogout, async (req) => {
      await logoutOperator(ctx.db, actorOf(req));
      return { success: true, data: {} };
    });
    route(admin, api.createOperator, async (req) => {
      const made = await createOperatorAudited(ctx.db, ctx.secrets, actorOf(req), req.body);
      return {
        success: true,
        data: { username: made.row.username, role: req.body.role, totp_secret: made.secret, otpauth_url: made.url, recovery_codes: made.codes },
      };
    });
    route(admin, api.inviteOperator, async (req) => ({ success: true, data: await inviteOperatorAudited(ctx.db, actorOf(req), req.body) }));
    route(admin, api.changePassword, async (req) => ({
      success: true,
      message: 'Password changed',
      data: { sessions_ended: await changeOwnPassword(ctx, actorOf(req), req.body.current_password, req.body.new_password) },
    }));
    route(admin, api.operatorList, async (req) => {
      const page = pageOf(req.query.page);
      const { rows, total } = await operatorViews(ctx.db, page);
      return listAnswer(rows, total, page);
    });
    route(admin, api.operatorStatus, async (req) => {
      const data = await setOperatorActive(ctx.db, actorOf(req), req.params.username, req.body.active);
      // enabling an operator again also lifts the lock of their wrong sign-ins
      if (req.body.active) await ctx.limiter.reset(`operator-login-user:${data.username.toLowerCase()}`);
      return { success: true, message: req.body.active ? 'Operator enabled' : 'Operator disabled', data };
    });
    route(admin, api.resetSecondFactor, async (req, reply) => {
      const id = await requestSecondFactorReset(ctx.db, actorOf(req), req.params.username, req.body.reason.trim());
      return reply.status(202).send({ success: true, message: APPROVAL_MSG.resetWaiting, data: { approval_id: id } });
    });
    route(admin, api.auditLog, async (req) => {
      const page = pageOf(req.query.page);
      const { rows, total } = await auditEntries(ctx.db, { action: req.query.action, actor: req.query.operator }, page);
      return listAnswer(rows, total, page);
    });
  });
}
