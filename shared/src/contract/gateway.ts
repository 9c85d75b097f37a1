// The demo payment gateway's checkout pages (DEMO_GATEWAY=1 only): HTML forms, a stand-in for a third party.
import { body, op, opt, str, Type } from './schema';

const tag = 'gateway';
const params = Type.Object({ id: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
const html = ['text/html'];
/** A form's answer: back to the checkout page (with the outcome in its query). */
const back = { 303: Type.Null({ description: 'See Other: the checkout page' }) };

export const checkout = op({
  method: 'GET',
  url: '/gateway/pay/:id',
  tag,
  auth: 'none',
  produces: html,
  summary: 'The checkout page',
  schema: { params, querystring: Type.Object({ e: opt(str(20)) }, { additionalProperties: false }) },
});
export const decide = op({
  method: 'POST',
  url: '/gateway/pay/:id',
  tag,
  auth: 'none',
  produces: html,
  consumes: ['application/x-www-form-urlencoded'],
  summary: "Pay or cancel; needs the payer's gateway session (cookie gw_session)",
  schema: { params, body: body({ action: str(10) }), response: back },
});
export const sendCode = op({
  method: 'POST',
  url: '/gateway/pay/:id/code',
  tag,
  auth: 'none',
  produces: html,
  summary: 'Send a sign-in code by SMS to the paying wallet number',
  schema: { params, response: back },
});
export const verify = op({
  method: 'POST',
  url: '/gateway/pay/:id/verify',
  tag,
  auth: 'none',
  produces: html,
  consumes: ['application/x-www-form-urlencoded'],
  summary: 'Sign in with the code; sets the gateway session',
  schema: { params, body: body({ code: str(20) }), response: back },
});
