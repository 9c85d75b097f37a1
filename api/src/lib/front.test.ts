// The front door answers a public address from memory once Fastify has: the same bytes and headers, the change
// the back office makes visible at once, never a signed-in player's answer (a real server: inject bypasses it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminAuth, makeTestApp, newPlayer, type TestApp } from '../test/helpers.js';

describe('front door of the public answers', () => {
  let t: TestApp;
  let base = '';
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  /** The headers as a comparable object, without the ones that change with the connection and the time. */
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)));

  before(async () => {
    t = await makeTestApp();
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(async () => {
    await t.close();
  });

  it('answers a content call it has seen with what Fastify sent, headers and 304 included', async () => {
    const front = t.app.front!;
    await get('/api/general'); // built by Fastify
    const fromFastify = await get('/api/general'); // sent by Fastify from memory; the address is remembered now
    const bodyA = await fromFastify.text();
    const before = front.answered;
    const fromFront = await get('/api/general');
    assert.equal(front.answered, before + 1);
    assert.equal(fromFront.status, 200);
    assert.equal(await fromFront.text(), bodyA);
    assert.deepEqual(headersOf(fromFront), headersOf(fromFastify));
    assert.equal(fromFront.headers.get('x-content-type-options'), 'nosniff');
    const etag = fromFront.headers.get('etag')!;
    const notModified = await get('/api/general', { 'if-none-match': etag });
    assert.equal(notModified.status, 304);
    assert.equal(notModified.headers.get('etag'), etag);
    assert.equal(front.answered, before + 2);
    // a site origin gets its CORS header from the front door too; another origin does not
    const site = await get('/api/general', { origin: 'http://localhost:8080' });
    assert.equal(site.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    assert.equal((await get('/api/general', { origin: 'https://evil.example' })).headers.get('access-control-allow-origin'), null);
    // another address (a query string) is Fastify's until it has answered it
    const other = front.answered;
    await get('/api/general?x=1');
    assert.equal(front.answered, other);
  });

  it('shows a back-office change on the next call', async () => {
    await get('/api/general');
    await get('/api/general');
    const set = await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { site_title: 'Front Door Title' } });
    assert.equal(set.statusCode, 200, set.body);
    const after = (await (await get('/api/general')).json()) as { data: { site_title: string } };
    assert.equal(after.data.site_title, 'Front Door Title');
    // and from the front door again from the call after
    const before = t.app.front!.answered;
    assert.equal(((await (await get('/api/general')).json()) as { data: { site_title: string } }).data.site_title, 'Front Door Title');
    assert.equal(t.app.front!.answered, before + 1);
  });

  it('never answers for a signed-in player, and leaves a 404 to Fastify', async () => {
    const front = t.app.front!;
    const p = await newPlayer(t.app);
    await get('/api/market/block', p.auth);
    const before = front.answered;
    const again = await get('/api/market/block', p.auth);
    assert.equal(again.status, 200);
    assert.equal((await get('/api/market/block')).status, 401);
    assert.equal(front.answered, before);
    assert.equal((await get('/api/match-odds/1.999999')).status, 404);
  });

  it('answers the exchange feed from the feed itself', async () => {
    const front = t.app.front!;
    const list = (await (await get('/api/sports-events/cricket')).json()) as { MarketId: string }[];
    const odds = `/api/match-odds/${list[0].MarketId}`;
    const first = await get(odds);
    assert.equal(first.status, 200);
    const before = front.answered;
    const second = await get(odds);
    assert.equal(second.status, 200);
    assert.equal(front.answered, before + 1);
    assert.deepEqual(await second.json(), JSON.parse(t.ctx.feed.marketOdds(list[0].MarketId)!.body));
  });
});
