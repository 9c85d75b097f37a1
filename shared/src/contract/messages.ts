// The rules, limits and messages both the api and the apps enforce, written once (docs/spec.md sections 5, 8, 9).
// Messages are the spec's strings verbatim where it has them.

export const AUTH_MSG = {
  usernameLength: /*i18n*/ 'Username must be between 8 and 16 characters',
  usernameInvalid: /*i18n*/ 'Invalid username (only letters and numbers)',
  emailInvalid: /*i18n*/ 'Invalid email address',
  phoneInvalid: /*i18n*/ 'Invalid phone number (10-15 digits)',
  passwordMin: /*i18n*/ 'Password must be at least 8 characters',
  passwordLettersDigits: /*i18n*/ 'Password must contain only letters and numbers',
  passwordsMismatch: /*i18n*/ 'Passwords do not match',
  currency: /*i18n*/ 'Invalid currency',
  usernameTaken: /*i18n*/ 'The username has already been taken.',
  // one answer for a taken email or phone, naming neither: the least a stranger learns about who plays here
  contactTaken: /*i18n*/ 'This email or phone number cannot be used for a new account. If you already have an account, please log in.',
  codeTooLong: /*i18n*/ 'Codes may be at most 32 characters.',
  invalidCredentials: /*i18n*/ 'Invalid credentials',
  unauthenticated: /*i18n*/ 'Unauthenticated.',
} as const;

export const CAPTCHA_MSG = {
  wrong: /*i18n*/ 'The captcha is incorrect. Please try again.',
  expired: /*i18n*/ 'The captcha has expired. Please reload it.',
  fillAll: /*i18n*/ 'Please fill in all fields.',
  fillAllStep2: /*i18n*/ 'Please fill in all fields for step 2.',
  mismatch: /*i18n*/ 'Passwords do not match.',
  age: /*i18n*/ 'You must confirm that you are 18 years old.',
  callingCode: /*i18n*/ 'Only +880 phone numbers are accepted.',
  success: /*i18n*/ 'Registration Successful',
} as const;

export const ACCOUNT_MSG = {
  language: /*i18n*/ 'Please choose English or Bangla.',
  newPassword: /*i18n*/ 'New Password must contain at least one number, one letter, and 8 characters long.',
  currentRequired: /*i18n*/ 'Please enter your current password.',
  currentWrong: /*i18n*/ 'Your current password is incorrect.',
  confirmRequired: /*i18n*/ 'Please confirm your new password.',
  mismatch: /*i18n*/ 'Passwords do not match.',
  changed: /*i18n*/ 'Password changed successfully. Please login with your new password.',
  phoneInvalid: /*i18n*/ 'Please enter a valid 11-digit phone number.',
  phoneTaken: /*i18n*/ 'This phone number is already in use.',
  maxPhones: /*i18n*/ 'You can add at most 2 extra phone numbers.',
} as const;

export const CODE_MSG = {
  invalid: /*i18n*/ 'The verification code is invalid.',
  expired: /*i18n*/ 'The verification code has expired. Please request a new one.',
  tooMany: /*i18n*/ 'Too many wrong codes. Please request a new one.',
  wait: /*i18n*/ 'Please wait a minute before requesting another code.',
} as const;

/** A deposit's or withdrawal's status by its `key` (0, 1, 2), as the back office names them. */
export const TX_STATUS = ['pending', 'success', 'fail'] as const;

export const FUNDS_MSG = {
  verifyPhone: /*i18n*/ 'Please verify your phone number first.',
  pendingDeposit: /*i18n*/ 'You already have a pending deposit request. Please wait until it is processed.',
  pendingWithdrawal: /*i18n*/ 'You already have a pending withdrawal request. Please wait until it is processed.',
  fillAmount: /*i18n*/ 'Please fill in your amount.',
  depositRange: /*i18n*/ 'The deposit amount must be between 100.00 and 25,000.00 BDT.',
  withdrawalRange: /*i18n*/ 'The withdrawal amount must be between 500.00 and 25,000.00 BDT.',
  paymentMethod: /*i18n*/ 'Please select a valid payment method.',
  accountNumber: /*i18n*/ 'Please provide a valid 11-digit account number.',
  notYourNumber: /*i18n*/ 'Only your own verified phone numbers can be used.',
  payingNumber: /*i18n*/ 'This is not the wallet number of this payment.',
  trxId: /*i18n*/ 'Please provide your TRX ID. It should be valid.',
  trxUsed: /*i18n*/ 'This TRX ID has already been submitted.',
  promotion: /*i18n*/ 'This promotion is not available.',
  withdrawalsClosed: /*i18n*/ 'No widthdraw methods available. Try again later.',
  dob: /*i18n*/ 'Please set your date of birth in your profile before withdrawing.',
  turnover: /*i18n*/ 'Please complete your turnover and try again.',
  receiptType: /*i18n*/ 'Receipts must be images (PNG, JPEG, WebP or GIF).',
  accountRequired: /*i18n*/ 'Account number is required.',
  ewalletClosed: /*i18n*/ 'E-wallet deposits are not available. Please choose another deposit method.',
  gatewayDown: /*i18n*/ 'The payment gateway is not answering. Please try again later.',
  returnUrl: /*i18n*/ 'The return address must be a page of this site.',
} as const;

