// The back office's view of players (part of the admin namespace): search and one player's page, and the path
// parameter every player call names a player with.
import { envelope, listPage, nullable, op, pageParam, query, str, Type } from './schema';

const tag = 'admin';
const auth = 'admin' as const;

/** A player named in an admin call's path. */
export const playerParams = Type.Object(
  { username: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9]+$', 'x-message': 'Player not found.' }) },
  { additionalProperties: false },
);

export const playerSearch = op({
  method: 'GET',
  url: '/api/admin/players',
  roles: ['support', 'finance', 'manager'],
  tag,
  auth,
  summary: 'Players whose username starts with q, or whose phone number ends with it (digits), by username; pages of 50 with the count',
  schema: {
    querystring: query({
      q: str(64, { min: 2, pattern: '^[A-Za-z0-9]+$', message: 'Type at least two letters or digits of a username or phone number.' }),
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
