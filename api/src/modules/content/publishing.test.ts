// The back office's content (issue 56) against the real api and database: promotions and banners written in English
// and Bangla, with an uploaded image served to everyone (and nothing private served with it); a draft seen by nobody;
// a publication scheduled ahead appears by itself when due (each process forgets its answers then) and its bonus is
// not claimable before; taken down at once; bad input refused with nothing written; managers only; audited. And an
// inbox message scheduled ahead reaches the player when due.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, desc, eq } from 'drizzle-orm';
import { auditLog, promotions, receiptFiles } from '../../db/schema/index.js';
import { adminAuth, json, makeTestApp, multipart, newPlayer, signedInOperator, verifiedPlayer, type TestApp } from '../../test/helpers.js';
import { BANNER, PNG, PROMOTION } from '../../test/fixtures.js';

interface Promo {
  id: number;
  name: string;
  bn?: { name?: string; desc?: string; tag?: string };
}
interface AdminPromo extends Promo {
  showing: string;
  publish_at: string | null;
}

const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
/**
 * How far ahead each test schedules: time for its checks before (a slow CI host took over 2.5 s for a deposit and a
 * list), then it waits until the time has passed.
 */
const AHEAD = 8000;
/** Waits until the instant `at` has passed (and a little more). */
const due = (at: string) => new Promise((r) => setTimeout(r, Math.max(0, Date.parse(at) - Date.now()) + 300));

