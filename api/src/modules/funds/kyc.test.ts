// Identity checks (issue 56) against the real api and database: the upload's checks (type, count, the document) with
// nothing written on a refusal; one pending check at a time; the desk's queue with the photos, approve and reject
// (with the reason the player reads), once, audited, by finance and managers only; and the withdrawal rule: above
// 10,000 or from the third withdrawal on, an approved check first.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, kycDocuments, players } from '../../db/schema/index.js';
import { adminAuth, json, makeTestApp, multipart, signedInOperator, verifiedPlayer, type TestApp } from '../../test/helpers.js';
import { PNG } from '../../test/fixtures.js';

type P = Awaited<ReturnType<typeof verifiedPlayer>>;
interface Kyc {
  status: string;
  document_type: string | null;
  reason: string | null;
}
/** A JPEG's first bytes: what a phone's camera sends (and a 1x1 PNG: test/fixtures.ts). */
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 1)]);

describe('identity checks', () => {
  let t: TestApp;
  let money: Record<string, string>;
  let care: Record<string, string>;
  let bkashAgent: number;
  before(async () => {
    t = await makeTestApp();
    const boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    money = await signedInOperator(t, 'money', 'finance', boss, 'a third long operator password');
    care = await signedInOperator(t, 'care', 'support', boss, 'a fourth long operator password');
    const channels = json<{ data: { id: number; account_type: string }[] }>(await t.app.inject('/api/showpayment-menthod?name=bKash')).data;
    bkashAgent = channels.find((c) => c.account_type === 'Agent')!.id;
  });
  after(async () => t.close());

  const kyc = async (p: P) => json<{ data: Kyc }>(await t.app.inject({ url: '/api/user/kyc', headers: p.auth })).data;
  const upload = (p: P, fields: Record<string, string>, files: { name: string; type: string; data: Buffer }[]) => {
    const body = multipart(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/user/kyc', payload: body.payload, headers: { ...p.auth, ...body.headers } });
  };
  const front = { name: 'front.png', type: 'image/png', data: PNG };
  const back = { name: 'back.jpg', type: 'image/jpeg', data: JPEG };
  /** A verified player with a birthday and `taka` to withdraw (no deposit: no turnover owed). */
  const ready = async (taka: number) => {
    const p = await verifiedPlayer(t);
    await t.database.db.update(players).set({ dofb: '1990-01-01' }).where(eq(players.usernameLower, p.username.toLowerCase()));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/players/${p.username}/adjust`,
      headers: adminAuth,
      payload: { amount: String(taka), note: 'funding for a test' },
    });
    return p;
  };
  const withdraw = (p: P, amount: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/submit-withdraw',
      headers: p.auth,
      payload: { account_number: p.phone, amount, payment_id: bkashAgent, provider: 'bKash' },
    });
  const pendingOf = async (username: string) => {
    const res = await t.app.inject({ url: '/api/admin/kyc', headers: money });
    assert.equal(res.statusCode, 200, res.body);
    return json<{ data: { id: number; username: string; files: string[]; document_type: string }[] }>(res).data.find((r) => r.username === username);
  };
  const expect = (res: Awaited<ReturnType<typeof withdraw>>, status: number, message: string) => {
    assert.equal(res.statusCode, status, res.body);
    assert.equal(json<{ message: string }>(res).message, message);
  };

  it('the upload: a document type, one or two images of at most 5 MB; a refusal writes nothing', async () => {
    const p = await ready(100);
    assert.equal((await t.app.inject({ url: '/api/user/kyc' })).statusCode, 401);
    assert.deepEqual(await kyc(p), { status: 'none', document_type: null, reason: null, submitted_at: null, decided_at: null });
    expect(await upload(p, { document_type: 'nid' }, []), 400, 'Upload the front of your document, and its back if it has one.');
    expect(await upload(p, { document_type: 'nid' }, [front, back, front]), 400, 'Upload the front of your document, and its back if it has one.');
    expect(
      await upload(p, { document_type: 'nid' }, [{ name: 'id.txt', type: 'text/plain', data: Buffer.from('not an image') }]),
      400,
      'Upload photos of your document: PNG, JPEG or WebP, at most 5 MB each.',
    );
    expect(await upload(p, { document_type: 'library card' }, [front]), 400, 'Choose the type of document.');
    const big = { name: 'big.png', type: 'image/png', data: Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]) };
    expect(await upload(p, { document_type: 'nid' }, [big]), 413, 'Upload photos of your document: PNG, JPEG or WebP, at most 5 MB each.');
    assert.equal((await kyc(p)).status, 'none');
    const ok = await upload(p, { document_type: 'nid' }, [front, back]);
    expect(ok, 200, 'Documents received. We will check them shortly.');
    assert.equal(json<{ data: Kyc }>(ok).data.status, 'pending');
    expect(await upload(p, { document_type: 'passport' }, [front]), 409, 'Your documents are being checked, or your identity is already verified.');
  });

  it('the desk: finance and managers see the photos, reject with a reason the player reads, approve once; audited', async () => {
    const p = await ready(100);
    assert.equal((await upload(p, { document_type: 'passport' }, [front])).statusCode, 200);
    assert.equal((await t.app.inject({ url: '/api/admin/kyc', headers: care })).statusCode, 403);
    const row = await pendingOf(p.username);
    assert.ok(row);
    assert.equal(row.document_type, 'passport');
    assert.equal(row.files.length, 1);
    const photo = await t.app.inject({ url: new URL(row.files[0]).pathname, headers: money });
    assert.equal(photo.statusCode, 200);
    assert.equal(photo.headers['content-type'], 'image/png');
    assert.deepEqual(photo.rawPayload, PNG);
    const reject = (reason: string, as = money) => t.app.inject({ method: 'POST', url: `/api/admin/kyc/${row.id}/reject`, headers: as, payload: { reason } });
    expect(await reject('no'), 400, 'A reason the player will read is required (at least 5 characters).');
    assert.equal((await reject('The photo is blurred', care)).statusCode, 403);
    assert.equal((await reject('The photo is blurred: take it again in daylight')).statusCode, 200);
    assert.equal((await reject('again')).statusCode, 404);
    assert.deepEqual(await kyc(p), { ...(await kyc(p)), status: 'rejected', reason: 'The photo is blurred: take it again in daylight' });
    // uploaded again, approved
    assert.equal((await upload(p, { document_type: 'passport' }, [front])).statusCode, 200);
    const second = await pendingOf(p.username);
    assert.ok(second && second.id !== row.id);
    const approve = () => t.app.inject({ method: 'POST', url: `/api/admin/kyc/${second.id}/approve`, headers: money });
    assert.equal((await approve()).statusCode, 200);
    assert.equal((await approve()).statusCode, 404);
    assert.equal((await kyc(p)).status, 'approved');
    expect(await upload(p, { document_type: 'nid' }, [front]), 409, 'Your documents are being checked, or your identity is already verified.');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, p.username)));
    assert.deepEqual(
      audits.map((a) => [a.action, a.actor]).filter(([a]) => a.startsWith('kyc.')),
      [
        ['kyc.reject', 'money'],
        ['kyc.approve', 'money'],
      ],
    );
  });

  it('a withdrawal above 10,000, or the third, needs an approved check; with it, both go ahead', async () => {
    const p = await ready(20_000);
    expect(await withdraw(p, '10000.01'), 403, 'Please verify your identity on your profile page before this withdrawal.');
    // two smaller ones go ahead (each paid before the next)
    for (let i = 0; i < 2; i++) {
      const ok = await withdraw(p, '600');
      assert.equal(ok.statusCode, 200, ok.body);
      const [{ id }] = json<{ data: { id: number; action: string; key: number }[] }>(
        await t.app.inject({ url: '/api/transaction/show', headers: p.auth }),
      ).data.filter((x) => x.action === 'withdraw' && x.key === 0);
      assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/transactions/${id}/approve`, headers: adminAuth })).statusCode, 200);
    }
    expect(await withdraw(p, '600'), 403, 'Please verify your identity on your profile page before this withdrawal.');
    assert.equal((await upload(p, { document_type: 'nid' }, [front, back])).statusCode, 200);
    // pending is not approved
    expect(await withdraw(p, '600'), 403, 'Please verify your identity on your profile page before this withdrawal.');
    const row = await pendingOf(p.username);
    assert.equal((await t.app.inject({ method: 'POST', url: `/api/admin/kyc/${row!.id}/approve`, headers: money })).statusCode, 200);
    assert.equal((await withdraw(p, '600')).statusCode, 200);
    const [k] = await t.database.db.select().from(kycDocuments).where(eq(kycDocuments.id, row!.id));
    assert.equal(k.decidedBy, 'money');
  });
});
