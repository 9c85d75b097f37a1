// The exchange calls: shapes (checked against the contract), 304s, the score board and live pages, the
// event stream, the exchange sign-in and its token, and (PostgreSQL) two api processes sharing one feed.
import { EDGE } from '../../lib/content-cache.js';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import { Value } from 'typebox/value';
import { exchange as api } from '@bet/shared/contract';
import { adminAuth, dbUrlOf, exchangePlayer, json, makeTestApp, newPlayer, POSTGRES_ONLY, secondProcess, type TestApp } from '../../test/helpers.js';
import { buildApp } from '../../app.js';
import { announceTaken, takeLiquidity } from './liquidity.js';
import { openPostgres } from '../../db/client.js';
import { insertBets } from './store.js';
import { simulatedMatched } from './views.js';
import { players } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';

type Item = { EventId: string; MarketId: string; Event: string; Fancy: boolean; Bookmaker: boolean; Status: string; InPlay: boolean };

describe('exchange: the live feed', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp({ app: { feed: { seed: 7, speed: 200, tickMs: 50 } } });
  });
  after(async () => {
    await t.close();
  });

  const list = async (sport: string) => json<Item[]>(await t.app.inject({ url: `/api/sports-events/${sport}` }));
  const inplayCricket = async () => (await list('cricket')).find((e) => e.InPlay && e.Fancy)!;

  it('event lists per sport, in play first, each with its market', async () => {
    for (const sport of ['cricket', 'soccer', 'tennis']) {
      const res = await t.app.inject({ url: `/api/sports-events/${sport}` });
      assert.equal(res.statusCode, 200);
      const items = res.json();
      assert.ok(Value.Check(api.sportsEvents.schema.response[200], items), sport);
      assert.ok(items.some((e: Item) => e.InPlay));
      assert.ok(items.some((e: Item) => e.Status === 'upcoming'));
      assert.ok(items.some((e: Item) => e.Status === 'closed'));
      assert.equal(items[0].InPlay, true);
    }
    assert.equal((await t.app.inject({ url: '/api/sports-events/golf' })).statusCode, 404);
  });

  it("a demo's own match: the admin token starts a T20 in play with every kind of fancy line; bad input writes nothing", async () => {
    const before = await list('cricket');
    // the admin token only, and the body checked (nothing started)
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/dev/feed/start', payload: { sport: 'cricket', minutes: 19 } })).statusCode, 401);
    for (const payload of [{ sport: 'golf', minutes: 19 }, { sport: 'cricket', minutes: -1 }, { sport: 'cricket' }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/dev/feed/start', headers: adminAuth, payload });
      assert.equal(bad.statusCode, 400, bad.body);
    }
    assert.equal((await list('cricket')).length, before.length);
    const res = await t.app.inject({ method: 'POST', url: '/api/dev/feed/start', headers: adminAuth, payload: { sport: 'cricket', minutes: 19 } });
    assert.equal(res.statusCode, 200, res.body);
    const started = json<{ data: { event_id: string; market_id: string; event: string; status: string } }>(res).data;
    assert.equal(started.status, 'inplay');
    const item = (await list('cricket')).find((e) => e.EventId === started.event_id)!;
    assert.deepEqual([item.InPlay, item.Fancy, item.Bookmaker, item.MarketId, item.Event], [true, true, true, started.market_id, started.event]);
    const detail = json<{ data: { items: Record<string, { fancy2: Record<string, { type: number }> }> } }>(
      await t.app.inject({ url: `/api/event/${started.event_id}` }),
    );
    const types = new Set(Object.values(detail.data.items[started.event_id].fancy2).map((l) => l.type));
    for (const type of [1, 2, 5]) assert.ok(types.has(type), `a line of type ${type}`);
    // a team plays one match at a time: starts are refused once no two teams are free
    const answers: number[] = [];
    for (let i = 0; i < 20 && !answers.includes(409); i++) {
      answers.push(
        (await t.app.inject({ method: 'POST', url: '/api/dev/feed/start', headers: adminAuth, payload: { sport: 'cricket', minutes: 0 } })).statusCode,
      );
    }
    assert.equal(answers.at(-1), 409);
    const playing = (await list('cricket')).filter((e) => e.InPlay).flatMap((e) => e.Event.split(' v '));
    assert.equal(new Set(playing).size, playing.length);
  });

  it('match odds: a list whose first item has inplay and runners with three-level ladders; 304 when unchanged', async () => {
    const e = await inplayCricket();
    const res = await t.app.inject({ url: `/api/match-odds/${e.MarketId}` });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.ok(Value.Check(api.matchOdds.schema.response[200], body));
    assert.equal(body[0].inplay, true);
    assert.equal(body[0].runners.length, 2);
    const r = body[0].runners[0];
    assert.ok(r.SelectionName && r.ex.availableToBack.length === 3 && r.ex.availableToLay.length === 3);
    assert.ok(r.ex.availableToBack[0].price < r.ex.availableToLay[0].price);
    const etag = res.headers.etag as string;
    // an ordinary Fastify route: a proxy in front may keep the ladder a second, a browser asks each time
    assert.equal(res.headers['cache-control'], EDGE.feed.browser);
    assert.equal(res.headers['cdn-cache-control'], EDGE.feed.cdn);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    const again = await t.app.inject({ url: `/api/match-odds/${e.MarketId}`, headers: { 'if-none-match': etag } });
    assert.ok(again.statusCode === 304 || again.headers.etag !== etag);
    assert.equal((await t.app.inject({ url: '/api/match-odds/1.999' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/api/match-odds/abc' })).statusCode, 404);
  });

  it('event detail: fancy2 and bookmaker maps under data.items[eventId]; odds move as the match goes on', async () => {
    const e = await inplayCricket();
    const res = await t.app.inject({ url: `/api/event/${e.EventId}` });
    const body = res.json();
    assert.ok(Value.Check(api.eventDetails.schema.response[200], body));
    const item = body.data.items[e.EventId];
    const b = Object.values(item.bookmaker)[0] as { runners: { runner: string }[] };
    assert.equal(b.runners.length, 2);
    const first = (await t.app.inject({ url: `/api/match-odds/${e.MarketId}` })).body;
    let moved = false;
    for (let i = 0; i < 60 && !moved; i++) {
      await new Promise((r) => setTimeout(r, 100));
      moved = (await t.app.inject({ url: `/api/match-odds/${e.MarketId}` })).body !== first;
    }
    assert.ok(moved, 'the odds changed within six seconds at speed 200');
    assert.equal((await t.app.inject({ url: '/api/event/999' })).statusCode, 404);
  });

  it('score board: HTML with a live-score frame; the live page and its script; the score', async () => {
    const e = await inplayCricket();
    const board = await t.app.inject({ url: `/api/score/board/${e.EventId}` });
    assert.equal(board.statusCode, 200);
    assert.match(board.headers['content-type'] as string, /text\/html/);
    const src = /<iframe[^>]*id="live-score"[^>]*src="([^"]+)"/.exec(board.body)?.[1];
    assert.ok(src && src.endsWith(`/api/live/${e.EventId}?view=score`), board.body);
    const page = await t.app.inject({ url: `/api/live/${e.EventId}?view=stream` });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-security-policy'] as string, /frame-ancestors/);
    assert.match(page.body, /data-view="stream"/);
    assert.equal((await t.app.inject({ url: '/api/live.js' })).statusCode, 200);
    const score = await t.app.inject({ url: `/api/score/${e.EventId}` });
    assert.ok(Value.Check(api.score.schema.response[200], score.json()));
    assert.match(score.json().lines[0], /\d+\/\d+ \(\d+\.\d\)/);
  });

  it('the event stream sends the odds and the event at once and again as they change', async () => {
    const e = await inplayCricket();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/stream/event/${e.EventId}`, { signal: controller.signal });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
    const reader = res.body!.getReader();
    let text = '';
    const deadline = Date.now() + 8000;
    while (Date.now() < deadline && (text.match(/event: odds/g) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    assert.ok((text.match(/event: odds/g) ?? []).length >= 2, text.slice(0, 300));
    assert.match(text, /event: event\ndata: \{"success":true/);
    const odds = JSON.parse(/event: odds\ndata: (.*)\n/.exec(text)![1]);
    assert.equal(odds[0].marketId, e.MarketId);
    assert.equal((await t.app.inject({ url: '/api/stream/event/999' })).statusCode, 404);
  });

  it('exchange sign-in: the login answer`s exchange token buys a short-lived token the exchange alone accepts', async () => {
    const p = await newPlayer(t.app);
    const login = json<{ token: string; exchange: { token: string }[] }>(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } }),
    );
    const auth = { authorization: `Bearer ${login.token}` };
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/player-login', payload: { user_id: login.exchange[0].token } })).statusCode, 401);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/player-login', headers: auth, payload: { user_id: 'f'.repeat(64) } });
    assert.equal(wrong.statusCode, 401);
    const ok = await t.app.inject({ method: 'POST', url: '/api/player-login', headers: auth, payload: { user_id: login.exchange[0].token } });
    assert.equal(ok.statusCode, 200);
    const { access_token, expires_in } = ok.json();
    assert.equal(expires_in, 1800);
    const ex = { authorization: `Bearer ${access_token}` };
    const wallet = await t.app.inject({ url: '/api/exchange/wallet', headers: ex });
    assert.equal(wallet.statusCode, 200);
    assert.deepEqual(wallet.json().data, {
      main_balance: 0,
      exposure: 0,
      available_balance: 0,
      wallets: [],
      account_id: login.token ? (p.remote_id ?? wallet.json().data.account_id) : '',
      username: p.username,
    });
    // the exchange token is not a site session, and a site session is not an exchange token
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: ex })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/exchange/wallet', headers: auth })).statusCode, 401);
  });
});

