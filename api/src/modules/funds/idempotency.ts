// Idempotency-Key: the first answer of a (player, route, key) is stored; a retry gets it back and does nothing else.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { idempotencyKeys } from '../../db/schema/index.js';
import { HttpError } from '../../lib/errors.js';

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
  if (!/^[A-Za-z0-9_-]{8,100}$/.test(key)) throw new HttpError(400, 'The Idempotency-Key header must be 8-100 letters, digits, - or _.');
  const where = and(eq(idempotencyKeys.playerId, playerId), eq(idempotencyKeys.route, route), eq(idempotencyKeys.key, key));
  let reserved = await db
    .insert(idempotencyKeys)
    .values({ playerId, route, key, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ id: idempotencyKeys.id });
  if (!reserved.length) {
    // a reservation whose request died without answering (a crash) is released after a while: take it over
    reserved = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          where,
          eq(idempotencyKeys.statusCode, 0),
          lt(idempotencyKeys.createdAt, sql`now() - ${ctx.limits.idempotencyStaleMs}::float8 * interval '1 millisecond'`),
        ),
      )
      .returning({ id: idempotencyKeys.id });
  }
  if (!reserved.length) {
    // a first request with this key exists: wait for its answer (it may still be running)
    for (let i = 0; i < 50; i++) {
      const [row] = await db.select().from(idempotencyKeys).where(where);
      if (row && row.statusCode !== 0) return { status: row.statusCode, body: row.response };
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new HttpError(409, 'The first request with this Idempotency-Key is still being processed.');
  }
  let answer: Answer;
  try {
    answer = await run();
  } catch (e) {
    if (e instanceof HttpError && e.status < 500) {
      answer = { status: e.status, body: { success: false, message: e.message, ...(e.errors ? { errors: e.errors } : {}), ...e.extra } };
    } else {
      await db.delete(idempotencyKeys).where(where); // let a retry try again
      throw e;
    }
  }
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.status, response: answer.body as object })
    .where(where);
  return answer;
}
