// The games domain's HTTP side: the catalogue (docs/spec.md section 7), launching a game, the demo provider's page
// and calls (authorised by a launch token, never the player's bearer token), favourites and the betting
// records. The rules and queries are in service.ts, play.ts and records.ts.
import { framedPage } from '../../lib/headers.js';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { games as gamesApi, tableGames as T } from '@bet/shared/contract';
import { fromMemory, route } from '../../lib/contract.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { absolute } from '../../lib/urls.js';
import { me, type Guard } from '../auth/guard.js';
import { DICE_RTP, FISH_TARGETS, SLOT_LINES, SLOT_RTP, SLOT_SYMBOLS, type Engine } from './engines.js';
import { cashOut, crashState } from './crash.js';
import { createLaunch, launchOf, STAKE_MAX_POISHA, STAKE_MIN_POISHA, usernameOf } from './launch.js';
import { playRound } from './rounds.js';
import { activeSeed, revealedSeeds, rotateSeed, seedView } from './seeds.js';
import { recordFilters, recordGroup, recordGroups, roundHistory, roundView } from './records.js';
import { favouriteCodes, listGames, listGameTypes, platformsOf, providersOf, toggleFavourite } from './service.js';
import { balanceOf } from '../funds/ledger.js';

const SCRIPT = readFileSync(new URL('./play.client.js', import.meta.url), 'utf8');
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const STYLE = `*{box-sizing:border-box}body{margin:0;background:#0e1420;color:#eef2f8;font:14px system-ui,-apple-system,Segoe UI,Roboto,sans-serif}
#game{max-width:520px;margin:0 auto;padding:12px;display:flex;flex-direction:column;gap:12px}
header{display:flex;align-items:center;justify-content:space-between}h1{font-size:18px;margin:0}
.balance{color:#ffb400;font-weight:700;font-variant-numeric:tabular-nums}.caption{color:#94a0b8;font-size:12px;white-space:pre-wrap;word-break:break-all}
.stake{display:flex;flex-direction:column;gap:4px}input{background:#212b3d;border:1px solid #2c3850;color:#eef2f8;border-radius:10px;padding:10px;font-size:16px;width:100%}
.btn{min-height:44px;border-radius:10px;border:1px solid #2c3850;background:#212b3d;color:#eef2f8;font-weight:600;font-size:15px;width:100%;cursor:pointer}
.btn.play{background:#ffb400;color:#1a1300;border:0}.btn.cash{background:#1fbf75;color:#04140c;border:0}.btn:disabled{opacity:.5}
.row{display:flex;gap:8px}.stack{display:flex;flex-direction:column;gap:8px}
.reels{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-bottom:12px}.cell{background:#171f2e;border:1px solid #2c3850;border-radius:10px;font-size:40px;text-align:center;padding:14px 0}
.cell.hit{border-color:#ffb400;box-shadow:0 0 12px #ffb40080}.cell{font-weight:800}[data-s=cherry],[data-s=seven]{color:#f0524f}[data-s=lemon],[data-s=star]{color:#ffb400}[data-s=bell]{color:#1fbf75}[data-s=diamond]{color:#72bbef}
.sky{background:linear-gradient(#171f2e,#0e1420);border:1px solid #2c3850;border-radius:10px;padding:40px 0;margin-bottom:12px}
.multiplier{font-size:48px;font-weight:800;text-align:center;font-variant-numeric:tabular-nums}.multiplier.flying{color:#ffb400}.win{color:#1fbf75}.loss{color:#f0524f}
.message{min-height:20px;text-align:center;font-weight:600}.sea{background:#13365a;border-radius:10px;padding:36px 8px;text-align:center;font-size:22px;margin-bottom:12px}
.fishes{display:grid;grid-template-columns:1fr 1fr;gap:8px}.fair summary{cursor:pointer;color:#ffb400;min-height:44px;line-height:44px}
input[type=range]{padding:0}pre{margin:0}.paytable{margin-top:8px;text-align:center}
select{background:#212b3d;border:1px solid #2c3850;color:#eef2f8;border-radius:10px;padding:10px;font-size:15px;width:100%;min-height:44px}
.table{display:grid;grid-template-columns:repeat(3,1fr);gap:4px}.table .num[data-n="0"]{grid-column:1/-1}
.num{min-height:40px;border-radius:8px;border:1px solid #2c3850;color:#fff;font-weight:800;font-size:15px;cursor:pointer}
.num.red{background:#b3261e}.num.black{background:#1b1f27}.num.green{background:#1d7a46}.num.hit{outline:3px solid #ffb400;outline-offset:1px}
.outside-bets{display:grid;grid-template-columns:repeat(3,1fr);gap:6px}.btn.outside{font-size:14px}
.multiplier.red{color:#f0524f}.multiplier.black{color:#eef2f8}.multiplier.green{color:#1fbf75}
.felt{background:#0f5132;border-radius:10px;padding:14px;display:flex;flex-direction:column;gap:10px;min-height:120px;justify-content:center;text-align:center;font-weight:600}
.hand{display:flex;flex-wrap:wrap;gap:6px;align-items:center}.hand b{min-width:56px;text-align:left}.hand.won b{color:#ffb400}
.card{background:#fff;color:#111;border-radius:6px;padding:4px 6px;font-weight:800;min-width:34px;text-align:center}.card.red{color:#b3261e}
.draw{display:grid;grid-template-columns:repeat(8,1fr);gap:4px}.num.pick{background:#212b3d}.num.pick[aria-pressed=true]{background:#ffb400;color:#1a1300}
.num.pick.drawn{outline:3px solid #1fbf75;outline-offset:1px}
.hash{flex:1;min-width:0;word-break:break-all;font-size:12px;background:#171f2e;border:1px solid #2c3850;border-radius:8px;padding:8px;user-select:all}
.btn.copy{width:auto;padding:0 14px}.rounds{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:8px}.round{display:flex;flex-direction:column;gap:2px;border-bottom:1px solid #2c3850;padding-bottom:6px}a.check{color:#ffb400;min-height:32px;display:inline-flex;align-items:center}:focus-visible{outline:2px solid #ffb400;outline-offset:2px}`;