describe('exchange: two api processes on one PostgreSQL', { skip: POSTGRES_ONLY }, () => {
  it('both serve the same odds; when the simulating one stops the other takes the feed over', async () => {
    // ticks of 300 ms: the follower has time to catch up even on a loaded machine (tests run two files at once)
    const t = await makeTestApp({ app: { feed: { seed: 9, speed: 100, tickMs: 300, retryMs: 300 } } });
    const second = await secondProcess(t, { feed: { seed: 9, speed: 100, tickMs: 300, retryMs: 300 } });
    const { app: b, ctx: bctx } = second;
    try {
      assert.equal(t.ctx.feed.leading, true);
      assert.equal(bctx.feed.leading, false);
      const market = (json<Item[]>(await t.app.inject({ url: '/api/sports-events/cricket' })).find((e) => e.InPlay) as Item).MarketId;
      // the follower catches up with the leader's saved state within a moment
      let same = false;
      for (let i = 0; i < 100 && !same; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const [x, y] = await Promise.all([t.app.inject({ url: `/api/match-odds/${market}` }), b.inject({ url: `/api/match-odds/${market}` })]);
        same = y.statusCode === 200 && x.body === y.body;
      }
      assert.ok(same, 'both processes answered the same odds');
      const seqBefore = bctx.feed.seq;
      // the simulating process goes away (its connections close, as when it is killed)
      await t.app.close();
      await t.database.close();
      let took = false;
      for (let i = 0; i < 50 && !took; i++) {
        await new Promise((r) => setTimeout(r, 100));
        took = bctx.feed.leading;
      }
      assert.ok(took, 'the second process leads within five seconds');
      await new Promise((r) => setTimeout(r, 500));
      assert.ok(bctx.feed.seq > seqBefore, 'and moves the matches on');
      assert.equal((await b.inject({ url: `/api/match-odds/${market}` })).statusCode, 200);
    } finally {
      await second.close();
      await t.close().catch(() => {});
    }
  });
});

