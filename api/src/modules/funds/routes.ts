import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppContext } from '../../context.js';
import { listAnswer, pageOf } from '../../lib/pages.js';
import { badRequest, HttpError, INVALID_CHARACTER, templated } from '../../lib/errors.js';
import { hasNul, toId } from '../../lib/input.js';
import { absolute } from '../../lib/urls.js';
import { actorOf, makeAdminGuard, me, type Guard } from '../auth/guard.js';
import { idempotencyKeyOf, idempotent } from './idempotency.js';
import { addWalletNumber, channelsOf, walletNumberFor } from './checks.js';
import { applyGatewayNotice, confirmEwallet, readReceipt, requestEwallet, submitDeposit } from './deposit.js';
import {
  approveTransaction,
  approveTransactionIn,
  pendingTransaction,
  playerTransactions,
  rejectTransaction,
  transactionsByStatus,
  turnoverViews,
} from './requests.js';
import { APPROVAL_MSG, requestApprovalIn, underFourEyes } from '../admin/approvals.js';
import { submitWithdraw, withdrawCheck } from './withdraw.js';
import { kycOf, submitKyc } from './kyc.js';
import { admin as adminApi, funds as fundsApi, FUNDS_MSG, MSG_TEMPLATES, TX_STATUS, users as usersApi, WALLET_NUMBER_RE } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import type { Static } from 'typebox';

const MAX_RECEIPTS = 5;

type DepositFields = Static<typeof fundsApi.depositFields>;

/**
 * Reads a multipart deposit (fields + receipt images) or a JSON one, its fields checked against the operation's form
 * (the contract's, as a JSON body is: the same answer for a bad field either way).
 */
async function readDeposit(req: FastifyRequest): Promise<{ fields: DepositFields; files: Buffer[] }> {
  const fields: Record<string, unknown> = {};
  const files: Buffer[] = [];
  if (!req.isMultipart()) Object.assign(fields, req.body ?? {});
  else
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (files.length >= MAX_RECEIPTS) throw templated(400, MSG_TEMPLATES.receipts, { n: String(MAX_RECEIPTS) });
          files.push(await part.toBuffer());
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (e) {
      if (e instanceof HttpError) throw e;
      const status = (e as { statusCode?: number }).statusCode;
      if (status === 413) throw new HttpError(413, /*i18n*/ 'A receipt image may be at most 5 MB.');
      throw badRequest(/*i18n*/ 'The upload could not be read. Please try again.');
    }
  if (hasNul(fields)) throw badRequest(INVALID_CHARACTER);
  // the route's own validator (the api's ajv), so the answer is a JSON body's: the field's sentence, a 400
  const validate = req.compileValidationSchema(fundsApi.depositFields, 'body');
  if (!validate(fields)) throw Object.assign(new Error('invalid deposit'), { validation: validate.errors ?? [], validationContext: 'body' });
  return { fields: fields as DepositFields, files };
}

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

