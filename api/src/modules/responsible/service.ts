// Responsible gaming (issue 33): the player's own limits, reality check and breaks, and the checks every money call
// makes in its own transaction: a deposit against the deposit limits, a bet or a round against the loss limits, the
// reality check and the session limit, anything against a break in force. Times are JavaScript's clock (a test can
// freeze it); sums come from the transactions and the ledger.
import {
  PERIOD_WORD,
  RG_BREAKS,
  RG_MSG,
  RG_PERIODS,
  RG_RANGES,
  RG_RULES,
  RG_TEMPLATES,
  type RgBreak,
  type RgLimitKind,
  type RgPeriod,
  type RgStatus,
} from '@bet/shared/contract';
import { formatMoney } from '@bet/shared/format';
import { formatUntil, inZone, periodStart, zoneOf } from '@bet/shared/time';
import type { Db, DbOrTx } from '../../db/client.js';
import { verifyPassword } from '../../lib/crypto.js';
import { badRequest, HttpError, templated } from '../../lib/errors.js';
import { checkForm, parsePoisha, rgLimitForm } from '@bet/shared/contract';
import { toTaka } from '../../lib/money.js';
import { lockPlayer, revokeAllSessions } from '../base/service.js';
import * as store from './store.js';

export interface Who {
  id: number;
  sessionId: number;
  currency: string;
}

/** A refusal whose message has values: the answer carries the template and the values too (the client's language). */
export const rgRefusal = (status: number, key: keyof typeof RG_TEMPLATES, values: Record<string, string>): HttpError =>
  templated(status, RG_TEMPLATES[key], values);

const isMoney = (kind: RgLimitKind) => kind !== 'session';
const show = (kind: RgLimitKind, value: number | null): number | null => (value === null ? null : isMoney(kind) ? toTaka(value) : value);
const money = (poisha: number, currency: string) => formatMoney(toTaka(poisha), currency);

/** A kind and period the contract took, paired as the rules pair them (a session limit runs over `session` only). */
function kindPeriod(kind: RgLimitKind, period: RgPeriod): { kind: RgLimitKind; period: RgPeriod } {
  if (!(RG_PERIODS[kind] as readonly RgPeriod[]).includes(period)) throw badRequest(RG_MSG.kind);
  return { kind, period };
}

/** The limit asked for, in poisha or minutes; null removes it. Checked with the page's own field (rgLimitForm). */
function valueOf(kind: RgLimitKind, raw: string | number | null): number | null {
  if (raw === null || raw === '') return null;
  const { values, errors } = checkForm(rgLimitForm(kind), { value: String(raw) });
  // the sentence with its range, so the page shows it in the reader's language
  if (errors.value) throw templated(400, errors.value, isMoney(kind) ? RG_RANGES.amount() : RG_RANGES.minutes());
  return isMoney(kind) ? (parsePoisha(values.value) as number) : Number(values.value); // the field's patterns are these
}

/** The start of the period a money limit runs over, now. */
const startOf = (period: RgPeriod, currency: string, now: Date) => periodStart(period === 'session' ? 'day' : period, currency, now).toDate();