describe('exchange: one answer from any process', { skip: POSTGRES_ONLY }, () => {
  it('for the same feed state the leader and a follower answer the same bytes and ETag, with liquidity taken and refilling', async () => {
    const t = await makeTestApp({ app: { feed: { seed: 11, speed: 100, tickMs: 300, retryMs: 300 } } });
    const second = await secondProcess(t, { feed: { seed: 11, speed: 100, tickMs: 300, retryMs: 300 } });
    const bctx = second.ctx;
    try {
      const leader = t.ctx.feed;
      const market = (json<Item[]>(await t.app.inject({ url: '/api/sports-events/cricket' })).find((e) => e.InPlay) as Item).MarketId;
      const e = leader.event(market.slice(2))!;
      const runner = leader.marketBookOf(e).runners[0];
      const best = runner.ex.availableToBack[0];
      // a bet took most of the best level a moment ago, on some process: both read it and show it refilling
      await t.database.db.transaction(async (tx) => {
        await takeLiquidity(
          tx,
          { marketId: market, selectionId: String(runner.selectionId), side: 'back' },
          [{ price: Math.round(best.price * 100), sizePoisha: Math.round(best.size * 100) }],
          Math.round(best.size * 80),
        );
        await announceTaken(tx, 'another-process', market);
      });
      // (the leader reads it on the announcement and writes it into the feed's state, which the follower renders)
      await leader.reloadTaken([market]);
      // every answer of the event, byte for byte (the odds with their totals, the detail, the score and its seq), and
      // how often each process tells its streams the event changed
      const id = market.slice(2);
      const messages = { leader: 0, follower: 0 };
      const countLeader = () => (messages.leader += 1);
      const countFollower = () => (messages.follower += 1);
      leader.bus.on(`change:${id}`, countLeader);
      bctx.feed.bus.on(`change:${id}`, countFollower);
      let compared = 0;
      const differing: string[] = [];
      for (let i = 0; i < 160 && compared < 12; i++) {
        await new Promise((r) => setTimeout(r, 40));
        const everyScore = (leader as unknown as { state: { events: { id: number }[] } }).state.events.map((e) => [
          leader.score(String(e.id)),
          bctx.feed.score(String(e.id)),
        ]);
        const pairs = [[leader.marketOdds(market), bctx.feed.marketOdds(market)], [leader.detail(id), bctx.feed.detail(id)], ...everyScore];
        if (pairs.some(([x, y]) => !x || !y) || leader.seq !== bctx.feed.seq) continue;
        compared += 1;
        for (const [x, y] of pairs) if (x!.body !== y!.body) differing.push(`seq ${leader.seq}: ${x!.body.slice(0, 80)} / ${y!.body.slice(0, 80)}`);
      }
      leader.bus.off(`change:${id}`, countLeader);
      bctx.feed.bus.off(`change:${id}`, countFollower);
      assert.ok(compared >= 3, `${compared} moments with the same feed state`);
      assert.deepEqual(differing, []);
      // the follower's streams hear of a change no more often than the leader's (it was four times as often)
      assert.ok(messages.follower <= messages.leader + 2, `leader ${messages.leader}, follower ${messages.follower} change messages`);

      // a bet matched on the leader's process: the follower hears of it and its total matched grows by the stake
      const matchedOn = (body: string | undefined) =>
        body ? (JSON.parse(body) as { runners: { selectionId: number; totalMatched: number }[] }[])[0].runners[0].totalMatched : 0;
      const p = await newPlayer(t.app);
      const [row] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
      await t.database.db.transaction(async (tx) => {
        await insertBets(tx, [
          {
            playerId: row.id,
            transactionId: `EXTEST${Date.now()}`,
            eventId: e.id,
            eventName: 'test',
            sport: 'cricket',
            marketId: market,
            marketKind: 'odds',
            marketName: 'Match Odds',
            selectionId: String(runner.selectionId),
            selectionName: runner.SelectionName,
            runner: 0,
            side: 'back',
            odds: 200,
            stakePoisha: 123_400,
            profitPoisha: 123_400,
            liabilityPoisha: 123_400,
            matched: true,
          },
        ]);
        await announceTaken(tx, 'another-process', market);
      });
      // what players matched: the follower's runner total less the simulated traders' part of it, at one moment
      const byPlayers = () => matchedOn(bctx.feed.marketOdds(market)?.body) - simulatedMatched(bctx.feed.event(market.slice(2))!, 2)[0];
      let mine = byPlayers();
      for (let i = 0; i < 100 && mine !== 1234; i++) {
        await new Promise((r) => setTimeout(r, 50));
        mine = byPlayers();
      }
      assert.equal(mine, 1234);
    } finally {
      await second.close();
      await t.close();
    }
  });
});

