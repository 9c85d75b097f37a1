// The public content cache (issue 11): answers come from memory with an ETag and a 304, and any change to the
// content, through the back office or written straight into the database, is in the next answer.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { EDGE } from './content-cache.js';
import { sliders } from '../db/schema/index.js';
import { general, putSetting } from '../modules/content/service.js';
import { ADMIN, adminAuth, json, makeTestApp, newPlayer, type TestApp } from '../test/helpers.js';

const titleOf = async (t: TestApp) => json<{ data: { site_title: string } }>(await t.app.inject('/api/general')).data.site_title;

describe('public content cache', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('answers with an ETag and a 304 when the browser has it', async () => {
    const first = await t.app.inject('/api/general');
    assert.equal(first.statusCode, 200);
    assert.match(String(first.headers['content-type']), /^application\/json/);
    // a CDN or proxy in front may keep it a few seconds; a browser asks each time and gets a 304 while current
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.equal(first.headers['cdn-cache-control'], EDGE.content.cdn);
    assert.match(EDGE.content.cdn, /^public, max-age=\d+, stale-while-revalidate=\d+$/);
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    const again = await t.app.inject({ url: '/api/general', headers: { 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers['cdn-cache-control'], EDGE.content.cdn);
    assert.equal(again.headers.etag, etag);
    // the private settings stay out of the stored answer too (it is serialised by the contract's schema)
    assert.ok(!('deposit_mode' in json<{ data: object }>(first).data));
  });

  it('a promotion is answered from memory, and one that does not exist is a 404 each time', async () => {
    const list = json<{ data: { id: number; name: string }[] }>(await t.app.inject('/api/promotion')).data;
    const one = await t.app.inject(`/api/promotions/${list[0].id}`);
    assert.equal(json<{ data: { name: string } }>(one).data.name, list[0].name);
    assert.equal((await t.app.inject({ url: `/api/promotions/${list[0].id}`, headers: { 'if-none-match': String(one.headers.etag) } })).statusCode, 304);
    for (let i = 0; i < 2; i++) {
      const missing = await t.app.inject('/api/promotions/999999');
      assert.equal(missing.statusCode, 404);
      assert.equal(json<{ message: string }>(missing).message, 'Promotion not found.');
    }
  });

  it('a change written straight into the database is in the next answer', async () => {
    const before = await t.app.inject('/api/general');
    await putSetting(t.database.db, 'general', { ...(await general(t.database.db)), site_title: 'Written By A Script' });
    await t.ctx.content.synced(); // PostgreSQL delivers the notification a moment after the commit; PGlite at once
    const after = await t.app.inject({ url: '/api/general', headers: { 'if-none-match': String(before.headers.etag) } });
    assert.equal(after.statusCode, 200);
    assert.equal(json<{ data: { site_title: string } }>(after).data.site_title, 'Written By A Script');
    assert.notEqual(after.headers.etag, before.headers.etag);

    const [slider] = await t.database.db.select().from(sliders).limit(1);
    await t.app.inject('/api/sliders');
    await t.database.db.update(sliders).set({ name: 'Renamed Banner' }).where(eq(sliders.id, slider.id));
    await t.ctx.content.synced();
    const names = JSON.stringify(json(await t.app.inject('/api/sliders')));
    assert.ok(names.includes('Renamed Banner'));
  });

  it('a back-office change is in the next answer, with no wait', async () => {
    await titleOf(t);
    const saved = await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { site_title: 'Saved By Admin' } });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(await titleOf(t), 'Saved By Admin');

    const p = await newPlayer(t.app);
    const blocks = async () => json<{ data: unknown }>(await t.app.inject({ url: '/api/market/block', headers: p.auth })).data;
    const open = JSON.stringify(await blocks());
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/admin/market-block',
      headers: adminAuth,
      payload: { username: p.username, exchange_market: 0, cs_market: 1, status: 'blocked' },
    });
    assert.equal(blocked.statusCode, 200, blocked.body);
    assert.notEqual(JSON.stringify(await blocks()), open);
  });

  it('a second api process on the same database forgets its copy when the first changes it', async () => {
    const { app: other, ctx } = await buildApp({ db: t.database.db, notifications: t.database.notifications, adminToken: ADMIN });
    try {
      await other.ready();
      assert.equal(json<{ data: { site_title: string } }>(await other.inject('/api/general')).data.site_title, await titleOf(t));
      await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { site_title: 'Seen Everywhere' } });
      await ctx.content.synced();
      assert.equal(json<{ data: { site_title: string } }>(await other.inject('/api/general')).data.site_title, 'Seen Everywhere');
    } finally {
      await other.close();
    }
  });
});
