// Limits and constants (docs/spec.md section 9) and the exact messages (sections 5 and 8).
import { ACCOUNT_MSG, AUTH_MSG, CAPTCHA_MSG, FUNDS_MSG, MONEY_LIMITS, REWARD_MSG } from '../contract/messages';
import {
  DEPOSIT_CHANNEL_MSG,
  FORGOT_MSG,
  MIN_VP_CONVERSION,
  PASSWORD_MIN,
  PHONE_RE,
  TRX_ID_MIN,
  USERNAME,
  WALLET_NUMBER_DIGITS,
  WITHDRAWAL_MSG,
} from '../contract/messages';

export const LIMITS = {
  // the api's money limits (MONEY_LIMITS, poisha), in taka on the screens: the unit in the name
  depositMinTaka: MONEY_LIMITS.depositMin / 100,
  depositMaxTaka: MONEY_LIMITS.depositMax / 100,
  withdrawalMinTaka: MONEY_LIMITS.withdrawMin / 100,
  withdrawalMaxTaka: MONEY_LIMITS.withdrawMax / 100,
  /** @deprecated depositMinTaka (the unit in the name). */
  depositMin: MONEY_LIMITS.depositMin / 100,
  /** @deprecated depositMaxTaka. */
  depositMax: MONEY_LIMITS.depositMax / 100,
  depositQuickAmounts: [100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000],
  /** @deprecated withdrawalMinTaka. */
  withdrawalMin: MONEY_LIMITS.withdrawMin / 100,
  /** @deprecated withdrawalMaxTaka. */
  withdrawalMax: MONEY_LIMITS.withdrawMax / 100,
  withdrawalQuickAmounts: [500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000],
  minCashClaim: 10,
  minVpConversion: MIN_VP_CONVERSION,
  usernameMin: USERNAME.min,
  usernameMax: USERNAME.max,
  passwordMin: PASSWORD_MIN,
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  depositAccountDigits: WALLET_NUMBER_DIGITS,
  trxIdMin: TRX_ID_MIN,
  otpDigits: 6,
  maxExtraPhones: 2,
  codeCountdownSeconds: 300,
  depositWindowSeconds: 600,
  arrivalCountdownSeconds: 1800,
  inboxPollMs: 10_000,
  balancePollMs: 10_000,
  vipPollMs: 1_000,
  eventPollMs: 300,
  redirectDelayMs: 1_500,
  balanceRefreshMs: 500,
  bannerAutoplayMs: 3_000,
  bannerSpeedMs: 500,
  bannerProgressStepMs: 30,
  marqueeSpeed: 30,
  mobileBreakpoint: 768,
  /** A touch screen (coarse pointer) up to this wide gets the mobile site too: phones in landscape, tablets. */
  touchMobileMaxWidth: 1366,
  scrollThreshold: 300,
  chatDragThreshold: 10,
  qrSize: 128,
  previewWords: 5,
  chatPromoWords: 100,
  gameNameMax: 15,
  tabSlideMs: 500,
} as const;

export const CURRENCIES = [
  { code: 'BDT', id: 8 },
  { code: 'INR', id: 7 },
  { code: 'PKR', id: 17 },
] as const;

