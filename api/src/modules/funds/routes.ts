import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paymentMethods, transactions } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import { absolute } from '../../lib/urls.js';
import { me, type Guard } from '../auth/guard.js';
import { idempotent } from './idempotency.js';
import {
  approveTransaction, confirmEwallet, FUNDS_MSG, rejectTransaction, requestEwallet, submitDeposit, submitWithdraw, transactionViews, turnoverViews,
  walletNumberFor, withdrawCheck,
} from './service.js';

const MAX_RECEIPTS = 5;

/** Reads a multipart deposit (fields + receipt images) or a JSON one. */
async function readDeposit(req: FastifyRequest): Promise<{ fields: Record<string, string>; files: Buffer[] }> {
  if (!req.isMultipart()) return { fields: (req.body ?? {}) as Record<string, string>, files: [] };
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (files.length >= MAX_RECEIPTS) throw badRequest(`At most ${MAX_RECEIPTS} receipt images.`);
      files.push(await part.toBuffer());
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, files };
}

/** Signs a gateway notification (the demo gateway and our handler share GATEWAY_SECRET). */
export function gatewaySignature(secret: string, ref: string, status: string, amount: string): string {
  return crypto.createHmac('sha256', secret).update(`${ref}|${status}|${amount}`).digest('hex');
}

