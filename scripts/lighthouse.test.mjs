// The bench's Lighthouse readings (scripts/lighthouse.mjs): the calibrated slowdown, and the trace rewritten to thread
// time for the reading beside it (node's test runner).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

describe("the bench's Lighthouse readings", () => {
  it("calibrates the CPU slowdown from the host's benchmark index as Lighthouse's guide does", async () => {
    const { calibratedSlowdown } = await import('./lighthouse.mjs');
    assert.equal(calibratedSlowdown(1300), 3);
    assert.ok(Math.abs(calibratedSlowdown(1533) - 4) < 0.01);
    assert.equal(calibratedSlowdown(800), 2);
    assert.equal(calibratedSlowdown(150), 1);
    assert.ok(Math.abs(calibratedSlowdown(3400) - 12.01) < 0.01);
  });

  it('gives every traced event its thread time as its length, and leaves an event without one as it was', async () => {
    const { threadTimeTrace } = await import('./lighthouse.mjs');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bet-lh-test-'));
    const file = path.join(dir, 'defaultPass.trace.json');
    const events = [
      { name: 'RunTask', ph: 'X', ts: 1000, dur: 86400, tdur: 19200 },
      { name: 'Layout', ph: 'X', ts: 1100, dur: 39500, tdur: 6300 },
      { name: 'ResourceSendRequest', ph: 'I', ts: 1200 },
      { name: 'ProfileChunk', ph: 'X', ts: 1300, dur: 500 },
    ];
    try {
      fs.writeFileSync(file, JSON.stringify({ traceEvents: events, metadata: { source: 'test' } }));
      threadTimeTrace(file);
      const out = JSON.parse(fs.readFileSync(file, 'utf8'));
      assert.deepEqual(
        out.traceEvents.map((e) => e.dur),
        [19200, 6300, undefined, 500],
      );
      assert.equal(out.traceEvents[0].ts, 1000);
      assert.deepEqual(out.metadata, { source: 'test' });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
