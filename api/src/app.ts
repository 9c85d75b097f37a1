// The Fastify app: every /api call of SPEC.md section 7, the back office and the dev outbox.
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import formbody from '@fastify/formbody';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import staticFiles from '@fastify/static';
import type { Db } from './db/client.js';
import { defaultLimits, type AppContext, type Limits, type Sender } from './lib/context.js';
import { installErrorHandler } from './lib/errors.js';
import { Limiter } from './lib/limiter.js';
import { makeGuard } from './modules/auth/guard.js';
import { authRoutes } from './modules/auth/routes.js';
import { captchaRoutes } from './modules/auth/captcha.js';
import { userRoutes } from './modules/users/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { gameCatalogRoutes } from './modules/games/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { devRoutes, outboxSender } from './modules/dev/routes.js';
import { fundsRoutes } from './modules/funds/routes.js';
import { accountRoutes } from './modules/users/account.js';
import { rewardRoutes } from './modules/users/rewards.js';
import { inboxRoutes } from './modules/support/inbox.js';

export const storageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storage');

export interface AppOptions {
  db: Db;
  adminToken: string;
  sender?: Sender;
  limits?: Partial<Limits>;
  production?: boolean;
  logger?: boolean;
  corsOrigins?: string[];
  uploadsDir?: string;
  gatewaySecret?: string;
}

/** localhost, 127.0.0.1 and the listed origins may call the api from the browser. */
function originAllowed(origin: string | undefined, extra: string[]): boolean {
  if (!origin) return true;
  if (extra.includes(origin)) return true;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && (['localhost', '127.0.0.1', '[::1]'].includes(u.hostname) || extra.includes('*'));
  } catch {
    return false;
  }
}

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const app = Fastify({ logger: opts.logger ?? false, bodyLimit: 1024 * 1024, trustProxy: false });
  const ctx: AppContext = {
    db: opts.db,
    sender: opts.sender ?? outboxSender(opts.db),
    limiter: new Limiter(),
    limits: { ...defaultLimits, ...opts.limits },
    adminToken: opts.adminToken,
    production: opts.production ?? false,
    uploadsDir: opts.uploadsDir ?? path.join(os.tmpdir(), 'bet-uploads'),
    gatewaySecret: opts.gatewaySecret ?? crypto.randomBytes(32).toString('hex'),
  };
  installErrorHandler(app);
  const extra = opts.corsOrigins ?? [];
  await app.register(cors, {
    origin: (origin, cb) => cb(null, originAllowed(origin, extra)),
    credentials: false,
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    methods: ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
  });
  await app.register(formbody, { bodyLimit: 10_000 });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 5, fields: 20, fieldSize: 10_000 } });
  await app.register(staticFiles, { root: storageDir, prefix: '/storage/', maxAge: '1h', decorateReply: false });
  app.decorateRequest('player', null);

  const requirePlayer = makeGuard(ctx.db);
  await app.register(async (a) => authRoutes(a, ctx));
  await app.register(async (a) => captchaRoutes(a, ctx));
  await app.register(async (a) => userRoutes(a, ctx, requirePlayer));
  await app.register(async (a) => contentRoutes(a, ctx, requirePlayer));
  await app.register(async (a) => gameCatalogRoutes(a, ctx));
  await app.register(async (a) => adminRoutes(a, ctx));
  await app.register(async (a) => fundsRoutes(a, ctx, requirePlayer));
  await app.register(async (a) => accountRoutes(a, ctx, requirePlayer));
  await app.register(async (a) => rewardRoutes(a, ctx, requirePlayer));
  await app.register(async (a) => inboxRoutes(a, ctx, requirePlayer));
  if (!ctx.production) await app.register(async (a) => devRoutes(a, ctx));
  app.get('/api/health', async () => ({ success: true }));
  return { app, ctx };
}
