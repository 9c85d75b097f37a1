// The demo games in the api: their rules are the contract's (shared/src/contract/demo-games.ts and table-games.ts);
// here the numbers of a round: HMAC-SHA256(server seed, "client seed:nonce:cursor"), so a player who learns the
// server seed after it is rotated can recompute every round (the verifier page does it in the browser).
import { createHmac } from 'node:crypto';
import { demoGames } from '@bet/shared/contract';

export const { engineOf, SLOT_SYMBOLS, SLOT_LINES, SLOT_RTP, playSlot, DICE_RTP, DICE_MIN, DICE_MAX, playDice, FISH_TARGETS, playFishing } = demoGames;
export const { CRASH_GROWTH, CRASH_MAX, crashPoint, multiplierAt, msUntil, FLOATS, roundDraw } = demoGames;
export type Engine = demoGames.Engine;
export type Outcome = demoGames.Outcome;
export type FishTarget = demoGames.FishTarget;

/** `count` numbers in [0, 1) for one round: 8 per HMAC block, 4 bytes each. */
export function roundFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const out: number[] = [];
  for (let cursor = 0; out.length < count; cursor++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
    for (let i = 0; i < 32 && out.length < count; i += 4) out.push(block.readUInt32BE(i) / 2 ** 32);
  }
  return out;
}
