// Support chat: ownership, the sender from the session, empty and oversized messages, ordering, a retried send
// stored once, the back office's queue and answers, and delivery by Server-Sent Events.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { adminAuth, json, makeTestApp, newPlayer, type TestApp } from '../../test/helpers.js';

type Msg = { id: number; content: string; mine: boolean; sender_id: string; client_id: string | null };

describe('support chat', () => {
  let t: TestApp;
  before(async () => {
    t = await makeTestApp();
  });
  after(async () => {
    await t.close();
  });

  const open = async (p: { auth: Record<string, string> }) =>
    json<{ chat: { id: number } }>(
      await t.app.inject({ method: 'POST', url: '/api/chats', headers: p.auth, payload: { user_one_id: 'x', user_two_id: 'support' } }),
    ).chat.id;
  const send = (p: { auth: Record<string, string> }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/messages', headers: p.auth, payload });
  const messages = async (p: { auth: Record<string, string> }, chatId: number) =>
    json<{ data: Msg[] }>(await t.app.inject({ url: `/api/chats/${chatId}/messages`, headers: p.auth })).data;

  it('one chat per player, reopened; only its player reads or writes it', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/chats', payload: {} })).statusCode, 401);
    const id = await open(a);
    assert.equal(await open(a), id);
    assert.notEqual(await open(b), id);
    assert.equal((await t.app.inject({ url: `/api/chats/${id}/messages`, headers: b.auth })).statusCode, 404);
    assert.equal((await send(b, { chat_id: id, content: 'hello' })).statusCode, 404);
    assert.equal((await t.app.inject({ url: `/api/chats/${id}/events`, headers: b.auth })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/api/chats/abc/messages', headers: a.auth })).statusCode, 404);
    assert.equal((await t.app.inject({ url: '/api/chats/99999999999/messages', headers: a.auth })).statusCode, 404);
  });

  it('the sender is the session; empty and oversized messages are refused; markup is stored as text', async () => {
    const a = await newPlayer(t.app);
    const id = await open(a);
    const sent = json<{ data: Msg }>(await send(a, { chat_id: id, sender_id: 'support', content: '  <b>hi</b>  ' })).data;
    assert.equal(sent.mine, true);
    assert.notEqual(sent.sender_id, 'support');
    assert.equal(sent.content, '<b>hi</b>');
    for (const content of ['', '   \n ', 'x'.repeat(2001)]) {
      const res = await send(a, { chat_id: id, content });
      assert.equal(res.statusCode, 400, content.slice(0, 5));
    }
    assert.equal(json(await send(a, { chat_id: id, content: ' ' })).message, 'Please type a message.');
    assert.equal(json(await send(a, { chat_id: id, content: 'x'.repeat(2001) })).message, 'A message may be at most 2,000 characters.');
    assert.equal((await messages(a, id)).length, 1);
  });

  it('a retried send with the same client_id is stored once; messages come oldest first', async () => {
    const a = await newPlayer(t.app);
    const id = await open(a);
    const first = await Promise.all([1, 2, 3].map(() => send(a, { chat_id: id, content: 'deposit missing', client_id: 'client-0001' })));
    assert.ok(first.every((r) => r.statusCode === 200));
    assert.equal(new Set(first.map((r) => json<{ data: Msg }>(r).data.id)).size, 1);
    await send(a, { chat_id: id, content: 'second', client_id: 'client-0002' });
    const list = await messages(a, id);
    assert.deepEqual(
      list.map((m) => m.content),
      ['deposit missing', 'second'],
    );
    const newer = json<{ data: Msg[] }>(await t.app.inject({ url: `/api/chats/${id}/messages?after=${list[0].id}`, headers: a.auth })).data;
    assert.deepEqual(
      newer.map((m) => m.content),
      ['second'],
    );
  });

  it('the back office sees waiting chats oldest first, answers, and the player sees it unread then read', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const ia = await open(a);
    const ib = await open(b);
    await send(a, { chat_id: ia, content: 'first waiting' });
    await send(b, { chat_id: ib, content: 'second waiting' });
    assert.equal((await t.app.inject({ url: '/api/admin/chats' })).statusCode, 401);
    const queue = json<{ data: { chat_id: number; username: string }[] }>(await t.app.inject({ url: '/api/admin/chats', headers: adminAuth })).data;
    const mine = queue.filter((q) => q.chat_id === ia || q.chat_id === ib).map((q) => q.username);
    assert.deepEqual(mine, [a.username, b.username]);
    const answer = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chats/${ia}/messages`,
      headers: adminAuth,
      payload: { content: 'We are checking it.' },
    });
    assert.equal(answer.statusCode, 200);
    const after = json<{ data: { chat_id: number }[] }>(await t.app.inject({ url: '/api/admin/chats', headers: adminAuth })).data;
    assert.ok(!after.some((q) => q.chat_id === ia));
    const list = json<{ data: { unread: number; last_message: Msg; other_user: { username: string } }[] }>(
      await t.app.inject({ url: '/api/get-chats', headers: a.auth }),
    ).data;
    assert.equal(list[0].unread, 1);
    assert.equal(list[0].last_message.content, 'We are checking it.');
    assert.equal(list[0].last_message.mine, false);
    assert.equal(list[0].other_user.username, 'Support');
    await messages(a, ia);
    assert.equal(json<{ data: { unread: number }[] }>(await t.app.inject({ url: '/api/get-chats', headers: a.auth })).data[0].unread, 0);
  });

  it('a message read as it came by the stream is marked read up to it, never past the newest, only by its player', async () => {
    const a = await newPlayer(t.app);
    const b = await newPlayer(t.app);
    const id = await open(a);
    await send(a, { chat_id: id, content: 'hello' });
    await messages(a, id);
    const reply = async (content: string) =>
      json<{ data: { id: number } }>(await t.app.inject({ method: 'POST', url: `/api/admin/chats/${id}/messages`, headers: adminAuth, payload: { content } }))
        .data.id;
    const unread = async () => json<{ data: { unread: number }[] }>(await t.app.inject({ url: '/api/get-chats', headers: a.auth })).data[0].unread;
    const read = (p: { auth: Record<string, string> } | null, payload: unknown, chat = id) =>
      t.app.inject({ method: 'POST', url: `/api/chats/${chat}/read`, headers: p?.auth ?? {}, payload: payload as Record<string, unknown> });
    const first = await reply('One moment.');
    const second = await reply('Done.');
    assert.equal(await unread(), 2);
    // a guest, someone else, bad input: refused, nothing moves
    assert.equal((await read(null, { message_id: second })).statusCode, 401);
    assert.equal((await read(b, { message_id: second })).statusCode, 404);
    for (const bad of [{}, { message_id: 'x' }, { message_id: 0 }, { message_id: second, extra: 1 }]) assert.equal((await read(a, bad)).statusCode, 400);
    assert.equal(await unread(), 2);
    // read up to the first: one left; a mark far past the newest stops at the newest; a later reply is unread
    assert.equal((await read(a, { message_id: first })).statusCode, 200);
    assert.equal(await unread(), 1);
    assert.equal((await read(a, { message_id: 2_000_000_000 })).statusCode, 200);
    assert.equal(await unread(), 0);
    await reply('Anything else?');
    assert.equal(await unread(), 1);
    // never back
    assert.equal((await read(a, { message_id: first })).statusCode, 200);
    assert.equal(await unread(), 1);
  });

  it('delivers a new message by Server-Sent Events', async () => {
    const a = await newPlayer(t.app);
    const id = await open(a);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${address}/api/chats/${id}/events`, { headers: a.auth, signal: controller.signal });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const got = (async () => {
      while (!text.includes('event: message')) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    })();
    await new Promise((r) => setTimeout(r, 100));
    await t.app.inject({ method: 'POST', url: `/api/admin/chats/${id}/messages`, headers: adminAuth, payload: { content: 'Live answer' } });
    await Promise.race([got, new Promise((_, reject) => setTimeout(() => reject(new Error('no event within 2 s')), 2000))]);
    controller.abort();
    const data = JSON.parse(text.split('event: message\ndata: ')[1].split('\n')[0]) as Msg;
    assert.equal(data.content, 'Live answer');
    assert.equal(data.mine, false);
  });
});
