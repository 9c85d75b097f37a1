// What every route and service gets: the database, the message sender, the limiter, the limits and the configuration.
// It composes the modules' services, so it lives beside app.ts, not in lib/ (lib never imports a module).
import type { Metrics } from './lib/metrics.js';
import type { SecretBox } from './lib/secrets.js';
import type { FeedService } from './modules/exchange/service.js';
import type { KeyObject } from 'node:crypto';
import type { Db } from './db/client.js';
import type { ContentCache } from './lib/content-cache.js';
import type { Limiter } from './lib/limiter.js';
import type { GamesProvider, PaymentGateway } from './providers.js';

export interface Sender {
  send(channel: 'sms' | 'email', to: string, body: string): Promise<void>;
}

export interface Limits {
  /** Login tries per address and username, per username across all addresses, per address. */
  loginPerUser: number;
  loginPerAccount: number;
  loginPerIp: number;
  windowMs: number;
  codeSendIntervalMs: number;
  /** Code checks per player and purpose (and per address for password reset) in `codeWindowMs`. */
  codeChecksPerWindow: number;
  codeWindowMs: number;
  /** Signups (mobile and desktop) per address per hour. */
  signupPerIp: number;
  /** Wrong admin tokens per address per 15 minutes. */
  adminFailsPerIp: number;
  /** A session dies after this long unused, and this long after login whatever happens. */
  sessionIdleMs: number;
  sessionMaxMs: number;
  /** An Idempotency-Key reserved by a request that never answered is released after this long. */
  idempotencyStaleMs: number;
  /** How often a player's open stream (support chat) sends a heartbeat and checks its session still lives. */
  streamCheckMs: number;
}

export interface AppContext {
  db: Db;
  /** Public content served from memory, forgotten when the database says it changed. */
  content: ContentCache;
  sender: Sender;
  limiter: Limiter;
  limits: Limits;
  adminToken: string;
  /** Which admin calls the ADMIN_TOKEN may make: all, or (bootstrap) the first manager's making while none exists. */
  adminTokenScope: 'all' | 'bootstrap';
  /** METRICS_TOKEN: a scraper's read-only token for the monitoring calls (the metrics, the ledger check); null: none. */
  metricsToken: string | null;
  production: boolean;
  /** GET /api/dev/outbox (verification codes and captcha answers readable by tests and demo users). */
  devOutbox: boolean;
  /** The api's public address, for absolute URLs in answers (never taken from the Host header). */
  publicBase: string;
  /** Whether an origin is one of the site's own apps (CORS, the e-wallet return_url). */
  isSiteOrigin: (origin: string) => boolean;
  /** The CSP frame-ancestors sources of the pages the site frames (the demo games): the site's origins. */
  frameAncestors: string;
  /** The gateway that e-wallet deposits go through (null: e-wallet deposits are unavailable). */
  gateway: PaymentGateway | null;
  /** The games provider whose page a launch opens (the demo provider's, api/src/demo/games). */
  games: GamesProvider;
  /** The key that verifies the gateway's notices (null: every notice is refused). */
  gatewayPublicKey: KeyObject | null;
  /** Seals the secrets kept at rest that the api reads back (operators' authenticator seeds). */
  secrets: SecretBox;
  /** The sports exchange's live feed. */
  feed: FeedService;
  /** What an operator watches (GET /api/admin/metrics). */
  metrics: Metrics;
  /** Web Push (VAPID keys from the environment): the public key browsers subscribe with; null: no notifications. */
  push: { publicKey: string } | null;
}

export const defaultLimits: Limits = {
  loginPerUser: 10,
  loginPerAccount: 30,
  loginPerIp: 60,
  windowMs: 60_000,
  codeSendIntervalMs: 60_000,
  codeChecksPerWindow: 20,
  codeWindowMs: 15 * 60_000,
  signupPerIp: 20,
  adminFailsPerIp: 10,
  sessionIdleMs: 30 * 60_000,
  sessionMaxMs: 24 * 3600_000,
  idempotencyStaleMs: 30_000,
  streamCheckMs: 15_000,
};

/** Who is calling, as the services need it: the player (0 when the call needs no login) and the address. */
export interface Caller {
  playerId: number;
  ip: string;
}
