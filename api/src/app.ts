// The Fastify app: every /api call of docs/spec.md section 7, the back office, the dev outbox and the demo gateway.
import { Metrics } from './lib/metrics.js';
import crypto, { type KeyObject } from 'node:crypto';
import path from 'node:path';
import formbody from '@fastify/formbody';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import staticFiles from '@fastify/static';
import type { Db, Leadership, Notifications } from './db/client.js';
import { ContentCache } from './lib/content-cache.js';
import { defaultLimits, type AppContext, type Limits, type Sender } from './context.js';
import { frameworkErrors, installErrorHandler } from './lib/errors.js';
import { ajvOptions, installContract, route } from './lib/contract.js';
import { dev as devApi } from '@bet/shared/contract';
import { openApiOptions } from './lib/openapi.js';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { DbLimiter } from './lib/limiter.js';
import { deploymentOrigins } from './lib/deployment.js';
import { DEV_SECRET_KEY, secretBox } from './lib/secrets.js';
import { pushRoutes } from './modules/push/routes.js';
import { pushSender, startDispatch, type PushConfig } from './modules/push/service.js';
import { installHttpHeaders } from './lib/headers.js';
import { makeGuard } from './modules/auth/guard.js';
import { authRoutes } from './modules/auth/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { contentRoutes } from './modules/content/routes.js';
import { gameCatalogRoutes } from './modules/games/routes.js';
import { adminRoutes } from './modules/admin/routes.js';
import { operatorRoutes } from './modules/operators/routes.js';
import { devRoutes } from './modules/dev/routes.js';
import { outboxSender } from './modules/support/outbox.js';
import { responsibleRoutes } from './modules/responsible/routes.js';
import { fundsRoutes } from './modules/funds/routes.js';
import { inboxRoutes } from './modules/support/routes.js';
import { chatRoutes } from './modules/support/chat-routes.js';
import { DemoGateway } from './demo/gateway/service.js';
import { gatewayRoutes } from './demo/gateway/routes.js';
import { demoFeed } from './demo/feed/index.js';
import { demoGames } from './demo/games/index.js';
import { exchangeRoutes } from './modules/exchange/routes.js';
import { FeedService, type FeedOptions } from './modules/exchange/service.js';

export const storageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../storage');

/** An admin token shorter than this is refused: it would be guessable. */
export const MIN_ADMIN_TOKEN = 32;

