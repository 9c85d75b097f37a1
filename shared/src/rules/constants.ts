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
  // the api's money limits, in taka on the screens
  depositMin: MONEY_LIMITS.depositMin / 100,
  depositMax: MONEY_LIMITS.depositMax / 100,
  depositQuickAmounts: [100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000],
  withdrawalMin: MONEY_LIMITS.withdrawMin / 100,
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
  usernameInvalid: AUTH_MSG.usernameInvalid,
  passwordMin: AUTH_MSG.passwordMin,
  invalidCredentials: AUTH_MSG.invalidCredentials,
  networkLogin: /*i18n*/ 'Network error, please try again later.',
  // Signup
  usernameLength: AUTH_MSG.usernameLength,
  emailInvalid: AUTH_MSG.emailInvalid,
  phoneInvalid: AUTH_MSG.phoneInvalid,
  passwordsMismatch: AUTH_MSG.passwordsMismatch,
  passwordLettersDigits: AUTH_MSG.passwordLettersDigits,
  submissionFailed: /*i18n*/ 'Submission failed',
  networkSignup: /*i18n*/ 'Network error, please try again',
  required: /*i18n*/ 'This field is required',
  // Desktop register
  fillAll: CAPTCHA_MSG.fillAll,
  passwordsMismatchDot: CAPTCHA_MSG.mismatch,
  fillAllStep2: CAPTCHA_MSG.fillAllStep2,
  ageConfirm: CAPTCHA_MSG.age,
  // Game launch
  unexpected: /*i18n*/ 'An unexpected error occurred',
  notLoggedIn: /*i18n*/ 'User not logged in',
  // Profile
  dofbFailed: /*i18n*/ 'Failed to update DOFB',
  sendCodeFailed: /*i18n*/ 'Failed to send code',
  // Deposit
  verifyPhoneFirst: FUNDS_MSG.verifyPhone,
  fillAmount: FUNDS_MSG.fillAmount,
  selectPaymentMethod: FUNDS_MSG.paymentMethod,
  selectDepositChannel: DEPOSIT_CHANNEL_MSG,
  tryAgain: /*i18n*/ 'An error occurred. Please try again.',
  accountNumber11: FUNDS_MSG.accountNumber,
  trxIdInvalid: FUNDS_MSG.trxId,
  submissionSuccessful: /*i18n*/ 'Submission successful!',
  // Withdrawal
  amountRequired: WITHDRAWAL_MSG.amountRequired,
  accountNumberRequired: FUNDS_MSG.accountRequired,
  selectYourPaymentMethod: WITHDRAWAL_MSG.method,
  completeTurnover: FUNDS_MSG.turnover,
  unknownError: /*i18n*/ 'An unknown error occurred.',
  noWithdrawMethods: FUNDS_MSG.withdrawalsClosed,
  withdrawalSuccessful: /*i18n*/ 'Withdrawal successful!',
  // Claim
  claimMin: REWARD_MSG.claimMin,
  claimFailed: /*i18n*/ 'Failed to claim bonus. Please try again.',
  claimError: /*i18n*/ 'An error occurred while claiming the bonus. Please try again.',
  claimSuccess: /*i18n*/ 'Bonus Claimed successfully.',
  // Password
  newPasswordRule: ACCOUNT_MSG.newPassword,
  currentPasswordRequired: ACCOUNT_MSG.currentRequired,
  confirmPasswordRequired: ACCOUNT_MSG.confirmRequired,
  changePasswordFailed: /*i18n*/ 'Failed to change password. Please try again.',
  changePasswordError: /*i18n*/ 'An error occurred while changing the password. Please try again.',
  changePasswordSuccess: ACCOUNT_MSG.changed,
  // Forgot password
  enterEmail: FORGOT_MSG.enterEmail,
  enterUsername: FORGOT_MSG.enterUsername,
  enterPhone: FORGOT_MSG.enterPhone,
  enterOtp: FORGOT_MSG.enterOtp,
  otpSendFailed: /*i18n*/ 'Failed to send OTP. Please try again.',
  otpSendError: /*i18n*/ 'An error occurred while sending the OTP. Please try again.',
  // VIP
  vpMinRequired: REWARD_MSG.vpMin,
  rewardsFollowRisk: REWARD_MSG.risk,
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
