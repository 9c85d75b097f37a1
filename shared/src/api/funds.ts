// Deposit, withdrawal and records calls (docs/spec.md section 7).
import type { PaymentMethod, Transaction, Turnover, WalletNumber, OkAnswer } from '../model';
import { call } from './client';
import type { AnswerOf, funds } from '../contract';

/** A fresh key per user action: a retry of the same action reuses it and is applied once. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export async function fetchPaymentChannels(provider: string): Promise<PaymentMethod[]> {
  const data = await call<typeof funds.channels>('GET /api/showpayment-menthod', { anonymous: true, query: { name: provider } });
  return data.data;
}
export async function fetchWalletNumber(params: { name: string; account_type: string; amount: number }): Promise<WalletNumber | null> {
  const data = await call<typeof funds.walletNumber>('GET /api/get-wallet-number', { query: params });
  return data.data[0] ?? null;
}
export interface DepositPayload {
  remote_id?: string | null;
  account_number: string;
  transaction_id: string;
  amount: number;
  payment_id: number;
  promotion_id?: number | null;
  wallet_number_id?: number | null;
}
/** Multipart: fields plus receipt images. */
export async function submitDeposit(payload: DepositPayload, receipts: File[], idempotencyKey: string): Promise<AnswerOf<typeof funds.submitDeposit>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) form.append(k, String(v));
  for (const file of receipts) form.append('receipts', file, file.name);
  const data = await call<typeof funds.submitDeposit>('POST /api/submit-deposit', { body: form, headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}
export async function requestEwallet(
  payload: { amount: number; type: string; provider: string; promotion?: number | null; return_url?: string },
  idempotencyKey: string,
) {
  const data = await call<typeof funds.ewalletRequest>('POST /api/ewa/request', { body: payload, headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}
export async function confirmEwallet(payload: { trx_id: string; trxid: string; number: string }) {
  const data = await call<typeof funds.ewalletConfirm>('POST /api/ewa/confirm', { body: payload });
  return data;
}
export async function withdrawCheck(remote_id?: string | null): Promise<OkAnswer> {
  const data = await call<typeof funds.withdrawCheck>('GET /api/userwithdrawcheck', { query: { remote_id: remote_id ?? undefined } });
  return data;
}
export interface WithdrawPayload {
  remote_id?: string | null;
  account_number: string;
  amount: number;
  payment_id: number;
  provider: string;
}
export async function submitWithdraw(payload: WithdrawPayload, idempotencyKey: string): Promise<AnswerOf<typeof funds.submitWithdraw>> {
  const data = await call<typeof funds.submitWithdraw>('POST /api/submit-withdraw', { body: payload, headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}
export async function fetchTransactions(remote_id?: string | null): Promise<Transaction[]> {
  const data = await call<typeof funds.transactions>('GET /api/transaction/show', { query: { remote_id: remote_id ?? undefined } });
  return data.data;
}
export async function fetchTurnovers(remote_id?: string | null): Promise<Turnover[]> {
  const data = await call<typeof funds.turnovers>('GET /api/turnovers', { query: { remote_id: remote_id ?? undefined } });
  return data.data;
}
