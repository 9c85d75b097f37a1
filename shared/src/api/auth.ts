import type { DesktopRegistration, Envelope, LoginResponse, SignupPayload } from '../model';
import { http } from './client';
import { anyone, url } from '../contract/url';
import type { AnswerOf, auth } from '../contract';

export async function login(username: string, password: string): Promise<LoginResponse> {
  const { data } = await http.post<AnswerOf<typeof auth.login>>(url<typeof auth.login>('/api/login'), { username, password });
  return data;
}

export async function logout(): Promise<void> {
  await http.post<AnswerOf<typeof auth.logout>>(url<typeof auth.logout>('/api/logout'));
}

export async function createPlayer(payload: SignupPayload): Promise<{ success: boolean; message?: string }> {
  const { data } = await http.post<AnswerOf<typeof auth.createPlayer>>(url<typeof auth.createPlayer>('/api/v1/create-players'), payload);
  return data;
}

/** A fresh 4-digit image captcha for the desktop registration. */
export async function fetchCaptcha(): Promise<{ captcha_id: string; image: string }> {
  const { data } = await http.get<AnswerOf<typeof auth.captcha>>(url<typeof auth.captcha>('/api/captcha'), anyone<typeof auth.captcha>());
  return data.data;
}

export async function registerDesktop(form: DesktopRegistration): Promise<{ success: boolean; message?: string }> {
  const { data } = await http.post<AnswerOf<typeof auth.register>>(url<typeof auth.register>('/api/register'), form);
  return data;
}

export type { Envelope };
