import type { DesktopRegistration, Envelope, LoginResponse, SignupPayload } from '../model';
import { call } from './client';
import type { auth } from '../contract';

export async function login(username: string, password: string): Promise<LoginResponse> {
  const data = await call<typeof auth.login>('POST /api/login', { body: { username, password } });
  return data;
}

export async function logout(): Promise<void> {
  await call<typeof auth.logout>('POST /api/logout');
}

export async function createPlayer(payload: SignupPayload): Promise<{ success: boolean; message?: string }> {
  const data = await call<typeof auth.createPlayer>('POST /api/v1/create-players', { body: payload });
  return data;
}

/** A fresh 4-digit image captcha for the desktop registration. */
export async function fetchCaptcha(): Promise<{ captcha_id: string; image: string }> {
  const data = await call<typeof auth.captcha>('GET /api/captcha', { anonymous: true });
  return data.data;
}

export async function registerDesktop(form: DesktopRegistration): Promise<{ success: boolean; message?: string }> {
  const data = await call<typeof auth.register>('POST /api/register', { body: form });
  return data;
}

export type { Envelope };
