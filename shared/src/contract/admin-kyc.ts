// The back office's identity checks (part of the admin namespace): the documents waiting, oldest first, with their
// photos; approve, or reject with a reason the player reads. Audited.
import { body, envelope, idParams, listPage, op, opt, pageParam, query, str, Type, type Static } from './schema';
import { kycReason } from './kyc';

const tag = 'admin';
const auth = 'admin' as const;

export const kycRow = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  document_type: Type.String(),
  status: Type.String(),
  /** The photos' addresses (GET, the operator's token: the receipts' route). */
  files: Type.Array(Type.String()),
  reason: Type.Union([Type.String(), Type.Null()]),
  submitted_at: Type.String(),
  decided_at: Type.Union([Type.String(), Type.Null()]),
  decided_by: Type.Union([Type.String(), Type.Null()]),
});

export const kycQueue = op({
  method: 'GET',
  url: '/api/admin/kyc',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Identity checks by status (pending: oldest first; approved, rejected, all: newest first), pages of 50 with the count',
  schema: { querystring: query({ status: opt(str(10)), page: pageParam }), response: { 200: listPage(kycRow) } },
});

export const kycApprove = op({
  method: 'POST',
  url: '/api/admin/kyc/:id/approve',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: "Approves a pending identity check (once): the player's larger withdrawals may go ahead; audited",
  schema: { params: idParams, response: { 200: envelope(Type.Object({ id: Type.Integer(), status: Type.String() })) } },
});

export const kycReject = op({
  method: 'POST',
  url: '/api/admin/kyc/:id/reject',
  roles: ['finance', 'manager'],
  tag,
  auth,
  summary: 'Rejects a pending identity check with a reason the player reads on the profile page (they may upload again); audited',
  schema: { params: idParams, body: body({ reason: kycReason }), response: { 200: envelope(Type.Object({ id: Type.Integer(), status: Type.String() })) } },
});

/** An identity check as the desk's list carries it. */
export type KycRowView = Static<typeof kycRow>;
