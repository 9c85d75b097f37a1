// Player care (issue 56): notes and tags on a player. Every role may write a note (kept as written, newest first on
// the player's page) and set the tags; each is audited; bad input is refused with nothing written; a player's own
// token is no operator's; two operators saving tags at once land one after the other.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { admin } from '@bet/shared/contract';
import { auditLog, playerNotes, players, playerTags, sessions } from '../../db/schema/index.js';
import { insertTransaction } from '../funds/store.js';
import { adminAuth, json, makeTestApp, newPlayer, signedInOperator, type TestApp } from '../../test/helpers.js';

interface View {
  notes: { id: number; author: string; body: string; created_at: string }[];
  tags: string[];
}

describe('player care: notes and tags', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  let desk: Record<string, string>;
  let player: { username: string; auth: Record<string, string> };
  const view = async (as = boss) => json<{ data: View }>(await t.app.inject({ url: `/api/admin/players/${player.username}`, headers: as })).data;
  const note = (body: unknown, as = boss) =>
    t.app.inject({ method: 'POST', url: `/api/admin/players/${player.username}/notes`, headers: as, payload: { body } });
  const tags = (list: unknown, as = boss) =>
    t.app.inject({ method: 'POST', url: `/api/admin/players/${player.username}/tags`, headers: as, payload: { tags: list } });
  const written = async () => ({
    notes: (await t.database.db.select().from(playerNotes)).length,
    tags: (await t.database.db.select().from(playerTags)).length,
    audit: (await t.database.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0]?.id ?? 0,
  });

  before(async () => {
    t = await makeTestApp();
    boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    desk = await signedInOperator(t, 'desk', 'support', boss, 'another long operator password');
    player = await newPlayer(t.app);
  });
  after(async () => t.close());

  it('a support operator writes a note: on the player page newest first, with its author, audited', async () => {
    const first = await note('Called about a late deposit; asked for the TrxID.', desk);
    assert.equal(first.statusCode, 200, first.body);
    const second = await note('  Promised a callback tomorrow.  ', boss);
    assert.equal(json<{ data: { body: string } }>(second).data.body, 'Promised a callback tomorrow.');
    const v = await view(desk);
    assert.deepEqual(
      v.notes.map((n) => [n.author, n.body]),
      [
        ['boss', 'Promised a callback tomorrow.'],
        ['desk', 'Called about a late deposit; asked for the TrxID.'],
      ],
    );
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'player.note')).orderBy(auditLog.id).limit(1);
    assert.deepEqual([row.actor, row.target], ['desk', player.username]);
    assert.equal((row.after as { body: string }).body, 'Called about a late deposit; asked for the TrxID.');
  });

  it('tags are set as a list, kept sorted, audited with before and after; any role may set them', async () => {
    const res = await tags(['vip', 'bonus-watch'], desk);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(json<{ data: { tags: string[] } }>(res).data.tags, ['bonus-watch', 'vip']);
    assert.deepEqual((await view()).tags, ['bonus-watch', 'vip']);
    assert.equal((await tags(['vip'])).statusCode, 200);
    assert.deepEqual((await view()).tags, ['vip']);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'player.tags')).orderBy(desc(auditLog.id)).limit(1);
    assert.deepEqual([row.before, row.after], [{ tags: ['bonus-watch', 'vip'] }, { tags: ['vip'] }]);
  });

  it('bad input is refused with the sentence and nothing is written', async () => {
    const before = await written();
    const cases: [Awaited<ReturnType<typeof note>>, string][] = [
      [await note(''), admin.NOTE_MSG],
      [await note('   '), admin.NOTE_MSG],
      [await note('x'.repeat(admin.NOTE_MAX + 1)), admin.NOTE_MSG],
      [await tags(['VIP']), admin.TAG_MSG],
      [await tags(['-vip']), admin.TAG_MSG],
      [await tags(['vip', 'vip']), admin.TAGS_MSG],
      [await tags(Array.from({ length: admin.PLAYER_TAGS_MAX + 1 }, (_, i) => `tag${i}`)), admin.TAGS_MSG],
    ];
    for (const [res, message] of cases) {
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(json<{ message: string }>(res).message, message);
    }
    // an unknown player, and a player's own token (no operator's), before any input is read
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/admin/players/nobody123/notes', headers: boss, payload: { body: 'x' } })).statusCode, 404);
    assert.equal((await note('a note', player.auth)).statusCode, 401);
    assert.equal((await tags([], player.auth)).statusCode, 401);
    assert.deepEqual(await written(), before);
  });

  it('search finds a player by an email prefix, a TrxID of theirs (any case) and an address they signed in from; LIKE characters are themselves', async () => {
    const found = async (q: string) =>
      json<{ data: { username: string }[]; total: number }>(
        await t.app.inject({ url: `/api/admin/players?q=${encodeURIComponent(q)}`, headers: desk }),
      ).data.map((r) => r.username);
    const [row] = await t.database.db.select().from(players).where(eq(players.username, player.username));
    await insertTransaction(t.database.db, { playerId: row.id, action: 'deposit', amountPoisha: 10_000, accountNumber: '01700000000', trxId: 'TRX-9QZ77A' });
    assert.deepEqual(await found(row.email!.split('@')[0].toUpperCase()), [player.username]);
    assert.deepEqual(await found(row.email!), [player.username]);
    assert.deepEqual(await found('trx-9qz77a'), [player.username]);
    assert.deepEqual(await found('TRX-9QZ77'), []);
    // the address a player signed in from (every account behind it), IPv4 and IPv6, as the sessions keep it
    await t.database.db.update(sessions).set({ ip: '203.0.113.77' }).where(eq(sessions.playerId, row.id));
    assert.deepEqual(await found('203.0.113.77'), [player.username]);
    assert.deepEqual(await found('203.0.113.7'), []);
    await t.database.db.update(sessions).set({ ip: '2001:db8::5' }).where(eq(sessions.playerId, row.id));
    assert.deepEqual(await found('2001:DB8::5'), [player.username]);
    // an underscore is an underscore (no player's email holds one here)
    assert.deepEqual(await found(`${row.email!.slice(0, 3)}_`), []);
    // and what the search cannot take is refused with its sentence
    const bad = await t.app.inject({ url: `/api/admin/players?q=${encodeURIComponent('a%')}`, headers: desk });
    assert.deepEqual([bad.statusCode, json<{ message: string }>(bad).message], [400, admin.SEARCH_MSG]);
  });

  it("a player's whole conversation stays on their page for the desk, answered or not, newest first; finance is refused", async () => {
    const chatId = json<{ chat: { id: number } }>(
      await t.app.inject({ method: 'POST', url: '/api/chats', headers: player.auth, payload: { user_one_id: 'x', user_two_id: 'support' } }),
    ).chat.id;
    const say = async (content: string) =>
      assert.equal((await t.app.inject({ method: 'POST', url: '/api/messages', headers: player.auth, payload: { chat_id: chatId, content } })).statusCode, 200);
    await say('Where is my deposit?');
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chats/${chatId}/messages`,
      headers: desk,
      payload: { content: 'It is credited now.' },
    });
    assert.equal(answered.statusCode, 200, answered.body);
    await say('Thank you!');
    // answered: no longer in the waiting queue, still in the player's history
    const history = json<{ data: { sender: string; content: string }[]; total: number }>(
      await t.app.inject({ url: `/api/admin/players/${player.username}/chat`, headers: desk }),
    );
    assert.deepEqual(
      history.data.map((m) => [m.sender, m.content]),
      [
        ['player', 'Thank you!'],
        ['support', 'It is credited now.'],
        ['player', 'Where is my deposit?'],
      ],
    );
    assert.equal(history.total, 3);
    const finance = await signedInOperator(t, 'cashier', 'finance', boss, 'a third long operator password');
    assert.equal((await t.app.inject({ url: `/api/admin/players/${player.username}/chat`, headers: finance })).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/admin/players/nobody123/chat', headers: desk })).statusCode, 404);
  });

  it('an inbox message in both languages: the player receives its Bangla beside the English; without it, none', async () => {
    const send = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/inbox', headers: desk, payload });
    const both = await send({ username: player.username, title: 'Weekend cashback', message: '10% back', title_bn: 'সাপ্তাহিক ক্যাশব্যাক', message_bn: ' ' });
    assert.equal(both.statusCode, 200, both.body);
    assert.equal((await send({ username: player.username, title: 'English only', message: 'Just English' })).statusCode, 200);
    const inbox = json<{ data: { data: { title: string; bn?: { title?: string; message?: string } }[] } }>(
      await t.app.inject({ url: '/api/inbox?page=1', headers: player.auth }),
    ).data.data;
    // newest first: the English-only one has no Bangla; the other its Bangla title (an empty Bangla message is none)
    assert.deepEqual(
      inbox.slice(0, 2).map((m) => [m.title, m.bn ?? null]),
      [
        ['English only', null],
        ['Weekend cashback', { title: 'সাপ্তাহিক ক্যাশব্যাক' }],
      ],
    );
    // a Bangla field too long is refused, nothing sent
    const long = await send({ username: player.username, title: 'T', message: 'M', message_bn: 'ব'.repeat(6000) });
    assert.equal(long.statusCode, 400, long.body);
  });

  it('an operator imposes a break: stricter only, the player is out at once and cannot log in, audited with the reason', async () => {
    const out = await newPlayer(t.app);
    const impose = (payload: Record<string, unknown>, as = desk) =>
      t.app.inject({ method: 'POST', url: `/api/admin/players/${out.username}/exclusion`, headers: as, payload });
    // bad input and the wrong role first: nothing written, the player still in
    const cashier = await signedInOperator(t, 'teller', 'finance', boss, 'a fourth long operator password');
    const before = await written();
    assert.equal((await impose({ length: '3d', reason: 'too long a night' })).statusCode, 400);
    assert.equal((await impose({ length: '7d', reason: '  ' })).statusCode, 400);
    assert.equal((await impose({ length: '7d', reason: 'Asked on the phone' }, cashier)).statusCode, 403);
    assert.equal((await impose({ length: '7d', reason: 'Asked on the phone' }, out.auth)).statusCode, 401);
    assert.deepEqual(await written(), before);
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: out.auth })).statusCode, 200);

    const week = await impose({ length: '7d', reason: 'Asked on the phone to stop for a week' });
    assert.equal(week.statusCode, 200, week.body);
    const until = json<{ data: { excluded_until: string } }>(week).data.excluded_until;
    assert.ok(Math.abs(Date.parse(until) - Date.now() - 7 * 24 * 3_600_000) < 60_000);
    // the player's session has ended, and a login is refused while it lasts
    assert.equal((await t.app.inject({ method: 'POST', url: '/api/balance', headers: out.auth })).statusCode, 401);
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: out.username, password: out.password } });
    assert.notEqual(login.statusCode, 200, login.body);
    // a shorter one later never shortens it
    const day = await impose({ length: '24h', reason: 'again' }, boss);
    assert.equal(json<{ data: { excluded_until: string } }>(day).data.excluded_until, until);
    // the player's page shows who imposed it; the audit log has the reason
    const v = json<{ data: { responsible: { excluded_until: string; breaks: { imposed_by: string | null }[] } } }>(
      await t.app.inject({ url: `/api/admin/players/${out.username}`, headers: boss }),
    ).data.responsible;
    assert.equal(v.excluded_until, until);
    assert.deepEqual(
      v.breaks.map((b) => b.imposed_by),
      ['boss', 'desk'],
    );
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'player.exclusion')).orderBy(auditLog.id).limit(1);
    assert.deepEqual([row.actor, (row.after as { reason: string }).reason], ['desk', 'Asked on the phone to stop for a week']);
  });

  it('two operators saving tags at once: both land, one after the other, and the last list is what the player carries', async () => {
    const answers = await Promise.all([tags(['a', 'b'], boss), tags(['c'], desk), tags(['d', 'e', 'f'], boss)]);
    assert.deepEqual(
      answers.map((r) => r.statusCode),
      [200, 200, 200],
    );
    const now = (await view()).tags;
    assert.ok(
      [['a', 'b'], ['c'], ['d', 'e', 'f']].some((list) => JSON.stringify(list) === JSON.stringify(now)),
      now.join(','),
    );
  });
});