export async function fundsRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const key = idempotencyKeyOf;

  route(app, fundsApi.channels, async (req) => {
    const name = String(req.query.name ?? '');
    const rows = await channelsOf(db, name);
    return { success: true, data: rows.map((r) => ({ id: r.id, name: r.name, icon: absolute(req, r.icon), status: r.status, account_type: r.accountType })) };
  });

  route(app, fundsApi.walletNumber, { onRequest: requirePlayer }, async (req) => {
    const q = req.query;
    const w = await walletNumberFor(db, String(q.name ?? ''), String(q.account_type ?? ''));
    return { success: true, data: w ? [{ account_number: w.accountNumber, id: w.id }] : [] };
  });

  // multipart only where receipts are uploaded: the plugin adds two async hooks to every request of its scope,
  // which cost the hot public calls a third of their throughput when it was registered for the whole api
  await app.register(async (upload) => {
    await upload.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: MAX_RECEIPTS, fields: 20, fieldSize: 10_000 } });
    route(upload, fundsApi.submitDeposit, { onRequest: requirePlayer }, async (req, reply) => {
      const player = me(req);
      const { fields, files } = await readDeposit(req);
      const answer = await idempotent(ctx, player.id, 'submit-deposit', key(req), async () => {
        const row = await submitDeposit(db, player.id, fields, files);
        return {
          status: 200,
          body: { success: true, message: /*i18n*/ 'Submission successful!', data: { id: row.id, transaction_id: row.trxId, amount: row.amountPoisha / 100 } },
        };
      });
      return reply.status(answer.status).send(answer.body);
    });
  });

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
  route(app, fundsApi.ewalletRequest, { onRequest: requirePlayer }, async (req, reply) => {
    const player = me(req);
    const answer = await idempotent(ctx, player.id, 'ewa-request', key(req), async () => {
      const { row, url } = await requestEwallet(ctx, player.id, req.body);
      return {
        status: 200,
        body: { success: true, url, transaction: row.gatewayRef, number: row.accountNumber, message: /*i18n*/ 'Redirecting to the payment page' },
      };
    });
    return reply.status(answer.status).send(answer.body);
  });

  route(app, fundsApi.ewalletConfirm, { onRequest: requirePlayer }, async (req) => {
    await confirmEwallet(db, me(req).id, req.body);
    return { success: true, message: /*i18n*/ 'Submission successful!' };
  });

  /** The gateway's signed notice: credits (paid) or fails (cancelled) the matching pending e-wallet deposit, once. */
  route(app, fundsApi.ewalletNotify, async (req) => {
    const done = await applyGatewayNotice(ctx, req.body);
    return { success: true, message: done ? 'Processed' : 'Already processed' };
  });

  route(app, fundsApi.withdrawCheck, { onRequest: requirePlayer }, async (req) => {
    await withdrawCheck(db, me(req).id);
    return { success: true, message: /*i18n*/ 'You can withdraw.' };
  });

  route(app, fundsApi.submitWithdraw, { onRequest: requirePlayer }, async (req, reply) => {
    const player = me(req);
    const answer = await idempotent(ctx, player.id, 'submit-withdraw', key(req), async () => {
      const row = await submitWithdraw(db, player.id, req.body);
      return { status: 200, body: { success: true, message: /*i18n*/ 'Withdrawal successful!', data: { id: row.id, amount: row.amountPoisha / 100 } } };
    });
    return reply.status(answer.status).send(answer.body);
  });

  route(app, fundsApi.transactions, { onRequest: requirePlayer }, async (req) => {
    const rows = await playerTransactions(db, me(req).id);
    return {
      success: true,
      data: rows.map(({ player_id: _p, receipts: _r, ...r }) => ({
        ...r,
        payment_method: r.payment_method ? { ...r.payment_method, icon: absolute(req, r.payment_method.icon) } : null,
      })),
    };
  });

  route(app, fundsApi.turnovers, { onRequest: requirePlayer }, async (req) => ({ success: true, data: await turnoverViews(db, me(req).id) }));

  // ---- back office ----
  app.register(async (admin) => {
    admin.addHook('onRequest', makeAdminGuard(ctx));
    route(admin, adminApi.transactions, async (req) => {
      const status = String(req.query.status ?? 'pending');
      const at = TX_STATUS.indexOf(status as (typeof TX_STATUS)[number]);
      const code = at < 0 ? null : at;
      const page = pageOf(req.query.page);
      const { rows, total } = await transactionsByStatus(db, code, page);
      return listAnswer(
        rows.map((r) => ({ ...r, receipts: r.receipts.map((f) => absolute(req, `/api/admin/receipts/${f}`)) })),
        total,
        page,
      );
    });
    route(admin, adminApi.approve, async (req, reply) => {
      const id = toId(req.params.id);
      if (id === null) throw new HttpError(404, /*i18n*/ 'Transaction not found.');
      const actor = actorOf(req);
      // four eyes: a withdrawal or a deposit above its amount (with the day's of this operator or player) waits for a
      // second operator
      const pending = await pendingTransaction(db, id);
      const kind = pending?.action === 'withdraw' ? 'withdraw' : pending?.action === 'deposit' ? 'deposit' : null;
      if (!pending || !kind) {
        const done = await approveTransaction(db, id, actor);
        return { success: true, message: done ? 'Approved' : 'Nothing to do: the transaction is not pending', data: { changed: done } };
      }
      const outcome = await underFourEyes(
        db,
        actor,
        kind,
        pending.amountPoisha,
        pending.playerId,
        (tx) => requestApprovalIn(tx, actor, 'transaction.approve', `tx:${id}`, pending.amountPoisha, { transaction_id: id, player_id: pending.playerId }),
        (tx) => approveTransactionIn(tx, id, actor),
      );
      if ('approvalId' in outcome) return reply.status(202).send({ success: true, message: APPROVAL_MSG.waiting, data: { approval_id: outcome.approvalId } });
      return { success: true, message: outcome.done ? 'Approved' : 'Nothing to do: the transaction is not pending', data: { changed: outcome.done } };
    });
    route(admin, adminApi.reject, async (req) => {
      const id = toId(req.params.id);
      if (id === null) throw new HttpError(404, /*i18n*/ 'Transaction not found.');
      const reason = String(req.body?.reason ?? '').trim();
      if (!reason) throw badRequest(/*i18n*/ 'A reason is required.');
      const done = await rejectTransaction(db, id, reason, actorOf(req));
      return { success: true, message: done ? 'Rejected' : 'Nothing to do: the transaction is not pending', data: { changed: done } };
    });
    route(admin, adminApi.receipt, async (req, reply) => {
      const receipt = await readReceipt(db, req.params.file);
      if (!receipt) throw new HttpError(404, /*i18n*/ 'Not found.');
      return reply.type(receipt.type).send(receipt.data);
    });
    route(admin, adminApi.walletNumbers, async (req) => {
      const b = req.body;
      if (typeof b.account_number !== 'string' || !WALLET_NUMBER_RE.test(b.account_number)) throw badRequest(FUNDS_MSG.accountNumber);
      const [provider, accountType, accountNumber] = [String(b.provider ?? ''), String(b.account_type ?? 'Agent'), b.account_number];
      const row = await addWalletNumber(db, actorOf(req), provider, accountType, accountNumber);
      return { success: true, data: row };
    });
  });
}
