// Deposit, withdrawal and records calls (SPEC.md section 7).
import type { Envelope, PaymentMethod, Transaction, Turnover, WalletNumber } from '../model';
import { http } from './client';

/** A fresh key per user action: a retry of the same action reuses it and is applied once. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export async function fetchPaymentChannels(provider: string): Promise<PaymentMethod[]> {
  const { data } = await http.get<Envelope<PaymentMethod[]>>('/api/showpayment-menthod', { params: { name: provider } });
  return data.data;
}
export async function fetchWalletNumber(params: { name: string; account_type: string; amount: number }): Promise<WalletNumber | null> {
  const { data } = await http.get<Envelope<WalletNumber[]>>('/api/get-wallet-number', { params });
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
export async function submitDeposit(payload: DepositPayload, receipts: File[], idempotencyKey: string): Promise<Envelope<Transaction>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(payload)) if (v !== undefined && v !== null) form.append(k, String(v));
  for (const file of receipts) form.append('receipts', file, file.name);
  const { data } = await http.post<Envelope<Transaction>>('/api/submit-deposit', form, { headers: { 'Idempotency-Key': idempotencyKey } });
  return data;
}
export async function requestEwallet(
  payload: { amount: number; type: string; provider: string; promotion?: number | null; return_url?: string },
  idempotencyKey: string,
) {
  const { data } = await http.post<{ success: boolean; url: string; transaction: string; number?: string; message?: string }>('/api/ewa/request', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
export async function confirmEwallet(payload: { trx_id: string; trxid: string; number: string }) {
  const { data } = await http.post<Envelope<null>>('/api/ewa/confirm', payload);
  return data;
}
export async function withdrawCheck(remote_id?: string | null): Promise<Envelope<null>> {
  const { data } = await http.get<Envelope<null>>('/api/userwithdrawcheck', { params: { remote_id: remote_id ?? undefined } });
  return data;
}
export interface WithdrawPayload {
  remote_id?: string | null;
  account_number: string;
  amount: number;
  payment_id: number;
  provider: string;
}
export async function submitWithdraw(payload: WithdrawPayload, idempotencyKey: string): Promise<Envelope<Transaction> & { error?: string }> {
  const { data } = await http.post<Envelope<Transaction> & { error?: string }>('/api/submit-withdraw', payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
export async function fetchTransactions(remote_id?: string | null): Promise<Transaction[]> {
  const { data } = await http.get<Envelope<Transaction[]>>('/api/transaction/show', { params: { remote_id: remote_id ?? undefined } });
  return data.data;
}
export async function fetchTurnovers(remote_id?: string | null): Promise<Turnover[]> {
  const { data } = await http.get<Envelope<Turnover[]>>('/api/turnovers', { params: { remote_id: remote_id ?? undefined } });
  return data.data;
}
