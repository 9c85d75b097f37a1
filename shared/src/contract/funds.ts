// Deposits (agent transfer and e-wallet), withdrawals, records and turnover.
import { FIELD_MAX, FUNDS_MSG } from './messages';
import { paymentMethod } from './content';
import { body, envelope, nullable, ok, op, opt, query, str, strOrNum, Type } from './schema';

const tag = 'funds';
const remote = { remote_id: opt(nullable(str(64))) };
const amountField = strOrNum(20, FUNDS_MSG.fillAmount);
const idField = (message: string) => Type.Union([Type.String({ maxLength: 12 }), Type.Integer(), Type.Null()], { 'x-message': message });
const idempotencyHeaders = Type.Object({
  'idempotency-key': opt(Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$', 'x-message': 'The Idempotency-Key header must be 8-100 letters, digits, - or _.' })),
});

export const channels = op({
  method: 'GET',
  url: '/api/showpayment-menthod',
  tag,
  auth: 'none',
  summary: 'Deposit channels of a provider (CashOut, Send Money, Merchant)',
  schema: {
    querystring: query({ name: str(40, { message: FUNDS_MSG.paymentMethod }) }),
    response: {
      200: envelope(Type.Array(paymentMethod)),
    },
  },
});

export const walletNumber = op({
  method: 'GET',
  url: '/api/get-wallet-number',
  tag,
  auth: 'player',
  summary: 'The number to send money to',
  schema: {
    querystring: query({ name: str(40), account_type: str(20), amount: opt(str(20)) }),
    response: { 200: envelope(Type.Array(Type.Object({ account_number: Type.String(), id: Type.Integer() }))) },
  },
});

const transactionAnswer = envelope(Type.Object({ id: Type.Integer(), transaction_id: opt(nullable(Type.String())), amount: Type.Number() }));

/** An agent deposit's fields, multipart or JSON: the api checks either against this (funds/routes.ts, readDeposit). */
export const depositFields = Type.Object({
  remote_id: opt(str(64)),
  account_number: str(20),
  transaction_id: str(40),
  amount: strOrNum(20),
  payment_id: strOrNum(12),
  promotion_id: opt(strOrNum(12)),
  wallet_number_id: opt(strOrNum(12)),
  receipts: opt(Type.Array(Type.String({ format: 'binary' }), { maxItems: 5 })),
});

export const submitDeposit = op({
  method: 'POST',
  url: '/api/submit-deposit',
  tag,
  auth: 'player',
  consumes: ['multipart/form-data', 'application/json'],
  summary: 'An agent deposit, with up to 5 receipt images (multipart field receipts)',
  form: depositFields,
  schema: { headers: idempotencyHeaders, response: { 200: transactionAnswer } },
});

export const ewalletRequest = op({
  method: 'POST',
  url: '/api/ewa/request',
  tag,
  auth: 'player',
  summary: 'E-wallet mode: a checkout at the payment gateway',
  schema: {
    headers: idempotencyHeaders,
    body: body({
      ...remote,
      amount: amountField,
      type: opt(str(20)),
      provider: str(40, { message: FUNDS_MSG.paymentMethod }),
      promotion: opt(idField(FUNDS_MSG.promotion)),
      return_url: opt(nullable(str(500, { message: FUNDS_MSG.returnUrl }))),
      number: opt(str(FIELD_MAX.phone, { message: FUNDS_MSG.notYourNumber })),
    }),
    response: {
      200: Type.Object({ success: Type.Boolean(), url: Type.String(), transaction: Type.String(), number: nullable(Type.String()), message: Type.String() }),
    },
  },
});

export const ewalletConfirm = op({
  method: 'POST',
  url: '/api/ewa/confirm',
  tag,
  auth: 'player',
  summary: 'E-wallet mode: the TRX id and number of a checkout',
  schema: {
    body: body({
      trx_id: str(64, { message: 'No pending payment with this reference.' }),
      trxid: str(FIELD_MAX.trxId, { message: FUNDS_MSG.trxId }),
      number: str(FIELD_MAX.phone, { message: FUNDS_MSG.accountNumber }),
    }),
    response: { 200: ok },
  },
});

export const ewalletNotify = op({
  method: 'POST',
  url: '/api/ewa/notify',
  tag,
  auth: 'none',
  summary: "The payment gateway's notice, signed with its Ed25519 key",
  schema: {
    body: body({
      ref: str(64),
      payment_id: str(64),
      status: Type.Union([Type.Literal('paid'), Type.Literal('cancelled')]),
      amount: Type.Integer({ minimum: 1 }),
      payer: str(FIELD_MAX.phone),
      ts: Type.Integer({ minimum: 0 }),
      signature: str(200),
    }),
    response: { 200: ok },
  },
});

export const withdrawCheck = op({
  method: 'GET',
  url: '/api/userwithdrawcheck',
  tag,
  auth: 'player',
  summary: 'May the player withdraw (date of birth, turnover)?',
  schema: { querystring: query(remote), response: { 200: ok } },
});

export const submitWithdraw = op({
  method: 'POST',
  url: '/api/submit-withdraw',
  tag,
  auth: 'player',
  summary: 'A withdrawal to an own verified number; the amount is held at once',
  schema: {
    headers: idempotencyHeaders,
    body: body({
      ...remote,
      account_number: str(FIELD_MAX.phone, { message: FUNDS_MSG.accountNumber }),
      amount: amountField,
      payment_id: idField(FUNDS_MSG.paymentMethod),
      provider: opt(str(40)),
    }),
    response: { 200: transactionAnswer },
  },
});

export const transaction = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
  action: Type.Union([Type.Literal('deposit'), Type.Literal('withdraw')]),
  amount: Type.Number(),
  bonus: Type.Number(),
  key: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  transaction_id: nullable(Type.String()),
  account_number: nullable(Type.String()),
  channel: Type.String(),
  reason: nullable(Type.String()),
  payment_method: nullable(Type.Object({ name: Type.String(), icon: Type.String(), type: Type.String() })),
  promotion: nullable(Type.Object({ id: Type.Integer(), name: Type.String(), turnover: Type.Number(), deposit_bouns: Type.Number() })),
});

export const transactions = op({
  method: 'GET',
  url: '/api/transaction/show',
  tag,
  auth: 'player',
  summary: "The player's deposits and withdrawals",
  schema: { querystring: query(remote), response: { 200: envelope(Type.Array(transaction)) } },
});

export const turnovers = op({
  method: 'GET',
  url: '/api/turnovers',
  tag,
  auth: 'player',
  summary: "The player's turnover tickets",
  schema: {
    querystring: query(remote),
    response: {
      200: envelope(
        Type.Array(
          Type.Object({
            id: Type.Integer(),
            status: Type.String(),
            required_turnover: Type.Number(),
            remaining_turnover: Type.Number(),
            created_at: Type.String(),
            transaction: nullable(
              Type.Object({
                action: Type.String(),
                amount: Type.Number(),
                bonus: Type.Number(),
                promotion: nullable(Type.Object({ name: Type.String(), turnover: Type.Number() })),
                payment_method: nullable(Type.Object({ name: Type.String() })),
              }),
            ),
          }),
        ),
      ),
    },
  },
});
