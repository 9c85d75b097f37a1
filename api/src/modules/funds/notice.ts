// The payment gateway's notice to us (the merchant): which payment ended how. Signed with the gateway's Ed25519
// private key; we hold only its public key, so nothing on our side can make a notice the gateway did not send.
import crypto, { type KeyObject } from 'node:crypto';

export interface GatewayNotice {
  /** Our reference (transactions.gateway_ref). */
  ref: string;
  /** The gateway's own payment id. */
  payment_id: string;
  status: 'paid' | 'cancelled';
  /** Poisha, as a whole number. */
  amount: number;
  /** The wallet number that paid. */
  payer: string;
  /** When the gateway decided, ms since the epoch. */
  ts: number;
  /** base64 Ed25519 signature of noticeMessage(). */
  signature: string;
}

export function noticeMessage(n: Omit<GatewayNotice, 'signature'>): Buffer {
  return Buffer.from(['notice-v1', n.ref, n.payment_id, n.status, String(n.amount), n.payer, String(n.ts)].join('|'));
}

export function signNotice(privateKey: KeyObject, n: Omit<GatewayNotice, 'signature'>): GatewayNotice {
  return { ...n, signature: crypto.sign(null, noticeMessage(n), privateKey).toString('base64') };
}

/** The notice, when its fields have the right shapes and its signature verifies with the gateway's key; else null. */
export function verifiedNotice(publicKey: KeyObject | null, body: unknown): GatewayNotice | null {
  if (!publicKey || !body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const { ref, payment_id, status, amount, payer, ts, signature } = b;
  if (typeof ref !== 'string' || typeof payment_id !== 'string' || (status !== 'paid' && status !== 'cancelled')) return null;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(ts) || typeof payer !== 'string' || typeof signature !== 'string') return null;
  if (ref.length > 64 || payment_id.length > 64 || payer.length > 20 || signature.length > 200) return null;
  const n: Omit<GatewayNotice, 'signature'> = { ref, payment_id, status, amount: amount as number, payer, ts: ts as number };
  const ok = crypto.verify(null, noticeMessage(n), publicKey, Buffer.from(signature, 'base64'));
  return ok ? { ...n, signature } : null;
}

/** A key from configuration: PEM text, or base64 of the DER (SPKI for public, PKCS#8 for private). */
export function publicKeyFrom(text: string): KeyObject {
  return text.includes('BEGIN') ? crypto.createPublicKey(text) : crypto.createPublicKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'spki' });
}
export function privateKeyFrom(text: string): KeyObject {
  return text.includes('BEGIN') ? crypto.createPrivateKey(text) : crypto.createPrivateKey({ key: Buffer.from(text, 'base64'), format: 'der', type: 'pkcs8' });
}
