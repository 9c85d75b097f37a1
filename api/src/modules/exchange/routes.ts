// The exchange's HTTP side: the feed's answers from memory (docs/spec.md section 7), the event stream, the
// score board and live pages, the exchange sign-in, the exchange wallet, bets and the exchange records.
import { framedPage } from '../../lib/headers.js';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exchange as api, type ExchangeBet } from '@bet/shared/contract';
import { fromMemory, route } from '../../lib/contract.js';
import { openEventStream } from '../../lib/sse.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../lib/errors.js';
import { sha256 } from '../../lib/crypto.js';
import { toTaka } from '../../lib/money.js';
import { recordRange } from '../games/records.js';
import { idempotencyKeyOf, idempotent } from '../funds/idempotency.js';
import { cancelBet, editBet, placeBet } from './place.js';
import { cashOut, CASH_OUT_MSG } from './cashout.js';
import type { BetRow } from './positions.js';
import { activityOf, betsOf, profitLossOf, walletOf } from './records.js';
import { startSettlement } from './settle.js';
import { bearer, me, type Guard } from '../auth/guard.js';
import type { FeedService } from './service.js';
import { exchangeSessionPlayer, openExchangeSession } from './sessions.js';
import { sendEntry, type Entry } from '../../lib/content-cache.js';

/** How long an exchange token lives. */
export const EXCHANGE_TOKEN_SECONDS = 30 * 60;
export const EXCHANGE_MSG = {
  signIn: /*i18n*/ 'Exchange sign-in failed. Please log in again.',
  unauthenticated: /*i18n*/ 'Your exchange session has ended. Please open the exchange again.',
  event: /*i18n*/ 'Event not found.',
  market: /*i18n*/ 'Market not found.',
};
const HEARTBEAT_MS = 15_000;

const betType = (kind: string, side: string) => (kind === 'fancy' ? (side === 'back' ? 'Yes' : 'No') : side === 'back' ? 'Back' : 'Lay');
const STATUS = { open: 'open', won: 'WON', lost: 'LOST', void: 'VOID', cancelled: 'CANCELLED' } as const;
const GAME_TYPE = { odds: 'Exchange', bookmaker: 'Bookmaker', fancy: 'Fancy' } as const;

/** A bet row as the calls show it (taka; decimal odds for match odds and the bookmaker's rate as sent). */
function betView(b: BetRow): ExchangeBet {
  const kind = b.marketKind as keyof typeof GAME_TYPE;
  return {
    id: b.id,
    transaction_id: b.transactionId,
    created_at: b.createdAt.toISOString(),
    settled_at: b.settledAt ? b.settledAt.toISOString() : null,
    event_id: String(b.eventId),
    event_name: b.eventName,
    sport: b.sport,
    game_type: GAME_TYPE[kind],
    market_id: b.marketId,
    market_kind: kind,
    market_name: b.marketName,
    selection_id: b.selectionId,
    selection_name: b.selectionName,
    bet_type: betType(kind, b.side),
    odds: kind === 'odds' ? b.odds / 100 : kind === 'bookmaker' ? b.odds - 100 : b.odds,
    run: b.run,
    stake: toTaka(b.stakePoisha),
    potential_profit: toTaka(b.profitPoisha),
    potential_liability: toTaka(b.liabilityPoisha),
    matched: b.matched,
    cash_out: b.cashOut,
    status: STATUS[b.status as keyof typeof STATUS],
    net_profit_loss: toTaka(b.resultPoisha ?? 0),
  };
}
const SCRIPT = readFileSync(new URL('./live.client.js', import.meta.url), 'utf8');
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sends the feed's answer for `key` from memory (304 when the caller has it), or a 404. The answer is public. */
function send<K>(req: FastifyRequest, reply: FastifyReply, lookup: (key: K) => Entry | undefined, key: K, missing: string): FastifyReply {
  const a = lookup(key);
  if (!a) throw new HttpError(404, missing);
  return sendEntry(req, reply, a, 'feed');
}

