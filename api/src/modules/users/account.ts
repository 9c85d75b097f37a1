// Profile verification, extra phones, password change and reset (docs/spec.md sections 4, 5, 7): the rules and queries.
import type { AppContext, Caller } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { hashPassword, verifyPassword } from '../../lib/crypto.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { lockPlayer, revokeAllSessions } from '../base/service.js';
import { checkCode, CODE_MSG, sendCode } from './codes.js';
import { playerById } from './service.js';
import * as store from './store.js';

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
import { ACCOUNT_MSG, changePasswordForm, forgotResetForm } from '@bet/shared/contract';
import { checkWith } from '../../lib/forms.js';
export { ACCOUNT_MSG };

async function ownExtra(db: DbOrTx, playerId: number, phoneRaw: unknown) {
  const phone = str(phoneRaw);
  const row = await store.ownExtraPhone(db, playerId, phone);
  if (!row) throw notFound(/*i18n*/ 'This phone number is not on your account.');
  return row;
}

export async function sendVerification(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const p = await playerById(db, caller.playerId);
  const b = input as { phone?: unknown; email?: unknown };
  if (b.email !== undefined) {
    if (!p.email || str(b.email).toLowerCase() !== p.email) throw badRequest(/*i18n*/ 'Please use the email address of your account.');
    if (p.emailVerifiedAt) throw badRequest(/*i18n*/ 'Your email is already verified.');
    await sendCode(ctx, p.id, 'email', p.email, 'email', (c) => `Your BetBazar email verification code is ${c}. It expires in 5 minutes.`);
    return { success: true, message: /*i18n*/ 'Verification code sent to your email.' };
  }
  const phone = str(b.phone).replace(/^\+?88/, '');
  if (!p.phone || phone !== p.phone) throw badRequest(/*i18n*/ 'Please use the phone number of your account.');
  if (p.phoneVerified) throw badRequest(/*i18n*/ 'Your phone number is already verified.');
  await sendCode(ctx, p.id, 'phone', p.phone, 'sms', (c) => `Your BetBazar verification code is ${c}. It expires in 5 minutes.`);
  return { success: true, message: /*i18n*/ 'Verification code sent to your phone.' };
}

export async function verifyOwnPhone(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const p = await playerById(db, caller.playerId);
  if (!p.phone) throw badRequest(/*i18n*/ 'No phone number on your account.');
  await checkCode(ctx, p.id, 'phone', p.phone, (input as { verification_code?: unknown }).verification_code);
  await store.markPhoneVerified(db, p.id);
  return { success: true, message: /*i18n*/ 'Your phone number is verified.' };
}

export async function verifyOwnEmail(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const p = await playerById(db, caller.playerId);
  if (!p.email) throw badRequest(/*i18n*/ 'No email on your account.');
  await checkCode(ctx, p.id, 'email', p.email, (input as { code?: unknown }).code);
  await store.markEmailVerified(db, p.id);
  return { success: true, message: /*i18n*/ 'Your email is verified.' };
}

export async function addExtraPhone(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const playerId = caller.playerId;
  const phone = str((input as { phone?: unknown }).phone);
  if (!/^01\d{9}$/.test(phone)) throw badRequest(ACCOUNT_MSG.phoneInvalid);
  return db
    .transaction(async (tx) => {
      // lock the player row so two concurrent adds cannot both pass the count
      await lockPlayer(tx, playerId);
      if ((await store.countExtraPhones(tx, playerId)) >= 2) throw badRequest(ACCOUNT_MSG.maxPhones);
      if (await store.phoneInUse(tx, phone)) throw badRequest(ACCOUNT_MSG.phoneTaken);
      const row = await store.insertExtraPhone(tx, playerId, phone);
      return { success: true, message: /*i18n*/ 'Phone number added. Please verify it.', data: { id: row.id, contract_value: row.phone, isverify: 0 } };
    })
    .catch((e: unknown) => {
      if ((e as { cause?: { code?: string } }).cause?.code === '23505') throw badRequest(ACCOUNT_MSG.phoneTaken);
      throw e;
    });
}

export async function sendExtraPhoneCode(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const row = await ownExtra(db, caller.playerId, (input as { phone?: unknown }).phone);
  if (row.verified) throw badRequest(/*i18n*/ 'This phone number is already verified.');
  await sendCode(ctx, row.playerId, 'extra_phone', row.phone, 'sms', (c) => `Your BetBazar verification code is ${c}. It expires in 5 minutes.`);
  return { success: true, message: /*i18n*/ 'Verification code sent.' };
}

