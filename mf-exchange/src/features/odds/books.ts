// Each runner's profit or loss if it wins, from the player's matched bets (the open bets the Bets sheet lists):
// what an exchange shows under a runner's name, counted by the contract's book() the api places and settles with.
import { fetchExchangeBets, useResource, type ExchangeBet } from '@bet/shared';
import { book, wins, type BookBet, type BookmakerMarket } from '@bet/shared/contract';
import { useExchangeAccess } from '../common/session';

/** Each runner's profit or loss if it wins (taka, by selection id); undefined: no matched bet on the market. */
export type RunnerBooks = Record<string, number> | undefined;

/** A matched bet of the Bets sheet as the book counts it (poisha; its runner by place among `selections`). */
const bookBet = (b: ExchangeBet, selections: string[]): BookBet => ({
  side: b.bet_type === 'Back' ? 'back' : 'lay',
  runner: selections.indexOf(b.selection_id),
  run: null,
  profit: Math.round(b.potential_profit * 100),
  liability: Math.round(b.potential_liability * 100),
  matched: true,
});

/** Each runner's profit or loss if it wins: the contract's book() of the market, the api's own numbers. */
export function runnerBooks(bets: ExchangeBet[], marketId: string, selections: string[]): RunnerBooks {
  const mine = bets.filter((b) => b.market_id === marketId && b.matched).map((b) => bookBet(b, selections));
  if (!mine.length) return undefined;
  return Object.fromEntries(book(mine, selections.length, null).map(({ outcome, pl }) => [selections[outcome], pl / 100]));
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
 * (`books`, nothing held: 0) plus the bet, as the contract's wins() decides it. Counted in poisha, so the sum is exact.
 */
export function withPendingBet(books: RunnerBooks, selections: string[], bet: PendingBet): Record<string, number> {
  const pending = { side: bet.side, runner: selections.indexOf(bet.selection_id), run: null };
  return Object.fromEntries(
    selections.map((s, i) => [s, (Math.round((books?.[s] ?? 0) * 100) + (wins(pending, i, null) ? bet.profit : -bet.liability)) / 100]),
  );
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