const STYLE = `*{box-sizing:border-box}html,body{margin:0;height:100%;background:#0e1420;color:#eef2f8;font:13px system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
.score{padding:8px 12px;display:flex;flex-direction:column;gap:4px}.line{display:flex;justify-content:space-between;font-weight:700;font-variant-numeric:tabular-nums}
.detail{color:#ffb400;font-weight:600}.recent{display:flex;gap:4px}.recent span{min-width:22px;height:22px;border-radius:11px;background:#212b3d;display:inline-flex;align-items:center;justify-content:center;font-size:11px;font-weight:700}
.recent .b4{background:#1f6fbf}.recent .b6{background:#7b3fe4}.recent .bW{background:#f0524f}
.pitch{position:relative;height:100%;min-height:180px;overflow:hidden;display:flex;align-items:center;justify-content:center}
.pitch.cricket{background:radial-gradient(ellipse at center,#2f8f4e 0,#1e6b38 60%,#134a27 100%)}.pitch.cricket:before{content:"";position:absolute;width:18px;height:46%;background:#c9b27c;border-radius:2px}
.pitch.soccer{background:repeating-linear-gradient(90deg,#23813f 0 40px,#1f7538 40px 80px)}.pitch.soccer:before{content:"";position:absolute;inset:12px;border:2px solid #ffffff80}.pitch.soccer:after{content:"";position:absolute;width:70px;height:70px;border:2px solid #ffffff80;border-radius:50%}
.pitch.tennis{background:#2f6fb0}.pitch.tennis:before{content:"";position:absolute;inset:18px 30px;border:2px solid #fff}.pitch.tennis:after{content:"";position:absolute;top:18px;bottom:18px;width:2px;background:#fff}
.call{position:relative;z-index:1;font-size:30px;font-weight:900;text-shadow:0 2px 8px #000;letter-spacing:1px}.bar{position:absolute;left:0;right:0;bottom:0;background:#000000b0;padding:6px 10px;display:flex;justify-content:space-between;font-weight:700;font-variant-numeric:tabular-nums;z-index:1}
.tag{position:absolute;top:8px;left:8px;background:#f0524f;color:#fff;font-size:11px;font-weight:800;padding:2px 6px;border-radius:4px;z-index:1}`;