describe('exchange: a follower whose feed stopped', { skip: POSTGRES_ONLY }, () => {
  it('refuses bets while its LISTEN connection is gone and shows the market suspended; the leader takes them', async () => {
    const opts = { feed: { seed: 13, speed: 1, tickMs: 250, retryMs: 300 }, betDelayMs: 0 };
    const t = await makeTestApp({ app: opts });
    const second = await secondProcess(t, opts);
    const follower = second.ctx.feed;
    try {
      const p = await exchangePlayer(t, 1000);
      const market = (json<Item[]>(await t.app.inject({ url: '/api/sports-events/cricket' })).find((e) => e.InPlay) as Item).MarketId;
      const status = async (app: typeof t.app) => json<{ status: string }[]>(await app.inject({ url: `/api/match-odds/${market}` }))[0].status;
      for (let i = 0; i < 100 && follower.seq !== t.ctx.feed.seq; i++) await new Promise((r) => setTimeout(r, 50));
      assert.equal(follower.stale, false, 'the follower hears the leader');
      // its LISTEN connection is gone: it hears no more changes and no beats
      await (follower as unknown as { unlisten: () => Promise<void> }).unlisten();
      for (let i = 0; i < 160 && (await status(second.app)) !== 'SUSPENDED'; i++) await new Promise((r) => setTimeout(r, 50));
      assert.equal(await status(second.app), 'SUSPENDED', `stale after ${follower.staleAfterMs} ms without a word`);
      const bet = async (app: typeof t.app) => {
        const e = t.ctx.feed.event(market.slice(2))!;
        const r = t.ctx.feed.marketBookOf(e).runners[0];
        const payload = { event_id: market.slice(2), market_id: market, selection_id: String(r.selectionId), side: 'back', price: 1000, stake: 100 };
        return app.inject({ method: 'POST', url: '/api/exchange/bets', headers: p.ex, payload });
      };
      const refused = await bet(second.app);
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(json(refused).message, 'Prices are not updating right now, so betting is paused. Please try again in a moment.');
      // the leader's feed moves: it takes the bet (a price of 10 waits unmatched, whatever the match does; a wicket
      // or an innings break may suspend the market for a moment)
      let taken = await bet(t.app);
      for (let i = 0; i < 40 && taken.statusCode !== 200; i++) {
        assert.notEqual(json(taken).message, json(refused).message);
        await new Promise((r) => setTimeout(r, 250));
        taken = await bet(t.app);
      }
      assert.equal(taken.statusCode, 200, taken.body);
    } finally {
      await second.close();
      await t.close();
    }
  });
});

