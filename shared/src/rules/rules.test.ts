import { MSG, marketBlockText, NEW_PASSWORD_RE, PASSWORD_REQUIREMENTS } from './index';
import { loginSchema, signupSchema } from './schemas';

/** Each failing field's message, in the order of the fields. */
const errorsOf = (schema: typeof signupSchema | typeof loginSchema, value: object) =>
  Object.values((schema as typeof signupSchema).check({ ...schema.getDefault(), ...value } as never).errors);

describe('signup rules', () => {
  const ok = { username: 'player123', email: 'a@b.co', phone: '01712345678', password: 'abc12345', confirmPassword: 'abc12345' };
  it('accepts a valid form', () => {
    expect(errorsOf(signupSchema, ok)).toEqual([]);
  });
  it('gives the spec messages', () => {
    expect(errorsOf(signupSchema, { ...ok, username: 'short1' })).toContain(MSG.usernameLength);
    expect(errorsOf(signupSchema, { ...ok, username: 'bad name!!' })).toContain(MSG.usernameInvalid);
    expect(errorsOf(signupSchema, { ...ok, email: 'nope' })).toContain(MSG.emailInvalid);
    expect(errorsOf(signupSchema, { ...ok, phone: '123' })).toContain(MSG.phoneInvalid);
    expect(errorsOf(signupSchema, { ...ok, confirmPassword: 'other123' })).toContain(MSG.passwordsMismatch);
  });
  it('login needs letters and digits and 8 characters', () => {
    expect(errorsOf(loginSchema, { username: 'a b', password: 'x' })).toEqual([MSG.usernameInvalid, MSG.passwordMin]);
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
