// Desktop registration (docs/spec.md sections 2-5, going beyond the spec): a 4-digit image captcha the server checks,
// and POST /api/register that creates a real account with the same rules as the mobile signup.
import crypto from 'node:crypto';
import * as store from './store.js';
import type { AppContext } from '../../context.js';
import { sha256 } from '../../lib/crypto.js';
import { badRequest, unprocessable } from '../../lib/errors.js';
import { createPlayer, validateSignup } from './service.js';

import { CAPTCHA_MSG } from '@bet/shared/contract';
export { CAPTCHA_MSG };
const CAPTCHA_TTL_MS = 5 * 60_000;
/** Desktop currency ids (docs/spec.md section 3). */
export const CURRENCY_BY_ID: Record<string, string> = { '8': 'BDT', '7': 'INR', '17': 'PKR' };

const rand = (min: number, max: number) => min + crypto.randomInt(max - min + 1);

/** A 120x44 SVG of the digits with jitter, noise lines and dots. */
export function captchaSvg(answer: string): string {
  const colors = ['#ffb400', '#72bbef', '#1fbf75', '#faa9ba', '#eef2f8'];
  const digits = [...answer].map((d, i) => {
    const x = 16 + i * 26 + rand(-3, 3);
    const y = 31 + rand(-4, 4);
    return `<text x="${x}" y="${y}" transform="rotate(${rand(-22, 22)} ${x} ${y})" font-family="monospace" font-size="${rand(24, 29)}" font-weight="700" fill="${colors[rand(0, colors.length - 1)]}">${d}</text>`;
  });
  const lines = Array.from(
    { length: 5 },
    () =>
      `<line x1="${rand(0, 120)}" y1="${rand(0, 44)}" x2="${rand(0, 120)}" y2="${rand(0, 44)}" stroke="${colors[rand(0, colors.length - 1)]}" stroke-opacity=".55" stroke-width="${rand(1, 2)}"/>`,
  );
  const dots = Array.from({ length: 24 }, () => `<circle cx="${rand(0, 120)}" cy="${rand(0, 44)}" r="1" fill="#94a0b8"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" rx="6" fill="#212b3d"/>${lines.join('')}${dots.join('')}${digits.join('')}</svg>`;
}

/** Consumes a captcha (single use, even when the answer is wrong); throws when it does not match. */
export async function checkCaptcha(ctx: AppContext, id: unknown, answer: unknown): Promise<void> {
  const cid = typeof id === 'string' && id.length <= 64 ? id : '';
  const given = typeof answer === 'string' || typeof answer === 'number' ? String(answer).trim() : '';
  if (!cid || !/^\d{4}$/.test(given)) throw unprocessable(CAPTCHA_MSG.wrong, { captcha: [CAPTCHA_MSG.wrong] });
  const answerHash = await store.useCaptcha(ctx.db, cid);
  if (answerHash === null) throw unprocessable(CAPTCHA_MSG.expired, { captcha: [CAPTCHA_MSG.expired] });
  const a = Buffer.from(answerHash);
  const b = Buffer.from(sha256(`${cid}:${given}`));
  if (a.length !== b.length || !crypto.timingSafeEqual(a, b)) throw unprocessable(CAPTCHA_MSG.wrong, { captcha: [CAPTCHA_MSG.wrong] });
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

/** A new captcha: its id and image (the answer stored hashed; readable in the dev outbox when that is on). */
export async function newCaptcha(ctx: AppContext): Promise<{ captcha_id: string; image: string }> {
  const id = crypto.randomUUID();
  const answer = String(crypto.randomInt(10_000)).padStart(4, '0');
  await store.insertCaptcha(ctx.db, id, sha256(`${id}:${answer}`), new Date(Date.now() + CAPTCHA_TTL_MS));
  // development only: the answer is readable at /api/dev/outbox?to=captcha:<id>, so browser tests can pass it
  if (ctx.devOutbox) await store.writeDevOutbox(ctx.db, 'captcha', `captcha:${id}`, answer);
  return { captcha_id: id, image: `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer)).toString('base64')}` };
}

/** The desktop form's fields (docs/spec.md section 3) -> the same checks and account creation as the mobile signup. */
export async function registerDesktop(ctx: AppContext, b: Record<string, unknown>): Promise<{ username: string }> {
  const username = str(b.username);
  const password = typeof b.password === 'string' ? b.password : '';
  const confirm = typeof b.confirmPassword === 'string' ? b.confirmPassword : '';
  if (!username || !password || !confirm) throw badRequest(CAPTCHA_MSG.fillAll);
  if (password !== confirm) throw badRequest(CAPTCHA_MSG.mismatch);
  const realName = str(b.realName);
  const phoneNumber = str(b.phoneNumber).replace(/[\s-]/g, '');
  const email = str(b.email);
  if (!realName || !phoneNumber || !email || !str(b.captcha)) throw badRequest(CAPTCHA_MSG.fillAllStep2);
  if (!(b.ageCheck === true || b.ageCheck === 1 || b.ageCheck === '1' || b.ageCheck === 'true')) throw badRequest(CAPTCHA_MSG.age);
  if (str(b.callingCode || '880').replace(/^\+/, '') !== '880') throw badRequest(CAPTCHA_MSG.callingCode);
  const currency = CURRENCY_BY_ID[str(b.currencyType || '8')];
  if (!currency) throw unprocessable(/*i18n*/ 'Invalid currency', { currencyType: ['Invalid currency'] });
  // validate everything else before spending the captcha, so a typo elsewhere keeps it usable
  const input = validateSignup({
    username,
    password,
    confirmPassword: confirm,
    name: realName,
    email,
    currency,
    // +880 numbers are kept in the local 0-prefixed form the rest of the site uses (01XXXXXXXXX)
    phone: phoneNumber.startsWith('0') ? phoneNumber : `0${phoneNumber}`,
    referral_code: str(b.friendReferCode),
    agent_code: '',
    affiliate_code: '',
  });
  await checkCaptcha(ctx, b.captcha_id, b.captcha);
  const player = await createPlayer(ctx.db, input);
  return player;
}
