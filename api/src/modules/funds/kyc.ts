// Identity checks (KYC, issue 56): a player uploads photos of an identity document (checked as images, at most two,
// 5 MB each; stored like a deposit's receipts, in the same transaction as the check's row); one check is pending at
// a time and none after approval. The back office approves it, or rejects it with a reason the player reads, once
// (the row locked), audited. A withdrawal above KYC_RULE's amount, or from the player's KYC_RULE.fromWithdrawal-th
// on, needs an approved check (withdraw.ts asks `assertKycFor`). In the funds module: withdrawals depend on it.
import { users as usersApi, type admin } from '@bet/shared/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { sqlCode } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import type { PageAsked } from '../../lib/pages.js';
import { namedImages, storeImages } from './images.js';
import { audit, type Actor } from '../operators/service.js';
import * as store from './store.js';

const { KYC_MSG, KYC_RULE, KYC_MAX_FILES, KYC_DOCUMENTS } = usersApi;

/** The player's check as their profile page reads it. */
export async function kycOf(db: DbOrTx, playerId: number) {
  const k = await store.latestKyc(db, playerId);
  return {
    status: (k?.status ?? 'none') as usersApi.KycStatus,
    document_type: k?.documentType ?? null,
    reason: k?.status === 'rejected' ? k.reason : null,
    submitted_at: k?.createdAt.toISOString() ?? null,
    decided_at: k?.decidedAt?.toISOString() ?? null,
  };
}

/** Uploads a document for the desk: its type, and one or two photos. Refused while one is pending or after approval. */
export async function submitKyc(db: Db, playerId: number, documentType: string, files: Buffer[]) {
  if (!(documentType in KYC_DOCUMENTS)) throw badRequest(KYC_MSG.document, { document_type: [KYC_MSG.document] });
  if (files.length < 1 || files.length > KYC_MAX_FILES) throw badRequest(KYC_MSG.files, { files: [KYC_MSG.files] });
  const images = namedImages(files);
  if (!images) throw badRequest(KYC_MSG.type, { files: [KYC_MSG.type] });
  const latest = await store.latestKyc(db, playerId);
  if (latest && (latest.status === 'pending' || (await store.kycApproved(db, playerId)))) throw new HttpError(409, KYC_MSG.busy);
  try {
    await db.transaction(async (tx) => {
      await store.insertKyc(tx, { playerId, documentType, files: images.map((i) => i.name) });
      await storeImages(tx, images);
    });
  } catch (e) {
    // two uploads at once: the one-pending index keeps the first
    if (sqlCode(e) === '23505') throw new HttpError(409, KYC_MSG.busy);
    throw e;
  }
  return kycOf(db, playerId);
}

/**
 * Refuses (403) a withdrawal of `amountPoisha` that needs an approved identity check the player does not have:
 * above KYC_RULE.withdrawAboveTaka, or the player's KYC_RULE.fromWithdrawal-th withdrawal or later.
 */
export async function assertKycFor(db: DbOrTx, playerId: number, amountPoisha: number): Promise<void> {
  const large = amountPoisha > KYC_RULE.withdrawAboveTaka * 100;
  const later = !large && (await store.withdrawalsAsked(db, playerId)) + 1 >= KYC_RULE.fromWithdrawal;
  if ((large || later) && !(await store.kycApproved(db, playerId))) throw new HttpError(403, KYC_MSG.required, undefined, { error: 'kyc' });
}

/** A page of identity checks for the desk, with the photos' addresses (`fileUrl`). */
export async function kycQueue(db: DbOrTx, status: string | null, page: PageAsked, fileUrl: (name: string) => string) {
  const { rows, total } = await store.kycPage(db, status, page.limit, page.offset);
  return {
    total,
    rows: rows.map(({ k, username }): admin.KycRowView => ({
      id: k.id,
      username,
      document_type: k.documentType,
      status: k.status,
      files: k.files.map(fileUrl),
      reason: k.reason,
      submitted_at: k.createdAt.toISOString(),
      decided_at: k.decidedAt?.toISOString() ?? null,
      decided_by: k.decidedBy,
    })),
  };
}

/** The desk approves or rejects a pending check, once (404 when it is not pending), with its audit row. */
export async function decideKyc(db: Db, actor: Actor, id: number, decision: 'approved' | 'rejected', reason: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const k = await store.lockPendingKyc(tx, id);
    if (!k) throw new HttpError(404, 'There is no such identity check waiting.');
    await store.decideKyc(tx, id, decision, reason, actor.name);
    await audit(
      tx,
      actor,
      decision === 'approved' ? 'kyc.approve' : 'kyc.reject',
      k.username,
      { status: 'pending' },
      { status: decision, reason, kyc: id, document_type: k.documentType },
    );
  });
}
