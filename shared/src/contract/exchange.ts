// The sports exchange: the live feed (event lists, match odds, fancy and bookmaker, score), its stream, the
// exchange sign-in; its wallet and bets are in exchange-bets.ts, part of this namespace. Field names are the spec's (section 3), as a feed sends them.
import { body, op, opt, nullable, str, Type, type Static } from './schema';

const tag = 'exchange';

export const SPORT_NAMES = ['cricket', 'soccer', 'tennis'] as const;
export type SportName = (typeof SPORT_NAMES)[number];

const flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const priceSize = Type.Object({ price: Type.Number(), size: Type.Number() });

export const sportsEvent = Type.Object({
  EventId: Type.String(),
  MarketId: Type.String(),
  Event: Type.String(),
  Fancy: Type.Boolean(),
  Bookmaker: Type.Boolean(),
  /** Beyond the spec: the competition, the start (ISO), whether it is in play, the result of a finished one. */
  Competition: Type.String(),
  OpenDate: Type.String(),
  InPlay: Type.Boolean(),
  Status: Type.Union([Type.Literal('upcoming'), Type.Literal('inplay'), Type.Literal('closed')]),
  Result: nullable(Type.String()),
});
export type SportsEvent = Static<typeof sportsEvent>;

export const runner = Type.Object({
  selectionId: Type.Integer(),
  SelectionName: Type.String(),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('WINNER'), Type.Literal('LOSER')]),
  /** What has been matched on the runner (taka): the simulated exchange's traders and the players' matched bets. */
  totalMatched: Type.Number(),
  ex: Type.Object({ availableToBack: Type.Array(priceSize), availableToLay: Type.Array(priceSize) }),
});
export const marketBook = Type.Object({
  marketId: Type.String(),
  eventId: Type.String(),
  inplay: Type.Boolean(),
  status: Type.Union([Type.Literal('OPEN'), Type.Literal('SUSPENDED'), Type.Literal('CLOSED')]),
  /** The runners' total matched, together (taka). */
  totalMatched: Type.Number(),
  runners: Type.Array(runner),
});
export type MarketBook = Static<typeof marketBook>;

export const fancyMarket = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** The line's name in Bangla (a team's code stays as it is). */
  bn: Type.Optional(Type.Partial(Type.Object({ title: Type.String() }))),
  type: Type.Integer({ minimum: 1, maximum: 6 }),
  no: Type.Number(),
  no_rate: Type.Number(),
  yes: Type.Number(),
  yes_rate: Type.Number(),
  suspended: flag,
  ball_running: flag,
  /** Stake limits in BDT. */
  min: Type.Number(),
  max: Type.Number(),
});
export type FancyMarket = Static<typeof fancyMarket>;

export const bookmakerRunner = Type.Object({
  id: Type.String(),
  runner: Type.String(),
  backPrice: Type.Number(),
  layPrice: Type.Number(),
  suspended: flag,
  ball_running: flag,
});
export type BookmakerRunner = Static<typeof bookmakerRunner>;
export const bookmakerMarket = Type.Object({
  id: Type.String(),
  name: Type.String(),
  min: Type.Number(),
  max: Type.Number(),
  runners: Type.Array(bookmakerRunner),
});
export type BookmakerMarket = Static<typeof bookmakerMarket>;

/** The live score of an event, as the score page and the match picture show it. */
export const liveScore = Type.Object({
  eventId: Type.String(),
  sport: Type.String(),
  event: Type.String(),
  status: Type.String(),
  /** One line per side: 'Bangladesh 145/4 (17.2)', 'Arsenal 1'. */
  lines: Type.Array(Type.String()),
  /** 'Need 23 runs from 16 balls', "67'", 'Set 2, 3-2, 30-15'. */
  detail: Type.String(),
  recent: Type.Array(Type.String()),
  /** What is happening now: 'Ball running', 'Wicket', 'Goal', ... or ''. */
  note: Type.String(),
  seq: Type.Integer(),
  /** The same in Bangla (teams' names stay as they are). */
  bn: Type.Optional(Type.Object({ status: Type.String(), lines: Type.Array(Type.String()), detail: Type.String(), note: Type.String() })),
});
export type LiveScore = Static<typeof liveScore>;

