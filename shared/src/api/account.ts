// Profile, verification, password, inbox, VIP and referral calls (SPEC.md section 7).
import type { Envelope, ExtraPhone, InboxMessage, User, OkAnswer } from '../model';
import { http } from './client';
import { url } from '../contract/url';
import type { AnswerOf, auth, support, users } from '../contract';

export async function sendVerificationCode(target: { phone: string } | { email: string }): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.sendVerificationCode>>(url<typeof users.sendVerificationCode>('/api/send-verification-code'), target);
  return data;
}
export async function verifyPhone(verification_code: string): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.verifyPhone>>(url<typeof users.verifyPhone>('/api/verify-phone-number'), { verification_code });
  return data;
}
export async function verifyEmail(code: string): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.verifyEmail>>(url<typeof users.verifyEmail>('/api/verify-email'), { code });
  return data;
}
export async function fetchExtraPhones(): Promise<ExtraPhone[]> {
  const { data } = await http.get<AnswerOf<typeof users.otherPhones>>(url<typeof users.otherPhones>('/api/get/other/phone'));
  return data.data;
}
export async function addExtraPhone(phone: string): Promise<Envelope<ExtraPhone>> {
  const { data } = await http.post<AnswerOf<typeof users.addNumber>>(url<typeof users.addNumber>('/api/add/number'), { phone });
  return data;
}
export async function sendExtraPhoneCode(phone: string): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.addNumberSendCode>>(url<typeof users.addNumberSendCode>('/api/add/send-verification-code'), { phone });
  return data;
}
export async function verifyExtraPhone(phone: string, verification_code: string): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.addNumberVerify>>(url<typeof users.addNumberVerify>('/api/add/verify-phone-number'), {
    phone,
    verification_code,
  });
  return data;
}
export async function updateBirthday(remote_id: string | null, dofb: string): Promise<{ success: boolean; dofb: string; message?: string }> {
  const { data } = await http.post<AnswerOf<typeof users.updateProfile>>(url<typeof users.updateProfile>('/api/user/profile/update'), { remote_id, dofb });
  return data;
}
export async function changePassword(old_password: string, new_password: string, new_password_confirmation: string): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.changePassword>>(url<typeof users.changePassword>('/api/user-pwd'), {
    old_password,
    new_password,
    new_password_confirmation,
  });
  return data;
}
export async function forgotPassword(
  payload: { type: 'email'; email: string; username: string } | { type: 'sms'; phone: string; username: string },
): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.forgotPassword>>(url<typeof users.forgotPassword>('/api/usr-forgot-password'), payload);
  return data;
}
export async function resetPassword(payload: { otp: string; password: string; password_confirmation: string; username: string }): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.resetPassword>>(url<typeof users.resetPassword>('/api/usr-reset-password'), payload);
  return data;
}
export interface InboxPage {
  data: InboxMessage[];
  last_page: number;
  current_page?: number;
  unread?: number;
}
export async function fetchInbox(page = 1, remote_id?: string | null): Promise<InboxPage> {
  const { data } = await http.get<AnswerOf<typeof support.inbox>>(url<typeof support.inbox>('/api/inbox'), {
    params: { remote_id: remote_id ?? undefined, page },
  });
  return data.data;
}
export async function fetchInboxMessage(id: number): Promise<InboxMessage> {
  const { data } = await http.get<AnswerOf<typeof support.inboxById>>(url<typeof support.inboxById>('/api/inbox/:id', { id }));
  return data.data;
}
export async function markInboxRead(id: number): Promise<void> {
  await http.patch<AnswerOf<typeof support.inboxRead>>(url<typeof support.inboxRead>('/api/inbox/:id/read', { id }));
}
export async function deleteInboxMessage(id: number): Promise<void> {
  await http.delete<AnswerOf<typeof support.inboxDelete>>(url<typeof support.inboxDelete>('/api/inbox/:id', { id }));
}
export async function convertVipCoin(vip_coin: number, remote_id?: string | null): Promise<Envelope<User | null>> {
  const { data } = await http.get<AnswerOf<typeof users.convertVip>>(url<typeof users.convertVip>('/api/convert-vipcoin'), {
    params: { remote_id: remote_id ?? undefined, vip_coin },
  });
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
  const { data } = await http.get<AnswerOf<typeof users.referral>>(url<typeof users.referral>('/api/referral'));
  return data.data;
}
export async function claimCash(): Promise<OkAnswer> {
  const { data } = await http.post<AnswerOf<typeof users.cashClaim>>(url<typeof users.cashClaim>('/api/cash-claim'), {});
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
  const { data } = await http.get<AnswerOf<typeof auth.sessions>>(url<typeof auth.sessions>('/api/sessions'));
  return data.data;
}
export async function revokeSession(id: number): Promise<OkAnswer> {
  const { data } = await http.delete<AnswerOf<typeof auth.revokeSession>>(url<typeof auth.revokeSession>('/api/sessions/:id', { id }));
  return data;
}
export async function revokeOtherSessions(): Promise<Envelope<{ revoked: number }>> {
  const { data } = await http.post<AnswerOf<typeof auth.revokeOtherSessions>>(url<typeof auth.revokeOtherSessions>('/api/sessions/revoke-others'));
  return data;
}