export async function verifyExtraPhone(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const b = input as { phone?: unknown; verification_code?: unknown };
  const row = await ownExtra(db, caller.playerId, b.phone);
  await checkCode(ctx, row.playerId, 'extra_phone', row.phone, b.verification_code);
  await store.markExtraPhoneVerified(db, row.id);
  return { success: true, message: /*i18n*/ 'Your phone number is verified.' };
}

export async function changePassword(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const b = input as { old_password?: unknown; new_password?: unknown; new_password_confirmation?: unknown };
  const old = typeof b.old_password === 'string' ? b.old_password : '';
  const pw = typeof b.new_password === 'string' ? b.new_password : '';
  const confirm = typeof b.new_password_confirmation === 'string' ? b.new_password_confirmation : '';
  checkWith(changePasswordForm, { current: old, next: pw, confirm });
  const p = await playerById(db, caller.playerId);
  // a wrong current password is a wrong login: it counts against the login limits of the account and address
  const keys: [string, number][] = [
    [`login-user:${caller.ip}:${p.usernameLower}`, ctx.limits.loginPerUser],
    [`login-account:${p.usernameLower}`, ctx.limits.loginPerAccount],
  ];
  for (const [key, max] of keys) if ((await ctx.limiter.count(key)) >= max) await ctx.limiter.hit(key, max, ctx.limits.windowMs);
  if (!(await verifyPassword(old, p.passwordHash))) {
    for (const [key, max] of keys) await ctx.limiter.hit(key, max, ctx.limits.windowMs);
    throw badRequest(ACCOUNT_MSG.currentWrong);
  }
  await store.setPasswordHash(db, p.id, await hashPassword(pw));
  await revokeAllSessions(db, p.id);
  return { success: true, message: ACCOUNT_MSG.changed };
}

export async function forgotPassword(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const b = input as { type?: unknown; email?: unknown; phone?: unknown; username?: unknown };
  const type = b.type === 'sms' ? 'sms' : b.type === 'email' ? 'email' : null;
  if (!type) throw badRequest(/*i18n*/ 'Please choose Email or SMS.');
  const username = str(b.username).toLowerCase();
  const target = type === 'email' ? str(b.email).toLowerCase() : str(b.phone).replace(/^\+?88/, '');
  if (!target) throw badRequest(type === 'email' ? 'Please enter your email address.' : 'Please enter your phone number.');
  if (!username) throw badRequest(/*i18n*/ 'Please enter your username.');
  await ctx.limiter.hit(`forgot-ip:${caller.ip}`, 10, 15 * 60_000);
  const p = await store.findPlayerByUsername(db, username);
  // the same answer whether or not the details match an account: a stranger learns nothing of who plays here
  if (p && (type === 'email' ? p.email === target : p.phone === target)) {
    await sendCode(ctx, p.id, 'reset', target, type, (c) => `Your BetBazar password reset code is ${c}. It expires in 5 minutes.`);
  } else {
    await ctx.limiter.hit(`code-send:reset:${target}`, 1, ctx.limits.codeSendIntervalMs, CODE_MSG.wait); // as sendCode does
  }
  return { success: true, message: type === 'email' ? 'OTP sent successfully. Please check your email.' : 'OTP sent successfully. Please check your sms.' };
}

export async function resetPassword(ctx: AppContext, caller: Caller, input: unknown) {
  const { db } = ctx;
  const b = input as { otp?: unknown; password?: unknown; password_confirmation?: unknown; username?: unknown };
  const otp = str(b.otp);
  const pw = typeof b.password === 'string' ? b.password : '';
  checkWith(forgotResetForm, { otp, password: pw, confirm: typeof b.password_confirmation === 'string' ? b.password_confirmation : '' });
  await ctx.limiter.hit(`reset-ip:${caller.ip}`, 20, 15 * 60_000);
  const p = await store.findPlayerByUsername(db, str(b.username).toLowerCase());
  if (!p) throw badRequest(/*i18n*/ 'The OTP is invalid.');
  // the code was sent to the email or the phone: the newest reset code, whichever it went to
  try {
    await checkCode(ctx, p.id, 'reset', null, otp);
  } catch (e) {
    if (e instanceof HttpError && e.status === 429) throw e;
    throw badRequest(/*i18n*/ 'The OTP is invalid or has expired.');
  }
  await store.setPasswordHash(db, p.id, await hashPassword(pw));
  await revokeAllSessions(db, p.id);
  return { success: true, message: /*i18n*/ 'Password reset successfully. Please login with your new password.' };
}
