// The back office's rules: settings, market blocks, balance adjustments, the ledger check.
import type { PageAsked } from '../../lib/pages.js';
import type { Db, DbOrTx } from '../../db/client.js';
import * as store from './store.js';
import type { AppContext } from '../../context.js';
import { badRequest, HttpError, notFound } from '../../lib/errors.js';
import { DEFAULT_GENERAL, general, lockSetting, marketBlocksOf, putSetting, setMarketBlock as saveMarketBlock } from '../content/service.js';
import { lockPlayer, revokeAllSessions } from '../base/service.js';
import { applyLedger, balanceOf, latestLedger } from '../funds/ledger.js';
import { adminView, imposeBreak, imposeLimitIn } from '../responsible/service.js';
import type { RgLimitKind, RgPeriod } from '@bet/shared/contract';
import { betsOf, walletOf } from '../exchange/records.js';
import { audit, type Actor } from '../operators/service.js';
import { playerTransactions } from '../funds/requests.js';
import { toTaka } from '../../lib/money.js';
import { settle } from '../bets/service.js';
import { isBlocked, SETTINGS_STALE, TX_STATUS, type RgBreak } from '@bet/shared/contract';

export type { PlayerRow } from './store.js';
type PlayerRow = store.PlayerRow;

export async function playerByUsername(ctx: AppContext, username: unknown): Promise<PlayerRow> {
  if (typeof username !== 'string' || !username) throw badRequest(/*i18n*/ 'The username field is required.');
  const p = await store.playerByUsername(ctx.db, username.toLowerCase());
  if (!p) throw notFound(/*i18n*/ 'Player not found.');
  return p;
}

/** Changes known general settings, each checked against the type of its default; returns them all. Audited. */
/**
 * Saves the general settings sent, and only those (the others stay as they are, whoever changed them meanwhile),
 * under the settings row's lock, audited with each changed key's before and after. `if_unchanged` (the values the
 * operator saw, by key) makes a save conditional: when one of them is no longer so, nothing is written (409).
 * `bn` holds the Bangla system notice.
 */
export async function saveSettings(db: Db, actor: Actor, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { if_unchanged: guard, ...changes } = body;
  if (guard !== undefined && (typeof guard !== 'object' || guard === null || Array.isArray(guard))) throw badRequest('if_unchanged must be an object.');
  const values: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(changes)) {
    if (k === 'bn') {
      const notice = (v as { system_notice?: unknown } | null)?.system_notice;
      if (typeof v !== 'object' || v === null || Object.keys(v).some((x) => x !== 'system_notice') || typeof notice !== 'string' || notice.length > 5000)
        throw badRequest('The bn setting holds the Bangla system_notice (text).');
      values.bn = { system_notice: notice };
      continue;
    }
    if (!(k in DEFAULT_GENERAL)) throw badRequest(`Unknown setting ${k}.`);
    const def = (DEFAULT_GENERAL as unknown as Record<string, unknown>)[k];
    if (typeof def === 'number') {
      const n = Number(v);
      if (!Number.isFinite(n) || n < 0) throw badRequest(`The ${k} setting must be a number.`);
      values[k] = n;
    } else if (Array.isArray(def)) {
      if (!Array.isArray(v)) throw badRequest(`The ${k} setting must be a list.`);
      values[k] = v;
    } else {
      if (typeof v !== 'string' && typeof v !== 'number') throw badRequest(`The ${k} setting must be text.`);
      values[k] = String(v);
    }
  }
  return db.transaction(async (tx) => {
    await lockSetting(tx, 'general');
    const before = (await general(tx)) as unknown as Record<string, unknown>;
    const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
    for (const [k, seen] of Object.entries((guard ?? {}) as Record<string, unknown>)) if (!same(before[k], seen)) throw new HttpError(409, SETTINGS_STALE);
    const changed = Object.keys(values).filter((k) => !same(before[k], values[k]));
    const next = { ...before, ...values };
    if (changed.length === 0) return next;
    await putSetting(tx, 'general', next);
    await audit(
      tx,
      actor,
      'settings.general',
      changed.join(', '),
      Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
      Object.fromEntries(changed.map((k) => [k, values[k]])),
    );
    return next;
  });
}

/** The demo's and the tests' turnover without play (the dev module only): a settled lost bet of that stake, audited with it. */
export async function devTurnover(db: Db, actor: Actor, player: PlayerRow, stakePoisha: number): Promise<void> {
  await db.transaction(async (tx) => {
    await settle(tx, { playerId: player.id, stakePoisha, winPoisha: 0, ref: 'dev:turnover' });
    await audit(tx, actor, 'dev.turnover', player.username, null, { stake_poisha: stakePoisha });
  });
}

export async function setMarketBlock(db: Db, actor: Actor, player: PlayerRow, exchangeMarket: number, csMarket: number, status: string): Promise<void> {
  await db.transaction(async (tx) => {
    await saveMarketBlock(tx, { playerId: player.id, exchangeMarket, csMarket, status });
    await audit(tx, actor, 'player.market-block', player.username, null, { exchange_market: exchangeMarket, cs_market: csMarket, status });
  });
}

/**
 * Locks or unlocks an account. A lock ends every live session in the same transaction, and with them every token
 * derived from one (exchange, game launch): the player's next call of any kind is refused. Returns how many ended.
 */
