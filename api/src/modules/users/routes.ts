// The player's own record (docs/spec.md section 7), HTTP only; the queries are in service.ts.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/errors.js';
import type { AppContext } from '../../context.js';
import { toTaka } from '../../lib/money.js';
import { callerOf, me, type Guard } from '../auth/guard.js';
import {
  addExtraPhone,
  changePassword,
  forgotPassword,
  resetPassword,
  sendExtraPhoneCode,
  sendVerification,
  verifyExtraPhone,
  verifyOwnEmail,
  verifyOwnPhone,
} from './account.js';
import { claimCash, convertVip, referralSummary } from './rewards.js';
import { balanceOf, extraPhonesOf, setBirthday, setLanguage, showUser } from './service.js';
import { users as usersApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
export async function userRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;

  // remote_id in the query is ignored: the token decides who the user is.
  route(app, usersApi.showUser, { onRequest: requirePlayer }, async (req) => ({ success: true, data: await showUser(db, me(req).id) }));

  // Birthday: editable only while empty; once saved it is fixed.
  route(app, usersApi.updateProfile, { onRequest: requirePlayer }, async (req) => {
    const dofb = String(req.body.dofb ?? '').trim();
    const d = new Date(`${dofb}T00:00:00Z`);
    const age = (Date.now() - d.getTime()) / (365.25 * 24 * 3600 * 1000);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dofb) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== dofb)
      throw new HttpError(400, /*i18n*/ 'Please enter a valid date of birth.');
    if (age < 18 || age > 120) throw new HttpError(400, /*i18n*/ 'You must be at least 18 years old.');
    const saved = await setBirthday(db, me(req).id, dofb);
    if (saved === null) throw new HttpError(409, /*i18n*/ 'Your date of birth is already set and cannot be changed.');
    return { success: true, message: /*i18n*/ 'Date of birth saved', dofb: saved };
  });

  route(app, usersApi.otherPhones, { onRequest: requirePlayer }, async (req) => {
    const rows = await extraPhonesOf(db, me(req).id);
    return { success: true, data: rows.map((r) => ({ id: r.id, contract_value: r.phone, isverify: r.verified ? 1 : 0 })) };
  });

  route(app, usersApi.setLanguage, { onRequest: requirePlayer }, async (req) => ({ success: true, lang: await setLanguage(db, me(req).id, req.body.lang) }));

  route(app, usersApi.balance, { onRequest: requirePlayer }, async (req) => ({ success: true, balance: toTaka(await balanceOf(db, me(req).id)) }));

  // verification, extra phones, password (account.ts); VP and referral (rewards.ts)
  const body = { onRequest: requirePlayer };
  route(app, usersApi.sendVerificationCode, body, async (req) => sendVerification(ctx, callerOf(req), req.body));
  route(app, usersApi.verifyPhone, body, async (req) => verifyOwnPhone(ctx, callerOf(req), req.body));
  route(app, usersApi.verifyEmail, body, async (req) => verifyOwnEmail(ctx, callerOf(req), req.body));
  route(app, usersApi.addNumber, body, async (req) => addExtraPhone(ctx, callerOf(req), req.body));
  route(app, usersApi.addNumberSendCode, body, async (req) => sendExtraPhoneCode(ctx, callerOf(req), req.body));
  route(app, usersApi.addNumberVerify, body, async (req) => verifyExtraPhone(ctx, callerOf(req), req.body));
  route(app, usersApi.changePassword, body, async (req) => changePassword(ctx, callerOf(req), req.body));
  route(app, usersApi.forgotPassword, async (req) => forgotPassword(ctx, callerOf(req), req.body));
  route(app, usersApi.resetPassword, async (req) => resetPassword(ctx, callerOf(req), req.body));
  route(app, usersApi.convertVip, { onRequest: requirePlayer }, async (req) => convertVip(ctx, callerOf(req), req.query));
  route(app, usersApi.referral, { onRequest: requirePlayer }, async (req) => referralSummary(ctx, callerOf(req)));
  route(app, usersApi.cashClaim, { onRequest: requirePlayer }, async (req) => claimCash(ctx, callerOf(req)));
}
