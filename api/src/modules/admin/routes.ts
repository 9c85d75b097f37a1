// The back office: /api/admin/*, guarded by ADMIN_TOKEN (compared in constant time).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marketBlocks, players } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import { makeAdminGuard } from '../auth/guard.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { parsePoisha, toTaka } from '../../lib/money.js';
import { DEFAULT_GENERAL, general, putSetting } from '../content/service.js';
import { applyLedger, ledgerMismatches } from '../funds/ledger.js';
import { recordTurnover } from '../funds/turnover.js';
import { rewardSettledTurnover } from '../users/rewards.js';

export async function playerByUsername(ctx: AppContext, username: unknown) {
  if (typeof username !== 'string' || !username) throw badRequest('The username field is required.');
  const [p] = await ctx.db.select().from(players).where(eq(players.usernameLower, username.toLowerCase()));
  if (!p) throw notFound('Player not found.');
  return p;
}

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addHook('preHandler', makeAdminGuard(ctx));

  app.post('/api/admin/settings', async (req) => {
    const body = req.body as Record<string, unknown>;
    const current = await general(ctx.db);
    const next: Record<string, unknown> = { ...current };
    for (const [k, v] of Object.entries(body)) {
      if (!(k in DEFAULT_GENERAL)) throw badRequest(`Unknown setting ${k}.`);
      const def = (DEFAULT_GENERAL as unknown as Record<string, unknown>)[k];
      if (typeof def === 'number') {
        const n = Number(v);
        if (!Number.isFinite(n) || n < 0) throw badRequest(`The ${k} setting must be a number.`);
        next[k] = n;
      } else if (Array.isArray(def)) {
        if (!Array.isArray(v)) throw badRequest(`The ${k} setting must be a list.`);
        next[k] = v;
      } else {
        if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`The ${k} setting must be text.`);
        next[k] = String(v);
      }
    }
    await putSetting(ctx.db, 'general', next);
    return { success: true, message: 'Settings saved', data: next };
  });

  app.post('/api/admin/market-block', async (req) => {
    const body = req.body as Record<string, unknown>;
    const p = await playerByUsername(ctx, body.username);
    const flag = (v: unknown) => (v === 0 || v === '0' || v === false ? 0 : 1);
    const values = { playerId: p.id, exchangeMarket: flag(body.exchange_market), csMarket: flag(body.cs_market), status: String(body.status ?? 'blocked') };
    await ctx.db.insert(marketBlocks).values(values).onConflictDoUpdate({ target: marketBlocks.playerId, set: values });
    return { success: true, message: 'Market block saved' };
  });

  app.post('/api/admin/players/:username/adjust', async (req) => {
    const body = req.body as Record<string, unknown>;
    const p = await playerByUsername(ctx, (req.params as { username: string }).username);
    const raw = typeof body.amount === 'string' ? body.amount.trim() : body.amount;
    const negative = typeof raw === 'string' ? raw.startsWith('-') : typeof raw === 'number' && raw < 0;
    const abs = parsePoisha(typeof raw === 'string' ? raw.replace(/^-/, '') : typeof raw === 'number' ? Math.abs(raw) : raw);
    if (!abs) throw badRequest('The amount must be a non-zero amount with at most two decimals.');
    const balance = await ctx.db.transaction((tx) =>
      applyLedger(tx, p.id, negative ? -abs : abs, 'admin_adjustment', String(body.note ?? '').slice(0, 200) || null),
    );
    return { success: true, message: 'Balance adjusted', data: { username: p.username, balance: toTaka(balance) } };
  });

  // stands in for settled bets until the games and exchange domains call recordTurnover themselves
  app.post('/api/admin/players/:username/turnover', async (req) => {
    const p = await playerByUsername(ctx, (req.params as { username: string }).username);
    const amount = parsePoisha((req.body as { amount?: unknown }).amount);
    if (!amount) throw badRequest('The amount must be a positive amount with at most two decimals.');
    await recordTurnover(ctx.db, p.id, amount);
    await rewardSettledTurnover(ctx.db, p.id, amount);
    return { success: true, message: 'Turnover recorded' };
  });

  app.get('/api/admin/ledger/check', async () => {
    const bad = await ledgerMismatches(ctx.db);
    return { success: bad.length === 0, message: bad.length ? 'Ledger mismatch' : 'Every balance equals the sum of its ledger entries', data: bad };
  });
}
