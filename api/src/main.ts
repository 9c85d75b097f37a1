// Starts the api: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), migrates, seeds, listens.
// Every setting is an environment variable; SECURITY.md lists what a production deployment must set.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, MIN_ADMIN_TOKEN } from './app.js';
import { openDatabase } from './db/client.js';
import { privateKeyFrom, publicKeyFrom } from './modules/funds/notice.js';
import { seed } from './seed/index.js';
import { keyFrom } from './lib/secrets.js';
import { newVapidKeys } from './modules/push/service.js';

const env = process.env;
const on = (name: string) => env[name] === '1' || env[name] === 'true';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(env.API_PORT || env.PORT || 4000);
const host = env.HOST || '0.0.0.0';
const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'data'));
const production = env.NODE_ENV === 'production';
let adminToken = env.ADMIN_TOKEN;
if (!adminToken) {
  adminToken = crypto.randomBytes(24).toString('hex');
  console.log(`[api] ADMIN_TOKEN was not set; this run's back-office token: ${adminToken}`);
} else if (adminToken.length < MIN_ADMIN_TOKEN) {
  console.error(`[api] ADMIN_TOKEN is shorter than ${MIN_ADMIN_TOKEN} characters; refusing to start.`);
  process.exit(1);
}
const list = (v: string | undefined) =>
  (v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
// TRUST_PROXY: 'true' (the closest proxy), or the proxy addresses / CIDR ranges whose X-Forwarded-For is believed
const trustProxy = !env.TRUST_PROXY ? false : env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY;

/**
 * Web Push's keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (web-push's generate-vapid-keys), VAPID_SUBJECT (a mailto:
 * or https: contact). Outside production, without them, a pair is made once and kept in the data folder (a new pair
 * would end every browser's subscription); in production, without them, there are no notifications.
 */
function pushConfig() {
  const subject = env.VAPID_SUBJECT || 'mailto:support@betbazar.example';
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  if (production) return null;
  const file = path.join(dataDir, 'vapid.json');
  try {
    return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }), subject };
  } catch {
    const keys = newVapidKeys();
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
    return { ...keys, subject };
  }
}

// migrations and the seed run under an advisory lock on PostgreSQL: a fleet started together takes turns
const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir, setup: (db) => seed(db, { demoPlayer: on('DEMO_PLAYER') }) });
try {
  const { app } = await buildApp({
    db: database.db,
    notifications: database.notifications,
    leadership: database.leadership,
    poolStats: database.poolStats,
    betDelayMs: Math.min(10_000, Math.max(0, Number(env.BET_DELAY_MS ?? 2000) || 0)),
    feed: { seed: Number(env.FEED_SEED || 2026) >>> 0, speed: Math.min(1000, Math.max(0.1, Number(env.FEED_SPEED || 1) || 1)) },
    adminToken,
    adminTokenScope: env.ADMIN_TOKEN_SCOPE === 'bootstrap' ? 'bootstrap' : 'all',
    metricsToken: env.METRICS_TOKEN || undefined,
    production,
    logger: env.API_LOG === '1',
    publicBase: env.PUBLIC_API_BASE || `http://localhost:${port}`,
    siteOrigins: [...list(env.SITE_ORIGINS), ...list(env.CORS_ORIGINS)],
    deploymentFile: env.DEPLOYMENT_FILE || undefined,
    secretKey: keyFrom('OPERATOR_SECRET_KEY', env.OPERATOR_SECRET_KEY),
    secretKeyOld: keyFrom('OPERATOR_SECRET_KEY_OLD', env.OPERATOR_SECRET_KEY_OLD),
    devOutbox: on('DEV_OUTBOX'),
    demoGateway: on('DEMO_GATEWAY') ? (env.DEMO_GATEWAY_KEY ? { privateKey: privateKeyFrom(env.DEMO_GATEWAY_KEY) } : true) : false,
    gatewayPublicKey: env.GATEWAY_PUBLIC_KEY ? publicKeyFrom(env.GATEWAY_PUBLIC_KEY) : null,
    trustProxy,
    push: pushConfig(),
    // signups per address per hour (default 20); the browser suite signs up more players than that from one address
    // and logins per player and address a minute (default 10): the browser suite logs the demo player in from many
    // journeys at once
    limits: {
      ...(env.SIGNUPS_PER_IP ? { signupPerIp: Math.max(1, Math.floor(Number(env.SIGNUPS_PER_IP)) || 20) } : {}),
      ...(env.LOGINS_PER_USER ? { loginPerUser: Math.max(1, Math.floor(Number(env.LOGINS_PER_USER)) || 10) } : {}),
    },
  });
  await app.listen({ port, host });
  console.log(`[api] listening on http://localhost:${port} (${database.kind}${database.kind === 'pglite' ? ` in ${dataDir}` : ''})`);
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  let closing = false;
  const once = () => {
    if (!closing) {
      closing = true;
      void shutdown();
    }
  };
  process.on('SIGINT', once);
  process.on('SIGTERM', once);
} catch (e) {
  console.error(`[api] ${(e as Error).message}`);
  await database.close();
  process.exit(1);
}