export const MSG = {
  // Login (section 5, 8)
  /** @deprecated AUTH_MSG.usernameInvalid of the contract (one name per message). */
  usernameInvalid: AUTH_MSG.usernameInvalid,
  /** @deprecated AUTH_MSG.passwordMin of the contract (one name per message). */
  passwordMin: AUTH_MSG.passwordMin,
  /** @deprecated AUTH_MSG.invalidCredentials of the contract (one name per message). */
  invalidCredentials: AUTH_MSG.invalidCredentials,
  networkLogin: /*i18n*/ 'Network error, please try again later.',
  // Signup
  /** @deprecated AUTH_MSG.usernameLength of the contract (one name per message). */
  usernameLength: AUTH_MSG.usernameLength,
  /** @deprecated AUTH_MSG.emailInvalid of the contract (one name per message). */
  emailInvalid: AUTH_MSG.emailInvalid,
  /** @deprecated AUTH_MSG.phoneInvalid of the contract (one name per message). */
  phoneInvalid: AUTH_MSG.phoneInvalid,
  /** @deprecated AUTH_MSG.passwordsMismatch of the contract (one name per message). */
  passwordsMismatch: AUTH_MSG.passwordsMismatch,
  /** @deprecated AUTH_MSG.passwordLettersDigits of the contract (one name per message). */
  passwordLettersDigits: AUTH_MSG.passwordLettersDigits,
  submissionFailed: /*i18n*/ 'Submission failed',
  networkSignup: /*i18n*/ 'Network error, please try again',
  required: /*i18n*/ 'This field is required',
  // Desktop register
  /** @deprecated CAPTCHA_MSG.fillAll of the contract (one name per message). */
  fillAll: CAPTCHA_MSG.fillAll,
  /** @deprecated CAPTCHA_MSG.mismatch of the contract (one name per message). */
  passwordsMismatchDot: CAPTCHA_MSG.mismatch,
  /** @deprecated CAPTCHA_MSG.fillAllStep2 of the contract (one name per message). */
  fillAllStep2: CAPTCHA_MSG.fillAllStep2,
  /** @deprecated CAPTCHA_MSG.age of the contract (one name per message). */
  ageConfirm: CAPTCHA_MSG.age,
  // Game launch
  unexpected: /*i18n*/ 'An unexpected error occurred',
  notLoggedIn: /*i18n*/ 'User not logged in',
  // Profile
  dofbFailed: /*i18n*/ 'Failed to update DOFB',
  sendCodeFailed: /*i18n*/ 'Failed to send code',
  // Deposit
  /** @deprecated FUNDS_MSG.verifyPhone of the contract (one name per message). */
  verifyPhoneFirst: FUNDS_MSG.verifyPhone,
  /** @deprecated FUNDS_MSG.fillAmount of the contract (one name per message). */
  fillAmount: FUNDS_MSG.fillAmount,
  /** @deprecated FUNDS_MSG.paymentMethod of the contract (one name per message). */
  selectPaymentMethod: FUNDS_MSG.paymentMethod,
  /** @deprecated DEPOSIT_CHANNEL_MSG of the contract (one name per message). */
  selectDepositChannel: DEPOSIT_CHANNEL_MSG,
  tryAgain: /*i18n*/ 'An error occurred. Please try again.',
  /** @deprecated FUNDS_MSG.accountNumber of the contract (one name per message). */
  accountNumber11: FUNDS_MSG.accountNumber,
  /** @deprecated FUNDS_MSG.trxId of the contract (one name per message). */
  trxIdInvalid: FUNDS_MSG.trxId,
  submissionSuccessful: /*i18n*/ 'Submission successful!',
  // Withdrawal
  /** @deprecated WITHDRAWAL_MSG.amountRequired of the contract (one name per message). */
  amountRequired: WITHDRAWAL_MSG.amountRequired,
  /** @deprecated FUNDS_MSG.accountRequired of the contract (one name per message). */
  accountNumberRequired: FUNDS_MSG.accountRequired,
  /** @deprecated WITHDRAWAL_MSG.method of the contract (one name per message). */
  selectYourPaymentMethod: WITHDRAWAL_MSG.method,
  /** @deprecated FUNDS_MSG.turnover of the contract (one name per message). */
  completeTurnover: FUNDS_MSG.turnover,
  unknownError: /*i18n*/ 'An unknown error occurred.',
  /** @deprecated FUNDS_MSG.withdrawalsClosed of the contract (one name per message). */
  noWithdrawMethods: FUNDS_MSG.withdrawalsClosed,
  withdrawalSuccessful: /*i18n*/ 'Withdrawal successful!',
  // Claim
  /** @deprecated REWARD_MSG.claimMin of the contract (one name per message). */
  claimMin: REWARD_MSG.claimMin,
  claimFailed: /*i18n*/ 'Failed to claim bonus. Please try again.',
  claimError: /*i18n*/ 'An error occurred while claiming the bonus. Please try again.',
  claimSuccess: /*i18n*/ 'Bonus Claimed successfully.',
  // Password
  /** @deprecated ACCOUNT_MSG.newPassword of the contract (one name per message). */
  newPasswordRule: ACCOUNT_MSG.newPassword,
  /** @deprecated ACCOUNT_MSG.currentRequired of the contract (one name per message). */
  currentPasswordRequired: ACCOUNT_MSG.currentRequired,
  /** @deprecated ACCOUNT_MSG.confirmRequired of the contract (one name per message). */
  confirmPasswordRequired: ACCOUNT_MSG.confirmRequired,
  changePasswordFailed: /*i18n*/ 'Failed to change password. Please try again.',
  changePasswordError: /*i18n*/ 'An error occurred while changing the password. Please try again.',
  /** @deprecated ACCOUNT_MSG.changed of the contract (one name per message). */
  changePasswordSuccess: ACCOUNT_MSG.changed,
  // Forgot password
  /** @deprecated FORGOT_MSG.enterEmail of the contract (one name per message). */
  enterEmail: FORGOT_MSG.enterEmail,
  /** @deprecated FORGOT_MSG.enterUsername of the contract (one name per message). */
  enterUsername: FORGOT_MSG.enterUsername,
  /** @deprecated FORGOT_MSG.enterPhone of the contract (one name per message). */
  enterPhone: FORGOT_MSG.enterPhone,
  /** @deprecated FORGOT_MSG.enterOtp of the contract (one name per message). */
  enterOtp: FORGOT_MSG.enterOtp,
  otpSendFailed: /*i18n*/ 'Failed to send OTP. Please try again.',
  otpSendError: /*i18n*/ 'An error occurred while sending the OTP. Please try again.',
  // VIP
  /** @deprecated REWARD_MSG.vpMin of the contract (one name per message). */
  vpMinRequired: REWARD_MSG.vpMin,
  /** @deprecated REWARD_MSG.risk of the contract (one name per message). */
  rewardsFollowRisk: REWARD_MSG.risk,
  /** @deprecated REWARD_MSG.vpNotEnough of the contract (one name per message). */
  vpNotEnough: REWARD_MSG.vpNotEnough,
  convertError: /*i18n*/ 'An error occurred',
  convertCoinsError: /*i18n*/ 'An error occurred while converting coins',
  // Games catalog
  systemsFailed: /*i18n*/ 'Failed to fetch systems',
  providersFailed: /*i18n*/ 'Failed to fetch providers',
  systemsError: /*i18n*/ 'An unexpected error occurred while fetching systems',
  providersError: /*i18n*/ 'An unexpected error occurred while fetching providers',
  // Misc
  sharingUnsupported: /*i18n*/ 'Sharing is not supported on this device.',
  maintenance: "We're currently undergoing Maintenance!",
  noAccountToCopy: /*i18n*/ 'No account number to copy!',
  noAmountToCopy: /*i18n*/ 'No Amount to copy!',
  accountCopied: /*i18n*/ 'Account number copied!',
  noFancy: /*i18n*/ 'No fancy bets available',
  pendingVerifying: /*i18n*/ 'Our are verifying your transaction, Please hold on.',
} as const;

/** 'Amount copied: {amount}' */
export const amountCopied = (amount: string | number) => `Amount copied: ${amount}`;
/** 'No {code type} found in the URL' */
export const noCodeInUrl = (codeType: string) => `No ${codeType} found in the URL`;
/** 'Submission failed: {server message}' */
export const submissionFailedWith = (message: string) => `Submission failed: ${message}`;
/** The Market Block popup text of section 8 (the api's 403 says the same). */
export { marketBlockText } from '../contract/access';

// the rules the api enforces too, written once in the contract
export { EMAIL_RE, NEW_PASSWORD_RE, PASSWORD_MAX, USERNAME_RE } from '../contract/messages';
export { PHONE_RE };
