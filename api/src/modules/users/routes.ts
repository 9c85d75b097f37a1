// The player's own record (docs/spec.md section 7), HTTP only; the queries are in service.ts.
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../lib/errors.js';
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
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { kycOf, submitKyc } from './kyc.js';

/** Reads an identity document's upload: its type and its photos (at most KYC_MAX_FILES, 5 MB each). */
async function readKyc(req: FastifyRequest): Promise<{ documentType: string; files: Buffer[] }> {
  const { KYC_MSG, KYC_MAX_FILES } = usersApi;
  if (!req.isMultipart()) throw badRequest(KYC_MSG.files, { files: [KYC_MSG.files] });
  let documentType = '';
  const files: Buffer[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (files.length >= KYC_MAX_FILES) throw badRequest(KYC_MSG.files, { files: [KYC_MSG.files] });
        files.push(await part.toBuffer());
      } else if (part.fieldname === 'document_type' && typeof part.value === 'string') documentType = part.value;
    }
  } catch (e) {
    if (e instanceof HttpError) throw e;
    // a photo over 5 MB (the plugin's limit), or an upload that is not whole
    if ((e as { statusCode?: number }).statusCode === 413) throw new HttpError(413, KYC_MSG.type, { files: [KYC_MSG.type] });
    throw badRequest(/*i18n*/ 'The upload could not be read. Please try again.');
  }
  return { documentType, files };
}

export async function userRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;

  // remote_id in the query is ignored: the token decides who the user is.
  route(app, usersApi.kycStatus, { onRequest: requirePlayer }, async (req) => ({ success: true, data: await kycOf(db, me(req).id) }));
  // multipart only where documents are uploaded (funds/routes.ts says why)
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: usersApi.KYC_FILE_MAX_BYTES, files: usersApi.KYC_MAX_FILES + 1, fields: 5, fieldSize: 100 } });
    route(upload, usersApi.kycSubmit, { onRequest: requirePlayer }, async (req) => {
      const player = me(req);
      const { documentType, files } = await readKyc(req);
      return { success: true, message: usersApi.KYC_MSG.submitted, data: await submitKyc(db, player.id, documentType, files) };
    });
  });
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
