import {
  affiliateCodeAtom,
  agentCodeAtom,
  createPlayer,
  CURRENCIES,
  errorMessage,
  fieldErrors,
  FormError,
  isNetworkError,
  langAtom,
  langOf,
  Link,
  login,
  MSG,
  noticePopupAtom,
  POPUP_WAITING,
  PasswordField,
  referralCodeAtom,
  regPopupAtom,
  saveLogin,
  sessionStore,
  TextField,
  type Currency,
  useLingui,
  useNavigate,
} from '@bet/shared';
import { formResolver, signupForm, type SignupForm } from '@bet/shared/src/rules/schemas';
import { useAtomValue } from 'jotai';
import { Mail, User, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_MSG } from '@bet/shared/contract';

type Fields = SignupForm & { currency: Currency };

export function SignupPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const referral = useAtomValue(referralCodeAtom);
  const agent = useAtomValue(agentCodeAtom);
  const currencyId = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Fields>({
    resolver: formResolver<Fields>(signupForm), // the currency select has no checks
    defaultValues: { username: '', email: '', phone: '', password: '', confirmPassword: '', currency: 'BDT' },
  });

  const onSubmit = async (v: Fields) => {
    setFormError(null);
    try {
      await createPlayer({
        username: v.username.trim(),
        password: v.password,
        confirmPassword: v.confirmPassword,
        name: v.username.trim(),
        phone: v.phone.trim(),
        email: v.email.trim(),
        referral_code: referral ?? '',
        agent_code: agent ?? '',
        currency: v.currency,
        status: 'active',
        lang: langOf(sessionStore.get(langAtom)),
      });
    } catch (e) {
      if (isNetworkError(e)) return setFormError(MSG.networkSignup);
      const fields = fieldErrors(e);
      const known = Object.entries(fields).filter(([k]) => ['username', 'email', 'phone', 'password', 'confirmPassword'].includes(k));
      known.forEach(([k, m]) => setError(k as keyof Fields, { message: m }));
      if (!known.length) setFormError(errorMessage(e, MSG.submissionFailed));
      return;
    }
    try {
      const answer = await login(v.username.trim(), v.password);
      saveLogin(answer);
      sessionStore.set(regPopupAtom, POPUP_WAITING);
      sessionStore.set(noticePopupAtom, null);
      sessionStore.set(referralCodeAtom, null);
      sessionStore.set(agentCodeAtom, null);
      sessionStore.set(affiliateCodeAtom, null);
      navigate('/', { replace: true });
    } catch (e) {
      setFormError(errorMessage(e, AUTH_MSG.invalidCredentials));
    }
  };

  const err = (m?: string) => (m ? i18n._(m) : undefined);
  return (
    <div className="page auth-page">
      <h1 className="title auth-title">{i18n._('Sign up')}</h1>
      <p className="muted auth-sub">{i18n._('Create your account in a minute.')}</p>
      <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label={i18n._('Username')}
          autoComplete="username"
          icon={<User size={16} />}
          placeholder={i18n._('8-16 letters and numbers')}
          error={err(errors.username?.message)}
          {...register('username')}
        />
        <TextField
          label={i18n._('Email')}
          type="email"
          autoComplete="email"
          icon={<Mail size={16} />}
          placeholder="name@example.com"
          error={err(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={i18n._('Phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          prefix="+88"
          placeholder="01XXXXXXXXX"
          error={err(errors.phone?.message)}
          {...register('phone')}
        />
        <PasswordField
          label={i18n._('Password')}
          autoComplete="new-password"
          placeholder={i18n._('At least 8 letters and numbers')}
          error={err(errors.password?.message)}
          {...register('password')}
        />
        <PasswordField
          label={i18n._('Confirm Password')}
          autoComplete="new-password"
          placeholder={i18n._('Repeat your password')}
          error={err(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <div className="field">
          <label htmlFor={currencyId}>{i18n._('Currency')}</label>
          <div className="input-wrap">
            <select id={currencyId} {...register('currency')}>
              {CURRENCIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code}
                </option>
              ))}
            </select>
          </div>
        </div>
        {referral && (
          <div className="caption">
            {i18n._('Referral code')}: <b>{referral}</b>
          </div>
        )}
        <p className="caption">
          {i18n._('By signing up I confirm that I am over 18 years of age and accept the Terms and Conditions and the Privacy Policy.')}
        </p>
        <FormError message={formError} />
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          <UserPlus size={18} />
          {isSubmitting ? i18n._('Signing up...') : i18n._('Sign up')}
        </button>
      </form>
      <p className="muted auth-switch">
        {i18n._('Already have an account?')} <Link to="/login">{i18n._('Login')}</Link>
      </p>
    </div>
  );
}
