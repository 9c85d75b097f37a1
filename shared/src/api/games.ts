// Games: the list, favourites, launching, and the Settled betting records.
import type { AnswerOf, games } from '../contract';
import { call } from './client';

export type GameListItem = AnswerOf<typeof games.gameList>['data'][number];
export async function fetchGames(type: string, system: string): Promise<GameListItem[]> {
  const data = await call<typeof games.gameList>('GET /api/get-games', { anonymous: true, query: { type, system } });
  return data.data;
}

export async function fetchFavourites(): Promise<string[]> {
  const data = await call<typeof games.favourites>('GET /api/games/favourites');
  return data.data;
}
export async function toggleFavourite(platform: string, code: string): Promise<boolean> {
  const data = await call<typeof games.toggleFavourite>('POST /api/games/favourite', { body: { platform, code } });
  return data.data.favourite;
}

/** The spec's launch call: the answer's url opens in the /gamerun frame. */
export async function runGame(input: { userId: string | null; gameCode: string; gameType: string; platform: string; isMobileLogin: boolean }): Promise<string> {
  const data = await call<typeof games.gameRun>('POST /api/game-run', {
    body: {
      ...input,
      externalURL: window.location.origin,
    },
  });
  return data.url;
}

export type RecordRange = 'today' | 'yesterday' | 'last7';
export type BettingRecords = AnswerOf<typeof games.bettingRecord>;
export type RecordGroup = BettingRecords['data'][number];
export async function fetchBettingRecords(filter: { platform?: string; game_type?: string; date: RecordRange }): Promise<BettingRecords> {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  return call<typeof games.bettingRecord>('GET /api/betting-record', { query: params });
}
export type RecordGroupDetail = AnswerOf<typeof games.bettingRecordGroup>['data'];
export async function fetchRecordGroup(g: { date: string; platform: string; game_type: string }, page = 1): Promise<RecordGroupDetail> {
  const data = await call<typeof games.bettingRecordGroup>('GET /api/betting-record/group', {
    query: { date: g.date, platform: g.platform, game_type: g.game_type, page: String(page) },
  });
  return data.data;
}