export async function statusOf(db: Db, who: Who, now = new Date()): Promise<RgStatus> {
  const p = await store.playerOf(db, who.id);
  const rows = await store.limitsOf(db, who.id);
  const limits: RgStatus['limits'] = [];
  for (const kind of ['deposit', 'loss', 'session'] as const) {
    for (const period of RG_PERIODS[kind]) {
      const row = rows.find((r) => r.kind === kind && r.period === period);
      // what is used counts only against a limit (the page shows it beside one): no sums for a player without
      let used = 0;
      if (row && kind === 'deposit') used = await store.depositsSince(db, who.id, startOf(period, who.currency, now));
      if (row && kind === 'loss')
        used = Math.max(0, (await store.exposureHeld(db, who.id)) - (await store.netSince(db, who.id, startOf(period, who.currency, now))));
      limits.push({
        kind,
        period,
        value: show(kind, row?.value ?? null),
        used: kind === 'session' ? 0 : toTaka(used),
        pending: row?.pendingFrom ? { value: show(kind, row.pendingValue ?? null), from: row.pendingFrom.toISOString() } : null,
        imposed: show(kind, row?.imposedValue ?? null),
      });
    }
  }
  const session = await store.sessionOf(db, who.sessionId);
  const started = session?.createdAt ?? now;
  const due = realityDue(started, session?.realityDueAt ?? null, p.realityMinutes);
  const changes = await store.changesOf(db, who.id);
  return {
    limits,
    reality_minutes: p.realityMinutes,
    session: {
      started_at: started.toISOString(),
      net: toTaka(await store.netSince(db, who.id, started)),
      reality_due_at: due.toISOString(),
      reality_due: due.getTime() <= now.getTime(),
    },
    exclusion:
      p.excludedUntil && p.excludedUntil > now
        ? { kind: (await store.breaksOf(db, who.id))[0]?.kind ?? 'timeout', until: p.excludedUntil.toISOString() }
        : null,
    history: changes.map((c) => ({
      at: c.createdAt.toISOString(),
      kind: c.kind,
      period: c.period,
      from: show(c.kind, c.fromValue),
      to: show(c.kind, c.toValue),
      status: c.status as 'applied' | 'pending' | 'confirmed' | 'cancelled',
    })),
  };
}

/**
 * The daily play-time limit (the `session` limit): the minutes played in the player's calendar day across logins
 * (the session `current` counted to now). While a cooling-off is in force, or once the day's play reaches the
 * limit, the refusal to send (`status`), else null. Reaching it sets the cooling-off (`cool`: not inside a
 * transaction the refusal rolls back): no login before the next day starts, nor within
 * RG_RULES.sessionCoolOffMinutes of now.
 */
export async function playTimeRefusal(
  db: DbOrTx,
  who: { playerId: number; current: number | null },
  status: number,
  {
    now = new Date(),
    cool = true,
    known,
  }: { now?: Date; cool?: boolean; known?: { minutes: number | null; cooloffUntil: Date | null; currency: string } } = {},
): Promise<HttpError | null> {
  // the limit and its cooling-off, as the caller read them already (the guard's session row), else read here
  const p = known ?? (await store.playLimitOf(db, who.playerId));
  if (!p) return null;
  const minutes = p.minutes === null ? null : Number(p.minutes);
  const refusal = (until: Date) => rgRefusal(status, 'sessionLimit', { minutes: String(minutes ?? ''), until: formatUntil(until, p.currency) });
  if (p.cooloffUntil && p.cooloffUntil > now) return refusal(p.cooloffUntil);
  if (minutes === null) return null;
  const day = periodStart('day', p.currency, now);
  if ((await store.playedMs(db, who.playerId, who.current, day.toDate(), now)) < minutes * 60_000) return null;
  const until = new Date(Math.max(day.add(1, 'day').valueOf(), now.getTime() + RG_RULES.sessionCoolOffMinutes * 60_000));
  if (cool) await store.setPlayCooloff(db, who.playerId, until);
  return refusal(until);
}

const realityDue = (started: Date, dueAt: Date | null, minutes: number) => dueAt ?? new Date(started.getTime() + minutes * 60_000);

/**
 * A lower limit (or a first one) applies at once; a higher one, or removing one, waits 24 hours and then needs the
 * player's confirmation; until then the limit in force stays. Every change is kept.
 */
export async function setLimit(db: Db, who: Who, input: { kind: RgLimitKind; period: RgPeriod; value: string | number | null }, now = new Date()) {
  const { kind, period } = kindPeriod(input.kind, input.period);
  const value = valueOf(kind, input.value);
  let message: string = RG_MSG.lowered;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, who.id);
    const row = await store.limitOf(tx, who.id, kind, period);
    const current = row?.value ?? null;
    // a limit the desk imposed: the player may lower it, never raise it above the desk's, nor remove it
    if (row?.imposedValue != null && (value === null || value > row.imposedValue)) throw new HttpError(409, RG_MSG.imposed);
    const change = { playerId: who.id, kind, period, fromValue: current, toValue: value, createdAt: now };
    if (value === current && !row?.pendingFrom) {
      message = RG_MSG.unchanged;
      return;
    }
    if (value !== null && (current === null || value <= current)) {
      // stricter: at once (a change that was waiting is dropped: the player chose again)
      await store.putLimit(tx, { playerId: who.id, kind, period, value, pendingValue: null, pendingFrom: null });
      await store.addChange(tx, { ...change, status: 'applied' });
      message = RG_MSG.lowered;
      return;
    }
    // looser (higher, or none): waits
    await store.putLimit(tx, {
      playerId: who.id,
      kind,
      period,
      value: current as number,
      pendingValue: value,
      pendingFrom: new Date(now.getTime() + RG_RULES.raiseDelayMs),
    });
    await store.addChange(tx, { ...change, status: 'pending' });
    message = RG_MSG.pending;
  });
  return { message, data: await statusOf(db, who, now) };
}

