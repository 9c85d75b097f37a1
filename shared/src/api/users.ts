import type { Envelope, User } from '../model';
import { http } from './client';

/** The token decides who the user is; remote_id is sent as the spec shows, and ignored by the server. */
export async function fetchUser(remoteId?: string | null): Promise<User> {
  const { data } = await http.get<Envelope<User>>('/api/user/show', { params: { remote_id: remoteId ?? undefined } });
  return data.data;
}

export async function fetchBalance(): Promise<number> {
  const { data } = await http.post<{ success: boolean; balance: number }>('/api/balance');
  return Number(data.balance);
}
