// The sports exchange's calls (docs/spec.md section 7): event lists, match odds, fancy and bookmaker, the score
// board, the exchange sign-in and wallet. Paths and answer types come from the contract.
import { call } from './client';
import { url } from '../contract/url';
import type { AnswerOf, exchange, MarketBook, SportName, SportsEvent, Static } from '../contract';

/** The exchange's sports, in the order the lists show them. */
export const EXCHANGE_SPORTS: readonly SportName[] = ['cricket', 'soccer', 'tennis'];
/** The event stream's address (Server-Sent Events: `odds` and `event`). */
export const eventStreamPath = (eventId: string) => url<typeof exchange.eventStream>('/api/stream/event/:eventId', { eventId });

/** A list item with the sport tag the client adds (docs/spec.md section 3). */
export type ExchangeEvent = SportsEvent & { sport: SportName };
export type EventItem = AnswerOf<typeof exchange.eventDetails>['data']['items'][string];
export type ExchangeWallet = AnswerOf<typeof exchange.wallet>['data'];

export async function fetchSportsEvents(sport: SportName): Promise<ExchangeEvent[]> {
  const data = await call<typeof exchange.sportsEvents>('GET /api/sports-events/:sport', { params: { sport }, anonymous: true });
  return data.map((e) => ({ ...e, sport }));
}

/** The match odds market (the first item of the list), or null when the feed has none. */
export async function fetchMatchOdds(marketId: string): Promise<MarketBook | null> {
  const data = await call<typeof exchange.matchOdds>('GET /api/match-odds/:marketId', { params: { marketId }, anonymous: true });
  return data[0] ?? null;
}

export async function fetchEventDetail(eventId: string): Promise<EventItem | null> {
  const data = await call<typeof exchange.eventDetails>('GET /api/event/:eventId', { params: { eventId }, anonymous: true });
  return data.data.items[eventId] ?? null;
}

/** The live-score frame address from the score board's HTML (null when it has none). */
export async function fetchScoreFrame(eventId: string): Promise<string | null> {
  const data = await call<typeof exchange.scoreBoard>('GET /api/score/board/:eventId', { params: { eventId }, anonymous: true, responseType: 'text' });
  return scoreFrameOf(String(data));
}
export function scoreFrameOf(html: string): string | null {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const src = doc.querySelector('iframe')?.getAttribute('src');
  return src && /^https?:\/\//.test(src) ? src : null;
}

/** The exchange's own token for the exchange token of the login answer (exchange[0].token). */
export async function playerLogin(userId: string): Promise<{ access_token: string; expires_in: number }> {
  const data = await call<typeof exchange.playerLogin>('POST /api/player-login', { body: { user_id: userId } });
  return data;
}

export async function fetchExchangeWallet(accessToken: string): Promise<ExchangeWallet> {
  const data = await call<typeof exchange.wallet>('GET /api/exchange/wallet', { ...bearerOf(accessToken) });
  return data.data;
}

export type { ExchangeBet } from '../contract';
type PlaceAnswer = AnswerOf<typeof exchange.placeBet>;
export type BetSlipInput = Static<typeof exchange.placeBet.schema.body>;
const bearerOf = (accessToken: string) => ({ headers: { Authorization: `Bearer ${accessToken}` } });

/** Places a bet with the exchange token (a retry with the same key places nothing more); the answer's message says whether it was matched. */
export async function placeExchangeBet(accessToken: string, bet: BetSlipInput, idempotencyKey: string): Promise<PlaceAnswer> {
  return call<typeof exchange.placeBet>('POST /api/exchange/bets', {
    body: bet,
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': idempotencyKey },
  });
}
/** Cashes out `share` per cent of a market's position if it locks in at least `value` (taka, what the player saw). */
export async function cashOutExchange(
  accessToken: string,
  body: { event_id: string; market_id: string; share: number; value: number },
  idempotencyKey: string,
) {
  return call<typeof exchange.cashOut>('POST /api/exchange/cash-out', {
    body,
    headers: { Authorization: `Bearer ${accessToken}`, 'Idempotency-Key': idempotencyKey },
  });
}
export async function fetchExchangeBets(accessToken: string, status: 'open' | 'settled', page = 1) {
  const data = await call<typeof exchange.myBets>('GET /api/exchange/bets', { ...bearerOf(accessToken), query: { status, page } });
  return data.data;
}
export async function cancelExchangeBet(accessToken: string, id: number) {
  const data = await call<typeof exchange.cancelBet>('POST /api/exchange/bets/:id/cancel', { params: { id: String(id) }, ...bearerOf(accessToken) });
  return data;
}
/** New odds or a new stake for an unmatched bet (the same odds keep its place in the queue). */
export async function editExchangeBet(accessToken: string, id: number, change: { price: number; stake: number }) {
  return call<typeof exchange.editBet>('POST /api/exchange/bets/:id/edit', { params: { id: String(id) }, body: change, ...bearerOf(accessToken) });
}
export async function fetchExchangeProfitLoss(accessToken: string) {
  const data = await call<typeof exchange.profitLoss>('GET /api/exchange/profit-loss', { ...bearerOf(accessToken) });
  return data.data;
}
export async function fetchExchangeActivity(accessToken: string) {
  const data = await call<typeof exchange.activity>('GET /api/exchange/activity', { ...bearerOf(accessToken) });
  return data.data;
}
/** The Exchange tab of the betting records (site token). */
export async function fetchExchangeRecords(date: 'today' | 'yesterday' | 'last7', page = 1) {
  const data = await call<typeof exchange.exchangeRecords>('GET /api/betting-record/exchange', { query: { date, page } });
  return data.data;
}