/**
 * The desk imposes a limit (inside the caller's transaction, which audits it): stricter only. It never goes above a
 * limit the desk imposed before (409), and the player's own lower limit stands (the desk's becomes its ceiling); it
 * applies at once, and a higher limit or a removal the player asked for and that waits is dropped. The limit in
 * force and the desk's ceiling.
 */
export async function imposeLimitIn(
  tx: DbOrTx,
  by: string,
  playerId: number,
  input: { kind: RgLimitKind; period: RgPeriod; value: string | number },
  now = new Date(),
): Promise<{ before: number | null; value: number; imposed: number; kind: RgLimitKind; period: RgPeriod }> {
  const { kind, period } = kindPeriod(input.kind, input.period);
  const imposed = valueOf(kind, input.value);
  if (imposed === null) throw badRequest(isMoney(kind) ? RG_MSG.amount : RG_MSG.minutes);
  await lockPlayer(tx, playerId);
  const row = await store.limitOf(tx, playerId, kind, period);
  if (row?.imposedValue != null && imposed > row.imposedValue) throw new HttpError(409, 'Stricter only: the desk imposed a lower limit before.');
  const value = Math.min(row?.value ?? imposed, imposed);
  // a change waiting that would take the limit above the desk's (or remove it) is dropped
  const keepPending = row?.pendingFrom && row.pendingValue !== null && row.pendingValue <= imposed;
  await store.putLimit(tx, {
    playerId,
    kind,
    period,
    value,
    pendingValue: keepPending ? row.pendingValue : null,
    pendingFrom: keepPending ? row.pendingFrom : null,
    imposedValue: imposed,
    imposedBy: by,
  });
  await store.addChange(tx, { playerId, kind, period, fromValue: row?.value ?? null, toValue: value, status: 'imposed', createdAt: now });
  return { before: row?.value ?? null, value, imposed, kind, period };
}

/** The second confirmation of a higher limit or a removal, once its 24 hours have passed; or its cancellation. */
export async function confirmLimit(db: Db, who: Who, input: { kind: RgLimitKind; period: RgPeriod; cancel?: boolean }, now = new Date()) {
  const { kind, period } = kindPeriod(input.kind, input.period);
  let message: string = RG_MSG.confirmed;
  await db.transaction(async (tx) => {
    await lockPlayer(tx, who.id);
    const row = await store.limitOf(tx, who.id, kind, period);
    if (!row?.pendingFrom) throw new HttpError(409, RG_MSG.nothingPending);
    const change = { playerId: who.id, kind, period, fromValue: row.value, toValue: row.pendingValue ?? null, createdAt: now };
    if (input.cancel) {
      await store.putLimit(tx, { playerId: who.id, kind, period, value: row.value, pendingValue: null, pendingFrom: null });
      await store.addChange(tx, { ...change, status: 'cancelled' });
      message = RG_MSG.cancelled;
      return;
    }
    if (row.pendingFrom.getTime() > now.getTime()) throw new HttpError(409, RG_MSG.notYet);
    if (row.pendingValue === null) await store.dropLimit(tx, who.id, kind, period);
    else await store.putLimit(tx, { playerId: who.id, kind, period, value: row.pendingValue, pendingValue: null, pendingFrom: null });
    await store.addChange(tx, { ...change, status: 'confirmed' });
  });
  return { message, data: await statusOf(db, who, now) };
}

