import { marketBlockText, NEW_PASSWORD_RE, PASSWORD_REQUIREMENTS } from './index';
import type { TSchema } from 'typebox';
import { AUTH_MSG, CAPTCHA_MSG, DEPOSIT_CHANNEL_MSG, FUNDS_MSG, REWARD_MSG } from '../contract/messages';
import { checkForm } from '../contract/check';
import { depositForm, desktopRegisterForm, emptyForm, loginForm, signupForm, vipForm, withdrawalForm } from '../contract/forms';
import { formResolver } from './schemas';

/** Each failing field's message, in the order of the fields. */
const errorsOf = (schema: TSchema, value: object) => Object.values(checkForm(schema, { ...emptyForm(schema), ...value }).errors);
const signupSchema = signupForm;
const loginSchema = loginForm;

describe('signup rules', () => {
  const ok = { username: 'player123', email: 'a@b.co', phone: '01712345678', password: 'abc12345', confirmPassword: 'abc12345' };
  it('accepts a valid form', () => {
    expect(errorsOf(signupSchema, ok)).toEqual([]);
  });
  it('gives the spec messages', () => {
    expect(errorsOf(signupSchema, { ...ok, username: 'short1' })).toContain(AUTH_MSG.usernameLength);
    expect(errorsOf(signupSchema, { ...ok, username: 'bad name!!' })).toContain(AUTH_MSG.usernameInvalid);
    expect(errorsOf(signupSchema, { ...ok, email: 'nope' })).toContain(AUTH_MSG.emailInvalid);
    expect(errorsOf(signupSchema, { ...ok, phone: '123' })).toContain(AUTH_MSG.phoneInvalid);
    expect(errorsOf(signupSchema, { ...ok, confirmPassword: 'other123' })).toContain(AUTH_MSG.passwordsMismatch);
  });
  it('login needs letters and digits and 8 characters', () => {
    expect(errorsOf(loginSchema, { username: 'a b', password: 'x' })).toEqual([AUTH_MSG.usernameInvalid, AUTH_MSG.passwordMin]);
  });
  it('each field shows its first failing rule, and values go out trimmed', () => {
    expect(errorsOf(signupSchema, { ...ok, username: '' })).toEqual([AUTH_MSG.usernameLength]);
    expect(errorsOf(signupSchema, { ...ok, password: 'abcdefgh!', confirmPassword: 'abcdefgh!' })).toEqual([AUTH_MSG.passwordLettersDigits]);
    expect(checkForm(signupSchema, { ...ok, username: '  player123 ' }).values.username).toBe('player123');
  });
  it('amounts: missing, out of range, more than two decimals; a choice to make', () => {
    expect(errorsOf(depositForm(false), {})).toEqual([FUNDS_MSG.fillAmount, FUNDS_MSG.paymentMethod, DEPOSIT_CHANNEL_MSG]);
    expect(errorsOf(depositForm(true), { amount: '99.99', provider: 1 })).toEqual([FUNDS_MSG.depositRange]);
    expect(errorsOf(depositForm(true), { amount: '100.001', provider: 1 })).toEqual([FUNDS_MSG.depositRange]);
    expect(errorsOf(depositForm(true), { amount: ' 25000.00 ', provider: 1 })).toEqual([]);
    expect(errorsOf(withdrawalForm, { amount: '25000.01', account: '01712345678', method: 1 })).toEqual([FUNDS_MSG.withdrawalRange]);
    expect(errorsOf(vipForm(50), { vp: '9' })).toEqual([REWARD_MSG.vpNotEnough]);
    expect(errorsOf(vipForm(50), { vp: '50' })).toEqual([]);
    expect(errorsOf(vipForm(50), { vp: '51' })).toEqual([REWARD_MSG.vpNotEnough]);
  });
  it('the desktop register checks step 2 only on step 2, through the resolver', async () => {
    const resolve = formResolver((context) => desktopRegisterForm[context.step === 2 ? 2 : 1]);
    const values = { ...emptyForm(desktopRegisterForm[2]), username: 'a', password: 'b', confirmPassword: 'b' };
    expect((await resolve(values, { step: 1 })).errors).toEqual({});
    expect((await resolve(values, { step: 2 })).errors).toMatchObject({
      realName: { message: CAPTCHA_MSG.fillAllStep2 },
      ageCheck: { message: CAPTCHA_MSG.age },
    });
  });
  it('new password rule: letters and digits, one of each, 8+', () => {
    expect(NEW_PASSWORD_RE.test('abcd1234')).toBe(true);
    expect(NEW_PASSWORD_RE.test('abcdefgh')).toBe(false);
    expect(NEW_PASSWORD_RE.test('abc123')).toBe(false);
  });
  it('market block text is verbatim', () => {
    expect(marketBlockText('Exchange')).toBe(
      'Dear customer, Your selected section "Exchange" is currently blocked by Your Upline. Please Contact Customer Support for further assistance. Thank you for your understanding.',
    );
  });
});

describe('new password requirement list', () => {
  it('says exactly what the check enforces', () => {
    for (const pw of ['', 'abc', 'abcdefgh', '12345678', 'abcd1234', 'ABCD1234', 'abcd 1234', 'abcd1234!', 'a1b2c3d4e5f6g7h8i9', 'Ab1']) {
      expect(PASSWORD_REQUIREMENTS.every((r) => r.test(pw))).toBe(NEW_PASSWORD_RE.test(pw));
    }
  });
});
