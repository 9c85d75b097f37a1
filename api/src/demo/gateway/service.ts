// The demo payment gateway: a stand-in for a third party such as bKash's checkout, enabled only by DEMO_GATEWAY=1
// (never in production). It keeps its own book (gateway_payments), signs in the payer with a one-time code sent
// by SMS to the paying wallet number, and tells the merchant the outcome with a notice signed by its own key.
import crypto, { type KeyObject } from 'node:crypto';
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import type { Sender } from '../../context.js';
import type { PaymentGateway } from '../../providers.js';
import { sha256, sixDigits } from '../../lib/crypto.js';
import { signNotice, type GatewayNotice } from '../../modules/funds/notice.js';

export const PAYMENT_TTL_MS = 15 * 60_000;
const CODE_TTL_MS = 5 * 60_000;
const CODE_RESEND_MS = 60_000;
const CODE_TRIES = 5;

export type { GatewayRow } from './store.js';
type GatewayRow = store.GatewayRow;
/** Why a step was refused; the page shows a fixed sentence for each. */
export type GatewayProblem = 'unknown' | 'closed' | 'expired' | 'wait' | 'code' | 'tries' | 'session';

export class GatewayRefusal extends Error {
  constructor(public readonly problem: GatewayProblem) {
    super(problem);
  }
}

export interface DemoGatewayOptions {
  db: Db;
  sender: Sender;
  /** Where the gateway's pages are served (the api's public address). */
  publicBase: string;
  privateKey: KeyObject;
  /** Delivers a signed notice to the merchant; resolves with whether the merchant took it. */
  notify: (notice: GatewayNotice) => Promise<boolean>;
}

export class DemoGateway implements PaymentGateway {
  readonly publicKey: KeyObject;
  constructor(private readonly o: DemoGatewayOptions) {
    this.publicKey = crypto.createPublicKey(o.privateKey);
  }

  async createPayment(input: { ref: string; amountPoisha: number; payer: string; returnUrl: string | null }): Promise<{ url: string }> {
    const id = `GP${crypto.randomBytes(12).toString('hex').toUpperCase()}`;
    await store.insertPayment(this.o.db, {
      id,
      merchantRef: input.ref,
      amountPoisha: input.amountPoisha,
      payer: input.payer,
      returnUrl: input.returnUrl,
      expiresAt: new Date(Date.now() + PAYMENT_TTL_MS),
    });
    return { url: `${this.o.publicBase}/gateway/pay/${id}` };
  }

  async find(id: string): Promise<GatewayRow | null> {
    if (!/^GP[0-9A-F]{24}$/.test(id)) return null;
    return (await store.paymentById(this.o.db, id)) ?? null;
  }

  private async open(id: string): Promise<GatewayRow> {
    const row = await this.find(id);
    if (!row) throw new GatewayRefusal('unknown');
    if (row.status !== 'pending') throw new GatewayRefusal('closed');
    if (row.expiresAt.getTime() <= Date.now()) throw new GatewayRefusal('expired');
    return row;
  }

  /** Sends a one-time code by SMS to the paying wallet number (one a minute). */
  async sendCode(id: string): Promise<void> {
    const row = await this.open(id);
    const code = sixDigits();
    // at most one code a minute: a code issued less than a minute ago blocks the next
    const issued = await store.issueCode(this.o.db, id, sha256(`${id}:${code}`), CODE_TTL_MS, CODE_RESEND_MS);
    if (!issued) throw new GatewayRefusal('wait');
    await this.o.sender.send('sms', row.payer, `DEMO PAY: your verification code is ${code}. Never share it. It expires in 5 minutes.`);
  }

  /** Checks the code (each check counts, atomically, 5 at most); returns a new gateway session token. */
  async signIn(id: string, codeRaw: string): Promise<string> {
    await this.open(id);
    const code = codeRaw.trim();
    const tried = await store.countCodeTry(this.o.db, id, CODE_TRIES);
    if (!tried) throw new GatewayRefusal('tries');
    if (!/^\d{6}$/.test(code) || !tried.otpHash || !safeHashEqual(tried.otpHash, sha256(`${id}:${code}`))) throw new GatewayRefusal('code');
    const token = crypto.randomBytes(32).toString('hex');
    const done = await store.openSession(this.o.db, id, tried.otpHash, sha256(token));
    if (!done) throw new GatewayRefusal('code');
    return token;
  }

  /** The payer, signed in, pays or cancels: once; then the merchant gets a signed notice. */
  async decide(id: string, sessionToken: string | null, action: 'pay' | 'cancel'): Promise<GatewayRow> {
    await this.open(id);
    if (!sessionToken || !/^[0-9a-f]{64}$/.test(sessionToken)) throw new GatewayRefusal('session');
    const status = action === 'pay' ? 'paid' : 'cancelled';
    const row = await store.decide(this.o.db, id, sha256(sessionToken), status);
    if (!row) throw new GatewayRefusal('session');
    await this.deliver(row);
    return row;
  }

  /** Sends (or sends again) the notice of a decided payment. */
  async deliver(row: GatewayRow): Promise<boolean> {
    if (row.status === 'pending') return false;
    const notice = signNotice(this.o.privateKey, {
      ref: row.merchantRef,
      payment_id: row.id,
      status: row.status === 'paid' ? 'paid' : 'cancelled',
      amount: row.amountPoisha,
      payer: row.payer,
      ts: Date.now(),
    });
    return this.o.notify(notice);
  }
}

function safeHashEqual(a: string, b: string): boolean {
  const x = Buffer.from(a),
    y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}