export async function setPlayerStatus(db: Db, actor: Actor, player: PlayerRow, status: 'active' | 'locked'): Promise<number> {
  const playerId = player.id;
  return db.transaction(async (tx) => {
    await store.setStatus(tx, playerId, status);
    await audit(tx, actor, 'player.status', player.username, { status: player.status }, { status });
    if (status === 'active') return 0;
    return revokeAllSessions(tx, playerId);
  });
}

const noteView = (n: { id: number; author: string; body: string; createdAt: Date }) => ({
  id: n.id,
  author: n.author,
  body: n.body,
  created_at: n.createdAt.toISOString(),
});

/** A note on a player by `actor`, and its audit row, in one transaction. */
export async function addPlayerNote(db: Db, actor: Actor, player: PlayerRow, body: string) {
  return db.transaction(async (tx) => {
    const note = await store.insertNote(tx, player.id, actor.name, body);
    await audit(tx, actor, 'player.note', player.username, null, { note_id: note.id, body });
    return noteView(note);
  });
}

/**
 * Sets a player's tags (sorted, as given), under the player's row lock so two operators' saves land one after the
 * other, audited with the tags before and after; the tags as saved.
 */
export async function setPlayerTags(db: Db, actor: Actor, player: PlayerRow, tags: string[]): Promise<string[]> {
  const next = [...tags].sort();
  return db.transaction(async (tx) => {
    await lockPlayer(tx, player.id);
    const before = await store.tagsOf(tx, player.id);
    await store.replaceTags(tx, player.id, next);
    await audit(tx, actor, 'player.tags', player.username, { tags: before }, { tags: next });
    return next;
  });
}

/**
 * A break imposed on a player by `actor` (stricter only: responsible's imposeBreak) and its audit row with the
 * reason, in one transaction; the end now in force.
 */
export async function excludePlayer(db: Db, actor: Actor, player: PlayerRow, length: RgBreak, reason: string): Promise<Date> {
  return db.transaction(async (tx) => {
    const { before, until } = await imposeBreak(tx, actor.name, player, length, new Date());
    await audit(
      tx,
      actor,
      'player.exclusion',
      player.username,
      { excluded_until: before?.toISOString() ?? null },
      { excluded_until: until.toISOString(), length, reason },
    );
    return until;
  });
}

/** The desk imposes a limit on a player (stricter only: responsible/service.ts), with its audit row, in one transaction. */
export async function imposePlayerLimit(
  db: Db,
  actor: Actor,
  player: PlayerRow,
  input: { kind: RgLimitKind; period: RgPeriod; value: string | number },
  reason: string,
) {
  return db.transaction(async (tx) => {
    const r = await imposeLimitIn(tx, actor.name, player.id, input);
    await audit(
      tx,
      actor,
      'player.limit',
      player.username,
      { kind: r.kind, period: r.period, value: r.before },
      { kind: r.kind, period: r.period, value: r.value, imposed: r.imposed, reason },
    );
    return r;
  });
}

/** A signed adjustment through the ledger, and its audit row, in one transaction; returns the new balance in poisha. */
export async function adjustBalance(db: DbOrTx, actor: Actor, player: PlayerRow, amountPoisha: number, note: string | null): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await balanceOf(tx, player.id);
    const after = await applyLedger(tx, player.id, amountPoisha, 'admin_adjustment', note);
    await audit(
      tx,
      actor,
      'player.adjust',
      player.username,
      { balance_poisha: before },
      { balance_poisha: after, amount_poisha: amountPoisha, note, player_id: player.id },
    );
    return after;
  });
}

/** A player as the back office sees them, read-only: what the support desk and finance look at before acting. */
/** The console's player search: by username prefix or the phone number's last digits. */
export async function findPlayers(db: Db, q: string, page: PageAsked) {
  const { rows, total } = await store.searchPlayers(db, q, page.limit, page.offset);
  return {
    rows: rows.map((r) => ({
      username: r.username,
      phone: r.phone,
      status: r.status,
      balance: toTaka(r.balancePoisha),
      created_at: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function playerOverview(db: Db, p: PlayerRow) {
  const [wallet, responsible, ledger, bets, txs, blocks, notes, tags] = await Promise.all([
    walletOf(db, p.id),
    adminView(db, p.id),
    latestLedger(db, p.id, 20),
    betsOf(db, p.id, 'all', 1),
    playerTransactions(db, p.id),
    marketBlocksOf(db, p.id),
    store.notesOf(db, p.id),
    store.tagsOf(db, p.id),
  ]);
  return {
    username: p.username,
    status: p.status,
    currency: p.currency,
    created_at: p.createdAt.toISOString(),
    balance: toTaka(wallet.main),
    exposure: toTaka(wallet.exposure),
    market_block: { exchange: isBlocked(blocks, 'Exchange'), casino: isBlocked(blocks, 'Games') },
    responsible,
    ledger,
    transactions: txs.slice(0, 10).map((t) => ({
      id: t.id,
      at: t.created_at,
      action: t.action,
      amount: t.amount,
      status: TX_STATUS[t.key] ?? 'unknown',
      reason: t.reason,
    })),
    notes: notes.map(noteView),
    tags,
    bets: bets.rows.slice(0, 10).map((b) => ({
      at: b.createdAt.toISOString(),
      event: b.eventName,
      selection: b.selectionName,
      side: b.side,
      stake: b.stakePoisha / 100,
      status: b.status,
    })),
  };
}
