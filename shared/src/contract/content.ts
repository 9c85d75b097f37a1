// What every visitor reads: site settings, logos, banners, social links, payment methods, promotions, market blocks.
import { bangla, envelope, idParams, op, Type } from './schema';

const tag = 'content';

export const logo = op({
  cached: true,
  method: 'GET',
  url: '/api/logo',
  tag,
  auth: 'none',
  summary: 'Logos (a list; the first item is used)',
  schema: {
    response: { 200: Type.Array(Type.Object({ logo: Type.String(), mobile_logo: Type.String(), loader_logo: Type.String(), favicon: Type.String() })) },
  },
});

export const generalSettings = Type.Object({
  system_notice: Type.String(),
  support_mail: Type.String(),
  withdrawal_status: Type.Number(),
  notice: Type.Array(Type.Object({ id: Type.Union([Type.Number(), Type.String()]), text: Type.String(), bn: bangla({ text: Type.String() }) })),
  site_title: Type.String(),
  site_status: Type.Number(),
  whatsapp: Type.String(),
  live_chat: Type.String(),
  intercom: Type.String(),
  tawk_id: Type.String(),
  app_download_url: Type.String(),
  vp_rate: Type.Number(),
  bn: bangla({ system_notice: Type.String() }),
});

export const general = op({
  cached: true,
  method: 'GET',
  url: '/api/general',
  tag,
  auth: 'none',
  summary: 'Public site settings',
  schema: { response: { 200: envelope(generalSettings) } },
});

const slider = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  link: Type.String(),
  thubmnail: Type.String(),
  status: Type.String(),
  slider_type: Type.Union([Type.Literal('Main'), Type.Literal('Favourite'), Type.Literal('Features')]),
  bn: bangla({ name: Type.String() }),
});
export const sliders = op({
  cached: true,
  method: 'GET',
  url: '/api/sliders',
  tag,
  auth: 'none',
  summary: 'Banners: main, favourite and feature rows',
  schema: { response: { 200: envelope(Type.Object({ main: Type.Array(slider), favourite: Type.Array(slider), feature: Type.Array(slider) })) } },
});

export const socialLinks = op({
  cached: true,
  method: 'GET',
  url: '/api/sociallink',
  tag,
  auth: 'none',
  summary: 'Social links',
  schema: { response: { 200: envelope(Type.Object({ whatsapp: Type.String(), facebook: Type.String(), telegram: Type.String() })) } },
});

export const accountType = Type.Union([Type.Literal('Agent'), Type.Literal('Merchant'), Type.Literal('Marchent'), Type.Literal('Personal')]);
export const paymentMethod = Type.Object({ id: Type.Integer(), name: Type.String(), icon: Type.String(), status: Type.String(), account_type: accountType });
export const paymentMethods = op({
  cached: true,
  method: 'GET',
  url: '/api/payment-methods',
  tag,
  auth: 'none',
  summary: 'Deposit providers; in e-wallet mode an object with type ewallet and a pgs list',
  schema: {
    response: { 200: envelope(Type.Union([Type.Array(paymentMethod), Type.Object({ type: Type.Literal('ewallet'), pgs: Type.Array(paymentMethod) })])) },
  },
});

export const promotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  desc: Type.String(),
  thumbnail: Type.String(),
  start_date: Type.String(),
  end_date: Type.String(),
  status: Type.String(),
  deposit_bouns: Type.Number(),
  turnover: Type.Number(),
  category: Type.Integer(),
  tag: Type.String(),
  bn: bangla({ name: Type.String(), desc: Type.String(), tag: Type.String() }),
});
export const promotions = op({
  cached: true,
  method: 'GET',
  url: '/api/promotion',
  tag,
  auth: 'none',
  summary: 'Promotions on show',
  schema: { response: { 200: envelope(Type.Array(promotion)) } },
});
export const promotionById = op({
  cached: true,
  method: 'GET',
  url: '/api/promotions/:id',
  tag,
  auth: 'none',
  summary: 'One promotion',
  schema: { params: idParams, response: { 200: envelope(promotion) } },
});

/** A promotion's or banner's uploaded image (the back office's upload answers its address). */
export const image = op({
  method: 'GET',
  url: '/api/images/:file',
  tag,
  auth: 'none',
  summary: "A promotion's or banner's uploaded image; its name never changes, so it is cached for a year",
  produces: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  schema: {
    params: Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{24}\\.(png|jpg|gif|webp)$', 'x-message': 'Not found.' }) }, { additionalProperties: false }),
  },
});

export const marketBlock = op({
  cached: true,
  method: 'GET',
  url: '/api/market/block',
  tag,
  auth: 'player',
  summary: "The player's market blocks (Exchange, Games, Sports)",
  schema: { response: { 200: envelope(Type.Array(Type.Object({ exchange_market: Type.Integer(), cs_market: Type.Integer(), status: Type.String() }))) } },
});