export interface AppOptions {
  /** How long requests in flight may take to finish once the app closes (default 5 s); then connections are closed. */
  closeGraceMs?: number;
  db: Db;
  /** The database's notifications (Database.notifications); without them public content is not kept in memory. */
  notifications?: Notifications | null;
  /** Who runs the feed simulator (Database.leadership); without it this process always does. */
  leadership?: Leadership | null;
  /** The live feed: FEED_SEED and FEED_SPEED (default seed 2026, real time). */
  feed?: Partial<FeedOptions>;
  /** The in-play bet delay (BET_DELAY_MS, default 2000 ms): a suspension meanwhile voids the bet. */
  betDelayMs?: number;
  adminToken: string;
  /**
   * ADMIN_TOKEN_SCOPE=bootstrap: the ADMIN_TOKEN makes the first manager (and reads the monitoring) while no operator
   * exists, and is refused for everything once one does (daily work is done by operators); unset: every admin call
   * (automation, the tests).
   */
  adminTokenScope?: 'all' | 'bootstrap';
  /** METRICS_TOKEN: a scraper's token for the metrics and the ledger check only (at least 32 characters). */
  metricsToken?: string;
  sender?: Sender;
  limits?: Partial<Limits>;
  production?: boolean;
  logger?: boolean;
  /** The database pool's use, for the metrics (Database.poolStats). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** The api's public address (PUBLIC_API_BASE); default http://localhost:4000. */
  publicBase?: string;
  /** The site's own origins (SITE_ORIGINS): CORS and e-wallet return addresses. Outside production localhost is added. */
  siteOrigins?: string[];
  /** The key that seals secrets at rest (OPERATOR_SECRET_KEY; required in production), and the one before it. */
  secretKey?: Buffer | null;
  secretKeyOld?: Buffer | null;
  /** The deployment's configuration (DEPLOYMENT_FILE): its siteRoot is one of the site's origins too. */
  deploymentFile?: string;
  /** GET /api/dev/outbox: on only when asked for (DEV_OUTBOX=1), never in production. */
  devOutbox?: boolean;
  /** The demo payment gateway (DEMO_GATEWAY=1), never in production; its private key, else a new one. */
  demoGateway?: boolean | { privateKey: KeyObject };
  /** The public key of a real gateway's notices (GATEWAY_PUBLIC_KEY). */
  gatewayPublicKey?: KeyObject | null;
  /** Fastify's trustProxy (TRUST_PROXY): which proxy's X-Forwarded-For decides the client address. */
  trustProxy?: boolean | string;
  /** Web Push's VAPID keys and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT); null: no notifications. */
  push?: PushConfig | null;
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** The listed origins, and outside production any localhost origin (the apps run on several local ports). */
function originAllowed(origin: string, listed: string[], production: boolean): boolean {
  if (listed.includes(origin)) return true;
  if (production) return false;
  try {
    const u = new URL(origin);
    return (u.protocol === 'http:' || u.protocol === 'https:') && LOCAL_HOSTS.includes(u.hostname);
  } catch {
    return false;
  }
}

export async function buildApp(opts: AppOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const production = opts.production ?? false;
  if (!opts.adminToken || opts.adminToken.length < MIN_ADMIN_TOKEN) throw new Error(`ADMIN_TOKEN must be at least ${MIN_ADMIN_TOKEN} characters.`);
  if (production && opts.devOutbox) throw new Error('The dev outbox cannot be enabled in production.');
  if (production && opts.demoGateway) throw new Error('The demo payment gateway cannot be enabled in production.');
  // in production the ADMIN_TOKEN only bootstraps the first manager (and reads the monitoring): it moves no money
  if (production && !opts.secretKey) throw new Error('In production OPERATOR_SECRET_KEY must be set (32 bytes, base64).');
  if (production && opts.adminTokenScope !== 'bootstrap') throw new Error('In production the ADMIN_TOKEN must be ADMIN_TOKEN_SCOPE=bootstrap.');
  if (opts.metricsToken !== undefined && (opts.metricsToken.length < MIN_ADMIN_TOKEN || opts.metricsToken === opts.adminToken))
    throw new Error(`METRICS_TOKEN must be at least ${MIN_ADMIN_TOKEN} characters, and not the ADMIN_TOKEN.`);
  const trustProxy = opts.trustProxy ?? false;
  const listed = opts.siteOrigins ?? [];
  // and the site the deployment's configuration names (DEPLOYMENT_FILE), read again when it changes
  const deployed = deploymentOrigins(opts.deploymentFile);
  const isSiteOrigin = (origin: string) => originAllowed(origin, [...listed, ...deployed()], production);
  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: 1024 * 1024,
    trustProxy,
    ajv: ajvOptions,
    frameworkErrors,
  });
  const publicBase = (opts.publicBase || 'http://localhost:4000').replace(/\/$/, '');
  app.decorate('publicBase', publicBase);
  const sender = opts.sender ?? outboxSender(opts.db);
  const demo = opts.demoGateway
    ? new DemoGateway({
        db: opts.db,
        sender,
        publicBase,
        privateKey: typeof opts.demoGateway === 'object' ? opts.demoGateway.privateKey : crypto.generateKeyPairSync('ed25519').privateKey,
        // the gateway calls our notify endpoint, as a third party would over HTTP
        notify: async (notice) => (await app.inject({ method: 'POST', url: '/api/ewa/notify', payload: notice })).statusCode === 200,
      })
    : null;
  // On close, requests in flight get a moment to finish; then every connection left is closed: a connection a
  // browser opened ahead of time and never used (a preconnect) would otherwise hold the process ~70 s
  app.addHook('preClose', (done) => {
    setTimeout(() => app.server.closeAllConnections?.(), opts.closeGraceMs ?? 5_000).unref();
    done();
  });
  const content = new ContentCache(opts.db, opts.notifications ?? null);
  await content.start();
  app.addHook('onClose', () => content.close());
  const feed = new FeedService(opts.db, opts.notifications ?? null, opts.leadership ?? null, { seed: 2026, speed: 1, source: demoFeed, ...opts.feed });
  await feed.start();
  app.addHook('onClose', () => feed.close());
  const frameAncestors =
    [...listed, ...(production ? [] : LOCAL_HOSTS.filter((h) => !h.startsWith('[')).flatMap((h) => [`http://${h}:*`, `https://${h}:*`]))].join(' ') || "'none'";
  const ctx: AppContext = {
    db: opts.db,
    content,
    sender,
    limiter: new DbLimiter(opts.db),
    limits: { ...defaultLimits, ...opts.limits },
    adminToken: opts.adminToken,
    adminTokenScope: opts.adminTokenScope ?? 'all',
    metricsToken: opts.metricsToken ?? null,
    production,
    devOutbox: Boolean(opts.devOutbox),
    publicBase,
    isSiteOrigin,
    frameAncestors,
    gateway: demo,
    games: demoGames({ publicBase, isSiteOrigin, frameAncestors }),
    gatewayPublicKey: opts.gatewayPublicKey ?? demo?.publicKey ?? null,
    secrets: secretBox(opts.secretKey ?? DEV_SECRET_KEY, opts.secretKeyOld ?? null),
    feed,
    metrics: new Metrics({ feed: () => ({ leading: feed.leading, lagMs: feed.lagMs }), pool: opts.poolStats }),
    push: opts.push ? { publicKey: opts.push.publicKey } : null,
  };
  if (opts.push) {
    // the notifications written by any process are sent by whichever process claims them first
    const stop = startDispatch(opts.db, pushSender(opts.push), { idleMs: ctx.limits.sessionIdleMs, maxMs: ctx.limits.sessionMaxMs });
    app.addHook('onClose', async () => stop());
  }
  // every answer's time, per operation (the route's path in the contract, never the raw url)
  app.addHook('onResponse', (req, reply, done) => {
    ctx.metrics.requests.observe({ operation: req.routeOptions.url ?? 'none', method: req.method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });
  installHttpHeaders(app, ctx.isSiteOrigin);
  installContract(app);
  installErrorHandler(app);
  await app.register(swagger, openApiOptions(publicBase));
  if (!production) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(formbody, { bodyLimit: 10_000 });
  await app.register(staticFiles, { root: storageDir, prefix: '/storage/', maxAge: '1h', decorateReply: false });
  app.decorateRequest('player', null);

  const requirePlayer = makeGuard(ctx);
  // The players' calls live in the root context: every encapsulated context gets its own request and reply
  // classes, and many of them make Fastify's hot paths megamorphic (a tenth of the public calls' throughput).
  // Only what adds hooks of its own (the back office's guard, the demo gateway) keeps a scope.
  await authRoutes(app, ctx, requirePlayer);
  await userRoutes(app, ctx, requirePlayer);
  await contentRoutes(app, ctx, requirePlayer);
  await gameCatalogRoutes(app, ctx, requirePlayer);
  // the games provider's own routes on our origin (the demo provider's page and script)
  await ctx.games.routes?.(app);
  await fundsRoutes(app, ctx, requirePlayer);
  await responsibleRoutes(app, ctx, requirePlayer);
  await inboxRoutes(app, ctx, requirePlayer);
  await chatRoutes(app, ctx, requirePlayer, opts.notifications ?? null);
  await pushRoutes(app, ctx, requirePlayer);
  await exchangeRoutes(app, ctx, feed, requirePlayer, opts.betDelayMs ?? 2000);
  await app.register(async (a) => adminRoutes(a, ctx));
  await app.register(async (a) => operatorRoutes(a, ctx));
  if (ctx.devOutbox) await app.register(async (a) => devRoutes(a, ctx));
  if (demo) await app.register(async (a) => gatewayRoutes(a, demo));
  app.get('/api/health', async () => ({ success: true }));
  // the shell's report of a remote it could not show: counted, nothing stored (no player, no token)
  route(app, devApi.clientReport, async (req, reply) => {
    ctx.metrics.remoteProblem(req.body.remote, req.body.reason);
    return reply.code(204).send();
  });
  return { app, ctx };
}