/** The return to player of each bet of a demo game, in per cent to two places (the tables' figures are exact). */
function rtpOf(engine: Engine): { bet: string; rtp: number }[] {
  const pct = (x: number) => Math.round(x * 10_000) / 100;
  if (engine === 'roulette') return [{ bet: 'any', rtp: pct(T.ROULETTE_RTP) }];
  if (engine === 'andarbahar') return Object.entries(T.ANDAR_BAHAR_RTP).map(([bet, r]) => ({ bet, rtp: pct(r) }));
  if (engine === 'dragontiger') return Object.entries(T.DRAGON_TIGER_RTP).map(([bet, r]) => ({ bet, rtp: pct(r) }));
  if (engine === 'draw') return Object.entries(T.DRAW_RTP).map(([picks, r]) => ({ bet: `${picks} picks`, rtp: pct(r) }));
  if (engine === 'slot') return [{ bet: 'spin', rtp: pct(SLOT_RTP) }];
  return [{ bet: 'any', rtp: pct(DICE_RTP) }];
}

export async function gameCatalogRoutes(app: FastifyInstance, ctx: AppContext, requirePlayer: Guard) {
  const { db } = ctx;
  const player = { onRequest: requirePlayer };

  route(app, gamesApi.gameTypes, fromMemory, (req, reply) =>
    ctx.content.send(req, reply, 'game-types', async () => ({ success: true, data: await listGameTypes(db) })),
  );

  route(app, gamesApi.systems, async (req) => {
    const type = req.query.type.toUpperCase();
    if (!/^[A-Z]{2,12}$/.test(type)) throw badRequest(/*i18n*/ 'The type field is required.');
    return { success: true, data: await platformsOf(db, type) };
  });

  route(app, gamesApi.providers, async (req) => {
    let list: unknown;
    try {
      list = JSON.parse(req.query.system);
    } catch {
      throw badRequest(/*i18n*/ 'The system field must be a JSON list of platforms.');
    }
    if (!Array.isArray(list) || list.length > 100 || !list.every((s): s is string => typeof s === 'string')) {
      throw badRequest(/*i18n*/ 'The system field must be a JSON list of platforms.');
    }
    const rows = await providersOf(db, list);
    return { success: true, data: rows.map((r) => ({ platform: r.platform, name: r.name, logo: absolute(req, r.logo) })) };
  });

  route(app, gamesApi.gameList, async (req) => {
    const rows = await listGames(db, (req.query.type ?? '').toUpperCase(), (req.query.system ?? '').toUpperCase());
    return {
      success: true,
      data: rows.map((r) => ({
        code: r.code,
        name: r.name,
        type: r.type,
        platform: r.platform,
        icon: absolute(req, r.icon),
        created_at: r.createdAt.toISOString(),
      })),
    };
  });

  route(app, gamesApi.favourites, player, async (req) => ({ success: true, data: await favouriteCodes(db, me(req).id) }));
  route(app, gamesApi.toggleFavourite, player, async (req) => ({
    success: true,
    data: { favourite: await toggleFavourite(db, me(req).id, req.body.platform, req.body.code) },
  }));

  // ---- launch ----
  route(app, gamesApi.gameRun, player, async (req) => {
    const { token } = await createLaunch(db, me(req), req.body.platform, req.body.gameCode);
    const origin = req.headers.origin;
    const parent = origin && ctx.isSiteOrigin(origin) ? `&parent=${encodeURIComponent(origin)}` : '';
    return { success: true, url: `${ctx.publicBase}/demo-games/play?token=${token}${parent}` };
  });

  // ---- the demo provider: its page, and its calls with the launch token ----
  route(app, gamesApi.demoPage, async (req, reply) => {
    // the site frame to tell of balance changes: only one of the site's own origins
    const parent = req.query.parent && ctx.isSiteOrigin(req.query.parent) ? req.query.parent : '';
    return framedPage(
      reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store'),
      `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${ctx.frameAncestors}`,
    ).send(page(parent, req.query.lang === 'bn' ? 'bn-BD' : 'en'));
  });
  route(app, gamesApi.demoScript, async (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(SCRIPT),
  );

  const session = { idleMs: ctx.limits.sessionIdleMs, maxMs: ctx.limits.sessionMaxMs };
  const launch = (req: { headers: { 'x-launch-token'?: string } }) => launchOf(db, req.headers['x-launch-token'], session);
  route(app, gamesApi.demoSession, async (req) => {
    const l = await launch(req);
    const [username, balance, seed] = await Promise.all([usernameOf(db, l.playerId), balanceOf(db, l.playerId), activeSeed(db, l.playerId)]);
    const paytable =
      l.engine === 'roulette'
        ? { pays: '36 / numbers covered', maxBets: T.ROULETTE_MAX_BETS, red: T.ROULETTE_RED }
        : l.engine === 'andarbahar'
          ? T.ANDAR_BAHAR_PAYS
          : l.engine === 'dragontiger'
            ? T.DRAGON_TIGER_PAYS
            : l.engine === 'draw'
              ? { numbers: T.DRAW_NUMBERS, drawn: T.DRAW_DRAWN, pays: T.DRAW_PAYS }
              : l.engine === 'slot'
                ? { symbols: SLOT_SYMBOLS.map(({ id, label, pays }) => ({ id, label, pays })), lines: SLOT_LINES }
                : l.engine === 'fishing'
                  ? FISH_TARGETS
                  : l.engine === 'dice'
                    ? { pays: '96 / (roll under)', under: [2, 95] }
                    : { pays: 'the multiplier at cash-out', growth: 'e^(0.0001 x ms)' };
    return {
      success: true,
      data: {
        game: { name: l.game.name, type: l.game.type, platform: l.game.platform, engine: l.engine },
        username,
        balance: balance / 100,
        seed: seedView(seed),
        stake: { min: STAKE_MIN_POISHA / 100, max: STAKE_MAX_POISHA / 100 },
        paytable,
        rtp: rtpOf(l.engine),
      },
    };
  });
  route(app, gamesApi.demoRound, async (req) => {
    const l = await launch(req);
    const { round, balance, seed } = await playRound(db, l, req.body);
    return { success: true, data: { round: roundView(round), balance: balance / 100, seed: seedView(seed) } };
  });
  route(app, gamesApi.demoRounds, async (req) => {
    const l = await launch(req);
    return { success: true, data: await roundHistory(db, l.playerId, l.game.id) };
  });
  route(app, gamesApi.crashState, async (req) => ({ success: true, data: await crashState(db, await launch(req)) }));
  route(app, gamesApi.cashOut, async (req) => {
    const r = await cashOut(db, await launch(req));
    return { success: true, data: { won: r.won, crash: r.crash, multiplier: r.multiplier, round: roundView(r.round), balance: r.balance / 100 } };
  });
  route(app, gamesApi.seeds, async (req) => {
    const l = await launch(req);
    return { success: true, data: { active: seedView(await activeSeed(db, l.playerId)), revealed: await revealedSeeds(db, l.playerId) } };
  });
  route(app, gamesApi.rotateSeed, async (req) => ({ success: true, data: await rotateSeed(db, (await launch(req)).playerId, req.body.client_seed) }));

  // ---- betting records, Settled tab ----
  route(app, gamesApi.bettingRecord, player, async (req) => {
    const q = req.query;
    const [data, filters] = await Promise.all([
      recordGroups(db, me(req).id, q.date ?? 'today', { platform: q.platform, gameType: q.game_type }),
      recordFilters(db),
    ]);
    return { success: true, data, filters };
  });
  route(app, gamesApi.bettingRecordGroup, player, async (req) => {
    const q = req.query;
    return { success: true, data: await recordGroup(db, me(req).id, q.date, { platform: q.platform, gameType: q.game_type }, Number(q.page ?? 1)) };
  });
}

function page(parent: string, lang: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Game</title><style>${STYLE}</style></head><body><main id="game" data-parent="${esc(parent)}"><p class="caption">Loading…</p></main>
<script src="/demo-games/play.js"></script></body></html>`;
}