export const REWARD_MSG = {
  vpMin: /*i18n*/ 'Minimum VP Required: 10',
  vpNotEnough: /*i18n*/ 'Not enough points. Points must follow minimum VP required to convert.',
  claimMin: /*i18n*/ 'You need at least 10 to claim all.',
  /** How VP, bonus turnover and referral rewards are earned (the VIP and referral pages show it). */
  risk: /*i18n*/ "Rewards follow risk: VP, bonus turnover and referral rewards count what a bet could really lose, once it settles. A match's match odds and bookmaker count once together, for the most your bets on them could lose together, and each fancy line on its own, so backing both sides of a match earns nothing.",
} as const;

/** A template with its {name} places filled in. */
export const fillTemplate = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

/**
 * Messages with values: the api sends the template and the values beside the filled message (`templated` in
 * api/src/lib/errors.ts) and a client shows it in its reader's language; each is a catalogue entry.
 */
export const MSG_TEMPLATES = {
  chatLong: /*i18n*/ 'A message may be at most {max} characters.',
  offLadder: /*i18n*/ '{price} is not a valid price. The nearest valid prices are {below} and {above}.',
  receipts: /*i18n*/ 'At most {n} receipt images.',
  vpConverted: /*i18n*/ '{vp} VP converted to {amount}',
} as const;

/** Support chat: a message's length, its messages, and how many a player may send in a window. */
export const CHAT_MAX = 2000;
export const CHAT_MSG = {
  empty: /*i18n*/ 'Please type a message.',
  /**
   * Written when asked for: an Intl formatter made while the page loads cost the home page ~150 ms of blocking time.
   * The platform's own grouping, not format.ts: the contract's messages stay free of the time and money modules
   * (the forms bring this file into each app's own bundle; with format.ts came dayjs, a second copy per app).
   */
  get long() {
    return fillTemplate(MSG_TEMPLATES.chatLong, chatLongValues());
  },
  notFound: /*i18n*/ 'Chat not found.',
  tooFast: /*i18n*/ 'You are sending messages too fast. Please wait a moment and try again.',
} as const;
/** The values of MSG_TEMPLATES.chatLong. */
export const chatLongValues = () => ({ max: CHAT_MAX.toLocaleString('en-US') });
/** Kept in the database: every api process counts the same hits. */
export const CHAT_RATE = { messages: 20, windowMs: 60_000 } as const;

/** Letters and digits only (usernames; signup passwords). */
export const USERNAME_RE = /^[A-Za-z0-9]+$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A new password (change and forgot flows): 8-64 letters and digits, at least one of each (docs/spec.md section 5). */
export const NEW_PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{8,64}$/;
export const PASSWORD_MAX = 64;

/** Money limits in poisha (the api) ; the apps show them in taka (÷ 100). */
/** A typed amount of taka: up to 9 digits, at most two decimals (every form, the bet slip and the api read it so). */
export const AMOUNT_RE = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
/** '100.5' | 100.5 -> 10050 poisha; null when not a plain non-negative amount of that form. */
export function parsePoisha(value: unknown): number | null {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const m = AMOUNT_RE.exec(s);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Deposit and withdrawal bounds, in poisha (the api's checks; the screens show them in taka: rules' LIMITS). */
export const MONEY_LIMITS = { depositMin: 10_000, depositMax: 2_500_000, withdrawMin: 50_000, withdrawMax: 2_500_000 } as const;

/** Field lengths the api accepts. */
export const FIELD_MAX = { username: 16, password: 128, name: 100, email: 254, phone: 20, code: 32, trxId: 40, otp: 6, title: 200, message: 5000 } as const;

// The forms' limits and sentences (contract/forms.ts builds the forms from them; the screens show them too)
export const USERNAME = { min: 8, max: 16 } as const;
export const PASSWORD_MIN = 8;
export const PHONE_RE = /^\d{10,15}$/;

export const FORGOT_MSG = {
  enterEmail: /*i18n*/ 'Please enter your email address.',
  enterPhone: /*i18n*/ 'Please enter your phone number.',
  enterUsername: /*i18n*/ 'Please enter your username.',
  enterOtp: /*i18n*/ 'Please enter the OTP.',
} as const;

export const PROFILE_MSG = {
  code: /*i18n*/ 'Please enter the 6-digit code.',
  birthday: /*i18n*/ 'Please select your date of birth.',
} as const;

export const MIN_VP_CONVERSION = 10;

export const DEPOSIT_CHANNEL_MSG = 'Please select a Deposit channel.';
export const WITHDRAWAL_MSG = { amountRequired: /*i18n*/ 'Amount is required.', method: /*i18n*/ 'Please select your payment method.' } as const;
export const TRX_ID_MIN = 7;
/** A mobile wallet's number: 11 digits (01XXXXXXXXX). The forms, the wallet numbers and the api use this one rule. */
export const WALLET_NUMBER_DIGITS = 11;
export const WALLET_NUMBER_RE = new RegExp(`^\\d{${WALLET_NUMBER_DIGITS}}$`);
/** A TRX ID as the wallets print it: TRX_ID_MIN to FIELD_MAX.trxId letters, digits or dashes (the form and the api). */
export const TRX_ID_RE = new RegExp(`^[A-Za-z0-9-]{${TRX_ID_MIN},${FIELD_MAX.trxId}}$`);