describe('exchange: the simulating process killed', { skip: POSTGRES_ONLY }, () => {
  it('an api process running the feed is killed (SIGKILL): another takes the feed over within seconds', async () => {
    // a fresh database (migrated and seeded), then the feed runs in a separate api process
    // ticks of 300 ms: the follower has time to catch up even on a loaded machine (tests run two files at once)
    const t = await makeTestApp({ app: { feed: { seed: 9, speed: 100, tickMs: 300, retryMs: 300 } } });
    await t.app.close();
    const url = await dbUrlOf(t);
    const port = 4600 + Math.floor(Math.random() * 300);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: new URL('../../../', import.meta.url),
      env: { ...process.env, DATABASE_URL: url, API_PORT: String(port), ADMIN_TOKEN: 'k'.repeat(40), FEED_SEED: '9', FEED_SPEED: '100', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const second = await openPostgres(url);
    let b: Awaited<ReturnType<typeof buildApp>> | null = null;
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => String(d).includes('listening') && resolve());
        child.on('exit', (code) => reject(new Error(`the api exited (${code})`)));
      });
      b = await buildApp({
        db: second.db,
        notifications: second.notifications,
        leadership: second.leadership,
        adminToken: 'x'.repeat(40),
        feed: { seed: 9, speed: 100, tickMs: 100, retryMs: 300 },
      });
      const feed = b.ctx.feed;
      assert.equal(feed.leading, false, 'the other process leads');
      // the follower sees the leader's ticks
      const start = feed.seq;
      for (let i = 0; i < 50 && feed.seq === start; i++) await new Promise((r) => setTimeout(r, 100));
      assert.ok(feed.seq > start, 'the follower follows the leader');
      child.kill('SIGKILL');
      let took = false;
      for (let i = 0; i < 100 && !took; i++) {
        await new Promise((r) => setTimeout(r, 100));
        took = feed.leading;
      }
      assert.ok(took, 'the follower leads within ten seconds of the kill');
      const seq = feed.seq;
      await new Promise((r) => setTimeout(r, 500));
      assert.ok(feed.seq > seq, 'and moves the matches on');
    } finally {
      child.kill('SIGKILL');
      await b?.app.close();
      await second.close();
      await t.close();
    }
  });
});
