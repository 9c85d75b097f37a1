import type { AnswerOf, Static } from '../contract/schema';
import type { transaction as transactionSchema, turnovers as turnoversOp } from '../contract/funds';
// The entities of SPEC.md section 3, as the api answers them. Amounts are taka (numbers, two decimals).

export type Currency = 'BDT' | 'INR' | 'PKR';

export interface ExchangeLink {
  token: string;
}

export interface LoginResponse {
  token: string;
  remote_id: string;
  username: string;
  exchange: ExchangeLink[];
  message?: string;
}

export interface SignupPayload {
  username: string;
  password: string;
  confirmPassword: string;
  name: string;
  phone: string;
  email: string;
  referral_code: string;
  agent_code: string;
  currency: Currency;
  status: 'active';
}

export interface User {
  username: string;
  id: number | string;
  vip_coin: number;
  name: string | null;
  phone: string | null;
  email: string | null;
  /** "1" means phone verified. */
  session_id: string;
  created_at: string;
  dofb: string | null;
  email_verified_at: string | null;
  balance: number;
  referral_code: string;
  cash_bonus: number;
  currency?: Currency;
  /** Own phone or an extra phone verified (server-computed). */
  phone_verified?: boolean;
}

export interface ExtraPhone {
  id?: number;
  contract_value: string;
  isverify: number;
}
export interface WalletNumber {
  account_number: string;
  id: number;
}

export interface NoticeLine {
  id: number | string;
  text: string;
}

export interface GeneralSettings {
  system_notice: string;
  support_mail: string;
  withdrawal_status: number | string;
  notice: NoticeLine[];
  site_title: string;
  site_status: number | string;
  whatsapp: string;
  live_chat: string;
  intercom: string;
  tawk_id: string;
  /** The Android app's download address (empty: not published yet). */
  app_download_url?: string;
  /** Taka per VIP point when converting (default 1). */
  vp_rate?: number;
}

export type SliderType = 'Main' | 'Favourite' | 'Features';
export interface Slider {
  id: number;
  name: string;
  link: string;
  /** Spelt so by the api. */
  thubmnail: string;
  status: 'active' | string;
  slider_type: SliderType;
}
export interface Sliders {
  main: Slider[];
  favourite: Slider[];
  feature: Slider[];
}

export type { MarketBlockRow as MarketBlock } from '../contract/access';
export interface SocialLinks {
  whatsapp: string;
  facebook: string;
  telegram: string;
}
export interface LogoSettings {
  logo: string;
  mobile_logo: string;
  loader_logo: string;
  favicon: string;
}

export interface GameItem {
  code: string;
  name: string;
  type: string;
  platform: string;
  icon: string;
}
export interface Provider {
  platform: string;
  name: string;
  logo?: string;
}
export interface GameType {
  type: string;
  name: string;
}

export type AccountType = 'Agent' | 'Merchant' | 'Marchent' | 'Personal';
export interface PaymentMethod {
  id: number;
  name: string;
  icon: string;
  status: string;
  account_type?: AccountType;
}
export type PaymentMethodsAnswer = PaymentMethod[] | { type: 'ewallet'; pgs: PaymentMethod[] };

export interface Promotion {
  id: number;
  name: string;
  desc: string;
  thumbnail: string;
  start_date: string;
  end_date: string;
  status: 'active' | 'display' | string;
  deposit_bouns: number;
  turnover?: number;
  /** Desktop filter id (99 Welcome Offer, 1 Slots, 2 Casino, 4 Sports, ...). */
  category?: number;
  tag?: string;
}

/** The desktop registration form (SPEC.md section 3) plus the server-checked captcha. */
export interface DesktopRegistration {
  username: string;
  password: string;
  confirmPassword: string;
  /** 8 BDT, 7 INR, 17 PKR */
  currencyType: '8' | '7' | '17';
  friendReferCode: string;
  realName: string;
  callingCode: '880';
  phoneNumber: string;
  email: string;
  captcha: string;
  captcha_id: string;
  ageCheck: boolean;
}

/** key: 0 pending, 1 success, 2 fail. */
export type TransactionKey = 0 | 1 | 2;
/** The Transaction and Turnover entities as the api answers them (the contract's schemas). */
export type Transaction = Static<typeof transactionSchema>;
export type Turnover = AnswerOf<typeof turnoversOp>['data'][number];

export interface SettledBet {
  created_at: string;
  platform: string;
  game_type: string;
  game_name: string;
  bet_amount: number;
  winAmount: number;
}

export interface ExchangeRecord {
  created_at: string;
  event_name: string;
  bet_type: string;
  stake: number;
  net_profit_loss: number;
  status: 'open' | 'WON' | 'LOST' | string;
  transaction_id: string;
  market_name: string;
  selection_name: string;
  potential_profit: number;
  potential_liability: number;
  odds: number;
  run: number | null;
}

export interface InboxMessage {
  id: number;
  title: string;
  message: string;
  is_read: number | boolean;
  created_at: string;
}

export interface PriceSize {
  price: number;
  size: number;
}
export interface MatchOddsRunner {
  SelectionName: string;
  ex: { availableToBack: PriceSize[]; availableToLay: PriceSize[] };
}
export interface MatchOdds {
  inplay: boolean;
  runners: MatchOddsRunner[];
}

export interface BookmakerRunner {
  runner: string;
  backPrice: number;
  layPrice: number;
  suspended: number;
  ball_running: number;
}
export interface FancyMarket {
  title: string;
  no: number;
  no_rate: number;
  yes: number;
  yes_rate: number;
  suspended: number;
  ball_running: number;
  type?: number;
}

export type Sport = 'cricket' | 'soccer' | 'tennis';
export interface SportsEvent {
  EventId: string;
  MarketId: string;
  Event: string;
  Fancy: boolean | number;
  Bookmaker: boolean | number;
  sport?: Sport;
}

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
