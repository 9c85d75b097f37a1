// Settings an operator can use (issue 52): each setting saved on its own under the row's lock, so two managers saving
// different settings at once both keep theirs; a save of a value someone changed meanwhile is refused with nothing
// written; the Bangla system notice is a setting; the audit row names the changed keys with their before and after.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.js';
import { adminAuth, json, makeTestApp, type TestApp } from '../../test/helpers.js';

describe('settings', () => {
  let t: TestApp;
  const save = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/settings', headers: adminAuth, payload });
  const view = async () => json<{ data: Record<string, unknown> }>(await t.app.inject({ url: '/api/admin/settings', headers: adminAuth })).data;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => t.close());

  it('two saves of different settings at once both stick', async () => {
    const [a, b] = await Promise.all([save({ site_title: 'Bazar One' }), save({ support_mail: 'help@bazar.example' })]);
    assert.equal(a.statusCode, 200, a.body);
    assert.equal(b.statusCode, 200, b.body);
    const now = await view();
    assert.equal(now.site_title, 'Bazar One');
    assert.equal(now.support_mail, 'help@bazar.example');
  });

  it('a save of a value changed by someone else since it was read is refused, and nothing is written', async () => {
    const seen = (await view()).site_title;
    assert.equal((await save({ site_title: 'Changed first' })).statusCode, 200);
    const stale = await save({ site_title: 'Changed second', whatsapp: '01700000000', if_unchanged: { site_title: seen } });
    assert.equal(stale.statusCode, 409);
    assert.equal(json(stale).message, 'Changed by someone else since you opened it: reload to see the new value, then save again.');
    const now = await view();
    assert.equal(now.site_title, 'Changed first');
    assert.notEqual(now.whatsapp, '01700000000');
    assert.equal((await save({ site_title: 'Changed second', if_unchanged: { site_title: 'Changed first' } })).statusCode, 200);
  });

  it('the Bangla system notice is a setting the players read; the audit row names the changed keys only', async () => {
    const res = await save({ system_notice: 'Maintenance at midnight', bn: { system_notice: 'মধ্যরাতে রক্ষণাবেক্ষণ' } });
    assert.equal(res.statusCode, 200, res.body);
    const general = json<{ data: { system_notice: string; bn?: { system_notice?: string } } }>(await t.app.inject({ url: '/api/general' })).data;
    assert.equal(general.bn?.system_notice, 'মধ্যরাতে রক্ষণাবেক্ষণ');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.general'), eq(auditLog.target, 'system_notice, bn')));
    assert.deepEqual(row.after, { system_notice: 'Maintenance at midnight', bn: { system_notice: 'মধ্যরাতে রক্ষণাবেক্ষণ' } });
    for (const bad of [{ bn: 'text' }, { bn: { other: 'x' } }, { if_unchanged: 'x' }, { nonsense: 1 }])
      assert.equal((await save(bad)).statusCode, 400, JSON.stringify(bad));
  });
});

describe("the market-block form starts from the player's block", () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => t.close());

  it("the player's page says what is blocked now", async () => {
    const { newPlayer } = await import('../../test/helpers.js');
    const p = await newPlayer(t.app);
    const view = async () =>
      json<{ data: { market_block: { exchange: boolean; casino: boolean } } }>(
        await t.app.inject({ url: `/api/admin/players/${p.username}`, headers: adminAuth }),
      ).data.market_block;
    assert.deepEqual(await view(), { exchange: false, casino: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/market-block',
      headers: adminAuth,
      payload: { username: p.username, exchange_market: 0, cs_market: 1, status: 'blocked' },
    });
    assert.deepEqual(await view(), { exchange: true, casino: false });
  });
});
