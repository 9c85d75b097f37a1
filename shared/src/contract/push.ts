// Notifications of the installed app (Web Push): what a player may be told, the texts in English and Bangla, and the
// calls that subscribe a browser, end a subscription and choose the topics. The api sends them (its push module) with
// the `web-push` library and the VAPID keys of its environment; the service worker shows them (shell/server/sw.js).
import { body, envelope, nullable, ok, op, str, Type } from './schema';

const tag = 'users';

/** What a player may be told: a settled bet, a credited deposit, an approved or rejected withdrawal, a support reply. */
export const PUSH_TOPICS = ['bet', 'deposit', 'withdrawal', 'support'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];
export type PushText = { title: string; body: string };
/**
 * The notifications' texts, by kind and language ({amount}: the amount with its sign; {market}: the market). The api
 * sends them in the player's language (players.lang); they are shown by the service worker, which has no catalogue.
 */
export const PUSH_TEXT: Record<
  'betWon' | 'betLost' | 'betVoid' | 'deposit' | 'withdrawalApproved' | 'withdrawalRejected' | 'support',
  Record<'en' | 'bn', PushText>
> = {
  betWon: {
    en: { title: 'Bet settled: you won', body: '{market}: {amount} is in your balance.' },
    bn: { title: 'বাজি নিষ্পত্তি: আপনি জিতেছেন', body: '{market}: {amount} আপনার ব্যালেন্সে যোগ হয়েছে।' },
  },
  betLost: {
    en: { title: 'Bet settled', body: '{market}: your bets lost {amount}.' },
    bn: { title: 'বাজি নিষ্পত্তি', body: '{market}: আপনার বাজিতে {amount} হার।' },
  },
  betVoid: {
    en: { title: 'Bet void', body: '{market}: your stakes are back in your balance.' },
    bn: { title: 'বাজি বাতিল', body: '{market}: আপনার স্টেক ব্যালেন্সে ফেরত এসেছে।' },
  },
  deposit: {
    en: { title: 'Deposit credited', body: '{amount} is in your balance.' },
    bn: { title: 'ডিপোজিট জমা হয়েছে', body: '{amount} আপনার ব্যালেন্সে যোগ হয়েছে।' },
  },
  withdrawalApproved: {
    en: { title: 'Withdrawal approved', body: '{amount} is on its way to your wallet.' },
    bn: { title: 'উত্তোলন অনুমোদিত', body: '{amount} আপনার ওয়ালেটে পাঠানো হচ্ছে।' },
  },
  withdrawalRejected: {
    en: { title: 'Withdrawal rejected', body: '{amount} is back in your balance. Open Transactions for the reason.' },
    bn: { title: 'উত্তোলন প্রত্যাখ্যাত', body: '{amount} আপনার ব্যালেন্সে ফেরত এসেছে। কারণ জানতে লেনদেন দেখুন।' },
  },
  support: {
    en: { title: 'Support replied', body: 'Open the chat to read the answer.' },
    bn: { title: 'সাপোর্ট উত্তর দিয়েছে', body: 'উত্তর পড়তে চ্যাট খুলুন।' },
  },
};
/** Where a notification of each topic opens the site. */
export const PUSH_OPENS: Record<PushTopic, string> = { bet: '/bets-history', deposit: '/transaction', withdrawal: '/transaction', support: '/' };
export const PUSH_MSG = {
  off: /*i18n*/ 'Notifications are not set up on this site.',
  subscription: /*i18n*/ 'This is not a push subscription of a browser.',
  topics: /*i18n*/ 'Choose notifications from the list.',
  saved: /*i18n*/ 'Your notification choices are saved.',
} as const;

const subscription = {
  endpoint: str(1000, { message: PUSH_MSG.subscription, min: 1 }),
  keys: Type.Object({ p256dh: str(200, { message: PUSH_MSG.subscription, min: 1 }), auth: str(100, { message: PUSH_MSG.subscription, min: 1 }) }),
};

export const pushKey = op({
  method: 'GET',
  url: '/api/push/key',
  tag,
  auth: 'none',
  summary: "The server's VAPID public key for a browser's push subscription (null: notifications are not set up)",
  schema: { response: { 200: envelope(Type.Object({ public_key: nullable(Type.String()) })) } },
});

export const pushSettings = op({
  method: 'GET',
  url: '/api/push',
  tag,
  auth: 'player',
  summary: 'The notifications the player chose, and how many browsers of this session are subscribed',
  schema: { response: { 200: envelope(Type.Object({ topics: Type.Array(Type.String()), subscriptions: Type.Integer() })) } },
});

export const savePushTopics = op({
  method: 'POST',
  url: '/api/push/topics',
  tag,
  auth: 'player',
  summary: 'Choose the notifications: any of bet, deposit, withdrawal, support',
  schema: { body: body({ topics: Type.Array(str(20), { maxItems: 4, 'x-message': PUSH_MSG.topics }) }), response: { 200: ok } },
});

export const subscribePush = op({
  method: 'POST',
  url: '/api/push/subscribe',
  tag,
  auth: 'player',
  summary: "Store this browser's push subscription for the session (it ends at logout)",
  schema: { body: body(subscription), response: { 200: ok } },
});

export const unsubscribePush = op({
  method: 'POST',
  url: '/api/push/unsubscribe',
  tag,
  auth: 'player',
  summary: "Remove this browser's push subscription",
  schema: { body: body({ endpoint: str(1000, { message: PUSH_MSG.subscription, min: 1 }) }), response: { 200: ok } },
});
