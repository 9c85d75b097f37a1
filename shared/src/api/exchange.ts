// The sports exchange's calls (SPEC.md section 7): event lists, match odds, fancy and bookmaker, the score
// board, the exchange sign-in and wallet. Paths and answer types come from the contract.
import { http } from './client';
import { anyone, url } from '../contract/url';
import type { AnswerOf, exchange, MarketBook, SportName, SportsEvent } from '../contract';

/** The exchange's sports, in the order the lists show them. */
export const EXCHANGE_SPORTS: readonly SportName[] = ['cricket', 'soccer', 'tennis'];
/** The event stream's address (Server-Sent Events: `odds` and `event`). */
export const eventStreamPath = (eventId: string) => url<typeof exchange.eventStream>('/api/stream/event/:eventId', { eventId });

/** A list item with the sport tag the client adds (SPEC.md section 3). */
export type ExchangeEvent = SportsEvent & { sport: SportName };
export type EventItem = AnswerOf<typeof exchange.eventDetails>['data']['items'][string];
export type ExchangeWallet = AnswerOf<typeof exchange.wallet>['data'];

export async function fetchSportsEvents(sport: SportName): Promise<ExchangeEvent[]> {
  const { data } = await http.get<AnswerOf<typeof exchange.sportsEvents>>(
    url<typeof exchange.sportsEvents>('/api/sports-events/:sport', { sport }),
    anyone<typeof exchange.sportsEvents>(),
  );
  return data.map((e) => ({ ...e, sport }));
}

/** The match odds market (the first item of the list), or null when the feed has none. */
export async function fetchMatchOdds(marketId: string): Promise<MarketBook | null> {
  const { data } = await http.get<AnswerOf<typeof exchange.matchOdds>>(
    url<typeof exchange.matchOdds>('/api/match-odds/:marketId', { marketId }),
    anyone<typeof exchange.matchOdds>(),
  );
  return data[0] ?? null;
}

export async function fetchEventDetail(eventId: string): Promise<EventItem | null> {
  const { data } = await http.get<AnswerOf<typeof exchange.eventDetails>>(
    url<typeof exchange.eventDetails>('/api/event/:eventId', { eventId }),
    anyone<typeof exchange.eventDetails>(),
  );
  return data.data.items[eventId] ?? null;
}

/** The live-score frame address from the score board's HTML (null when it has none). */
export async function fetchScoreFrame(eventId: string): Promise<string | null> {
  const { data } = await http.get<string>(url<typeof exchange.scoreBoard>('/api/score/board/:eventId', { eventId }), {
    ...anyone<typeof exchange.scoreBoard>(),
    responseType: 'text',
  });
  return scoreFrameOf(String(data));
}
export function scoreFrameOf(html: string): string | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const src = doc.querySelector('iframe')?.getAttribute('src');
  return src && /^https?:\/\//.test(src) ? src : null;
}

/** The exchange's own token for the exchange token of the login answer (exchange[0].token). */
export async function playerLogin(userId: string): Promise<{ access_token: string; expires_in: number }> {
  const { data } = await http.post<AnswerOf<typeof exchange.playerLogin>>(url<typeof exchange.playerLogin>('/api/player-login'), { user_id: userId });
  return data;
}

export async function fetchExchangeWallet(accessToken: string): Promise<ExchangeWallet> {
  const { data } = await http.get<AnswerOf<typeof exchange.wallet>>(url<typeof exchange.wallet>('/api/exchange/wallet'), bearerOf(accessToken));
  return data.data;
}

export type { ExchangeBet } from '../contract';
type PlaceAnswer = AnswerOf<typeof exchange.placeBet>;
export type BetSlipInput = {
  event_id: string;
  market_id: string;
  selection_id: string;
  side: 'back' | 'lay';
  price: number;
  run?: number;
  stake: number | string;
};
const bearerOf = (accessToken: string) => ({ headers: { Authorization: `Bearer ${accessToken}` } });

/** Places a bet with the exchange token (a retry with the same key places nothing more); the answer's message says whether it was matched. */
export async function placeExchangeBet(accessToken: string, bet: BetSlipInput, idempotencyKey: string): Promise<PlaceAnswer> {
  const { data } = await http.post<PlaceAnswer>(url<typeof exchange.placeBet>('/api/exchange/bets'), bet, {
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': idempotencyKey },
  });
  return data;
}
export async function fetchExchangeBets(accessToken: string, status: 'open' | 'settled', page = 1) {
  const { data } = await http.get<AnswerOf<typeof exchange.myBets>>(url<typeof exchange.myBets>('/api/exchange/bets'), {
    ...bearerOf(accessToken),
    params: { status, page },
  });
  return data.data;
}
export async function cancelExchangeBet(accessToken: string, id: number) {
  const { data } = await http.post<AnswerOf<typeof exchange.cancelBet>>(
    url<typeof exchange.cancelBet>('/api/exchange/bets/:id/cancel', { id: String(id) }),
    {},
    bearerOf(accessToken),
  );
  return data;
}
export async function fetchExchangeProfitLoss(accessToken: string) {
  const { data } = await http.get<AnswerOf<typeof exchange.profitLoss>>(url<typeof exchange.profitLoss>('/api/exchange/profit-loss'), bearerOf(accessToken));
  return data.data;
}
export async function fetchExchangeActivity(accessToken: string) {
  const { data } = await http.get<AnswerOf<typeof exchange.activity>>(url<typeof exchange.activity>('/api/exchange/activity'), bearerOf(accessToken));
  return data.data;
}
/** The Exchange tab of the betting records (site token). */
export async function fetchExchangeRecords(date: 'today' | 'yesterday' | 'last7', page = 1) {
  const { data } = await http.get<AnswerOf<typeof exchange.exchangeRecords>>(url<typeof exchange.exchangeRecords>('/api/betting-record/exchange'), {
    params: { date, page },
  });
  return data.data;
}
