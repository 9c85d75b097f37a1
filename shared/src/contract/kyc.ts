// Identity checks (KYC, part of the users namespace): a player uploads photos of an identity document from the
// profile page; the back office approves it or rejects it with a reason the player reads (admin-kyc.ts). A
// withdrawal above KYC_RULE's amount, or from the player's KYC_RULE.fromWithdrawal-th on, needs an approved check.
import { envelope, nullable, op, opt, str, Type } from './schema';

const tag = 'users';

/** The documents the desk accepts, and how the player's screens name them (catalogue entries). */
export const KYC_DOCUMENTS = {
  nid: /*i18n*/ 'National ID card',
  passport: /*i18n*/ 'Passport',
  driving_licence: /*i18n*/ 'Driving licence',
} as const;
export type KycDocument = keyof typeof KYC_DOCUMENTS;
export const KYC_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/**
 * When a withdrawal needs an approved identity check: above `withdrawAboveTaka`, or the player's `fromWithdrawal`-th
 * withdrawal and later (counting the ones not rejected).
 */
export const KYC_RULE = { withdrawAboveTaka: 10_000, fromWithdrawal: 3 } as const;
/** The photos of one document: the front, and the back when it has one; each at most this size. */
export const KYC_MAX_FILES = 2;
export const KYC_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const KYC_MSG = {
  required: /*i18n*/ 'Please verify your identity on your profile page before this withdrawal.',
  type: /*i18n*/ 'Upload photos of your document: PNG, JPEG or WebP, at most 5 MB each.',
  files: /*i18n*/ 'Upload the front of your document, and its back if it has one.',
  document: /*i18n*/ 'Choose the type of document.',
  submitted: /*i18n*/ 'Documents received. We will check them shortly.',
  busy: /*i18n*/ 'Your documents are being checked, or your identity is already verified.',
} as const;

export const kycAnswer = envelope(
  Type.Object({
    status: Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]),
    document_type: nullable(Type.String()),
    /** Why the desk rejected the last documents, as the desk wrote it. */
    reason: nullable(Type.String()),
    submitted_at: nullable(Type.String()),
    decided_at: nullable(Type.String()),
  }),
);

export const kycStatus = op({
  method: 'GET',
  url: '/api/user/kyc',
  tag,
  auth: 'player',
  summary: "The player's identity check: none, pending, approved or rejected (with the desk's reason)",
  schema: { response: { 200: kycAnswer } },
});

/** The upload's fields (multipart): the document's type and its photos. */
export const kycFields = Type.Object({
  document_type: Type.Union([Type.Literal('nid'), Type.Literal('passport'), Type.Literal('driving_licence')], { 'x-message': KYC_MSG.document }),
  files: opt(Type.Array(Type.String({ format: 'binary' }), { maxItems: KYC_MAX_FILES })),
});

export const kycSubmit = op({
  method: 'POST',
  url: '/api/user/kyc',
  tag,
  auth: 'player',
  consumes: ['multipart/form-data'],
  summary: `Uploads an identity document (document_type; 1 or ${KYC_MAX_FILES} images in files, PNG, JPEG or WebP, 5 MB each) for the desk to check; refused while one is pending or after approval`,
  form: kycFields,
  schema: { response: { 200: kycAnswer } },
});

/** (The reason field's rule, for the desk's form: admin-kyc.ts.) */
export const kycReason = str(300, { min: 5, pattern: '\\S', message: 'A reason the player will read is required (at least 5 characters).' });
