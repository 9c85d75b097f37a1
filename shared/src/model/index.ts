import type { AnswerOf, Static } from '../contract/schema';
import type { transaction as transactionSchema, turnovers as turnoversOp } from '../contract/funds';
import type * as authOps from '../contract/auth';
import type * as contentOps from '../contract/content';
import type * as gamesOps from '../contract/games';
import type * as supportOps from '../contract/support';
import type * as usersOps from '../contract/users';
import type * as fundsOps from '../contract/funds';
import type { ExchangeBet, MarketBook } from '../contract/exchange';
// The entities of docs/spec.md section 3, as the api answers them. Amounts are taka (numbers, two decimals).

export type Currency = 'BDT' | 'INR' | 'PKR';

/** @deprecated Used by no app; removed at the next major version of @bet/shared. */
export interface ExchangeLink {
  token: string;
}

export type LoginResponse = AnswerOf<typeof authOps.login>;

/** What the signup screen sends (`POST /api/v1/create-players`). */
export type SignupPayload = Static<typeof authOps.createPlayer.schema.body>;

/** The player as `GET /api/user` answers it. */
export type User = AnswerOf<typeof usersOps.showUser>['data'];

export type ExtraPhone = AnswerOf<typeof usersOps.otherPhones>['data'][number];
export type WalletNumber = AnswerOf<typeof fundsOps.walletNumber>['data'][number];

export type NoticeLine = GeneralSettings['notice'][number];

export type GeneralSettings = AnswerOf<typeof contentOps.general>['data'];

/** @deprecated Used by no app; removed at the next major version of @bet/shared. */
export type SliderType = 'Main' | 'Favourite' | 'Features';
export type Slider = Sliders['main'][number];
export type Sliders = AnswerOf<typeof contentOps.sliders>['data'];

export type { MarketBlockRow as MarketBlock } from '../contract/access';
export type SocialLinks = AnswerOf<typeof contentOps.socialLinks>['data'];
export type LogoSettings = AnswerOf<typeof contentOps.logo>[number];

/** @deprecated Used by no app; removed at the next major version of @bet/shared. */
export type GameItem = AnswerOf<typeof gamesOps.gameList>['data'][number];
export type Provider = AnswerOf<typeof gamesOps.providers>['data'][number];
export type GameType = AnswerOf<typeof gamesOps.gameTypes>['data'][number];

export type AccountType = 'Agent' | 'Merchant' | 'Marchent' | 'Personal';
export interface PaymentMethod {
  id: number;
  name: string;
  icon: string;
  status: string;
  account_type?: AccountType;
}
export type PaymentMethodsAnswer = PaymentMethod[] | { type: 'ewallet'; pgs: PaymentMethod[] };

export type Promotion = AnswerOf<typeof contentOps.promotions>['data'][number];

/** The desktop registration form (docs/spec.md section 3) plus the server-checked captcha (`POST /api/register`). */
export type DesktopRegistration = Static<typeof authOps.register.schema.body>;

/** @deprecated Used by no app; removed at the next major version of @bet/shared. */
export type TransactionKey = 0 | 1 | 2;
/** The Transaction and Turnover entities as the api answers them (the contract's schemas). */
export type Transaction = Static<typeof transactionSchema>;
export type Turnover = AnswerOf<typeof turnoversOp>['data'][number];

/** @deprecated Used by no app; removed at the next major version of @bet/shared. */
export type SettledBet = AnswerOf<typeof gamesOps.bettingRecordGroup>['data']['rows'][number];

/** @deprecated Used by no app; removed at the next major version of @bet/shared. */
export type ExchangeRecord = ExchangeBet;

export type InboxMessage = AnswerOf<typeof supportOps.inboxById>['data'];

export type PriceSize = MatchOddsRunner['ex']['availableToBack'][number];
export type MatchOddsRunner = MarketBook['runners'][number];
export type MatchOdds = MarketBook;

export type { BookmakerRunner } from '../contract/exchange';
export type { FancyMarket } from '../contract/exchange';

export type Sport = 'cricket' | 'soccer' | 'tennis';
export type { SportsEvent } from '../contract/exchange';

/** `{ success, message, data }`: the api's answer where the spec shows none. */
export interface Envelope<T> {
  success: boolean;
  message?: string;
  data: T;
}

/** An answer with no data: `{ success, message }`. */
export interface OkAnswer {
  success: boolean;
  message?: string;
}
