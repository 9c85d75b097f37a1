// Idempotency-Key: the first answer of a (player, route, key) is stored; a retry gets it back and does nothing else.
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import * as store from './store.js';

/** The request's Idempotency-Key header, if it sent one. */
export const idempotencyKeyOf = (req: { headers: Record<string, string | string[] | undefined> }): string | undefined => {
  const h = req.headers['idempotency-key'];
  return typeof h === 'string' ? h : undefined;
};

export interface Answer {
  status: number;
  body: unknown;
}

export async function idempotent(ctx: AppContext, playerId: number, route: string, key: string | undefined, run: () => Promise<Answer>): Promise<Answer> {
  const { db } = ctx;
  if (!key) return run();
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new HttpError(400, /*i18n*/ 'The Idempotency-Key header must be 8-100 letters, digits, - or _.');
  let reserved = await store.reserveKey(db, playerId, route, key);
  // a reservation whose request died without answering (a crash) is released after a while: take it over
  if (!reserved) reserved = await store.takeOverStaleKey(db, playerId, route, key, ctx.limits.idempotencyStaleMs);
  if (!reserved) {
    // a first request with this key exists: wait for its answer (it may still be running)
    for (let i = 0; i < 50; i++) {
      const row = await store.readKey(db, playerId, route, key);
      if (row && row.statusCode !== 0) return { status: row.statusCode, body: row.response };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new HttpError(409, /*i18n*/ 'The first request with this Idempotency-Key is still being processed.');
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (e) {
    if (e instanceof HttpError && e.status < 500) {
      answer = { status: e.status, body: { success: false, message: e.message, ...(e.errors ? { errors: e.errors } : {}), ...e.extra } };
    } else {
      await store.releaseKey(db, playerId, route, key); // let a retry try again
      throw e;
    }
  }
  await store.answerKey(db, playerId, route, key, answer.status, answer.body as object);
  return answer;
}
