// What every route and service gets: the database, the message sender, the limiter and the limits.
import type { Db } from '../db/client.js';
import type { Limiter } from './limiter.js';

export interface Sender {
  send(channel: 'sms' | 'email', to: string, body: string): Promise<void>;
}

export interface Limits {
  loginPerUser: number;
  loginPerIp: number;
  windowMs: number;
  codeSendIntervalMs: number;
  codeChecksPerWindow: number;
}

export interface AppContext {
  db: Db;
  sender: Sender;
  limiter: Limiter;
  limits: Limits;
  adminToken: string;
  production: boolean;
  /** Where receipt images are stored. */
  uploadsDir: string;
  /** Shared with the demo payment gateway to sign its notifications. */
  gatewaySecret: string;
}

export const defaultLimits: Limits = {
  loginPerUser: 10,
  loginPerIp: 60,
  windowMs: 60_000,
  codeSendIntervalMs: 60_000,
  codeChecksPerWindow: 20,
};
