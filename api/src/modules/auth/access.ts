// May this player use this market now: the account is not locked and the back office does not block the section.
// Checked inside the money call's own transaction (a block saved a moment before is seen), and early, before a
// bet waits out its delay. Which call needs which market is the contract's `market` field (one place).
import { ACCESS_MSG, isBlocked, marketBlockText, type Section } from '@bet/shared/contract';
import type { DbOrTx } from '../../db/client.js';
import { playerStatus } from './store.js';
import { marketBlocksOf } from '../content/service.js';
import { HttpError } from '../../lib/errors.js';

/** 403 unless the player's account is active and `section` is not blocked for it. */
export async function assertMarketOpen(db: DbOrTx, playerId: number, section: Section | undefined): Promise<void> {
  if ((await playerStatus(db, playerId)) !== 'active') throw new HttpError(403, ACCESS_MSG.locked);
  if (!section) return;
  if (isBlocked(await marketBlocksOf(db, playerId), section)) throw new HttpError(403, marketBlockText(section));
}
