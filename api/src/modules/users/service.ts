import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { players } from '../../db/schema/index.js';
import { HttpError } from '../../lib/errors.js';
import { toTaka } from '../../lib/money.js';

export type PlayerRow = typeof players.$inferSelect;

export async function playerById(db: DbOrTx, id: number): Promise<PlayerRow> {
  const [p] = await db.select().from(players).where(eq(players.id, id));
  if (!p) throw new HttpError(401, 'Unauthenticated.');
  return p;
}

/** The user fields of SPEC.md section 3. `phoneVerified` covers the own phone or a verified extra phone. */
export function userView(p: PlayerRow, extraVerified = false) {
  return {
    username: p.username,
    id: p.id,
    remote_id: p.remoteId,
    vip_coin: p.vipCoin,
    name: p.name,
    phone: p.phone,
    email: p.email,
    session_id: p.phoneVerified ? '1' : '0',
    phone_verified: p.phoneVerified || extraVerified,
    created_at: p.createdAt.toISOString(),
    dofb: p.dofb,
    email_verified_at: p.emailVerifiedAt ? p.emailVerifiedAt.toISOString() : null,
    balance: toTaka(p.balancePoisha),
    referral_code: p.referralCode,
    cash_bonus: toTaka(p.cashBonusPoisha),
    currency: p.currency,
  };
}
