// The demo gateway's checkout pages: /gateway/pay/:id. HTTP only; the rules are in service.ts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originOf } from '../../lib/urls.js';
import { DemoGateway, GatewayRefusal, type GatewayProblem, type GatewayRow } from './service.js';
import { gateway as gatewayApi } from '@bet/shared/contract';
import { route } from '../../lib/contract.js';

const PROBLEMS: Record<GatewayProblem, string> = {
  unknown: 'Unknown payment.',
  closed: 'This payment is already closed.',
  expired: 'This payment has expired. Please start a new deposit.',
  wait: 'A code was sent less than a minute ago. Please wait before asking for another.',
  code: 'The verification code is not correct.',
  tries: 'Too many wrong codes, or the code has expired. Please ask for a new code.',
  session: 'Please verify your wallet first.',
};
const COOKIE = 'gw_session';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const masked = (n: string) => `${n.slice(0, 3)}${'*'.repeat(Math.max(0, n.length - 5))}${n.slice(-2)}`;

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>DEMO PAY</title>
<style>body{margin:0;font:15px system-ui,sans-serif;background:#f3f4f8;color:#1d2433;display:flex;min-height:100vh;align-items:center;justify-content:center}
.box{background:#fff;border-radius:16px;box-shadow:0 10px 40px rgba(0,0,0,.12);padding:28px;width:min(360px,92vw);text-align:center}
.brand{background:#e2136e;color:#fff;border-radius:12px;padding:10px;font-weight:800;letter-spacing:.05em}.amt{font-size:32px;font-weight:800;margin:18px 0 4px}
.muted{color:#6b7385;font-size:13px}.err{color:#b00020;background:#fdecef;border-radius:8px;padding:8px;margin-top:12px}
label{display:block;text-align:left;margin-top:14px;font-weight:600}input{box-sizing:border-box;width:100%;min-height:48px;font-size:20px;letter-spacing:.3em;text-align:center;border:1px solid #cfd4df;border-radius:10px;margin-top:6px}
button{width:100%;min-height:48px;border-radius:10px;border:0;font-size:16px;font-weight:700;margin-top:10px;cursor:pointer}.pay{background:#e2136e;color:#fff}.cancel{background:#eceff5;color:#1d2433}</style></head>
<body><main class="box">${body}</main></body></html>`;
}

function cookieOf(req: FastifyRequest): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, v] = part.trim().split('=');
    if (k === COOKIE && v) return v;
  }
  return null;
}

export async function gatewayRoutes(app: FastifyInstance, gateway: DemoGateway) {
  const secure = app.publicBase.startsWith('https:');
  /** A page: its own inline style, forms posting here (and the redirect back to the merchant's return page). */
  const show = (reply: FastifyReply, status: number, body: string, row?: GatewayRow) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header(
        'Content-Security-Policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self'${row?.returnUrl ? ` ${originOf(row.returnUrl) ?? ''}` : ''}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(page(body));
  const idOf = (req: FastifyRequest) => {
    const p: unknown = req.params;
    return typeof p === 'object' && p !== null && 'id' in p ? String(p.id) : '';
  };
  const unknown = (reply: FastifyReply) => show(reply, 404, `<div class="brand">DEMO PAY</div><p>${PROBLEMS.unknown}</p>`);
  // every id that reaches a page, a form action or a redirect has the gateway's own shape
  app.addHook('preHandler', async (req, reply) => {
    if (!/^GP[0-9A-F]{24}$/.test(idOf(req))) return unknown(reply);
  });
  const back = (reply: FastifyReply, id: string, problem?: GatewayProblem) => reply.redirect(`/gateway/pay/${id}${problem ? `?e=${problem}` : ''}`, 303);
  const header = (row: GatewayRow) =>
    `<div class="brand">DEMO PAY</div><div class="amt">BDT ${(row.amountPoisha / 100).toFixed(2)}</div><div>Merchant: BetBazar</div><div class="muted">Wallet ${esc(masked(row.payer))}</div>`;
  const returnTo = (row: GatewayRow) =>
    row.returnUrl ? `${row.returnUrl}${row.returnUrl.includes('?') ? '&' : '?'}status=${row.status}&ref=${encodeURIComponent(row.merchantRef)}` : null;

  route(app, gatewayApi.checkout, async (req, reply) => {
    const id = idOf(req);
    const row = await gateway.find(id);
    if (!row) return unknown(reply);
    if (row.status !== 'pending') return show(reply, 200, `${header(row)}<p>This payment is already ${row.status === 'paid' ? 'paid' : 'closed'}.</p>`);
    if (row.expiresAt.getTime() <= Date.now()) return show(reply, 200, `${header(row)}<p>${PROBLEMS.expired}</p>`);
    const e = String(req.query.e ?? '');
    const error = Object.hasOwn(PROBLEMS, e) ? `<div class="err" role="alert">${PROBLEMS[e as GatewayProblem]}</div>` : '';
    const signedIn = Boolean(cookieOf(req)) && row.sessionHash !== null && row.otpHash === null;
    if (signedIn) {
      return show(
        reply,
        200,
        `${header(row)}${error}<form method="post" action="/gateway/pay/${id}"><button class="pay" name="action" value="pay">Confirm payment</button><button class="cancel" name="action" value="cancel">Cancel</button></form>`,
        row,
      );
    }
    const codeSent = row.otpHash !== null;
    return show(
      reply,
      200,
      `${header(row)}${error}
<form method="post" action="/gateway/pay/${id}/code"><p class="muted">We send a verification code by SMS to your wallet number.</p><button class="${codeSent ? 'cancel' : 'pay'}">${codeSent ? 'Send a new code' : 'Send code'}</button></form>
${codeSent ? `<form method="post" action="/gateway/pay/${id}/verify"><label for="code">Verification code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required><button class="pay">Verify</button></form>` : ''}`,
    );
  });

  route(app, gatewayApi.sendCode, async (req, reply) => {
    const id = idOf(req);
    try {
      await gateway.sendCode(id);
      return back(reply, id);
    } catch (e) {
      if (e instanceof GatewayRefusal) return back(reply, id, e.problem);
      throw e;
    }
  });

  route(app, gatewayApi.verify, async (req, reply) => {
    const id = idOf(req);
    const code = String(req.body?.code ?? '').slice(0, 20);
    try {
      const token = await gateway.signIn(id, code);
      reply.header('Set-Cookie', `${COOKIE}=${token}; Path=/gateway/pay/${id}; HttpOnly; SameSite=Strict; Max-Age=900${secure ? '; Secure' : ''}`);
      return back(reply, id);
    } catch (e) {
      if (e instanceof GatewayRefusal) return back(reply, id, e.problem);
      throw e;
    }
  });

  route(app, gatewayApi.decide, async (req, reply) => {
    const id = idOf(req);
    const action = String(req.body?.action ?? '');
    if (action !== 'pay' && action !== 'cancel') return back(reply, id);
    try {
      const row = await gateway.decide(id, cookieOf(req), action);
      const to = returnTo(row);
      if (to) return reply.redirect(to, 303);
      return show(reply, 200, `${header(row)}<p>Payment ${row.status}. You can close this page.</p>`);
    } catch (e) {
      if (!(e instanceof GatewayRefusal)) throw e;
      if (e.problem === 'unknown') return unknown(reply);
      return show(
        reply,
        403,
        `<div class="brand">DEMO PAY</div><p role="alert">${PROBLEMS[e.problem]}</p><p><a href="/gateway/pay/${id}">Back to the payment</a></p>`,
      );
    }
  });
}
