// /profile: Personal Info (docs/spec.md sections 2, 4, 5): details, phone and email verification, up to 2 extra
// phones, and a birthday that can be set once.
import '../account.css';
import {
  addExtraPhone,
  digitsOnly,
  errorMessage,
  ErrorModal,
  ErrorState,
  fetchExtraPhones,
  fetchUser,
  formatDate,
  LIMITS,
  Modal,
  MSG,
  PageHeader,
  sendExtraPhoneCode,
  sendVerificationCode,
  SkeletonRows,
  TextField,
  type ExtraPhone,
  type User,
  updateBirthday,
  useLingui,
  useResource,
  verifyEmail,
  verifyExtraPhone,
  verifyPhone,
} from '@bet/shared';
import { emptyForm, formResolver, birthdayForm, extraPhoneForm, type BirthdayForm, type ExtraPhoneForm } from '@bet/shared/src/rules/schemas';
import { CalendarDays, CheckCircle2, Lock, Mail, Phone, Plus, UserRound } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { SessionsCard } from './SessionsCard';
import { IdentityCard } from './IdentityCard';
import { NotificationsCard } from './NotificationsCard';
import { VerifySheet } from './VerifySheet';

type Target = { kind: 'phone'; value: string } | { kind: 'email'; value: string } | { kind: 'extra'; value: string };

function Status({ ok }: { ok: boolean }) {
  const { i18n } = useLingui();
  return ok ? (
    <span className="pill pill-success">
      <CheckCircle2 size={12} />
      {i18n._('Verified')}
    </span>
  ) : (
    <span className="pill pill-pending">{i18n._('Unverified')}</span>
  );
}

function InfoRow({ icon, label, value, children }: { icon: ReactNode; label: string; value: ReactNode; children?: ReactNode }) {
  const { i18n } = useLingui();
  return (
    <div className="info-row">
      <span className="menu-icon">{icon}</span>
      <div className="info-main">
        <div className="caption">{i18n._(label)}</div>
        <div className="info-value" translate="no">
          {value}
        </div>
      </div>
      {children}
    </div>
  );
}

export function BirthdayRow({ user, onSaved, onError }: { user: User; onSaved: () => void; onError: (message: string) => void }) {
  const { i18n } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<BirthdayForm>({ resolver: formResolver(birthdayForm), defaultValues: emptyForm(birthdayForm) });
  if (user.dofb) {
    return (
      <InfoRow
        icon={<CalendarDays size={18} />}
        label={/*i18n*/ 'Date of birth'}
        value={<span className="num">{formatDate(`${user.dofb}T00:00:00+06:00`)}</span>}
      >
        <span className="caption row" style={{ gap: 4 }} title={i18n._('Your date of birth is fixed once saved.')}>
          <Lock size={14} />
          {i18n._('Locked')}
        </span>
      </InfoRow>
    );
  }
  const save = async ({ dofb }: BirthdayForm) => {
    try {
      await updateBirthday(null, dofb);
      onSaved();
    } catch (err) {
      onError(errorMessage(err, MSG.dofbFailed));
    }
  };
  return (
    <form className="info-row birthday" onSubmit={handleSubmit(save)} noValidate>
      <span className="menu-icon">
        <CalendarDays size={18} />
      </span>
      <div className="info-main">
        <TextField
          label={i18n._('Date of birth')}
          type="date"
          max={new Date().toISOString().slice(0, 10)}
          error={errors.dofb?.message && i18n._(errors.dofb.message)}
          {...register('dofb')}
        />
        <div className="caption">{i18n._('You can set your date of birth only once.')}</div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? i18n._('Saving...') : i18n._('Save')}
      </button>
    </form>
  );
}

function AddPhoneSheet({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (phone: string) => void }) {
  const { i18n } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ExtraPhoneForm>({ resolver: formResolver(extraPhoneForm), defaultValues: emptyForm(extraPhoneForm) });
  const submit = async ({ phone }: ExtraPhoneForm) => {
    try {
      await addExtraPhone(phone);
      reset();
      onAdded(phone);
    } catch (err) {
      setError('phone', { message: errorMessage(err, MSG.tryAgain) });
    }
  };
  return (
    <Modal open={open} title={i18n._('Add phone number')} onClose={onClose}>
      <form className="stack" onSubmit={handleSubmit(submit)} noValidate>
        <TextField
          label={i18n._('Phone number')}
          icon={<Phone size={16} />}
          inputMode="numeric"
          maxLength={11}
          placeholder="01XXXXXXXXX"
          error={errors.phone?.message && i18n._(errors.phone.message)}
          {...digitsOnly(register('phone'))}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
          {isSubmitting ? i18n._('Adding...') : i18n._('Add')}
        </button>
      </form>
    </Modal>
  );
}

