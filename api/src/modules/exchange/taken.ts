// The liquidity taken from a match odds ladder, as the feed's state carries it (liquidity.ts reads and takes it;
// the simulator's state holds the leader's reading): a leaf, so the feed's types need nothing above them.
import type { BetSide } from '@bet/shared/contract';

export interface Taken {
  selectionId: string;
  side: BetSide;
  /** Decimal odds x 100. */
  price: number;
  takenPoisha: number;
  takenAt: number;
}
