import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count } from 'drizzle-orm';
import { games, paymentMethods, players, promotions, sliders } from '../../db/schema/index.js';
import { seed } from '../../seed/index.js';
import { adminAuth, json, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';

describe('content and catalog', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  it('answers the shapes of the spec', async () => {
    const logo = json<Record<string, string>[]>(await t.app.inject('/api/logo'));
    assert.ok(logo[0].mobile_logo.endsWith('/storage/logo/logo.svg'));
    const general = json<{ data: Record<string, unknown> }>(await t.app.inject('/api/general')).data;
    for (const k of [
      'system_notice',
      'support_mail',
      'withdrawal_status',
      'notice',
      'site_title',
      'site_status',
      'whatsapp',
      'live_chat',
      'intercom',
      'tawk_id',
    ])
      assert.ok(k in general, k);
    const s = json<{ data: { main: { thubmnail: string; slider_type: string }[]; favourite: unknown[]; feature: { link: string }[] } }>(
      await t.app.inject('/api/sliders'),
    ).data;
    assert.equal(s.main.length, 3);
    assert.equal(s.main[0].slider_type, 'Main');
    assert.match(s.main[0].thubmnail, /^http:\/\/localhost.*\/storage\/sliders\/main-1\.webp$/);
    assert.match(s.feature[0].link, /^[A-Z]+-[A-Z]+$/);
    const social = json<{ data: Record<string, string> }>(await t.app.inject('/api/sociallink')).data;
    assert.deepEqual(Object.keys(social).sort(), ['facebook', 'telegram', 'whatsapp']);
    const methods = json<{ data: { name: string; account_type: string }[] }>(await t.app.inject('/api/payment-methods')).data;
    assert.ok(methods.some((m) => m.name === 'bKash'));
    const promos = json<{ data: { deposit_bouns: number; name: string }[] }>(await t.app.inject('/api/promotion')).data;
    assert.ok(promos.some((p) => p.name === '7,777 Sports Bonus' && p.deposit_bouns === 100));
  });

  it('serves the seeded images: the artwork as WebP rendered from its SVG source, the logo as SVG', async () => {
    const res = await t.app.inject('/storage/sliders/main-1.webp');
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'image/webp');
    assert.equal(res.rawPayload.subarray(8, 12).toString('latin1'), 'WEBP');
    assert.match((await t.app.inject('/storage/logo/logo.svg')).headers['content-type'] as string, /svg/);
  });

  it('lists types, systems and providers for the menu', async () => {
    const types = json<{ data: { type: string }[] }>(await t.app.inject('/api/get-type')).data.map((x) => x.type);
    assert.ok(types.includes('LIVE') && types.includes('EGAME') && types.includes('FH'));
    const systems = json<{ data: string[] }>(await t.app.inject('/api/get-system?type=LIVE')).data;
    assert.deepEqual(systems, ['EVOLUTION', 'SEXYBCRT']);
    const prov = json<{ data: { platform: string; name: string }[] }>(
      await t.app.inject(`/api/get-provider?system=${encodeURIComponent('["SEXYBCRT","EVOLUTION"]')}`),
    ).data;
    assert.deepEqual(
      prov.map((p) => p.platform),
      ['SEXYBCRT', 'EVOLUTION'],
    );
    assert.equal((await t.app.inject('/api/get-provider?system=notjson')).statusCode, 400);
    assert.equal((await t.app.inject('/api/get-system')).statusCode, 400);
  });

  it('market block needs a token and reflects the back office', async () => {
    assert.equal((await t.app.inject('/api/market/block')).statusCode, 401);
    const p = await newPlayer(t.app);
    assert.deepEqual(json(await t.app.inject({ url: '/api/market/block', headers: p.auth })), { success: true, data: [] });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/admin/market-block',
      headers: adminAuth,
      payload: { username: p.username, exchange_market: 0, cs_market: 1, status: 'blocked' },
    });
    assert.equal(set.statusCode, 200);
    assert.deepEqual(json<{ data: unknown }>(await t.app.inject({ url: '/api/market/block', headers: p.auth })).data, [
      { exchange_market: 0, cs_market: 1, status: 'blocked' },
    ]);
  });

  it('admin calls need the admin token', async () => {
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/admin/settings', payload: { site_status: 0 } })).statusCode, 401);
    const p = await newPlayer(t.app);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: p.auth, payload: { site_status: 0 } })).statusCode, 401);
    const ok = await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { site_status: 0 } });
    assert.equal(ok.statusCode, 200);
    assert.equal(json<{ data: { site_status: number } }>(await t.app.inject('/api/general')).data.site_status, 0);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { nope: 1 } })).statusCode, 400);
    await t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload: { site_status: 1 } });
  });

  it('the seed is idempotent', async () => {
    const counts = async () =>
      Promise.all([sliders, paymentMethods, promotions, games, players].map(async (tb) => Number((await t.database.db.select({ n: count() }).from(tb))[0].n)));
    const before = await counts();
    await seed(t.database.db);
    await seed(t.database.db);
    assert.deepEqual(await counts(), before);
  });
});
