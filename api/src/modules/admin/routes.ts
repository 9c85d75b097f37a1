// The back office: /api/admin/*, guarded by ADMIN_TOKEN (auth/guard.ts). HTTP only; the rules are in services.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { actorOf, makeAdminGuard } from '../auth/guard.js';
import { badRequest } from '../../lib/errors.js';
import { listAnswer, pageOf } from '../../lib/pages.js';
import { parseSignedPoisha, toTaka } from '../../lib/money.js';
import { ledgerMismatches } from '../funds/ledger.js';
import {
  addPlayerNote,
  adjustBalance,
  excludePlayer,
  imposePlayerLimit,
  findPlayers,
  playerByUsername,
  playerOverview,
  saveSettings,
  setMarketBlock,
  setPlayerStatus,
  setPlayerTags,
} from './service.js';
import { general } from '../content/service.js';
import { applyDueNotice } from '../content/publishing.js';
import { houseBook } from '../exchange/risk.js';
import { revenue, revenueCsv } from './reports.js';
import { decideKyc, kycQueue } from '../funds/kyc.js';
import { bonusesOf, cancelBonus, grantBonusIn } from '../funds/bonuses.js';
import { absolute } from '../../lib/urls.js';
import { changeMarketIn, putOnDesk, setMarketLimit } from '../exchange/desk.js';
import { refundVoided } from '../exchange/settle.js';
import { deskMessageView, playerChatHistory } from '../support/chat.js';
import { adminView } from '../responsible/service.js';
import {
  approve,
  APPROVAL_MSG,
  assertAdjustLimit,
  decline,
  pendingApprovals,
  requestApprovalIn,
  requestFourEyesChange,
  underFourEyes,
  voidMarket,
} from './approvals.js';
import { admin as adminApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.addHook('onRequest', makeAdminGuard(ctx));
  // a back-office change is in this process's public content before its answer leaves (other processes follow)
  app.addHook('onSend', async (req) => {
    if (req.method !== 'GET') await ctx.content.synced();
  });

  route(app, adminApi.settings, async (req) => ({
    success: true,
    message: /*i18n*/ 'Settings saved',
    data: await saveSettings(ctx.db, actorOf(req), req.body),
  }));

  route(app, adminApi.settingsView, async () => {
    await applyDueNotice(ctx.db);
    return { success: true, data: { ...(await general(ctx.db)) } };
  });

  route(app, adminApi.marketBlock, async (req) => {
    const body = req.body;
    const p = await playerByUsername(ctx, body.username);
    const flag = (v: unknown) => (v === 0 || v === '0' || v === false ? 0 : 1);
    await setMarketBlock(ctx.db, actorOf(req), p, flag(body.exchange_market), flag(body.cs_market), String(body.status ?? 'blocked'));
    return { success: true, message: /*i18n*/ 'Market block saved' };
  });

  route(app, adminApi.adjust, async (req, reply) => {
    const body = req.body;
    const p = await playerByUsername(ctx, req.params.username);
    const amount = parseSignedPoisha(body.amount);
    if (!amount) throw badRequest(/*i18n*/ 'The amount must be a non-zero amount with at most two decimals.');
    const note = String(body.note ?? '').slice(0, 200) || null;
    const actor = actorOf(req);
    await assertAdjustLimit(ctx.db, actor, amount);
    // four eyes: above the back office's amount (with the day's), an operator's adjustment waits for a second operator
    const outcome = await underFourEyes(
      ctx.db,
      actor,
      'adjust',
      amount,
      p.id,
      (tx) => requestApprovalIn(tx, actor, 'player.adjust', p.username, amount, { player_id: p.id, note }),
      (tx) => adjustBalance(tx, actor, p, amount, note),
    );
    if ('approvalId' in outcome) return reply.status(202).send({ success: true, message: APPROVAL_MSG.waiting, data: { approval_id: outcome.approvalId } });
    return { success: true, message: /*i18n*/ 'Balance adjusted', data: { username: p.username, balance: toTaka(outcome.done) } };
  });

  // ---- bonuses: granted under four eyes (kind bonus), cancelled once
  route(app, adminApi.grantBonus, async (req, reply) => {
    const p = await playerByUsername(ctx, req.params.username);
    const amount = parseSignedPoisha(req.body.amount);
    if (!amount || amount <= 0 || amount > adminApi.BONUS_MAX_TAKA * 100) throw badRequest(adminApi.BONUS_MSG.amount);
    const { turnover } = req.body;
    const reason = req.body.reason.trim();
    const actor = actorOf(req);
    const outcome = await underFourEyes(
      ctx.db,
      actor,
      'bonus',
      amount,
      p.id,
      (tx) => requestApprovalIn(tx, actor, 'player.bonus', p.username, amount, { player_id: p.id, turnover, reason }),
      (tx) => grantBonusIn(tx, actor, p.id, p.username, amount, turnover, reason),
    );
    if ('approvalId' in outcome) return reply.status(202).send({ success: true, message: APPROVAL_MSG.waiting, data: { approval_id: outcome.approvalId } });
    return { success: true, message: adminApi.BONUS_MSG.granted, data: outcome.done };
  });
  route(app, adminApi.cancelBonus, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    const done = await cancelBonus(ctx.db, actorOf(req), p.id, p.username, Number(req.params.id), req.body.reason.trim());
    return { success: true, message: adminApi.BONUS_MSG.cancelled, data: done };
  });
  route(app, adminApi.playerBonuses, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    return { success: true, data: await bonusesOf(ctx.db, p.id) };
  });

  route(app, adminApi.kycQueue, async (req) => {
    const page = pageOf(req.query.page);
    const status = req.query.status && req.query.status !== 'all' ? req.query.status : req.query.status === 'all' ? null : 'pending';
    const { rows, total } = await kycQueue(ctx.db, status, page, (f) => absolute(req, `/api/admin/receipts/${f}`));
    return listAnswer(rows, total, page);
  });
  route(app, adminApi.kycApprove, async (req) => {
    const id = Number(req.params.id);
    await decideKyc(ctx.db, actorOf(req), id, 'approved', null);
    return { success: true, message: 'Identity approved.', data: { id, status: 'approved' } };
  });
  route(app, adminApi.kycReject, async (req) => {
    const id = Number(req.params.id);
    await decideKyc(ctx.db, actorOf(req), id, 'rejected', req.body.reason.trim());
    return { success: true, message: 'Rejected: the player reads why.', data: { id, status: 'rejected' } };
  });
  route(app, adminApi.playerSearch, async (req) => {
    const page = pageOf(req.query.page);
    const { rows, total } = await findPlayers(ctx.db, req.query.q, page);
    return listAnswer(rows, total, page);
  });

  route(app, adminApi.playerView, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    return { success: true, data: await playerOverview(ctx.db, p) };
  });

  route(app, adminApi.addPlayerNote, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    return { success: true, message: 'Note saved', data: await addPlayerNote(ctx.db, actorOf(req), p, req.body.body.trim()) };
  });
  route(app, adminApi.setPlayerTags, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    return { success: true, message: 'Tags saved', data: { tags: await setPlayerTags(ctx.db, actorOf(req), p, req.body.tags) } };
  });

  route(app, adminApi.imposeLimit, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    const { kind, period, value } = req.body;
    const r = await imposePlayerLimit(ctx.db, actorOf(req), p, { kind, period, value }, req.body.reason.trim());
    const shown = (n: number) => (kind === 'session' ? n : toTaka(n));
    return { success: true, message: 'Limit imposed', data: { kind, period, value: shown(r.value), imposed: shown(r.imposed) } };
  });
  route(app, adminApi.excludePlayer, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    const until = await excludePlayer(ctx.db, actorOf(req), p, req.body.length, req.body.reason.trim());
    return { success: true, message: 'Break imposed', data: { excluded_until: until.toISOString() } };
  });

  route(app, adminApi.revenueReport, async (req) => ({ success: true, message: 'Revenue', data: await revenue(ctx.db, req.query) }));
  route(app, adminApi.revenueCsv, async (req, reply) => {
    const report = await revenue(ctx.db, req.query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="revenue-${report.period}-${report.from}-${report.to}.csv"`)
      .send(revenueCsv(report));
  });
  route(app, adminApi.riskBook, async () => ({ success: true, message: 'Risk', data: await houseBook(ctx.db) }));
  route(app, adminApi.marketAction, async (req, reply) => {
    const actor = actorOf(req);
    const marketId = req.params.market_id;
    const { action } = req.body;
    const reason = req.body.reason.trim();
    // a market nobody has bet on yet, as the feed shows it: on the desk first
    const shown = ctx.feed.oddsMarket(marketId);
    if (shown) await putOnDesk(ctx.db, actor, shown);
    let refunded = 0;
    if (action === 'void') {
      const r = await voidMarket(ctx.db, actor, marketId, reason);
      if ('approvalId' in r) return reply.status(202).send({ success: true, message: APPROVAL_MSG.waiting, data: { approval_id: r.approvalId } });
    } else {
      await ctx.db.transaction((tx) => changeMarketIn(tx, actor, marketId, action, reason));
    }
    // every process hears it (NOTIFY exchange_desk); this one shows it before it answers
    await ctx.feed.reloadControls();
    if (action === 'void') refunded = await refundVoided(ctx.db, marketId);
    const state = adminApi.MARKET_ACTIONS[action].to;
    return { success: true, message: adminApi.MARKET_MSG.done(action), data: { market_id: marketId, state, refunded } };
  });
  route(app, adminApi.marketLimit, async (req) => {
    const limit = req.body.limit;
    const shown = ctx.feed.oddsMarket(req.params.market_id);
    if (shown) await putOnDesk(ctx.db, actorOf(req), shown);
    const state = await setMarketLimit(ctx.db, actorOf(req), req.params.market_id, limit === null ? null : limit * 100);
    await ctx.feed.reloadControls();
    return {
      success: true,
      message:
        state === 'suspended' && limit !== null
          ? adminApi.MARKET_MSG.limitCrossed
          : limit === null
            ? adminApi.MARKET_MSG.limitCleared
            : adminApi.MARKET_MSG.limitSet,
      data: { market_id: req.params.market_id, limit, state },
    };
  });

  route(app, adminApi.playerChat, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    const page = pageOf(req.query.page);
    const { rows, total } = await playerChatHistory(ctx.db, p.id, page);
    return listAnswer(rows.map(deskMessageView), total, page);
  });

  route(app, adminApi.approvals, async (req) => {
    const page = pageOf(req.query.page);
    const { rows, total } = await pendingApprovals(ctx.db, page);
    return listAnswer(rows, total, page);
  });
  route(app, adminApi.approveApproval, async (req) => {
    const id = Number(req.params.id);
    const { voided, ...done } = await approve(ctx.db, actorOf(req), id);
    // a market's void: its refunds follow the decision (the settlement pass would make them too)
    if (voided) {
      await ctx.feed.reloadControls();
      await refundVoided(ctx.db, voided);
    }
    return { success: true, message: APPROVAL_MSG.approved, data: done };
  });
  route(app, adminApi.changeFourEyes, async (req, reply) => {
    const id = await requestFourEyesChange(ctx.db, actorOf(req), req.body.kind, req.body.amount);
    return reply.status(202).send({ success: true, message: APPROVAL_MSG.waiting, data: { approval_id: id } });
  });
  route(app, adminApi.rejectApproval, async (req) => {
    const status = await decline(ctx.db, actorOf(req), Number(req.params.id), req.body.reason.trim());
    return { success: true, message: status === 'cancelled' ? APPROVAL_MSG.cancelled : APPROVAL_MSG.rejected };
  });

  // responsible gaming: seen, never lifted early (there is no call that changes a break)
  route(app, adminApi.playerResponsible, async (req) => ({
    success: true,
    data: await adminView(ctx.db, (await playerByUsername(ctx, req.params.username)).id),
  }));

  route(app, adminApi.playerStatus, async (req) => {
    const p = await playerByUsername(ctx, req.params.username);
    const ended = await setPlayerStatus(ctx.db, actorOf(req), p, req.body.status);
    return {
      success: true,
      message: req.body.status === 'locked' ? 'Account locked' : 'Account unlocked',
      data: { username: p.username, status: req.body.status, sessions_ended: ended },
    };
  });

  route(app, adminApi.ledgerCheck, async () => {
    const bad = await ledgerMismatches(ctx.db);
    ctx.metrics.ledgerMismatches = bad.length;
    return { success: bad.length === 0, message: bad.length ? 'Ledger mismatch' : 'Every balance equals the sum of its ledger entries', data: bad };
  });

  route(app, adminApi.metrics, async (_req, reply) => reply.type(ctx.metrics.registry.contentType).send(await ctx.metrics.text()));
}
