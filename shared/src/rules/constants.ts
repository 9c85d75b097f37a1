// Limits and constants (SPEC.md section 9) and the exact messages (sections 5 and 8).
import { REWARD_MSG } from '../contract/messages';

export const LIMITS = {
  depositMin: 100,
  depositMax: 25000,
  depositQuickAmounts: [100, 500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000],
  withdrawalMin: 500,
  withdrawalMax: 25000,
  withdrawalQuickAmounts: [500, 1000, 2000, 3000, 5000, 10000, 15000, 20000, 25000],
  minCashClaim: 10,
  minVpConversion: 10,
  usernameMin: 8,
  usernameMax: 16,
  passwordMin: 8,
  phoneMinDigits: 10,
  phoneMaxDigits: 15,
  depositAccountDigits: 11,
  trxIdMin: 7,
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
  usernameInvalid: 'Invalid username (only letters and numbers)',
  passwordMin: 'Password must be at least 8 characters',
  invalidCredentials: 'Invalid credentials',
  networkLogin: 'Network error, please try again later.',
  // Signup
  usernameLength: 'Username must be between 8 and 16 characters',
  emailInvalid: 'Invalid email address',
  phoneInvalid: 'Invalid phone number (10-15 digits)',
  passwordsMismatch: 'Passwords do not match',
  passwordLettersDigits: 'Password must contain only letters and numbers',
  submissionFailed: 'Submission failed',
  networkSignup: 'Network error, please try again',
  required: 'This field is required',
  // Desktop register
  fillAll: 'Please fill in all fields.',
  passwordsMismatchDot: 'Passwords do not match.',
  fillAllStep2: 'Please fill in all fields for step 2.',
  ageConfirm: 'You must confirm that you are 18 years old.',
  // Game launch
  unexpected: 'An unexpected error occurred',
  notLoggedIn: 'User not logged in',
  // Profile
  dofbFailed: 'Failed to update DOFB',
  sendCodeFailed: 'Failed to send code',
  // Deposit
  verifyPhoneFirst: 'Please verify your phone number first.',
  fillAmount: 'Please fill in your amount.',
  selectPaymentMethod: 'Please select a valid payment method.',
  selectDepositChannel: 'Please select a Deposit channel.',
  tryAgain: 'An error occurred. Please try again.',
  accountNumber11: 'Please provide a valid 11-digit account number.',
  trxIdInvalid: 'Please provide your TRX ID. It should be valid.',
  submissionSuccessful: 'Submission successful!',
  // Withdrawal
  amountRequired: 'Amount is required.',
  accountNumberRequired: 'Account number is required.',
  selectYourPaymentMethod: 'Please select your payment method.',
  completeTurnover: 'Please complete your turnover and try again.',
  unknownError: 'An unknown error occurred.',
  noWithdrawMethods: 'No widthdraw methods available. Try again later.',
  withdrawalSuccessful: 'Withdrawal successful!',
  // Claim
  claimMin: 'You need at least 10 to claim all.',
  claimFailed: 'Failed to claim bonus. Please try again.',
  claimError: 'An error occurred while claiming the bonus. Please try again.',
  claimSuccess: 'Bonus Claimed successfully.',
  // Password
  newPasswordRule: 'New Password must contain at least one number, one letter, and 8 characters long.',
  currentPasswordRequired: 'Please enter your current password.',
  confirmPasswordRequired: 'Please confirm your new password.',
  changePasswordFailed: 'Failed to change password. Please try again.',
  changePasswordError: 'An error occurred while changing the password. Please try again.',
  changePasswordSuccess: 'Password changed successfully. Please login with your new password.',
  // Forgot password
  enterEmail: 'Please enter your email address.',
  enterUsername: 'Please enter your username.',
  enterPhone: 'Please enter your phone number.',
  enterOtp: 'Please enter the OTP.',
  otpSendFailed: 'Failed to send OTP. Please try again.',
  otpSendError: 'An error occurred while sending the OTP. Please try again.',
  // VIP
  vpMinRequired: 'Minimum VP Required: 10',
  rewardsFollowRisk: REWARD_MSG.risk,
  vpNotEnough: 'Not enough points. Points must follow minimum VP required to convert.',
  convertError: 'An error occurred',
  convertCoinsError: 'An error occurred while converting coins',
  // Games catalog
  systemsFailed: 'Failed to fetch systems',
  providersFailed: 'Failed to fetch providers',
  systemsError: 'An unexpected error occurred while fetching systems',
  providersError: 'An unexpected error occurred while fetching providers',
  // Misc
  sharingUnsupported: 'Sharing is not supported on this device.',
  maintenance: "We're currently undergoing Maintenance!",
  noAccountToCopy: 'No account number to copy!',
  noAmountToCopy: 'No Amount to copy!',
  accountCopied: 'Account number copied!',
  noFancy: 'No fancy bets available',
  pendingVerifying: 'Our are verifying your transaction, Please hold on.',
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
export const LETTERS_DIGITS_RE = /^[A-Za-z0-9]+$/;
export const PHONE_RE = /^\d{10,15}$/;
