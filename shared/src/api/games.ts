// Games: the list, favourites, launching, and the Settled betting records.
import type { AnswerOf, games } from '../contract';
import { anyone, url } from '../contract/url';
import { http } from './client';

export type GameListItem = AnswerOf<typeof games.gameList>['data'][number];
export async function fetchGames(type: string, system: string): Promise<GameListItem[]> {
  const { data } = await http.get<AnswerOf<typeof games.gameList>>(url<typeof games.gameList>('/api/get-games'), {
    ...anyone<typeof games.gameList>(),
    params: { type, system },
  });
  return data.data;
}

export async function fetchFavourites(): Promise<string[]> {
  const { data } = await http.get<AnswerOf<typeof games.favourites>>(url<typeof games.favourites>('/api/games/favourites'));
  return data.data;
}
export async function toggleFavourite(platform: string, code: string): Promise<boolean> {
  const { data } = await http.post<AnswerOf<typeof games.toggleFavourite>>(url<typeof games.toggleFavourite>('/api/games/favourite'), { platform, code });
  return data.data.favourite;
}

/** The spec's launch call: the answer's url opens in the /gamerun frame. */
export async function runGame(input: { userId: string | null; gameCode: string; gameType: string; platform: string; isMobileLogin: boolean }): Promise<string> {
  const { data } = await http.post<AnswerOf<typeof games.gameRun>>(url<typeof games.gameRun>('/api/game-run'), {
    ...input,
    externalURL: window.location.origin,
  });
  return data.url;
}

export type RecordRange = 'today' | 'yesterday' | 'last7';
export type BettingRecords = AnswerOf<typeof games.bettingRecord>;
export type RecordGroup = BettingRecords['data'][number];
export async function fetchBettingRecords(filter: { platform?: string; game_type?: string; date: RecordRange }): Promise<BettingRecords> {
  const params = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  const { data } = await http.get<BettingRecords>(url<typeof games.bettingRecord>('/api/betting-record'), { params });
  return data;
}
export type RecordGroupDetail = AnswerOf<typeof games.bettingRecordGroup>['data'];
export async function fetchRecordGroup(g: { date: string; platform: string; game_type: string }, page = 1): Promise<RecordGroupDetail> {
  const { data } = await http.get<AnswerOf<typeof games.bettingRecordGroup>>(url<typeof games.bettingRecordGroup>('/api/betting-record/group'), {
    params: { date: g.date, platform: g.platform, game_type: g.game_type, page: String(page) },
  });
  return data.data;
}
