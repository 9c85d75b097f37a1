// What an operator watches (issue 32): Prometheus text behind the back-office token, with request latency per
// operation of the contract, open streams per kind, the feed's leadership and lag, and the ledger check's result.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminAuth, makeTestApp, type TestApp } from './helpers.js';

describe('metrics', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => t.close());

  it('are for the back office only, and tell latency per operation, streams, the feed and the ledger', async () => {
    assert.equal((await t.app.inject({ url: '/api/admin/metrics' })).statusCode, 401);
    await t.app.inject({ url: '/api/general' });
    await t.app.inject({ url: '/api/admin/ledger/check', headers: adminAuth });
    const cricket = (await t.app.inject({ url: '/api/sports-events/cricket' })).json() as { EventId: string }[];
    // an odds stream held open while the metrics are read
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const stream = await fetch(`${address}/api/stream/event/${cricket[0].EventId}`, { signal: controller.signal });
    assert.equal(stream.status, 200);
    const res = await t.app.inject({ url: '/api/admin/metrics', headers: adminAuth });
    controller.abort();
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-type']), /^text\/plain/);
    const text = res.body;
    assert.match(text, /bet_http_request_duration_seconds_count\{operation="\/api\/general",method="GET",status="200"\} 1/);
    assert.match(text, /bet_open_streams\{kind="odds"\} 1/);
    assert.match(text, /bet_feed_leading 1/);
    assert.match(text, /bet_feed_lag_seconds \d/);
    assert.match(text, /bet_ledger_mismatches 0/);
    assert.match(text, /bet_process_resident_memory_bytes \d/);
  });

  it("count the shell's reports of remotes it could not show, and refuse a malformed one with nothing counted", async () => {
    const report = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/client-report', payload: payload as object });
    assert.equal((await report({ remote: 'mf_games', reason: 'incompatible', detail: 'needs @bet/shared ^2.0.0, the shell has 1.0.0' })).statusCode, 204);
    assert.equal((await report({ remote: 'mf_games', reason: 'failed' })).statusCode, 204);
    for (const bad of [
      { remote: 'MF<script>', reason: 'failed' },
      { remote: 'mf_games', reason: 'bored' },
      { remote: 'mf_games' },
      { remote: 'mf_games', reason: 'failed', extra: 1 },
    ]) {
      const res = await report(bad);
      assert.equal(res.statusCode, 400, JSON.stringify(bad));
    }
    // made-up names beyond 16 count as "other"
    for (let i = 0; i < 20; i++) await report({ remote: `mf_x${i}`, reason: 'failed' });
    const text = (await t.app.inject({ url: '/api/admin/metrics', headers: adminAuth })).body;
    assert.match(text, /bet_remote_problems_total\{remote="mf_games",reason="incompatible"\} 1/);
    assert.match(text, /bet_remote_problems_total\{remote="mf_games",reason="failed"\} 1/);
    assert.match(text, /bet_remote_problems_total\{remote="other",reason="failed"\} 5/);
    assert.doesNotMatch(text, /MF<script>/);
  });
});