export async function exchangeRoutes(app: FastifyInstance, ctx: AppContext, feed: FeedService, requirePlayer: Guard, betDelayMs: number) {
  const { db } = ctx;

  /** onRequest of the exchange's own calls (before any input is checked): an exchange token (never a site session token). */
  const requireExchange: Guard = async (req) => {
    const token = bearer(req);
    if (!token) throw new HttpError(401, EXCHANGE_MSG.unauthenticated);
    const row = await exchangeSessionPlayer(db, sha256(token), { idleMs: ctx.limits.sessionIdleMs, maxMs: ctx.limits.sessionMaxMs });
    if (!row || row.status !== 'active') throw new HttpError(401, EXCHANGE_MSG.unauthenticated);
    req.player = { id: row.id, username: row.username, remoteId: row.remoteId, token, sessionId: row.sessionId, currency: row.currency };
  };

  const stopSettlement = startSettlement(db, feed);
  app.addHook('onClose', stopSettlement);
  // open event streams end when the process stops (their browsers reconnect, to another process if it is gone)
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });

  route(app, api.sportsEvents, fromMemory, (req, reply) => send(req, reply, (sport) => feed.list(sport), req.params.sport, EXCHANGE_MSG.event));
  route(app, api.matchOdds, fromMemory, (req, reply) => send(req, reply, (id) => feed.marketOdds(id), req.params.marketId, EXCHANGE_MSG.market));
  route(app, api.eventDetails, fromMemory, (req, reply) => send(req, reply, (id) => feed.detail(id), req.params.eventId, EXCHANGE_MSG.event));
  route(app, api.score, fromMemory, (req, reply) => send(req, reply, (id) => feed.score(id), req.params.eventId, EXCHANGE_MSG.event));

  route(app, api.scoreBoard, (req, reply) => {
    const e = feed.event(req.params.eventId);
    if (!e) throw new HttpError(404, EXCHANGE_MSG.event);
    const src = `${ctx.publicBase}/api/live/${e.id}?view=score`;
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'public, max-age=60')
      .send(`<div class="score-board"><iframe id="live-score" title="Live score" src="${esc(src)}" width="100%" height="120" frameborder="0"></iframe></div>`);
  });

  route(app, api.livePage, (req, reply) => {
    const e = feed.event(req.params.eventId);
    if (!e) throw new HttpError(404, EXCHANGE_MSG.event);
    const view = req.query.view ?? 'score';
    const lang = req.query.lang === 'bn' ? 'bn' : 'en';
    return framedPage(
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache'),
      `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${ctx.frameAncestors}`,
    ).send(
      `<!doctype html><html lang="${lang === 'bn' ? 'bn-BD' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${lang === 'bn' ? (view === 'stream' ? 'ম্যাচ' : 'লাইভ স্কোর') : view === 'stream' ? 'Match' : 'Live score'}</title><style>${STYLE}</style></head>` +
        `<body><main id="live" data-event="${e.id}" data-view="${view}" data-sport="${e.sport}" data-lang="${lang}" aria-live="polite"></main><script src="/api/live.js"></script></body></html>`,
    );
  });
  route(app, api.liveScript, (_req, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(SCRIPT));

  route(app, api.eventStream, (req, reply) => {
    const id = req.params.eventId;
    const e = feed.event(id);
    if (!e) throw new HttpError(404, EXCHANGE_MSG.event);
    const marketId = `1.${id}`;
    let odds = '';
    let detail = '';
    // only what changed goes out: the odds and the event answers are each sent when their bytes differ
    const push = () => {
      const o = feed.marketOdds(marketId);
      const d = feed.detail(id);
      if (o && o.etag !== odds) {
        odds = o.etag;
        stream.send('odds', o.body);
      }
      if (d && d.etag !== detail) {
        detail = d.etag;
        stream.send('event', d.body);
      }
    };
    const end = () => {
      feed.bus.off(`change:${id}`, push);
      streams.delete(stream.end);
    };
    const { stream, sent } = openEventStream(req, reply, { heartbeatMs: HEARTBEAT_MS, onEnd: end, counted: ctx.metrics.streamOpened('odds') });
    feed.bus.on(`change:${id}`, push);
    streams.add(stream.end);
    push();
    return sent;
  });

  route(app, api.playerLogin, { onRequest: requirePlayer }, async (req) => {
    const token = await openExchangeSession(db, me(req), req.body.user_id, EXCHANGE_TOKEN_SECONDS);
    if (!token) throw new HttpError(401, EXCHANGE_MSG.signIn);
    return { success: true, access_token: token, expires_in: EXCHANGE_TOKEN_SECONDS };
  });

  const walletView = async (player: { id: number; remoteId: string; username: string }) => {
    const w = await walletOf(db, player.id);
    return {
      main_balance: toTaka(w.main),
      exposure: toTaka(w.exposure),
      available_balance: toTaka(w.available),
      wallets: [],
      account_id: player.remoteId,
      username: player.username,
    };
  };
  route(app, api.wallet, { onRequest: requireExchange }, async (req) => ({ success: true, data: await walletView(me(req)) }));
  route(app, api.exchangeHub, { onRequest: requirePlayer }, async (req) => ({ success: true, data: await walletView(me(req)) }));

  // a retried request (same Idempotency-Key) gets the first answer back and places nothing
  route(app, api.placeBet, { onRequest: requireExchange }, async (req, reply) => {
    const player = me(req);
    const answer = await idempotent(ctx, player.id, 'exchange-bet', idempotencyKeyOf(req), async () => {
      const placed = await placeBet(db, feed, player.id, req.body, { delayMs: betDelayMs, sessionId: player.sessionId });
      return { status: 200, body: { success: true, message: placed.message, data: { bets: placed.bets.map(betView), wallet: await walletView(player) } } };
    });
    return reply.status(answer.status).send(answer.body);
  });
  // one cash out per tap: a retried request (same Idempotency-Key) gets the first answer back
  route(app, api.cashOut, { onRequest: requireExchange }, async (req, reply) => {
    const player = me(req);
    const answer = await idempotent(ctx, player.id, 'exchange-cash-out', idempotencyKeyOf(req), async () => {
      const done = await cashOut(db, feed, player.id, req.body, { delayMs: betDelayMs, sessionId: player.sessionId });
      return {
        status: 200,
        body: {
          success: true,
          message: CASH_OUT_MSG.done,
          data: { bets: done.bets.map(betView), value: toTaka(done.value), wallet: await walletView(player) },
        },
      };
    });
    return reply.status(answer.status).send(answer.body);
  });
  route(app, api.myBets, { onRequest: requireExchange }, async (req) => {
    const page = Number(req.query.page ?? 1);
    const { rows, more } = await betsOf(db, me(req).id, req.query.status ?? 'open', page);
    return { success: true, data: { rows: rows.map(betView), page, more } };
  });
  route(app, api.cancelBet, { onRequest: requireExchange }, async (req) => {
    const player = me(req);
    const bet = await cancelBet(db, player.id, Number(req.params.id));
    return { success: true, message: /*i18n*/ 'Bet cancelled.', data: { bet: betView(bet), wallet: await walletView(player) } };
  });
  route(app, api.editBet, { onRequest: requireExchange }, async (req) => {
    const player = me(req);
    const edited = await editBet(db, feed, player.id, Number(req.params.id), req.body, { delayMs: betDelayMs, sessionId: player.sessionId });
    return { success: true, message: edited.message, data: { bets: edited.bets.map(betView), wallet: await walletView(player) } };
  });
  route(app, api.profitLoss, { onRequest: requireExchange }, async (req) => {
    const rows = await profitLossOf(db, me(req).id);
    return {
      success: true,
      data: {
        total: toTaka(rows.reduce((s, r) => s + r.pl, 0)),
        rows: rows.map((r) => ({
          market_id: r.marketId,
          date: r.settledAt.toISOString(),
          event_name: r.eventName,
          market_name: r.marketName,
          sport: r.sport,
          stake: toTaka(r.stake),
          profit_loss: toTaka(r.pl),
        })),
      },
    };
  });
  route(app, api.activity, { onRequest: requireExchange }, async (req) => {
    const { logins, bets } = await activityOf(db, me(req).id);
    const items = [
      ...logins.map((l) => ({ at: l.at, kind: 'login' as const, detail: 'Logged in', ip: l.ip })),
      ...bets.map((b) => ({
        at: b.at,
        kind: 'bet' as const,
        detail: `${betType(b.marketKind, b.side)} ${b.selectionName} · ${b.marketName} · ${b.eventName} · ${toTaka(b.stake)} (${b.status})`,
        ip: null,
      })),
    ].sort((a, b) => b.at.getTime() - a.at.getTime());
    return { success: true, data: items.slice(0, 50).map((i) => ({ ...i, at: i.at.toISOString() })) };
  });
  route(app, api.exchangeRecords, { onRequest: requirePlayer }, async (req) => {
    const page = Number(req.query.page ?? 1);
    const { rows, more } = await betsOf(db, me(req).id, 'all', page, recordRange(req.query.date ?? 'today', me(req).currency));
    return { success: true, data: { rows: rows.map(betView), page, more } };
  });
}