describe('content the back office publishes', () => {
  let t: TestApp;
  let boss: Record<string, string>;
  let care: Record<string, string>;
  before(async () => {
    t = await makeTestApp();
    boss = await signedInOperator(t, 'boss', 'manager', adminAuth, 'a long operator password');
    care = await signedInOperator(t, 'care', 'support', boss, 'another long operator password');
  });
  after(async () => t.close());

  const save = (body: Record<string, unknown>, as = boss) => t.app.inject({ method: 'POST', url: '/api/admin/promotions', headers: as, payload: body });
  const shown = async () => json<{ data: Promo[] }>(await t.app.inject('/api/promotion')).data;
  /** A deposit claiming the promotion, as the deposit form sends it. */
  const claim = async (promotionId: number) => {
    const p = await verifiedPlayer(t);
    const channels = json<{ data: { id: number; account_type: string }[] }>(await t.app.inject('/api/showpayment-menthod?name=bKash')).data;
    const body = multipart({
      account_number: p.phone,
      transaction_id: `TRX${Math.random().toString(36).slice(2, 10)}`,
      amount: '1000',
      payment_id: String(channels.find((c) => c.account_type === 'Agent')!.id),
      promotion_id: String(promotionId),
    });
    return t.app.inject({ method: 'POST', url: '/api/submit-deposit', payload: body.payload, headers: { ...p.auth, ...body.headers } });
  };
  const promotionCount = async () => Number((await t.database.db.select({ n: count() }).from(promotions))[0].n);

  it('managers only: support is refused, no token is 401', async () => {
    assert.equal((await t.app.inject({ url: '/api/admin/content' })).statusCode, 401);
    assert.equal((await t.app.inject({ url: '/api/admin/content', headers: care })).statusCode, 403);
    assert.equal((await save(PROMOTION, care)).statusCode, 403);
    assert.equal((await t.app.inject({ url: '/api/admin/content', headers: boss })).statusCode, 200);
  });

  it('an uploaded image is served to everyone for a year; a receipt never is; a file that is no image is refused', async () => {
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      ...withAuth(multipart({}, [{ name: 'a.png', type: 'image/png', data: PNG }]), boss),
    });
    assert.equal(up.statusCode, 200, up.body);
    const url = json<{ data: { url: string } }>(up).data.url;
    assert.match(url, /^\/api\/images\/[0-9a-f]{24}\.png$/);
    const img = await t.app.inject(url);
    assert.equal(img.statusCode, 200);
    assert.equal(img.headers['content-type'], 'image/png');
    assert.match(String(img.headers['cache-control']), /immutable/);
    assert.deepEqual(img.rawPayload, PNG);
    // a receipt (private) under the same store is not served by the public route
    await t.database.db.insert(receiptFiles).values({ name: 'abcdefabcdefabcdefabcdef.png', contentType: 'image/png', data: PNG });
    assert.equal((await t.app.inject('/api/images/abcdefabcdefabcdefabcdef.png')).statusCode, 404);
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      ...withAuth(multipart({}, [{ name: 'a.png', type: 'image/png', data: Buffer.from('<svg onload=alert(1)>') }]), boss),
    });
    assert.equal(text.statusCode, 400);
    assert.equal(json(text).message, 'The image must be a PNG, JPEG, GIF or WebP of at most 2 MB.');
  });

  it('a draft is seen by nobody: not listed, not by id, its bonus not claimable; the desk sees it as hidden; audited', async () => {
    const res = await save({ ...PROMOTION, name: 'Draft Reload', status: 'draft' });
    assert.equal(res.statusCode, 200, res.body);
    const draft = json<{ data: AdminPromo }>(res).data;
    assert.equal(draft.showing, 'hidden');
    assert.ok(!(await shown()).some((p) => p.id === draft.id));
    assert.equal((await t.app.inject(`/api/promotions/${draft.id}`)).statusCode, 404);
    const dep = await claim(draft.id);
    assert.equal(dep.statusCode, 400, dep.body);
    assert.equal(json(dep).message, 'This promotion is not available.');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `promotion:${draft.id}`))
      .orderBy(desc(auditLog.id));
    assert.equal(row.action, 'promotion.create');
    assert.equal(row.actor, 'boss');
  });

  it('scheduled: unseen and unclaimable until its time, then on show in both languages by itself; taken down at once', async () => {
    const res = await save({ ...PROMOTION, publish_at: soon(AHEAD) });
    assert.equal(res.statusCode, 200, res.body);
    const promo = json<{ data: AdminPromo }>(res).data;
    assert.equal(promo.showing, 'scheduled');
    assert.ok(!(await shown()).some((p) => p.id === promo.id), 'not before its time');
    const early = await claim(promo.id);
    assert.equal(early.statusCode, 400, early.body);
    await due(promo.publish_at!);
    // no change was written meanwhile: the answer held in memory was forgotten at the publication time
    const on = (await shown()).find((x) => x.id === promo.id);
    assert.ok(on, 'on show once due');
    assert.deepEqual(on.bn, { name: PROMOTION.name_bn, desc: PROMOTION.desc_bn, tag: PROMOTION.tag_bn });
    const claimed = await claim(promo.id);
    assert.equal(claimed.statusCode, 200, claimed.body);
    const listed = json<{ data: { promotions: AdminPromo[] } }>(await t.app.inject({ url: '/api/admin/content', headers: boss })).data.promotions;
    assert.equal(listed.find((x) => x.id === promo.id)?.showing, 'on show');
    // saved again unchanged: its publication time (now past) stands
    const again = await save({ ...PROMOTION, id: promo.id, publish_at: promo.publish_at, status: 'inactive' });
    assert.equal(again.statusCode, 200, again.body);
    assert.ok(!(await shown()).some((x) => x.id === promo.id), 'taken down at once');
  });

  it('bad input is a 400 with its sentence and nothing written', async () => {
    const before = await promotionCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ deposit_bouns: 500 }, 'The bonus must be a whole percent from 0 to 200.'],
      [{ turnover: 0 }, 'The turnover must be a whole number from 1 to 50.'],
      [{ end_date: '2020-01-01' }, 'The end date must be on or after the start date (YYYY-MM-DD).'],
      [{ category: 3 }, 'Choose a category.'],
      [{ publish_at: '2020-01-01T00:00:00Z' }, 'A publication time must be a time within the next 90 days.'],
      [{ publish_at: 'tomorrow' }, 'A publication time must be a time within the next 90 days.'],
      [{ thumbnail: 'https://evil.example/x.png' }, 'Upload an image first (PNG, JPEG, GIF or WebP, at most 2 MB).'],
      [{ name: ' ' }, 'A name of 3 to 100 characters is required.'],
    ];
    for (const [change, message] of cases) {
      const res = await save({ ...PROMOTION, ...change });
      assert.equal(res.statusCode, 400, `${JSON.stringify(change)}: ${res.body}`);
      assert.equal(json(res).message, message);
    }
    assert.equal((await save({ ...PROMOTION, id: 999999 })).statusCode, 404);
    assert.equal(await promotionCount(), before);
  });

  it('a banner scheduled ahead joins its row by itself when due, with its Bangla name; a bad link is refused', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/admin/banners', headers: boss, payload: { ...BANNER, link: 'javascript:alert(1)' } });
    assert.equal(bad.statusCode, 400);
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/banners', headers: boss, payload: { ...BANNER, publish_at: soon(AHEAD) } });
    assert.equal(res.statusCode, 200, res.body);
    const id = json<{ data: { id: number; showing: string } }>(res).data.id;
    const main = async () => json<{ data: { main: { id: number; bn?: { name?: string } }[] } }>(await t.app.inject('/api/sliders')).data.main;
    assert.ok(!(await main()).some((b) => b.id === id));
    await due(json<{ data: { publish_at: string } }>(res).data.publish_at);
    assert.equal((await main()).find((b) => b.id === id)?.bn?.name, BANNER.name_bn);
  });

  it('a system notice scheduled ahead replaces the notice by itself when due, in both languages; audited', async () => {
    const general = async () => json<{ data: { system_notice: string; bn?: { system_notice?: string } } }>(await t.app.inject('/api/general')).data;
    const before = await general();
    const schedule = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/admin/notice/schedule', headers: boss, payload: body });
    assert.equal((await schedule({ system_notice: 'x', publish_at: '2020-01-01T00:00:00Z' })).statusCode, 400);
    assert.equal((await schedule({ system_notice: '', publish_at: soon(60_000) })).statusCode, 400);
    const res = await schedule({ system_notice: '<p>Eid offers all week</p>', system_notice_bn: '<p>সারা সপ্তাহ ঈদ অফার</p>', publish_at: soon(AHEAD) });
    assert.equal(res.statusCode, 200, res.body);
    const waiting = json<{ data: { system_notice: string; publish_at: string } }>(
      await t.app.inject({ url: '/api/admin/notice/schedule', headers: boss }),
    ).data;
    assert.equal(waiting.system_notice, '<p>Eid offers all week</p>');
    assert.equal((await general()).system_notice, before.system_notice, 'not before its time');
    await due(waiting.publish_at);
    const after = await general();
    assert.equal(after.system_notice, '<p>Eid offers all week</p>');
    assert.equal(after.bn?.system_notice, '<p>সারা সপ্তাহ ঈদ অফার</p>');
    assert.equal(json<{ data: unknown }>(await t.app.inject({ url: '/api/admin/notice/schedule', headers: boss })).data, null);
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'notice.schedule')).orderBy(desc(auditLog.id)).limit(1);
    assert.equal(row.actor, 'boss');
  });

  it('an inbox message scheduled ahead reaches the player when due, not before', async () => {
    const p = await newPlayer(t.app);
    const inbox = async () => json<{ data: { data: { title: string }[] } }>(await t.app.inject({ url: '/api/inbox', headers: p.auth })).data.data;
    const sendAt = soon(AHEAD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inbox',
      headers: boss,
      payload: { username: p.username, title: 'Friday cashback', message: 'Your cashback is in.', send_at: sendAt },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(await inbox(), []);
    await due(sendAt);
    assert.deepEqual(
      (await inbox()).map((m) => m.title),
      ['Friday cashback'],
    );
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/admin/inbox',
      headers: boss,
      payload: { username: p.username, title: 'x', message: 'y', send_at: '2020-01-01T00:00:00Z' },
    });
    assert.equal(late.statusCode, 400);
  });
});

/** A multipart body with the operator's token beside its content type. */
function withAuth(form: { payload: Buffer; headers: Record<string, string> }, auth: Record<string, string>) {
  return { payload: form.payload, headers: { ...auth, ...form.headers } };
}
