import {
  errorMessage,
  isNetworkError,
  login,
  MSG,
  noticePopupAtom,
  PasswordField,
  regPopupAtom,
  saveLogin,
  sessionStore,
  TextField,
  useT,
  FormError,
  Link,
  useLocation,
  useNavigate,
} from '@bet/shared';
import { formResolver, loginForm, type LoginForm } from '@bet/shared/src/rules/schemas';
import { LogIn, User } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';

export function LoginPage() {
  const t = useT();
  const navigate = useNavigate();
  // why the player was sent here (a guest who tried to open a game: 'User not logged in')
  const reason = (useLocation().state as { message?: string } | null)?.message;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: formResolver(loginForm), defaultValues: { username: '', password: '' } });

  const onSubmit = async (values: LoginForm) => {
    setFormError(null);
    try {
      const answer = await login(values.username.trim(), values.password);
      saveLogin(answer);
      sessionStore.set(noticePopupAtom, '1');
      sessionStore.set(regPopupAtom, null);
      navigate('/', { replace: true });
    } catch (e) {
      setFormError(isNetworkError(e) ? MSG.networkLogin : errorMessage(e, MSG.invalidCredentials));
    }
  };

  return (
    <div className="page auth-page">
      <h1 className="title auth-title">{t('Login')}</h1>
      <p className="muted auth-sub">{t('Welcome back! Log in to play.')}</p>
      {reason && (
        <div className="notice" role="status">
          {t(reason)}
        </div>
      )}
      <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label={t('Username')}
          autoComplete="username"
          icon={<User size={16} />}
          placeholder={t('Enter your username')}
          error={errors.username?.message && t(errors.username.message)}
          {...register('username')}
        />
        <PasswordField
          label={t('Password')}
          autoComplete="current-password"
          placeholder={t('Enter your password')}
          error={errors.password?.message && t(errors.password.message)}
          {...register('password')}
        />
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <Link to="/forgot-password">{t('Forgot password?')}</Link>
        </div>
        <FormError message={formError} />
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          <LogIn size={18} />
          {isSubmitting ? t('Logging in...') : t('Login')}
        </button>
      </form>
      <p className="muted auth-switch">
        {t("Don't have an account?")} <Link to="/signup">{t('Sign up')}</Link>
      </p>
    </div>
  );
}
