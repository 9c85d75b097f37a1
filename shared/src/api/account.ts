// Profile, verification, password, inbox, VIP and referral calls (docs/spec.md section 7).
import type { Envelope, ExtraPhone, InboxMessage, User, OkAnswer } from '../model';
import { call } from './client';
import type { auth, support, users } from '../contract';

export async function sendVerificationCode(target: { phone: string } | { email: string }): Promise<OkAnswer> {
  const data = await call<typeof users.sendVerificationCode>('POST /api/send-verification-code', { body: target });
  return data;
}
export async function verifyPhone(verification_code: string): Promise<OkAnswer> {
  const data = await call<typeof users.verifyPhone>('POST /api/verify-phone-number', { body: { verification_code } });
  return data;
}
export async function verifyEmail(code: string): Promise<OkAnswer> {
  const data = await call<typeof users.verifyEmail>('POST /api/verify-email', { body: { code } });
  return data;
}
export async function fetchExtraPhones(): Promise<ExtraPhone[]> {
  const data = await call<typeof users.otherPhones>('GET /api/get/other/phone');
  return data.data;
}
export async function addExtraPhone(phone: string): Promise<Envelope<ExtraPhone>> {
  const data = await call<typeof users.addNumber>('POST /api/add/number', { body: { phone } });
  return data;
}
export async function sendExtraPhoneCode(phone: string): Promise<OkAnswer> {
  const data = await call<typeof users.addNumberSendCode>('POST /api/add/send-verification-code', { body: { phone } });
  return data;
}
export async function verifyExtraPhone(phone: string, verification_code: string): Promise<OkAnswer> {
  const data = await call<typeof users.addNumberVerify>('POST /api/add/verify-phone-number', {
    body: {
      phone,
      verification_code,
    },
  });
  return data;
}
export async function updateBirthday(remote_id: string | null, dofb: string): Promise<{ success: boolean; dofb: string; message?: string }> {
  const data = await call<typeof users.updateProfile>('POST /api/user/profile/update', { body: { remote_id, dofb } });
  return data;
}
export async function changePassword(old_password: string, new_password: string, new_password_confirmation: string): Promise<OkAnswer> {
  const data = await call<typeof users.changePassword>('POST /api/user-pwd', {
    body: {
      old_password,
      new_password,
      new_password_confirmation,
    },
  });
  return data;
}
export async function forgotPassword(
  payload: { type: 'email'; email: string; username: string } | { type: 'sms'; phone: string; username: string },
): Promise<OkAnswer> {
  const data = await call<typeof users.forgotPassword>('POST /api/usr-forgot-password', { body: payload });
  return data;
}
export async function resetPassword(payload: { otp: string; password: string; password_confirmation: string; username: string }): Promise<OkAnswer> {
  const data = await call<typeof users.resetPassword>('POST /api/usr-reset-password', { body: payload });
  return data;
}
export interface InboxPage {
  data: InboxMessage[];
  last_page: number;
  current_page?: number;
  unread?: number;
}
export async function fetchInbox(page = 1, remote_id?: string | null): Promise<InboxPage> {
  const data = await call<typeof support.inbox>('GET /api/inbox', { query: { remote_id: remote_id ?? undefined, page } });
  return data.data;
}
export async function fetchInboxMessage(id: number): Promise<InboxMessage> {
  const data = await call<typeof support.inboxById>('GET /api/inbox/:id', { params: { id } });
  return data.data;
}
export async function markInboxRead(id: number): Promise<void> {
  await call<typeof support.inboxRead>('PATCH /api/inbox/:id/read', { params: { id } });
}
export async function deleteInboxMessage(id: number): Promise<void> {
  await call<typeof support.inboxDelete>('DELETE /api/inbox/:id', { params: { id } });
}
export async function convertVipCoin(vip_coin: number, remote_id?: string | null): Promise<Envelope<User | null>> {
  const data = await call<typeof users.convertVip>('GET /api/convert-vipcoin', { query: { remote_id: remote_id ?? undefined, vip_coin } });
  return data;
}
export interface ReferralSummary {
  referral_code: string;
  active_downlines: number;
  lifetime_cash_rewards: number;
  referral_turnover: number;
  cash_bonus: number;
  /** Percent of the downlines' settled turnover paid as cash bonus. */
  referral_percent?: number;
}
export async function fetchReferral(): Promise<ReferralSummary> {
  const data = await call<typeof users.referral>('GET /api/referral');
  return data.data;
}
export async function claimCash(): Promise<OkAnswer> {
  const data = await call<typeof users.cashClaim>('POST /api/cash-claim');
  return data;
}

/** A signed-in device of the player (GET /api/sessions). */
export interface PlayerSession {
  id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
  current: boolean;
}
export async function fetchSessions(): Promise<PlayerSession[]> {
  const data = await call<typeof auth.sessions>('GET /api/sessions');
  return data.data;
}
export async function revokeSession(id: number): Promise<OkAnswer> {
  const data = await call<typeof auth.revokeSession>('DELETE /api/sessions/:id', { params: { id } });
  return data;
}
export async function revokeOtherSessions(): Promise<Envelope<{ revoked: number }>> {
  const data = await call<typeof auth.revokeOtherSessions>('POST /api/sessions/revoke-others');
  return data;
}