export async function setReality(db: Db, who: Who, minutes: number, now = new Date()) {
  if (!(RG_RULES.realityMinutes as readonly number[]).includes(minutes)) throw badRequest(RG_MSG.reality);
  await store.setRealityMinutes(db, who.id, minutes);
  // the next check comes one new interval after the last one answered (or the login)
  const s = await store.sessionOf(db, who.sessionId);
  if (s) await store.setRealityDue(db, who.sessionId, new Date(Math.max(now.getTime(), s.createdAt.getTime()) + minutes * 60_000));
  return { message: RG_MSG.realitySaved, data: await statusOf(db, who, now) };
}

/** The player read the reality check and plays on. */
export async function continueReality(db: Db, who: Who, now = new Date()) {
  const p = await store.playerOf(db, who.id);
  await store.setRealityDue(db, who.sessionId, new Date(now.getTime() + p.realityMinutes * 60_000));
  return { data: await statusOf(db, who, now) };
}

/** A time-out or self-exclusion: confirmed with the password; every session ends; it cannot be shortened. */
export async function takeBreak(db: Db, who: Who, input: { length: string; password: string }, now = new Date()) {
  const b = (RG_BREAKS as Record<string, (typeof RG_BREAKS)[RgBreak]>)[input.length];
  if (!b) throw badRequest(RG_MSG.breakChoice);
  const p = await store.playerOf(db, who.id);
  if (!(await verifyPassword(input.password, p.passwordHash))) throw badRequest(RG_MSG.password);
  const until = 'ms' in b ? new Date(now.getTime() + b.ms) : inZone(who.currency, now).add(b.months, 'month').toDate();
  await db.transaction(async (tx) => {
    await lockPlayer(tx, who.id);
    const current = (await store.playerOf(tx, who.id)).excludedUntil;
    // a break already in force is never shortened: the later end stands
    const end = current && current > until ? current : until;
    await store.startBreak(tx, { playerId: who.id, kind: b.kind, length: input.length, startedAt: now, until: end });
    await revokeAllSessions(tx, who.id);
  });
  return { message: RG_MSG.breakTaken };
}

/**
 * A break an operator imposes on a player (a regulator's or the house's tool): the same lengths and effect as the
 * player's own (their sessions end, they stay out until it ends), stricter only: a break already in force is never
 * shortened. Runs in the caller's transaction (which audits it); the end before and the end now.
 */
export async function imposeBreak(tx: DbOrTx, by: string, player: { id: number; currency: string }, length: RgBreak, now = new Date()) {
  const b = RG_BREAKS[length];
  const until = 'ms' in b ? new Date(now.getTime() + b.ms) : inZone(player.currency, now).add(b.months, 'month').toDate();
  await lockPlayer(tx, player.id);
  const before = (await store.playerOf(tx, player.id)).excludedUntil;
  const current = before && before > now ? before : null;
  const end = current && current > until ? current : until;
  await store.startBreak(tx, { playerId: player.id, kind: b.kind, length, startedAt: now, until: end, imposedBy: by });
  await revokeAllSessions(tx, player.id);
  return { before: current, until: end };
}

/** Deposits, withdrawals, stakes, winnings and net per month, the last 12 months (the current one included). */
export async function statement(db: Db, who: Who, now = new Date()) {
  const first = periodStart('month', who.currency, now).subtract(RG_RULES.statementMonths - 1, 'month');
  const rows = await store.monthlyLedger(db, who.id, first.toDate(), zoneOf(who.currency).offsetMin);
  const out = [];
  for (let i = RG_RULES.statementMonths - 1; i >= 0; i--) {
    const month = first.add(i, 'month').format('YYYY-MM');
    const r = rows.find((x) => x.month === month);
    const [deposits, withdrawals, stakes, winnings] = [r?.deposits, r?.withdrawals, r?.stakes, r?.winnings].map((v) => Number(v ?? 0));
    out.push({
      month,
      deposits: toTaka(deposits),
      withdrawals: toTaka(-withdrawals),
      stakes: toTaka(-stakes),
      winnings: toTaka(winnings),
      net: toTaka(stakes + winnings),
    });
  }
  return out;
}

