// Development aids (DEV_OUTBOX=1 only), the health probe and the shell's reports of remotes it could not show.
import { body, envelope, op, opt, query, str, strOrNum, Type } from './schema';
import { SPORT_NAMES, type SportName } from './exchange';

export const outbox = op({
  method: 'GET',
  url: '/api/dev/outbox',
  tag: 'dev',
  auth: 'none',
  summary: 'The latest messages sent to a phone, email or captcha id (DEV_OUTBOX=1 only)',
  schema: {
    querystring: query({ to: str(200, { message: 'The to field is required.' }) }),
    response: {
      200: envelope(Type.Array(Type.Object({ id: Type.Integer(), channel: Type.String(), to: Type.String(), body: Type.String(), created_at: Type.String() }))),
    },
  },
});

export const health = op({
  method: 'GET',
  url: '/api/health',
  tag: 'dev',
  auth: 'none',
  summary: 'Liveness',
  schema: { response: { 200: Type.Object({ success: Type.Boolean() }) } },
});

export const feedFastForward = op({
  method: 'POST',
  url: '/api/dev/feed/fast-forward',
  tag: 'dev',
  auth: 'admin',
  summary: 'Plays a simulated match on by `minutes` of match time at once (DEV_OUTBOX=1 only, admin token): a demo or a test replays a match to its end',
  schema: {
    body: body({
      event_id: str(20, { min: 1, message: 'Event not found.' }),
      minutes: Type.Integer({ minimum: 1, maximum: 1440, 'x-message': 'Minutes must be 1 to 1440.' }),
    }),
    response: { 200: envelope(Type.Object({ status: Type.String(), result: Type.String() })) },
  },
});

export const feedStart = op({
  method: 'POST',
  url: '/api/dev/feed/start',
  tag: 'dev',
  auth: 'admin',
  summary:
    "Starts a new simulated match in play, `minutes` of it played (DEV_OUTBOX=1 only, admin token; a cricket match is a T20 with fancy lines): a demo's or a test's own match, beside the schedule's",
  schema: {
    body: body({
      sport: Type.Unsafe<SportName>(
        Type.Union(
          SPORT_NAMES.map((s) => Type.Literal(s)),
          { 'x-message': 'The sport must be cricket, soccer or tennis.' },
        ),
      ),
      minutes: Type.Integer({ minimum: 0, maximum: 1440, 'x-message': 'Minutes must be 0 to 1440.' }),
    }),
    response: { 200: envelope(Type.Object({ event_id: Type.String(), market_id: Type.String(), event: Type.String(), status: Type.String() })) },
  },
});

export const turnover = op({
  method: 'POST',
  url: '/api/dev/players/:username/turnover',
  tag: 'dev',
  auth: 'admin',
  summary:
    'A settled lost bet of `amount` for a player (DEV_OUTBOX=1 only, never in production; admin token or a manager; audited): the demo and the tests give a player turnover without playing it',
  schema: {
    params: Type.Object({ username: str(50) }, { additionalProperties: false }),
    body: body({ amount: strOrNum(20, 'The amount must be a positive amount with at most two decimals.') }),
    response: { 200: envelope(Type.Null()) },
  },
});

export const clientReport = op({
  method: 'POST',
  url: '/api/client-report',
  tag: 'site',
  auth: 'none',
  summary:
    "The shell's report of a remote it could not show: one built against a @bet/shared the shell does not provide (incompatible), or one that did not load (failed). Counted in the metrics (bet_remote_problems_total); nothing is stored",
  schema: {
    body: body({
      remote: str(32, { pattern: '^[a-z][a-z0-9_]{0,31}$', message: 'The remote field is invalid.' }),
      // why a remote's section or widget is not shown (@bet/shared's reportRemoteProblem)
      reason: Type.Union([Type.Literal('incompatible'), Type.Literal('failed')], { 'x-message': 'The reason field is invalid.' }),
      detail: opt(str(300)),
    }),
    response: { 204: Type.Null() },
  },
});
