// Notifications of the installed app against the real embedded database and a local stand-in for a push service (an
// HTTP server in the test, which decrypts what it gets with the browser's own keys, as a browser would): a subscription
// for the session, a credited deposit, a rejected withdrawal, a settled bet's market and a support reply each sent once
// with the right text in the player's language; the topics a player turns off send nothing; a subscription the push
// service says is gone is removed; a logout ends the session's subscriptions; bad input writes nothing.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import ece from 'http_ece';
import { players, pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import { settleMarket } from '../exchange/settle.js';
import type { CricketState } from '../exchange/match/cricket.js';
import type { FeedEvent } from '../exchange/match/state.js';
import { marketBook } from '../exchange/views.js';
import { adminAuth, exchangePlayer, json, makeTestApp, multipart, newPlayer, verifiedPlayer, type TestApp } from '../../test/helpers.js';
import { newVapidKeys } from './service.js';

interface Got {
  path: string;
  authorization: string;
  ttl: string;
  payload: { title: string; body: string; url: string; topic: string } | null;
}

describe('notifications (Web Push)', () => {
  let t: TestApp;
  let service: http.Server;
  let base = '';
  const got: Got[] = [];
  /** The browsers' private keys, by endpoint path: what the stand-in decrypts with. */
  const browsers = new Map<string, { ecdh: crypto.ECDH; auth: string }>();
  const vapid = { ...newVapidKeys(), subject: 'mailto:test@betbazar.example' };

  before(async () => {
    service = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '';
        if (path.startsWith('/gone')) return res.writeHead(410).end();
        const b = browsers.get(path);
        const payload = b
          ? (JSON.parse(ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: b.ecdh, authSecret: b.auth }).toString()) as Got['payload'])
          : null;
        got.push({ path, authorization: String(req.headers.authorization), ttl: String(req.headers.ttl), payload });
        res.writeHead(201).end();
      });
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(service.address() as { port: number }).port}`;
    t = await makeTestApp({ app: { push: vapid } });
  });
  after(async () => {
    await t.close();
    service.close();
  });

  /** A browser's subscription: its endpoint at the stand-in, its P-256 key and auth secret. */
  const browser = (name: string) => {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16).toString('base64url');
    browsers.set(`/push/${name}`, { ecdh, auth });
    return { endpoint: `${base}/push/${name}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } };
  };
  const subscribe = (auth: Record<string, string>, sub: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: auth, payload: sub as object });
  /** What the stand-in got for `name`, once `n` have come (the api's dispatcher runs every second). */
  const sentTo = async (name: string, n = 1) => {
    const mine = () => got.filter((g) => g.path === `/push/${name}`);
    for (let i = 0; i < 100 && mine().length < n; i++) await new Promise((r) => setTimeout(r, 100));
    return mine();
  };
  const quiet = () => new Promise((r) => setTimeout(r, 2500));

  it('the public key; subscribing needs a session and a real subscription, with nothing written otherwise', async () => {
    assert.equal(json<{ data: { public_key: string } }>(await t.app.inject('/api/push/key')).data.public_key, vapid.publicKey);
    const sub = browser('first');
    assert.equal((await subscribe({}, sub)).statusCode, 401);
    const p = await newPlayer(t.app);
    for (const bad of [
      { ...sub, endpoint: 'not an address' },
      { ...sub, endpoint: 'ftp://push.example/x' },
      { ...sub, endpoint: 'https://user:pw@push.example/x' },
      { ...sub, keys: { ...sub.keys, p256dh: 'abc' } },
      { ...sub, keys: { ...sub.keys, auth: crypto.randomBytes(8).toString('base64url') } },
      { endpoint: sub.endpoint },
    ]) {
      const res = await subscribe(p.auth, bad);
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
    }
    assert.equal((await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).length, 0);
    assert.equal((await subscribe(p.auth, sub)).statusCode, 200);
    const settings = json<{ data: { topics: string[]; subscriptions: number } }>(await t.app.inject({ url: '/api/push', headers: p.auth })).data;
    assert.deepEqual(settings, { topics: ['bet', 'deposit', 'withdrawal', 'support'], subscriptions: 1 });
    for (const topics of [['bet', 'bet'], ['casino'], 'bet'])
      assert.equal(
        (await t.app.inject({ method: 'POST', url: '/api/push/topics', headers: p.auth, payload: { topics } })).statusCode,
        400,
        JSON.stringify(topics),
      );
  });

  it('a credited deposit is sent once, signed with the VAPID key, in the player’s words; a topic turned off sends nothing', async () => {
    const p = await verifiedPlayer(t);
    const sub = browser('deposit');
    assert.equal((await subscribe(p.auth, sub)).statusCode, 200);
    const channels = json<{ data: { id: number; account_type: string }[] }>(await t.app.inject('/api/showpayment-menthod?name=bKash')).data;
    const agent = channels.find((c) => c.account_type === 'Agent')!.id;
    const deposit = async (amount: string) => {
      const body = multipart({ account_number: p.phone, transaction_id: `TRX${crypto.randomBytes(4).toString('hex')}`, amount, payment_id: String(agent) });
      const res = await t.app.inject({ method: 'POST', url: '/api/submit-deposit', payload: body.payload, headers: { ...p.auth, ...body.headers } });
      assert.equal(res.statusCode, 200, res.body);
      const [tx] = json<{ data: { id: number }[] }>(await t.app.inject({ url: '/api/transaction/show', headers: p.auth })).data;
      assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${tx.id}/approve`, headers: adminAuth })).statusCode, 200);
    };
    await deposit('500');
    const [first] = await sentTo('deposit');
    assert.deepEqual(first.payload, { title: 'Deposit credited', body: '৳ 500.00 is in your balance.', url: '/transaction', topic: 'deposit' });
    assert.match(first.authorization, new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`));
    assert.equal(first.ttl, '3600');
    // sent once, whichever process's dispatcher took it
    await quiet();
    assert.equal((await sentTo('deposit')).length, 1);
    // deposits turned off: the next one is credited and nothing is sent
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/push/topics', headers: p.auth, payload: { topics: ['bet', 'support'] } })).statusCode, 200);
    await deposit('700');
    await quiet();
    assert.equal((await sentTo('deposit')).length, 1);
  });

  it('a support reply in Bangla for a Bangla reader; a subscription the push service says is gone is removed', async () => {
    const p = await newPlayer(t.app);
    await t.app.inject({ method: 'POST', url: '/api/user/language', headers: p.auth, payload: { lang: 'bn' } });
    assert.equal((await subscribe(p.auth, browser('bangla'))).statusCode, 200);
    const gone = { ...browser('x'), endpoint: `${base}/gone/1` };
    assert.equal((await subscribe(p.auth, gone)).statusCode, 200);
    const chat = json<{ chat: { id: number } }>(await t.app.inject({ method: 'POST', url: '/api/chats', headers: p.auth, payload: {} })).chat;
    const answer = await t.app.inject({ method: 'POST', url: `/api/admin/chats/${chat.id}/messages`, headers: adminAuth, payload: { content: 'Hello' } });
    assert.equal(answer.statusCode, 200, answer.body);
    const [reply] = await sentTo('bangla');
    assert.deepEqual(reply.payload, { title: 'সাপোর্ট উত্তর দিয়েছে', body: 'উত্তর পড়তে চ্যাট খুলুন।', url: '/', topic: 'support' });
    for (let i = 0; i < 50; i++) {
      if (!(await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal((await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, gone.endpoint))).length, 0);
  });

  it('a logout ends the session’s subscriptions: nothing more is sent to that browser', async () => {
    const p = await newPlayer(t.app);
    const sub = browser('logout');
    assert.equal((await subscribe(p.auth, sub)).statusCode, 200);
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: p.auth });
    assert.equal((await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).length, 0);
    const chat = json<{ chat: { id: number } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/chats',
        headers: (await newPlayerSession(p)).auth,
        payload: {},
      }),
    ).chat;
    await t.app.inject({ method: 'POST', url: `/api/admin/chats/${chat.id}/messages`, headers: adminAuth, payload: { content: 'Hello again' } });
    await quiet();
    assert.equal((await sentTo('logout')).length, 0);
    // and nothing waits for it either
    assert.equal((await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.playerId, 0))).length, 0);
  });

  it("a settled market is sent once with what it came to: the match's name and the amount won", async () => {
    const p = await exchangePlayer(t, 1000);
    assert.equal((await subscribe(p.auth, browser('bet'))).statusCode, 200);
    const events = (t.ctx.feed as unknown as { state: { events: FeedEvent[] } }).state.events;
    const e = events.find((x) => x.sport === 'cricket' && x.status === 'inplay' && (x.match as CricketState).phase !== 'break');
    assert.ok(e, 'an in-play cricket match');
    (e.match as CricketState).phase = 'open';
    const r = marketBook(e).runners[0];
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/exchange/bets',
      headers: p.ex,
      payload: {
        event_id: String(e.id),
        market_id: `1.${e.id}`,
        selection_id: String(r.selectionId),
        side: 'back',
        price: r.ex.availableToBack[0].price,
        stake: 100,
      },
    });
    assert.equal(placed.statusCode, 200, placed.body);
    const [{ id }] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.usernameLower, p.username.toLowerCase()));
    // wait out the in-play bet delay, then settle the match odds on the backed runner
    for (let i = 0; i < 60; i++) {
      const open = json<{ data: unknown[] }>(await t.app.inject({ url: '/api/exchange/bets?status=matched', headers: p.ex }));
      if (open.data?.length) break;
      await new Promise((res) => setTimeout(res, 100));
    }
    assert.ok((await settleMarket(t.database.db, id, `1.${e.id}`, 0)) >= 1);
    const [sent] = await sentTo('bet');
    const profit = Math.round(100 * (r.ex.availableToBack[0].price - 1) * 100);
    assert.equal(sent.payload?.title, 'Bet settled: you won');
    assert.equal(sent.payload?.url, '/bets-history');
    assert.match(sent.payload?.body ?? '', /^.+ · .+: ৳ [\d,]+\.\d\d is in your balance\.$/);
    assert.ok(sent.payload?.body.includes(`৳ ${(profit / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`), sent.payload?.body);
    await quiet();
    assert.equal((await sentTo('bet')).length, 1);
  });

  /** The same player signed in again (a new session, no subscription). */
  const newPlayerSession = async (p: { username: string; password: string }) => {
    const login = json<{ token: string }>(await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: p.username, password: p.password } }));
    return { auth: { authorization: `Bearer ${login.token}` } };
  };
});
