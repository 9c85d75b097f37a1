// The back office's view of players (part of the admin namespace): search, one player's page, the notes and tags
// operators keep on a player, and the path parameter every player call names a player with.
import { RG_BREAKS, RG_MSG, type RgBreak } from './responsible-rules';
import { limitKind, limitPeriod } from './responsible';
import { body, envelope, listPage, nullable, op, pageParam, query, str, Type } from './schema';

const tag = 'admin';
const auth = 'admin' as const;

/** A player named in an admin call's path. */
export const playerParams = Type.Object(
  { username: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9]+$', 'x-message': 'Player not found.' }) },
  { additionalProperties: false },
);

/** A note on a player: who wrote it and when. */
const playerNote = Type.Object({ id: Type.Integer(), author: Type.String(), body: Type.String(), created_at: Type.String() });

/** A note's sentence and bounds (the form says it before sending; the api answers it). */
export const NOTE_MAX = 1000;
export const NOTE_MSG = 'A note of 1 to 1,000 characters is required.';
/** A tag: a short lower-case word or words joined by hyphens; a player carries at most PLAYER_TAGS_MAX. */
export const PLAYER_TAGS_MAX = 10;
export const TAG_MSG = 'A tag is 1 to 24 lower-case letters, digits or hyphens, starting with a letter or digit.';
export const TAGS_MSG = `A player carries at most ${PLAYER_TAGS_MAX} different tags.`;

export const addPlayerNote = op({
  method: 'POST',
  url: '/api/admin/players/:username/notes',
  roles: ['support', 'finance', 'manager'],
  tag,
  auth,
  summary: 'Writes a note on a player (every role; kept as written, never edited or deleted; audited)',
  schema: {
    params: playerParams,
    body: body({ body: str(NOTE_MAX, { min: 1, pattern: '\\S', message: NOTE_MSG }) }),
    response: { 200: envelope(playerNote) },
  },
});

export const setPlayerTags = op({
  method: 'POST',
  url: '/api/admin/players/:username/tags',
  roles: ['support', 'finance', 'manager'],
  tag,
  auth,
  summary: "Sets a player's tags to the list given (every role; audited with the tags before and after)",
  schema: {
    params: playerParams,
    body: body({
      tags: Type.Array(str(24, { pattern: '^[a-z0-9][a-z0-9-]{0,23}$', message: TAG_MSG }), {
        maxItems: PLAYER_TAGS_MAX,
        uniqueItems: true,
        'x-message': TAGS_MSG,
      }),
    }),
    response: { 200: envelope(Type.Object({ tags: Type.Array(Type.String()) })) },
  },
});

/** What the player search takes, said when it is too short or holds anything else. */
export const SEARCH_MSG = 'Type at least two characters of a username, phone number, email, TrxID or IP address.';

export const imposeLimit = op({
  method: 'POST',
  url: '/api/admin/players/:username/limits',
  roles: ['support', 'manager'],
  tag,
  auth,
  summary:
    "Imposes a deposit, loss or play-time limit on a player, with a reason: stricter only (never above one the desk set before; the player's own lower limit stands), at once; the player may lower it but never raise it above the desk's or remove it; audited",
  schema: {
    params: playerParams,
    body: body({
      kind: limitKind,
      period: limitPeriod,
      /** Money in the player's currency, or minutes (the player's own ranges). */
      value: Type.Union([Type.String({ maxLength: 20 }), Type.Number()]),
      reason: str(200, { min: 3, pattern: '\\S', message: 'A reason is required.' }),
    }),
    response: { 200: envelope(Type.Object({ kind: Type.String(), period: Type.String(), value: Type.Number(), imposed: Type.Number() })) },
  },
});

export const excludePlayer = op({
  method: 'POST',
  url: '/api/admin/players/:username/exclusion',
  roles: ['support', 'manager'],
  tag,
  auth,
  summary:
    "Imposes a break on a player (the lengths of the player's own: a time-out up to 6 weeks, an exclusion of 6 months to 5 years) with a reason; stricter only (a later end in force stands); their sessions end; audited",
  schema: {
    params: playerParams,
    body: body({
      // one of the player's own break lengths (the keys of RG_BREAKS; typed as them: a union built from a list
      // would be typed never)
      length: Type.Unsafe<RgBreak>(
        Type.Union(
          (Object.keys(RG_BREAKS) as RgBreak[]).map((k) => Type.Literal(k)),
          { 'x-message': RG_MSG.breakChoice },
        ),
      ),
      reason: str(200, { min: 3, pattern: '\\S', message: 'A reason is required.' }),
    }),
    response: { 200: envelope(Type.Object({ excluded_until: Type.String() })) },
  },
});

export const playerSearch = op({
  method: 'GET',
  url: '/api/admin/players',
  roles: ['support', 'finance', 'manager'],
  tag,
  auth,
  summary:
    'Players whose username or email starts with q, whose phone number ends with it (digits), or who made a deposit or withdrawal with that TrxID; by username, pages of 50 with the count',
  schema: {
    querystring: query({
      q: str(64, { min: 2, pattern: '^[A-Za-z0-9@._+:-]+$', message: SEARCH_MSG }),
      page: pageParam,
    }),
    response: {
      200: listPage(
        Type.Object({ username: Type.String(), phone: nullable(Type.String()), status: Type.String(), balance: Type.Number(), created_at: Type.String() }),
      ),
    },
  },
});

export const playerView = op({
  method: 'GET',
  url: '/api/admin/players/:username',
  roles: ['support', 'finance', 'manager'],
  tag,
  auth,
  summary:
    'A player as the back office sees them (read-only): status, balance, exposure, responsible-gaming limits and exclusions, the latest ledger entries and exchange bets',
  schema: {
    params: playerParams,
    response: {
      200: envelope(
        Type.Object({
          username: Type.String(),
          status: Type.String(),
          currency: Type.String(),
          created_at: Type.String(),
          balance: Type.Number(),
          exposure: Type.Number(),
          /** The sections blocked for the player now (the market-block form starts from them). */
          market_block: Type.Object({ exchange: Type.Boolean(), casino: Type.Boolean() }),
          responsible: Type.Unknown(),
          ledger: Type.Array(
            Type.Object({ at: Type.String(), amount: Type.Number(), balance_after: Type.Number(), reason: Type.String(), ref: nullable(Type.String()) }),
          ),
          /** The latest deposits and withdrawals (the queue shows them beside a request). */
          transactions: Type.Array(
            Type.Object({
              id: Type.Integer(),
              at: Type.String(),
              action: Type.String(),
              amount: Type.Number(),
              status: Type.String(),
              reason: nullable(Type.String()),
            }),
          ),
          /** What operators wrote about the player, newest first (the latest 50). */
          notes: Type.Array(playerNote),
          /** The player's tags, in alphabetical order. */
          tags: Type.Array(Type.String()),
          bets: Type.Array(
            Type.Object({
              at: Type.String(),
              event: Type.String(),
              selection: Type.String(),
              side: Type.String(),
              stake: Type.Number(),
              status: Type.String(),
            }),
          ),
        }),
      ),
    },
  },
});