/** The back office's read-only view: limits (money in the currency, the session in minutes) and breaks. */
export async function adminView(db: Db, playerId: number) {
  const p = await store.playerOf(db, playerId);
  const limits = await store.limitsOf(db, playerId);
  const breaks = await store.breaksOf(db, playerId);
  return {
    excluded_until: p.excludedUntil && p.excludedUntil > new Date() ? p.excludedUntil.toISOString() : null,
    limits: limits.map((l) => ({
      kind: l.kind,
      period: l.period,
      value: show(l.kind, l.value) as number,
      pending_value: show(l.kind, l.pendingValue),
      pending_from: l.pendingFrom?.toISOString() ?? null,
    })),
    breaks: breaks.map((b) => ({
      kind: b.kind,
      length: b.length,
      started_at: b.startedAt.toISOString(),
      until: b.until.toISOString(),
      imposed_by: b.imposedBy,
    })),
  };
}

// ---- the checks money calls make, inside their own transaction ----

/** 403 while a break is in force. */
async function assertNoBreak(tx: DbOrTx, playerId: number, currency: string, now: Date): Promise<void> {
  const until = (await store.playerOf(tx, playerId)).excludedUntil;
  if (until && until > now) throw rgRefusal(403, 'excluded', { until: formatUntil(until, currency) });
}

/**
 * A deposit request: refused (nothing written) when a break is in force or it would take the deposits asked for
 * in a day, week or month past the player's limit. Locks the player's row: concurrent requests are checked one
 * after the other, each seeing the ones before.
 */
export async function assertMayDeposit(tx: DbOrTx, playerId: number, amountPoisha: number, now = new Date()): Promise<void> {
  await lockPlayer(tx, playerId);
  const { currency } = await store.playerOf(tx, playerId);
  await assertNoBreak(tx, playerId, currency, now);
  for (const row of await store.limitsOf(tx, playerId)) {
    if (row.kind !== 'deposit') continue;
    const used = await store.depositsSince(tx, playerId, startOf(row.period, currency, now));
    if (used + amountPoisha > row.value) throw rgRefusal(403, 'depositLimit', { period: PERIOD_WORD[row.period], amount: money(row.value, currency) });
  }
}

/**
 * A bet or a game round, after its money moved in the same transaction (the stake taken, the exposure held: that
 * update holds the player's row until the transaction ends): refused (the transaction rolls back) while a break
 * is in force, the reality check waits for an answer, the session is past its time limit, or the net loss of a
 * day, week or month with what is now at risk passes the player's loss limit.
 */
export async function assertMayBet(tx: DbOrTx, who: { playerId: number; sessionId: number; riskAdded?: number }, now = new Date()): Promise<void> {
  const g = await store.betGate(tx, who.playerId, who.sessionId);
  if (!g) return;
  if (g.excludedUntil && new Date(g.excludedUntil) > now) throw rgRefusal(403, 'excluded', { until: formatUntil(g.excludedUntil, g.currency) });
  const started = g.startedAt ? new Date(g.startedAt) : null;
  if (started && realityDue(started, g.realityDueAt ? new Date(g.realityDueAt) : null, g.realityMinutes) <= now) throw new HttpError(403, RG_MSG.realityDue);
  const limits = (g.limits ?? []).map((l) => ({ ...l, value: Number(l.value) }));
  if (limits.some((l) => l.kind === 'session')) {
    // (inside the bet's transaction, which the refusal rolls back: the guard of the next call sets the cooling-off)
    const refused = await playTimeRefusal(tx, { playerId: who.playerId, current: who.sessionId }, 403, { now, cool: false });
    if (refused) throw refused;
  }
  const losses = limits.filter((l) => l.kind === 'loss');
  // a bet that puts no more at risk (a hedge that lowers the exposure) never passes a loss limit
  if (!losses.length || (who.riskAdded !== undefined && who.riskAdded <= 0)) return;
  const held = await store.exposureHeld(tx, who.playerId);
  for (const l of losses) {
    const net = await store.netSince(tx, who.playerId, startOf(l.period, g.currency, now));
    if (held - net > l.value) throw rgRefusal(403, 'lossLimit', { period: PERIOD_WORD[l.period], amount: money(l.value, g.currency) });
  }
}
