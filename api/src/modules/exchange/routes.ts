// The exchange's HTTP side: the feed's answers from memory (SPEC.md section 7), the event stream, the
// score board and live pages, the exchange sign-in and the exchange wallet.
import { readFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { exchange as api } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';
import type { AppContext } from '../../lib/context.js';
import { HttpError } from '../../lib/errors.js';
import { sha256 } from '../../lib/crypto.js';
import { toTaka } from '../../lib/money.js';
import { balanceOf } from '../funds/ledger.js';
import { bearer, me, type Guard } from '../auth/guard.js';
import { exchangeSessionPlayer, openExchangeSession, type FeedService } from './service.js';
import { sendEntry, type Entry } from '../../lib/content-cache.js';

/** How long an exchange token lives. */
export const EXCHANGE_TOKEN_SECONDS = 30 * 60;
export const EXCHANGE_MSG = {
  signIn: 'Exchange sign-in failed. Please log in again.',
  unauthenticated: 'Your exchange session has ended. Please open the exchange again.',
  event: 'Event not found.',
  market: 'Market not found.',
};
const HEARTBEAT_MS = 15_000;
const SCRIPT = readFileSync(new URL('./live.client.js', import.meta.url), 'utf8');
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Sends a feed answer from memory (304 when the caller has it), or 404. */
function send(req: FastifyRequest, reply: FastifyReply, a: Entry | undefined, missing: string): FastifyReply {
  if (!a) throw new HttpError(404, missing);
  return sendEntry(req, reply, a);
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

export async function exchangeRoutes(app: FastifyInstance, ctx: AppContext, feed: FeedService, requirePlayer: Guard) {
  const { db } = ctx;

  /** preHandler of the exchange's own calls: an exchange token (never a site session token). */
  const requireExchange: Guard = async (req) => {
    const token = bearer(req);
    if (!token) throw new HttpError(401, EXCHANGE_MSG.unauthenticated);
    const row = await exchangeSessionPlayer(db, sha256(token));
    if (!row || row.status !== 'active') throw new HttpError(401, EXCHANGE_MSG.unauthenticated);
    req.player = { id: row.id, username: row.username, remoteId: row.remoteId, token, sessionId: 0 };
  };

  route(app, api.sportsEvents, (req, reply) => send(req, reply, feed.list(req.params.sport), EXCHANGE_MSG.event));
  route(app, api.matchOdds, (req, reply) => send(req, reply, feed.marketOdds(req.params.marketId), EXCHANGE_MSG.market));
  route(app, api.eventDetails, (req, reply) => send(req, reply, feed.detail(req.params.eventId), EXCHANGE_MSG.event));
  route(app, api.score, (req, reply) => send(req, reply, feed.score(req.params.eventId), EXCHANGE_MSG.event));

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
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors ${ctx.frameAncestors}`,
      )
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${view === 'stream' ? 'Match' : 'Live score'}</title><style>${STYLE}</style></head>` +
          `<body><main id="live" data-event="${e.id}" data-view="${view}" data-sport="${e.sport}" aria-live="polite"></main><script src="/api/live.js"></script></body></html>`,
      );
  });
  route(app, api.liveScript, (_req, reply) => reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(SCRIPT));

  route(app, api.eventStream, (req, reply) => {
    const id = req.params.eventId;
    const e = feed.event(id);
    if (!e) throw new HttpError(404, EXCHANGE_MSG.event);
    const marketId = `1.${id}`;
    const stream = new PassThrough();
    let odds = '';
    let detail = '';
    // only what changed goes out: the odds and the event answers are each sent when their bytes differ
    const push = () => {
      const o = feed.marketOdds(marketId);
      const d = feed.detail(id);
      if (o && o.etag !== odds) {
        odds = o.etag;
        stream.write(`event: odds\ndata: ${o.body}\n\n`);
      }
      if (d && d.etag !== detail) {
        detail = d.etag;
        stream.write(`event: event\ndata: ${d.body}\n\n`);
      }
    };
    const beat = setInterval(() => stream.write(': ping\n\n'), HEARTBEAT_MS);
    feed.bus.on(`change:${id}`, push);
    req.raw.on('close', () => {
      clearInterval(beat);
      feed.bus.off(`change:${id}`, push);
      stream.end();
    });
    stream.write('retry: 2000\n\n');
    push();
    return reply.header('Content-Type', 'text/event-stream; charset=utf-8').header('Cache-Control', 'no-store').header('X-Accel-Buffering', 'no').send(stream);
  });

  route(app, api.playerLogin, { preHandler: requirePlayer }, async (req) => {
    const token = await openExchangeSession(db, me(req).id, req.body.user_id, EXCHANGE_TOKEN_SECONDS);
    if (!token) throw new HttpError(401, EXCHANGE_MSG.signIn);
    return { success: true, access_token: token, expires_in: EXCHANGE_TOKEN_SECONDS };
  });

  route(app, api.wallet, { preHandler: requireExchange }, async (req) => {
    const player = me(req);
    return {
      success: true,
      data: { main_balance: toTaka(await balanceOf(db, player.id)), exposure: 0, wallets: [], account_id: player.remoteId, username: player.username },
    };
  });
}
