// Each runner's profit or loss if it wins, from the player's matched bets (the open bets the Bets sheet lists):
// what an exchange shows under a runner's name. Backs on the winner win their profit, backs on the others lose
// their stake; lays the reverse.
import { fetchExchangeBets, useResource, type ExchangeBet } from '@bet/shared';
import type { BookmakerMarket } from '@bet/shared/contract';
import { useExchangeAccess } from '../common/session';

/** Each runner's profit or loss if it wins (taka, by selection id); undefined: no matched bet on the market. */
export type RunnerBooks = Record<string, number> | undefined;

export function runnerBooks(bets: ExchangeBet[], marketId: string, selections: string[]): RunnerBooks {
  const mine = bets.filter((b) => b.market_id === marketId && b.matched);
  if (!mine.length) return undefined;
  const out: Record<string, number> = {};
  for (const s of selections) {
    const poisha = mine.reduce((sum, b) => {
      const on = b.selection_id === s;
      const won = b.bet_type === 'Back' ? on : !on;
      return sum + Math.round((won ? b.potential_profit : -b.potential_liability) * 100);
    }, 0);
    out[s] = poisha / 100;
  }
  return out;
}

/** A bet not yet placed, in poisha: on which runner, which side, and what it wins or loses (betAmounts). */
export interface PendingBet {
  selection_id: string;
  side: 'back' | 'lay';
  profit: number;
  liability: number;
}

/**
 * Each runner's profit or loss (taka) if it wins, should `bet` be matched whole: the position held on the market
 * (`books`, nothing held: 0) plus the bet. A back wins its profit when its runner wins and loses its stake when
 * another does; a lay the reverse. Counted in poisha, so the sum is exact.
 */
export function withPendingBet(books: RunnerBooks, selections: string[], bet: PendingBet): Record<string, number> {
  const out: Record<string, number> = {};
  for (const s of selections) {
    const won = bet.side === 'back' ? s === bet.selection_id : s !== bet.selection_id;
    out[s] = (Math.round((books?.[s] ?? 0) * 100) + (won ? bet.profit : -bet.liability)) / 100;
  }
  return out;
}

/** The player's open exchange bets (the Bets sheet's list, polled; none for a guest): one resource for every reader. */
export function useOpenExchangeBets() {
  const access = useExchangeAccess();
  return useResource(access ? `exchange-bets:open:${access.slice(0, 8)}` : null, () => fetchExchangeBets(access as string, 'open'), {
    pollMs: 5_000,
    maxAgeMs: 2_000,
  });
}

/** The player's open exchange bets on an event. */
export function useOpenBets(eventId: string | null): ExchangeBet[] {
  const bets = useOpenExchangeBets();
  return eventId ? (bets.data?.rows ?? []).filter((b) => b.event_id === eventId) : [];
}

/** The books of an event's match odds and bookmaker, keyed by market id, from its open bets. */
export function eventBooks(
  rows: ExchangeBet[],
  eventId: string | null,
  oddsSelections: string[],
  bookmaker: BookmakerMarket | undefined,
): Record<string, RunnerBooks> {
  if (!rows.length || !eventId) return {};
  return {
    [`1.${eventId}`]: runnerBooks(rows, `1.${eventId}`, oddsSelections),
    ...(bookmaker
      ? {
          [bookmaker.id]: runnerBooks(
            rows,
            bookmaker.id,
            bookmaker.runners.map((r) => r.id),
          ),
        }
      : {}),
  };
}