export function ProfilePage() {
  const { i18n } = useLingui();
  const user = useResource('user', () => fetchUser(), { maxAgeMs: 5_000 });
  const phones = useResource('extra-phones', fetchExtraPhones, { maxAgeMs: 5_000 });
  const [target, setTarget] = useState<Target | null>(null);
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<{ title?: string; html: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const refresh = async () => {
    await Promise.all([user.reload(), phones.reload()]);
  };

  if (user.error && !user.data)
    return (
      <div className="page">
        <PageHeader title={/*i18n*/ 'Personal Info'} back="/account" />
        <ErrorState onRetry={user.reload} />
      </div>
    );
  const u = user.data;
  const extra: ExtraPhone[] = phones.data ?? [];

  const sheet =
    target &&
    {
      phone: { title: /*i18n*/ 'Verify phone number', send: () => sendVerificationCode({ phone: target.value }), verify: (c: string) => verifyPhone(c) },
      email: { title: /*i18n*/ 'Verify email', send: () => sendVerificationCode({ email: target.value }), verify: (c: string) => verifyEmail(c) },
      extra: { title: /*i18n*/ 'Verify phone number', send: () => sendExtraPhoneCode(target.value), verify: (c: string) => verifyExtraPhone(target.value, c) },
    }[target.kind];

  return (
    <div className="page profile">
      <PageHeader title={/*i18n*/ 'Personal Info'} back="/account" />
      {!u ? (
        <SkeletonRows count={5} height={60} />
      ) : (
        <>
          <div className="card member-card">
            <div className="row">
              <div className="avatar">
                <UserRound size={28} />
              </div>
              <div>
                <div className="member-name" translate="no">
                  {u.username}
                </div>
                <div className="caption">
                  {i18n._('Member since')} <span className="num">{formatDate(u.created_at)}</span>
                </div>
              </div>
            </div>
          </div>
          {done && (
            <div className="notice success" role="status">
              {i18n._(done)}
            </div>
          )}
          <h2 className="section-label">{i18n._('Details')}</h2>
          <div className="card info-card">
            <InfoRow icon={<UserRound size={18} />} label={/*i18n*/ 'Full name'} value={u.name || '-'} />
            <InfoRow icon={<Phone size={18} />} label={/*i18n*/ 'Phone'} value={<span className="num">{u.phone ? `+88 ${u.phone}` : '-'}</span>}>
              <div className="info-actions">
                <Status ok={u.session_id === '1'} />
                {u.phone && u.session_id !== '1' && (
                  <button type="button" className="btn btn-sm" onClick={() => setTarget({ kind: 'phone', value: u.phone ?? '' })}>
                    {i18n._('Verify')}
                  </button>
                )}
              </div>
            </InfoRow>
            <InfoRow icon={<Mail size={18} />} label={/*i18n*/ 'Email'} value={u.email || '-'}>
              <div className="info-actions">
                <Status ok={Boolean(u.email_verified_at)} />
                {u.email && !u.email_verified_at && (
                  <button type="button" className="btn btn-sm" onClick={() => setTarget({ kind: 'email', value: u.email ?? '' })}>
                    {i18n._('Verify')}
                  </button>
                )}
              </div>
            </InfoRow>
            <InfoRow icon={<CalendarDays size={18} />} label={/*i18n*/ 'Created date'} value={<span className="num">{formatDate(u.created_at)}</span>} />
            <BirthdayRow
              user={u}
              onSaved={() => {
                setDone('Date of birth saved.');
                void refresh();
              }}
              onError={(m) => setError({ title: MSG.dofbFailed, html: m })}
            />
          </div>

          <h2 className="section-label">
            {i18n._('Other phone numbers')}{' '}
            <span className="caption">
              ({extra.length}/{LIMITS.maxExtraPhones})
            </span>
          </h2>
          <div className="card info-card">
            {phones.loading && <SkeletonRows count={1} height={44} />}
            {!phones.loading && extra.length === 0 && (
              <div className="caption" style={{ padding: '8px 0' }}>
                {i18n._('No other phone numbers yet.')}
              </div>
            )}
            {extra.map((p) => (
              <InfoRow key={p.contract_value} icon={<Phone size={18} />} label={/*i18n*/ 'Phone'} value={<span className="num">{p.contract_value}</span>}>
                <div className="info-actions">
                  <Status ok={Number(p.isverify) === 1} />
                  {Number(p.isverify) !== 1 && (
                    <button type="button" className="btn btn-sm" onClick={() => setTarget({ kind: 'extra', value: p.contract_value })}>
                      {i18n._('Verify')}
                    </button>
                  )}
                </div>
              </InfoRow>
            ))}
            {phones.data && extra.length < LIMITS.maxExtraPhones && (
              <button type="button" className="btn btn-block" onClick={() => setAdding(true)}>
                <Plus size={16} />
                {i18n._('Add phone number')}
              </button>
            )}
          </div>
          <IdentityCard />
          <NotificationsCard />
          <SessionsCard />
        </>
      )}

      {target && sheet && (
        <VerifySheet
          key={`${target.kind}:${target.value}`}
          open
          title={sheet.title}
          target={target.value}
          send={sheet.send}
          verify={sheet.verify}
          onClose={() => setTarget(null)}
          onSendError={(m) => setError({ html: m })}
          onVerified={() => {
            setTarget(null);
            setDone(target.kind === 'email' ? 'Your email is verified.' : 'Your phone number is verified.');
            void refresh();
          }}
        />
      )}
      <AddPhoneSheet
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(phone) => {
          setAdding(false);
          void refresh();
          setTarget({ kind: 'extra', value: phone });
        }}
      />
      <ErrorModal open={Boolean(error)} title={error?.title} html={error?.html ?? ''} onClose={() => setError(null)} />
    </div>
  );
}
