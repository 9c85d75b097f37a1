import { useLingui } from '../i18n';
import { Eye, EyeOff, Lock } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A password input with a show/hide toggle. */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField({ label, error, ...input }, ref) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const { i18n } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-wrap">
        <Lock size={16} className="prefix" aria-hidden />
        <input id={id} ref={ref} type={shown ? 'text' : 'password'} aria-invalid={Boolean(error)} {...input} />
        <button type="button" className="icon-btn" aria-label={shown ? i18n._('Hide password') : i18n._('Show password')} onClick={() => setShown((s) => !s)}>
          {shown ? <EyeOff size={18} /> : <Eye size={18} />}
        </button>
      </div>
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});

type TextProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; icon?: ReactNode; prefix?: string };

export const TextField = forwardRef<HTMLInputElement, TextProps>(function TextField({ label, error, icon, prefix, ...input }, ref) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-wrap">
        {icon && (
          <span className="prefix" aria-hidden>
            {icon}
          </span>
        )}
        {prefix && <span className="prefix">{prefix}</span>}
        <input id={id} ref={ref} aria-invalid={Boolean(error)} {...input} />
      </div>
      {error && (
        <div className="field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
});

/**
 * A react-hook-form `register()` result whose input keeps only digits (the number keyboards of phones still
 * let a paste through); the form's store sees the cleaned value.
 */
export function digitsOnly<R extends { onChange: (event: { target: HTMLInputElement; type?: string }) => Promise<unknown> }>(field: R) {
  return {
    ...field,
    onChange: (event: { target: HTMLInputElement; type?: string }) => {
      event.target.value = event.target.value.replace(/\D/g, '');
      return field.onChange(event);
    },
  };
}

/** The one line under a form that says what stops it (translated); nothing when there is nothing to say. */
export function FormError({ message }: { message?: string | null | false }) {
  const { i18n } = useLingui();
  return message ? (
    <div className="form-error" role="alert">
      {i18n._(message)}
    </div>
  ) : null;
}