export async function fundsRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const key = (req: FastifyRequest) => {
    const h = req.headers['idempotency-key'];
    return typeof h === 'string' ? h : undefined;
  };

  app.get('/api/showpayment-menthod', async (req) => {
    const name = String((req.query as { name?: unknown }).name ?? '');
    const rows = await db.select().from(paymentMethods).where(and(eq(paymentMethods.provider, name), eq(paymentMethods.status, 'active'))).orderBy(asc(paymentMethods.id));
    return { success: true, data: rows.map((r) => ({ id: r.id, name: r.name, icon: absolute(req, r.icon), status: r.status, account_type: r.accountType })) };
  });

  app.get('/api/get-wallet-number', { preHandler: requirePlayer }, async (req) => {
    const q = req.query as { name?: unknown; account_type?: unknown };
    const w = await walletNumberFor(db, String(q.name ?? ''), String(q.account_type ?? ''));
    return { success: true, data: w ? [{ account_number: w.accountNumber, id: w.id }] : [] };
  });

  app.post('/api/submit-deposit', { preHandler: requirePlayer }, async (req, reply) => {
    const player = me(req);
    const { fields, files } = await readDeposit(req);
    const answer = await idempotent(db, player.id, 'submit-deposit', key(req), async () => {
      const row = await submitDeposit(db, player.id, fields, files, ctx.uploadsDir);
      return { status: 200, body: { success: true, message: 'Submission successful!', data: { id: row.id, transaction_id: row.trxId, amount: row.amountPoisha / 100 } } };
    });
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/api/ewa/request', { preHandler: requirePlayer, schema: { body: { type: 'object' } } }, async (req, reply) => {
    const player = me(req);
    const answer = await idempotent(db, player.id, 'ewa-request', key(req), async () => {
      const row = await requestEwallet(db, player.id, req.body as Record<string, unknown>);
      return { status: 200, body: { success: true, url: absolute(req, `/gateway/pay/${row.gatewayRef}`), transaction: row.gatewayRef, number: null, message: 'Redirecting to the payment page' } };
    });
    return reply.status(answer.status).send(answer.body);
  });

  app.post('/api/ewa/confirm', { preHandler: requirePlayer, schema: { body: { type: 'object' } } }, async (req) => {
    await confirmEwallet(db, me(req).id, req.body as Record<string, unknown>);
    return { success: true, message: 'Submission successful!' };
  });

  /** The gateway's signed notification: credits (paid) or fails (cancelled) the pending gateway deposit, once. */
  app.post('/api/ewa/notify', { schema: { body: { type: 'object' } } }, async (req) => {
    const b = req.body as { ref?: unknown; status?: unknown; amount?: unknown; signature?: unknown };
    const ref = String(b.ref ?? ''), status = String(b.status ?? ''), amount = String(b.amount ?? ''), sig = String(b.signature ?? '');
    const want = gatewaySignature(ctx.gatewaySecret, ref, status, amount);
    if (sig.length !== want.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(want))) throw new HttpError(401, 'Bad signature.');
    const [row] = await db.select().from(transactions).where(eq(transactions.gatewayRef, ref));
    if (!row) throw new HttpError(404, 'Unknown payment.');
    if (String(row.amountPoisha / 100) !== amount) throw badRequest('Amount mismatch.');
    const done = status === 'paid' ? await approveTransaction(db, row.id) : await rejectTransaction(db, row.id, 'Cancelled at the payment gateway');
    return { success: true, message: done ? 'Processed' : 'Already processed' };
  });

  app.get('/api/userwithdrawcheck', { preHandler: requirePlayer }, async (req) => {
    await withdrawCheck(db, me(req).id);
    return { success: true, message: 'You can withdraw.' };
  });

  app.post('/api/submit-withdraw', { preHandler: requirePlayer, schema: { body: { type: 'object' } } }, async (req, reply) => {
    const player = me(req);
    const answer = await idempotent(db, player.id, 'submit-withdraw', key(req), async () => {
      const row = await submitWithdraw(db, player.id, req.body as Record<string, unknown>);
      return { status: 200, body: { success: true, message: 'Withdrawal successful!', data: { id: row.id, amount: row.amountPoisha / 100 } } };
    });
    return reply.status(answer.status).send(answer.body);
  });

  app.get('/api/transaction/show', { preHandler: requirePlayer }, async (req) => {
    const rows = await transactionViews(db, eq(transactions.playerId, me(req).id));
    return { success: true, data: rows.map(({ player_id: _p, receipts: _r, ...r }) => ({ ...r, payment_method: r.payment_method ? { ...r.payment_method, icon: absolute(req, r.payment_method.icon) } : null })) };
  });

  app.get('/api/turnovers', { preHandler: requirePlayer }, async (req) => ({ success: true, data: await turnoverViews(db, me(req).id) }));

  // ---- the demo payment gateway (stands in for a real checkout such as bKash's) ----
  const page = (title: string, body: string) => `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title>
<style>body{margin:0;font:15px system-ui,sans-serif;background:#f3f4f8;color:#1d2433;display:flex;min-height:100vh;align-items:center;justify-content:center}
.box{background:#fff;border-radius:16px;box-shadow:0 10px 40px rgba(0,0,0,.12);padding:28px;width:min(360px,92vw);text-align:center}
.brand{background:#e2136e;color:#fff;border-radius:12px;padding:10px;font-weight:800;letter-spacing:.05em}.amt{font-size:32px;font-weight:800;margin:18px 0 4px}
button{width:100%;min-height:48px;border-radius:10px;border:0;font-size:16px;font-weight:700;margin-top:10px;cursor:pointer}.pay{background:#e2136e;color:#fff}.cancel{background:#eceff5;color:#1d2433}</style></head><body><div class="box">${body}</div></body></html>`;

  app.get('/gateway/pay/:ref', async (req, reply) => {
    const ref = (req.params as { ref: string }).ref;
    const [row] = await db.select().from(transactions).where(eq(transactions.gatewayRef, ref));
    reply.type('text/html; charset=utf-8');
    if (!row) return reply.status(404).send(page('Payment', '<p>Unknown payment.</p>'));
    if (row.status !== 0) return page('Payment', `<div class="brand">DEMO PAY</div><p>This payment is already ${row.status === 1 ? 'paid' : 'closed'}.</p>`);
    return page('Payment', `<div class="brand">DEMO PAY · ${row.provider ?? ''}</div><div class="amt">৳ ${(row.amountPoisha / 100).toFixed(2)}</div><div>Merchant: BetBazar</div><div style="color:#6b7385;font-size:13px">Ref ${ref}</div>
<form method="post" action="/gateway/pay/${ref}"><button class="pay" name="action" value="pay">Confirm payment</button><button class="cancel" name="action" value="cancel">Cancel</button></form>`);
  });

  app.post('/gateway/pay/:ref', async (req, reply) => {
    const ref = (req.params as { ref: string }).ref;
    const action = String((req.body as { action?: unknown } | undefined)?.action ?? '');
    const [row] = await db.select().from(transactions).where(eq(transactions.gatewayRef, ref));
    if (!row) return reply.status(404).type('text/html').send(page('Payment', '<p>Unknown payment.</p>'));
    const status = action === 'pay' ? 'paid' : 'cancelled';
    const amount = String(row.amountPoisha / 100);
    // the gateway calls the merchant back with a signed notification, as real gateways do
    await app.inject({ method: 'POST', url: '/api/ewa/notify', payload: { ref, status, amount, signature: gatewaySignature(ctx.gatewaySecret, ref, status, amount) } });
    if (row.returnUrl) return reply.redirect(`${row.returnUrl}${row.returnUrl.includes('?') ? '&' : '?'}status=${status}&ref=${ref}`, 303);
    return reply.type('text/html').send(page('Payment', `<div class="brand">DEMO PAY</div><p>Payment ${status}. You can close this page.</p>`));
  });

  // ---- back office ----
  app.register(async (admin) => {
    const { requireAdmin } = await import('../admin/routes.js');
    admin.addHook('preHandler', requireAdmin(ctx));
    admin.get('/api/admin/transactions', async (req) => {
      const status = String((req.query as { status?: unknown }).status ?? 'pending');
      const code = status === 'pending' ? 0 : status === 'success' ? 1 : status === 'fail' ? 2 : null;
      const rows = await transactionViews(db, code === null ? undefined : eq(transactions.status, code), 200);
      return { success: true, data: rows.map((r) => ({ ...r, receipts: r.receipts.map((f) => absolute(req, `/api/admin/receipts/${f}`)) })) };
    });
    admin.post('/api/admin/transactions/:id/approve', async (req) => {
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id)) throw badRequest('Invalid id.');
      const done = await approveTransaction(db, id);
      return { success: true, message: done ? 'Approved' : 'Nothing to do: the transaction is not pending', data: { changed: done } };
    });
    admin.post('/api/admin/transactions/:id/reject', { schema: { body: { type: 'object' } } }, async (req) => {
      const id = Number((req.params as { id: string }).id);
      if (!Number.isSafeInteger(id)) throw badRequest('Invalid id.');
      const reason = String((req.body as { reason?: unknown } | undefined)?.reason ?? '').trim();
      if (!reason) throw badRequest('A reason is required.');
      const done = await rejectTransaction(db, id, reason);
      return { success: true, message: done ? 'Rejected' : 'Nothing to do: the transaction is not pending', data: { changed: done } };
    });
    admin.get('/api/admin/receipts/:file', async (req, reply) => {
      const file = (req.params as { file: string }).file;
      if (!/^[0-9a-f]{24}\.(png|jpg|gif|webp)$/.test(file)) throw badRequest('Invalid file.');
      const fs = await import('node:fs');
      const path = await import('node:path');
      const full = path.join(ctx.uploadsDir, file);
      if (!fs.existsSync(full)) throw new HttpError(404, 'Not found.');
      const ext = file.split('.').pop();
      return reply.type(ext === 'jpg' ? 'image/jpeg' : `image/${ext}`).send(fs.readFileSync(full));
    });
    admin.post('/api/admin/wallet-numbers', { schema: { body: { type: 'object' } } }, async (req) => {
      const b = req.body as { provider?: unknown; account_type?: unknown; account_number?: unknown };
      if (typeof b.account_number !== 'string' || !/^\d{11}$/.test(b.account_number)) throw badRequest(FUNDS_MSG.accountNumber);
      const { walletNumbers } = await import('../../db/schema/index.js');
      const [row] = await db.insert(walletNumbers).values({ provider: String(b.provider ?? ''), accountType: String(b.account_type ?? 'Agent'), accountNumber: b.account_number }).returning();
      return { success: true, data: row };
    });
  });
}
