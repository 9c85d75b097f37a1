// Every back-office list answers in pages with the count of them all (issue 52: "paging and counts on every list"):
// the queue oldest first, the audit log newest first and filtered, the waiting approvals without the expired ones,
// the operators and the player search; a page past the end is empty with the same count, a page that is not a
// number is refused with nothing read.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { LIST_PAGE_SIZE } from '@bet/shared/contract';
import { approvals, auditLog, operators, players } from '../../db/schema/index.js';
import { insertTransaction } from '../funds/store.js';
import { adminAuth, json, makeTestApp, newPlayer, signedInOperator, type TestApp } from '../../test/helpers.js';

interface Page<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

describe('back-office lists', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  const get = async <T>(url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: boss });
    assert.equal(res.statusCode, 200, res.body);
    return json<Page<T>>(res);
  };

  before(async () => {
    t = await makeTestApp();
    boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
  });
  after(async () => t.close());

  it('the queue: pending requests oldest first; the decided ones newest first, a page at a time, with the count', async () => {
    const p = await newPlayer(t.app);
    const [{ id: playerId }] = await t.database.db.select({ id: players.id }).from(players).where(eq(players.username, p.username));
    const made: number[] = [];
    for (let i = 0; i < LIST_PAGE_SIZE + 5; i++) {
      const tx = await insertTransaction(t.database.db, { playerId, action: 'deposit', amountPoisha: 10_000 + i, accountNumber: '01700000000', status: 1 });
      made.push(tx.id);
    }
    const newest = [...made].reverse();
    const first = await get<{ id: number }>('/api/admin/transactions?status=success');
    assert.deepEqual([first.page, first.per_page, first.total, first.data.length], [1, LIST_PAGE_SIZE, LIST_PAGE_SIZE + 5, LIST_PAGE_SIZE]);
    assert.deepEqual(
      first.data.map((r) => r.id),
      newest.slice(0, LIST_PAGE_SIZE),
    );
    const second = await get<{ id: number }>('/api/admin/transactions?status=success&page=2');
    assert.deepEqual(
      second.data.map((r) => r.id),
      newest.slice(LIST_PAGE_SIZE),
    );
    const past = await get('/api/admin/transactions?status=success&page=9');
    assert.deepEqual([past.data.length, past.total], [0, LIST_PAGE_SIZE + 5]);
    // the pending ones: the queue's order, oldest first
    const deposit = await insertTransaction(t.database.db, { playerId, action: 'deposit', amountPoisha: 5_000, accountNumber: '01700000000' });
    const withdrawal = await insertTransaction(t.database.db, { playerId, action: 'withdraw', amountPoisha: 5_000, accountNumber: '01700000000' });
    const pending = await get<{ id: number }>('/api/admin/transactions?status=pending');
    assert.deepEqual(
      pending.data.map((r) => r.id),
      [deposit.id, withdrawal.id],
    );
    assert.equal(pending.total, 2);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/transactions?page=0', headers: boss });
    assert.equal(bad.statusCode, 400);
    assert.equal(json(bad).message, 'The page must be a number.');
  });

  it('the audit log: newest first, filtered, counted by its filter', async () => {
    await t.database.db
      .insert(auditLog)
      .values(Array.from({ length: 60 }, (_, i) => ({ actor: 'boss', role: 'manager', ip: '127.0.0.1', action: 'test.paging', target: `row ${i}` })));
    const first = await get<{ target: string }>('/api/admin/audit?action=test.paging');
    assert.equal(first.total, 60);
    assert.equal(first.data[0].target, 'row 59');
    const second = await get<{ target: string }>('/api/admin/audit?action=test.paging&page=2');
    assert.deepEqual(
      second.data.map((r) => r.target),
      Array.from({ length: 10 }, (_, i) => `row ${9 - i}`),
    );
    assert.ok((await get('/api/admin/audit')).total > 60, 'unfiltered: every row counted');
  });

  it('the waiting approvals: oldest first, counted without the expired ones', async () => {
    const [{ id: by }] = await t.database.db.select({ id: operators.id }).from(operators).where(eq(operators.username, 'boss'));
    const old = new Date(Date.now() - 25 * 3_600_000);
    await t.database.db
      .insert(approvals)
      .values([
        { kind: 'player.adjust', target: 'expired one', amountPoisha: 1, payload: {}, requestedBy: by, createdAt: old },
        ...Array.from({ length: 3 }, (_, i) => ({ kind: 'player.adjust', target: `live ${i}`, amountPoisha: 1, payload: {}, requestedBy: by })),
      ]);
    const list = await get<{ target: string }>('/api/admin/approvals');
    assert.equal(list.total, 3);
    assert.deepEqual(
      list.data.map((a) => a.target),
      ['live 0', 'live 1', 'live 2'],
    );
  });

  it('the operators, the player search and the support chats are counted too', async () => {
    const team = await get<{ username: string }>('/api/admin/operators');
    assert.deepEqual([team.total, team.data[0].username], [1, 'boss']);
    const a = await newPlayer(t.app, { username: 'pagerone' });
    await newPlayer(t.app, { username: 'pagertwo' });
    const found = await get<{ username: string }>('/api/admin/players?q=pager');
    assert.equal(found.total, 2);
    assert.equal(found.data[0].username, a.username);
    const chats = await get('/api/admin/chats');
    assert.deepEqual([chats.page, chats.per_page, chats.total], [1, LIST_PAGE_SIZE, 0]);
  });
});
