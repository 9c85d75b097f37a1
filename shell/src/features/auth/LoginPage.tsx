import {
  errorMessage,
  FormError,
  isNetworkError,
  Link,
  login,
  MSG,
  noticePopupAtom,
  POPUP_WAITING,
  PasswordField,
  regPopupAtom,
  saveLogin,
  sessionStore,
  TextField,
  useLingui,
  useLocation,
  useNavigate,
} from '@bet/shared';
import { formResolver, loginForm, type LoginForm } from '@bet/shared/src/rules/schemas';
import { LogIn, User } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { AUTH_MSG } from '@bet/shared/contract';

export function LoginPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  // why the player was sent here (a guest who tried to open a game: 'User not logged in')
  const reason = (useLocation().state as { message?: string } | null)?.message;
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginForm>({ resolver: formResolver(loginForm) });
  // no defaultValues: the form takes each field's value from the page when it mounts, so what a player typed into
  // the server-drawn form before the scripts came is kept through hydration (empty fields read as '')

  const onSubmit = async (values: LoginForm) => {
    setFormError(null);
    try {
      const answer = await login(values.username.trim(), values.password);
      saveLogin(answer);
      sessionStore.set(noticePopupAtom, POPUP_WAITING);
      sessionStore.set(regPopupAtom, null);
      navigate('/', { replace: true });
    } catch (e) {
      setFormError(isNetworkError(e) ? MSG.networkLogin : errorMessage(e, AUTH_MSG.invalidCredentials));
    }
  };

  return (
    <div className="page auth-page">
      <h1 className="title auth-title">{i18n._('Login')}</h1>
      <p className="muted auth-sub">{i18n._('Welcome back! Log in to play.')}</p>
      {reason && (
        <div className="notice" role="status">
          {i18n._(reason)}
        </div>
      )}
      <form className="stack" onSubmit={handleSubmit(onSubmit)} noValidate>
        <TextField
          label={i18n._('Username')}
          autoComplete="username"
          icon={<User size={16} />}
          placeholder={i18n._('Enter your username')}
          error={errors.username?.message && i18n._(errors.username.message)}
          {...register('username')}
        />
        <PasswordField
          label={i18n._('Password')}
          autoComplete="current-password"
          placeholder={i18n._('Enter your password')}
          error={errors.password?.message && i18n._(errors.password.message)}
          {...register('password')}
        />
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <Link to="/forgot-password">{i18n._('Forgot password?')}</Link>
        </div>
        <FormError message={formError} />
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          <LogIn size={18} />
          {isSubmitting ? i18n._('Logging in...') : i18n._('Login')}
        </button>
      </form>
      <p className="muted auth-switch">
        {i18n._("Don't have an account?")} <Link to="/signup">{i18n._('Sign up')}</Link>
      </p>
    </div>
  );
}