export const eventDetail = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({
    items: Type.Record(
      Type.String(),
      Type.Object({
        fancy2: Type.Record(Type.String(), fancyMarket),
        bookmaker: Type.Record(Type.String(), bookmakerMarket),
        event: Type.Object({
          id: Type.String(),
          name: Type.String(),
          sport: Type.String(),
          marketId: Type.String(),
          inplay: Type.Boolean(),
          openDate: Type.String(),
        }),
      }),
    ),
  }),
});
export type EventDetail = Static<typeof eventDetail>;

const eventParams = Type.Object({ eventId: Type.String({ pattern: '^[0-9]{1,12}$', 'x-message': 'Event not found.' }) }, { additionalProperties: false });

export const sportsEvents = op({
  cached: true,
  method: 'GET',
  url: '/api/sports-events/:sport',
  tag,
  auth: 'none',
  summary: 'Events of a sport (cricket, soccer, tennis): in play, upcoming and results',
  schema: {
    params: Type.Object(
      {
        sport: Type.Union(
          SPORT_NAMES.map((s) => Type.Literal(s)),
          { 'x-message': 'Unknown sport.' },
        ),
      },
      { additionalProperties: false },
    ),
    response: { 200: Type.Array(sportsEvent) },
  },
});
export const matchOdds = op({
  cached: true,
  method: 'GET',
  url: '/api/match-odds/:marketId',
  tag,
  auth: 'none',
  summary: 'The match odds market: a list whose first item has inplay and the runners with their ladders',
  schema: {
    params: Type.Object({ marketId: Type.String({ pattern: '^1\\.[0-9]{1,12}$', 'x-message': 'Market not found.' }) }, { additionalProperties: false }),
    response: { 200: Type.Array(marketBook) },
  },
});
export const eventDetails = op({
  cached: true,
  method: 'GET',
  url: '/api/event/:eventId',
  tag,
  auth: 'none',
  summary: "An event's fancy markets (fancy2) and bookmaker, keyed by event id",
  schema: { params: eventParams, response: { 200: eventDetail } },
});
export const scoreBoard = op({
  method: 'GET',
  url: '/api/score/board/:eventId',
  tag,
  auth: 'none',
  produces: ['text/html'],
  summary: "HTML whose iframe (id live-score) points at the event's live score page",
  schema: { params: eventParams },
});
export const score = op({
  cached: true,
  method: 'GET',
  url: '/api/score/:eventId',
  tag,
  auth: 'none',
  summary: 'The live score of an event (what the score page and the match picture draw)',
  schema: { params: eventParams, response: { 200: liveScore } },
});
export const livePage = op({
  method: 'GET',
  url: '/api/live/:eventId',
  tag,
  auth: 'none',
  produces: ['text/html'],
  summary: 'The live score (view=score) or the simulated match picture (view=stream) of an event, for a frame',
  schema: {
    params: eventParams,
    querystring: Type.Object(
      { view: opt(Type.Union([Type.Literal('score'), Type.Literal('stream')])), lang: opt(Type.Union([Type.Literal('en'), Type.Literal('bn')])) },
      { additionalProperties: false },
    ),
  },
});
export const liveScript = op({
  method: 'GET',
  url: '/api/live.js',
  tag,
  auth: 'none',
  produces: ['text/javascript'],
  summary: "The live pages' script",
  schema: {},
});
export const eventStream = op({
  method: 'GET',
  url: '/api/stream/event/:eventId',
  tag,
  auth: 'none',
  produces: ['text/event-stream'],
  summary: 'Server-Sent Events of an event: `odds` (the match odds list) and `event` (fancy and bookmaker) on each change',
  schema: { params: eventParams },
});

export const playerLogin = op({
  method: 'POST',
  url: '/api/player-login',
  tag,
  auth: 'player',
  summary: "The exchange's own short-lived token: user_id is the exchange token of the login answer (exchange[0].token)",
  schema: {
    body: body({ user_id: str(128, { min: 1, message: 'The user id field is required.' }) }),
    response: { 200: Type.Object({ success: Type.Boolean(), access_token: Type.String(), expires_in: Type.Integer() }) },
  },
});

export * from './exchange-bets';
