// The games domain's HTTP side: the catalogue (docs/spec.md section 7), launching a game (at the games provider's
// page: ctx.games), the game page's calls (authorised by a launch token, never the player's bearer token),
// favourites and the betting records. The rules and queries are in service.ts, play.ts and records.ts.
import type { FastifyInstance } from 'fastify';
import { games as gamesApi, stepGames as S, tableGames as T } from '@bet/shared/contract';
import { fromMemory, route } from '../../lib/contract.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { absolute } from '../../lib/urls.js';
import { me, type Guard } from '../auth/guard.js';
import { DICE_RTP, FISH_TARGETS, SLOT_LINES, SLOT_RTP, SLOT_SYMBOLS, type Engine } from './engines.js';
import { cashOut, crashState } from './crash.js';
import { createLaunch, launchOf, STAKE_MAX_POISHA, STAKE_MIN_POISHA, usernameOf } from './launch.js';
import { playRound } from './rounds.js';
import { openRound, stepRound } from './steps.js';
import { activeSeed, revealedSeeds, rotateSeed, seedView } from './seeds.js';
import { recordFilters, recordGroup, recordGroups, roundHistory, roundView } from './records.js';
import { favouriteCodes, listGames, listGameTypes, platformsOf, providersOf, toggleFavourite } from './service.js';
import { balanceOf } from '../funds/ledger.js';

/** The return to player of each bet of a demo game, in per cent to two places (the tables' figures are exact). */
function rtpOf(engine: Engine): { bet: string; rtp: number }[] {
  const pct = (x: number) => Math.round(x * 10_000) / 100;
  if (engine === 'roulette') return [{ bet: 'any', rtp: pct(T.ROULETTE_RTP) }];
  if (engine === 'andarbahar') return Object.entries(T.ANDAR_BAHAR_RTP).map(([bet, r]) => ({ bet, rtp: pct(r) }));
  if (engine === 'dragontiger') return Object.entries(T.DRAGON_TIGER_RTP).map(([bet, r]) => ({ bet, rtp: pct(r) }));
  if (engine === 'draw') return Object.entries(T.DRAW_RTP).map(([picks, r]) => ({ bet: `${picks} picks`, rtp: pct(r) }));
  if (engine === 'slot') return [{ bet: 'spin', rtp: pct(SLOT_RTP) }];
  if (engine === 'wheel') return Object.entries(T.WHEEL_RTP).map(([bet, r]) => ({ bet, rtp: pct(r) }));
  if (engine === 'plinko') return Object.entries(T.PLINKO_RTP).map(([bet, r]) => ({ bet, rtp: pct(r) }));
  if (engine === 'teenpatti') return Object.entries(T.TEEN_PATTI_RTP).map(([bet, r]) => ({ bet, rtp: pct(r) }));
  if (engine === 'mines') return [{ bet: 'any', rtp: pct(S.MINES_RTP) }];
  if (engine === 'blackjack') return [{ bet: 'basic strategy', rtp: pct(S.BLACKJACK_RTP) }];
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
    // the provider's page for this launch (the demo provider's, api/src/demo/games)
    return { success: true, url: ctx.games.launchUrl({ token, parent: origin && ctx.isSiteOrigin(origin) ? origin : null }) };
  });

  // ---- the game page's calls, authorised by the launch token ----
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
              : l.engine === 'wheel'
                ? { numbers: T.WHEEL_NUMBERS, layout: T.WHEEL_LAYOUT }
                : l.engine === 'plinko'
                  ? { rows: T.PLINKO_ROWS, risks: T.PLINKO_RISKS, pays: T.PLINKO_PAYS }
                  : l.engine === 'teenpatti'
                    ? { pays: T.TEEN_PATTI_PAYS, hands: T.TEEN_PATTI_HANDS }
                    : l.engine === 'mines'
                      ? { tiles: S.MINES_TILES, min: S.MINES_MIN, max: S.MINES_MAX }
                      : l.engine === 'blackjack'
                        ? { decks: S.BLACKJACK_DECKS, blackjack: 2.5, win: 2 }
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
  route(app, gamesApi.demoStep, async (req) => {
    const l = await launch(req);
    const { round, balance } = await stepRound(db, l, req.body);
    return { success: true, data: { round: roundView(round), balance: balance / 100 } };
  });
  route(app, gamesApi.demoOpen, async (req) => {
    const round = await openRound(db, await launch(req));
    return { success: true, data: { round: round && roundView(round) } };
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
