// One clock for every player: "today" and a round's day are the player's calendar day, in their currency's zone
// (Dhaka for BDT, Kolkata for INR, Karachi for PKR), the same function the screens use (@bet/shared/time).
import assert from 'node:assert/strict';
import { after, before, describe, it, mock } from 'node:test';
import { adminAuth, json, makeTestApp, uniqueUser, type TestApp } from '../../test/helpers.js';
import { recordRange } from './records.js';

describe("the player's clock", () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  it("a records range is the player's calendar days", () => {
    // 18:15 UTC: already the 25th in Dhaka, still the 24th in Kolkata and Karachi
    const at = Date.parse('2026-11-24T18:15:00Z');
    assert.deepEqual(
      recordRange('today', 'BDT', at).map((d) => d.toISOString()),
      ['2026-11-24T18:00:00.000Z', '2026-11-25T18:00:00.000Z'],
    );
    assert.deepEqual(
      recordRange('today', 'INR', at).map((d) => d.toISOString()),
      ['2026-11-23T18:30:00.000Z', '2026-11-24T18:30:00.000Z'],
    );
    assert.deepEqual(
      recordRange('last7', 'PKR', at).map((d) => d.toISOString()),
      ['2026-11-17T19:00:00.000Z', '2026-11-24T19:00:00.000Z'],
    );
  });

  it("an INR player's login names the currency, and a round at 23:45 in Kolkata is in that day's records", async () => {
    const u = { ...uniqueUser(), currency: 'INR' };
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/v1/create-players', payload: u })).statusCode, 201);
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${u.username}/adjust`,
      headers: adminAuth,
      payload: { amount: 100, note: 'funding for a test' },
    });
    const login = json<{ token: string; currency: string }>(
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: u.username, password: u.password } }),
    );
    assert.equal(login.currency, 'INR');
    const auth = { authorization: `Bearer ${login.token}` };
    const run = await t.app.inject({ method: 'POST', url: '/api/game-run', headers: auth, payload: { platform: 'JILI', gameCode: 'JILI-SLOT-SUPERACE' } });
    const token = new URL(json<{ url: string }>(run).url).searchParams.get('token') ?? '';
    // the clock reads 23:45 on the 24th in Kolkata (00:15 on the 25th in Dhaka)
    mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-11-24T18:15:00Z') });
    try {
      const round = await t.app.inject({ method: 'POST', url: '/api/demo-games/round', headers: { 'x-launch-token': token }, payload: { stake: 10 } });
      assert.equal(round.statusCode, 200, round.body);
      const today = json<{ data: { date: string }[] }>(await t.app.inject({ url: '/api/betting-record?date=today', headers: auth })).data;
      assert.deepEqual(
        today.map((g) => g.date),
        ['2026-11-24'],
      );
      const group = await t.app.inject({ url: '/api/betting-record/group?date=2026-11-24&platform=JILI&game_type=SLOT', headers: auth });
      assert.equal(json<{ data: { rows: unknown[] } }>(group).data.rows.length, 1);
    } finally {
      mock.timers.reset();
    }
  });
});
