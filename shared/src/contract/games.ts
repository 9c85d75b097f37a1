// The game catalogue: categories, providers and games.
import { body, envelope, nullable, op, opt, query, str, strOrNum, Type } from './schema';

const tag = 'games';

export const gameTypes = op({
  cached: true,
  method: 'GET',
  url: '/api/get-type',
  tag,
  auth: 'none',
  summary: 'Game categories',
  schema: { response: { 200: envelope(Type.Array(Type.Object({ type: Type.String(), name: Type.String() }))) } },
});
export const systems = op({
  method: 'GET',
  url: '/api/get-system',
  tag,
  auth: 'none',
  summary: 'The platforms with games of a category',
  schema: { querystring: query({ type: str(12, { message: 'The type field is required.' }) }), response: { 200: envelope(Type.Array(Type.String())) } },
});
export const providers = op({
  method: 'GET',
  url: '/api/get-provider',
  tag,
  auth: 'none',
  summary: 'Providers of the given platforms (a JSON list)',
  schema: {
    querystring: query({ system: str(2000, { message: 'The system field must be a JSON list of platforms.' }) }),
    response: { 200: envelope(Type.Array(Type.Object({ platform: Type.String(), name: Type.String(), logo: Type.String() }))) },
  },
});
export const gameList = op({
  method: 'GET',
  url: '/api/get-games',
  tag,
  auth: 'none',
  summary: 'Games of a category and platform',
  schema: {
    querystring: query({ type: opt(str(12)), system: opt(str(40)) }),
    response: {
      200: envelope(
        Type.Array(
          Type.Object({
            code: Type.String(),
            name: Type.String(),
            type: Type.String(),
            platform: Type.String(),
            icon: Type.String(),
            created_at: opt(Type.String()),
          }),
        ),
      ),
    },
  },
});

// ---- launch, the demo provider and the betting records ----

/** The game page sends its launch token here, never the player's bearer token. */
const launchHeaders = Type.Object({ 'x-launch-token': opt(Type.String({ maxLength: 64 })) });
/** The active seed's commitment and the next seed's, both shown before the player picks the next client seed. */
const seedView = Type.Object({ server_seed_hash: Type.String(), next_server_seed_hash: Type.String(), client_seed: Type.String(), nonce: Type.Integer() });
const revealedSeed = Type.Object({ server_seed: Type.String(), server_seed_hash: Type.String(), client_seed: Type.String(), nonce: Type.Integer() });
const roundView = Type.Object({
  id: Type.Integer(),
  bet: Type.Number(),
  win: Type.Number(),
  status: Type.String(),
  nonce: Type.Integer(),
  outcome: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
});
const stakeField = strOrNum(20, 'The stake must be between 1.00 and 10,000.00 BDT.');

export const gameRun = op({
  market: 'Games',
  method: 'POST',
  url: '/api/game-run',
  tag,
  auth: 'player',
  summary: "Launch a game: the address of the game's page, with a launch token of 30 minutes",
  schema: {
    body: body({
      userId: opt(nullable(strOrNum(64))),
      externalURL: opt(nullable(str(500))),
      isMobileLogin: opt(Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 5 })])),
      gameCode: str(80, { message: 'This game is not available.' }),
      gameType: opt(nullable(str(12))),
      platform: str(40, { message: 'This game is not available.' }),
    }),
    response: { 200: Type.Object({ success: Type.Boolean(), url: Type.String(), message: opt(Type.String()) }) },
  },
});

export const demoSession = op({
  method: 'GET',
  url: '/api/demo-games/session',
  tag,
  auth: 'none',
  summary: 'The demo game page: game, player, balance, seed commitment and paytable (launch token)',
  schema: {
    headers: launchHeaders,
    response: {
      200: envelope(
        Type.Object({
          game: Type.Object({ name: Type.String(), type: Type.String(), platform: Type.String(), engine: Type.String() }),
          username: Type.String(),
          balance: Type.Number(),
          seed: seedView,
          stake: Type.Object({ min: Type.Number(), max: Type.Number() }),
          paytable: Type.Unknown(),
          /** The return to player of each bet (per cent). */
          rtp: Type.Array(Type.Object({ bet: Type.String(), rtp: Type.Number() })),
        }),
      ),
    },
  },
});

