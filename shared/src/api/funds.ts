// Deposit, withdrawal and records calls (SPEC.md section 7).
import type { PaymentMethod, Transaction, Turnover, WalletNumber, OkAnswer } from '../model';
import { http } from './client';
import { anyone, url } from '../contract/url';
import type { AnswerOf, funds } from '../contract';

/** A fresh key per user action: a retry of the same action reuses it and is applied once. */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export async function fetchPaymentChannels(provider: string): Promise<PaymentMethod[]> {
  const { data } = await http.get<AnswerOf<typeof funds.channels>>(url<typeof funds.channels>('/api/showpayment-menthod'), {
    ...anyone<typeof funds.channels>(),
    params: { name: provider },
  });
  return data.data;
}
export async function fetchWalletNumber(params: { name: string; account_type: string; amount: number }): Promise<WalletNumber | null> {
  const { data } = await http.get<AnswerOf<typeof funds.walletNumber>>(url<typeof funds.walletNumber>('/api/get-wallet-number'), { params });
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
  const { data } = await http.post<AnswerOf<typeof funds.submitDeposit>>(url<typeof funds.submitDeposit>('/api/submit-deposit'), form, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
export async function requestEwallet(
  payload: { amount: number; type: string; provider: string; promotion?: number | null; return_url?: string },
  idempotencyKey: string,
) {
  const { data } = await http.post<AnswerOf<typeof funds.ewalletRequest>>(url<typeof funds.ewalletRequest>('/api/ewa/request'), payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
export async function confirmEwallet(payload: { trx_id: string; trxid: string; number: string }) {
  const { data } = await http.post<AnswerOf<typeof funds.ewalletConfirm>>(url<typeof funds.ewalletConfirm>('/api/ewa/confirm'), payload);
  return data;
}
export async function withdrawCheck(remote_id?: string | null): Promise<OkAnswer> {
  const { data } = await http.get<AnswerOf<typeof funds.withdrawCheck>>(url<typeof funds.withdrawCheck>('/api/userwithdrawcheck'), {
    params: { remote_id: remote_id ?? undefined },
  });
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
  const { data } = await http.post<AnswerOf<typeof funds.submitWithdraw>>(url<typeof funds.submitWithdraw>('/api/submit-withdraw'), payload, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
export async function fetchTransactions(remote_id?: string | null): Promise<Transaction[]> {
  const { data } = await http.get<AnswerOf<typeof funds.transactions>>(url<typeof funds.transactions>('/api/transaction/show'), {
    params: { remote_id: remote_id ?? undefined },
  });
  return data.data;
}
export async function fetchTurnovers(remote_id?: string | null): Promise<Turnover[]> {
  const { data } = await http.get<AnswerOf<typeof funds.turnovers>>(url<typeof funds.turnovers>('/api/turnovers'), {
    params: { remote_id: remote_id ?? undefined },
  });
  return data.data;
}
