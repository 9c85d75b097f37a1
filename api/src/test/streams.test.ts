// Live streams that hold (issue 32): the support chat's stream resumes from Last-Event-ID without losing or
// repeating a message; a reply posted through one api process reaches a stream held by another (PostgreSQL); a
// client that stops reading is dropped instead of making the process buffer without end.
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { openEventStream } from '../lib/sse.js';
import { adminAuth, json, makeTestApp, newPlayer, POSTGRES_ONLY, secondProcess, type TestApp } from './helpers.js';

interface Msg {
  id: number;
  content: string;
}

/** Reads an event stream until `n` message events came (or `ms` passed); their ids and contents. */
async function readMessages(url: string, headers: Record<string, string>, n: number, ms = 4000): Promise<{ events: Msg[]; ids: string[] }> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  assert.equal(res.status, 200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const done = (async () => {
    while ((text.match(/event: message/g) ?? []).length < n) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
  })();
  await Promise.race([done, new Promise((r) => setTimeout(r, ms))]);
  controller.abort();
  const blocks = text.split('\n\n').filter((b) => b.includes('event: message'));
  return {
    events: blocks.map((b) => JSON.parse(b.split('data: ')[1]) as Msg),
    ids: blocks.map((b) => /^id: (\d+)$/m.exec(b)?.[1] ?? ''),
  };
}

describe('support chat stream', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => t.close());

  it('resumes from Last-Event-ID: what came after it, once, each with its id', async () => {
    const a = await newPlayer(t.app);
    const id = json<{ chat: { id: number } }>(
      await t.app.inject({ method: 'POST', url: '/api/chats', headers: a.auth, payload: { user_one_id: 'x', user_two_id: 'support' } }),
    ).chat.id;
    const post = async (content: string) =>
      json<{ data: Msg }>(await t.app.inject({ method: 'POST', url: `/api/admin/chats/${id}/messages`, headers: adminAuth, payload: { content } })).data;
    const first = await post('one');
    await post('two');
    await post('three');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // the browser had "one" when the connection dropped
    const got = readMessages(`${address}/api/chats/${id}/events`, { ...a.auth, 'last-event-id': String(first.id) }, 3, 1500);
    await new Promise((r) => setTimeout(r, 300));
    await post('four');
    const { events, ids } = await got;
    assert.deepEqual(
      events.map((e) => e.content),
      ['two', 'three', 'four'],
    );
    assert.deepEqual(
      ids,
      events.map((e) => String(e.id)),
    );
  });
});

describe('a stream whose client stops reading', () => {
  it('is dropped once its buffer is full; the process does not keep what it could not send', async () => {
    const app = Fastify();
    let ended = false;
    let sent = 0;
    app.get('/s', (req, reply) => {
      const { stream, sent: r } = openEventStream(req, reply, { heartbeatMs: 60_000, onEnd: () => (ended = true), maxBuffer: 64 * 1024 });
      const chunk = 'x'.repeat(16 * 1024);
      // a producer far faster than the reader: 32 MB offered
      const pump = setInterval(() => {
        for (let i = 0; i < 64 && stream.send('odds', chunk); i++) sent += chunk.length;
        if (stream.ended || sent > 32 * 1024 * 1024) clearInterval(pump);
      }, 1);
      return r;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const heapBefore = process.memoryUsage().heapUsed;
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET /s HTTP/1.1\r\nHost: x\r\n\r\n');
    socket.pause(); // never reads
    for (let i = 0; i < 100 && !ended; i++) await new Promise((r) => setTimeout(r, 50));
    socket.destroy();
    await app.close();
    assert.ok(ended, 'the stream was dropped');
    assert.ok(sent < 32 * 1024 * 1024, `${sent} bytes were offered before the drop`);
    const grown = process.memoryUsage().heapUsed - heapBefore;
    assert.ok(grown < 16 * 1024 * 1024, `the heap grew ${Math.round(grown / 1e6)} MB`);
  });
});

describe('two api processes on one PostgreSQL: the chat', { skip: POSTGRES_ONLY }, () => {
  it("a support reply posted through one process reaches the player's stream held by the other, once", async () => {
    const t = await makeTestApp();
    const second = await secondProcess(t, { adminToken: 'y'.repeat(40) });
    const b = second.app;
    try {
      const p = await newPlayer(t.app);
      const id = json<{ chat: { id: number } }>(
        await t.app.inject({ method: 'POST', url: '/api/chats', headers: p.auth, payload: { user_one_id: 'x', user_two_id: 'support' } }),
      ).chat.id;
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const got = readMessages(`${address}/api/chats/${id}/events`, p.auth, 2, 4000);
      await new Promise((r) => setTimeout(r, 300));
      // the desk answers through process B; the player writes through B too
      const reply = await b.inject({
        method: 'POST',
        url: `/api/admin/chats/${id}/messages`,
        headers: { authorization: `Bearer ${'y'.repeat(40)}` },
        payload: { content: 'Answered on B' },
      });
      assert.equal(reply.statusCode, 200, reply.body);
      const mine = await b.inject({ method: 'POST', url: '/api/messages', headers: p.auth, payload: { chat_id: id, content: 'Mine, sent through B' } });
      assert.equal(mine.statusCode, 200, mine.body);
      const { events } = await got;
      assert.deepEqual(
        events.map((e) => e.content),
        ['Answered on B', 'Mine, sent through B'],
      );
    } finally {
      await second.close();
      await t.close();
    }
  });
});