export const demoRound = op({
  market: 'Games',
  method: 'POST',
  url: '/api/demo-games/round',
  tag,
  auth: 'none',
  summary:
    'Play one round (slot, dice, fishing, roulette: a chip of `stake` on each of `bets`, Andar Bahar and Dragon Tiger: `side`, the number draw: `picks`, Plinko: `rows` and `risk`, the money wheel: `side`, its number, Teen Patti: `side`, player, pairplus or both, a chip each) or start a crash flight, a grid of `mines` or a blackjack hand (launch token)',
  schema: {
    headers: launchHeaders,
    body: body({
      stake: stakeField,
      under: opt(Type.Integer({ 'x-message': 'Choose a number from 2 to 95.' })),
      target: opt(str(20)),
      bets: opt(Type.Array(str(20), { maxItems: 20, 'x-message': 'Place 1 to 20 bets of the roulette table.' })),
      side: opt(str(10)),
      picks: opt(Type.Array(Type.Integer(), { maxItems: 5, 'x-message': 'Pick 1 to 5 different numbers from 1 to 40.' })),
      rows: opt(Type.Integer({ 'x-message': 'Choose 8, 12 or 16 rows and a low, medium or high risk.' })),
      risk: opt(str(10)),
      mines: opt(Type.Integer({ 'x-message': 'Choose 1 to 24 mines.' })),
    }),
    response: { 200: envelope(Type.Object({ round: roundView, balance: Type.Number(), seed: seedView })) },
  },
});

export const demoStep = op({
  market: 'Games',
  method: 'POST',
  url: '/api/demo-games/step',
  tag,
  auth: 'none',
  summary:
    'One decision on the open round of Mines (`reveal` a `tile` 0-24, or `cashout`) or Blackjack (`hit`, `stand`, `double`, `split`); the round settles once, and nothing still hidden is sent (launch token)',
  schema: {
    headers: launchHeaders,
    body: body({
      action: str(10),
      tile: opt(Type.Integer({ 'x-message': 'Choose a tile that is still closed.' })),
    }),
    response: { 200: envelope(Type.Object({ round: roundView, balance: Type.Number() })) },
  },
});

export const demoOpen = op({
  method: 'GET',
  url: '/api/demo-games/open',
  tag,
  auth: 'none',
  summary: "The player's open round of this game (Mines, Blackjack), as far as it may be seen, or null (launch token)",
  schema: { headers: launchHeaders, response: { 200: envelope(Type.Object({ round: nullable(roundView) })) } },
});

export const crashState = op({
  method: 'GET',
  url: '/api/demo-games/crash',
  tag,
  auth: 'none',
  summary: 'The crash flight in progress: its multiplier, or its crash point once it has crashed (launch token)',
  schema: {
    headers: launchHeaders,
    response: {
      200: envelope(
        Type.Object({
          status: Type.String(),
          multiplier: opt(Type.Number()),
          elapsed_ms: opt(Type.Number()),
          crash: opt(Type.Number()),
          round_id: opt(Type.Integer()),
        }),
      ),
    },
  },
});

export const cashOut = op({
  market: 'Games',
  method: 'POST',
  url: '/api/demo-games/crash/cashout',
  tag,
  auth: 'none',
  summary: "Cash out of the crash flight at the server clock's multiplier (launch token)",
  schema: {
    headers: launchHeaders,
    response: {
      200: envelope(Type.Object({ won: Type.Boolean(), crash: Type.Number(), multiplier: nullable(Type.Number()), round: roundView, balance: Type.Number() })),
    },
  },
});

export const seeds = op({
  method: 'GET',
  url: '/api/demo-games/seeds',
  tag,
  auth: 'none',
  summary: 'The active seed commitment and the revealed past seeds (launch token)',
  schema: { headers: launchHeaders, response: { 200: envelope(Type.Object({ active: seedView, revealed: Type.Array(revealedSeed) })) } },
});

export const rotateSeed = op({
  method: 'POST',
  url: '/api/demo-games/seed',
  tag,
  auth: 'none',
  summary: 'Reveal the server seed and commit a new one with a client seed of your choice (launch token)',
  schema: {
    headers: launchHeaders,
    body: body({ client_seed: str(64, { message: 'The client seed must be 1-64 letters, digits, - or _.' }) }),
    response: { 200: envelope(Type.Object({ revealed: revealedSeed, next: seedView })) },
  },
});

export const demoPage = op({
  method: 'GET',
  url: '/demo-games/play',
  tag,
  auth: 'none',
  produces: ['text/html'],
  summary: 'The demo game page (opened in the /gamerun frame; reads its launch token from the address)',
  schema: { querystring: query({ token: opt(str(64)), parent: opt(str(200)), lang: opt(Type.Union([Type.Literal('en'), Type.Literal('bn')])) }) },
});

export const demoScript = op({
  method: 'GET',
  url: '/demo-games/play.js',
  tag,
  auth: 'none',
  produces: ['text/javascript'],
  summary: "The demo game page's script",
  schema: {},
});

const recordSummary = { count: Type.Integer(), turnover: Type.Number(), profit_loss: Type.Number() };
const recordFilterQuery = {
  platform: opt(str(40)),
  game_type: opt(str(12)),
  date: opt(Type.Union([Type.Literal('today'), Type.Literal('yesterday'), Type.Literal('last7')], { 'x-message': 'Choose Today, Yesterday or Last 7 days.' })),
};

export const bettingRecord = op({
  method: 'GET',
  url: '/api/betting-record',
  tag,
  auth: 'player',
  summary: 'Settled bets grouped by day (GMT+6), platform and game type, with the filter choices',
  schema: {
    querystring: query(recordFilterQuery),
    response: {
      200: Type.Object({
        success: Type.Boolean(),
        data: Type.Array(Type.Object({ date: Type.String(), platform: Type.String(), game_type: Type.String(), ...recordSummary })),
        filters: Type.Object({
          platforms: Type.Array(Type.Object({ platform: Type.String(), name: Type.String() })),
          game_types: Type.Array(Type.Object({ type: Type.String(), name: Type.String() })),
        }),
      }),
    },
  },
});

/** How a round is checked: its nonce, its server seed's hash, and the verifier page's address filled in. */
const roundCheck = {
  nonce: Type.Integer(),
  server_seed_hash: Type.String(),
  /** /fairness?game=...&server_seed_hash=...&client_seed=...&nonce=... (and server_seed once revealed). */
  verify: Type.String(),
};

export const demoRounds = op({
  method: 'GET',
  url: '/api/demo-games/rounds',
  tag,
  auth: 'none',
  summary: "The player's latest 20 rounds of this game, newest first, each with how to check it (launch token)",
  schema: {
    headers: launchHeaders,
    response: {
      200: envelope(
        Type.Array(
          Type.Object({
            id: Type.Integer(),
            created_at: Type.String(),
            bet: Type.Number(),
            win: Type.Number(),
            status: Type.String(),
            outcome: Type.Record(Type.String(), Type.Unknown()),
            ...roundCheck,
          }),
        ),
      ),
    },
  },
});

export const bettingRecordGroup = op({
  method: 'GET',
  url: '/api/betting-record/group',
  tag,
  auth: 'player',
  summary: "One group's single games (50 a page, newest first) under its summary",
  schema: {
    querystring: query({
      date: str(10, { pattern: '^\\d{4}-\\d{2}-\\d{2}$', message: 'The date must be YYYY-MM-DD.' }),
      platform: str(40),
      game_type: str(12),
      page: opt(str(6, { pattern: '^[1-9][0-9]{0,5}$', message: 'The page must be a number.' })),
    }),
    response: {
      200: envelope(
        Type.Object({
          summary: Type.Object({ date: Type.String(), platform: Type.String(), game_type: Type.String(), ...recordSummary }),
          page: Type.Integer(),
          pages: Type.Integer(),
          rows: Type.Array(
            Type.Object({
              id: Type.Integer(),
              created_at: Type.String(),
              platform: Type.String(),
              game_type: Type.String(),
              game_name: Type.String(),
              bet_amount: Type.Number(),
              winAmount: Type.Number(),
              profit_loss: Type.Number(),
              ...roundCheck,
            }),
          ),
        }),
      ),
    },
  },
});

export const favourites = op({
  method: 'GET',
  url: '/api/games/favourites',
  tag,
  auth: 'player',
  summary: "The codes of the player's favourite games (platform:code)",
  schema: { response: { 200: envelope(Type.Array(Type.String())) } },
});

export const toggleFavourite = op({
  method: 'POST',
  url: '/api/games/favourite',
  tag,
  auth: 'player',
  summary: 'Add a game to the favourites, or take it off',
  schema: {
    body: body({ platform: str(40), code: str(80, { message: 'This game is not available.' }) }),
    response: { 200: envelope(Type.Object({ favourite: Type.Boolean() })) },
  },
});
