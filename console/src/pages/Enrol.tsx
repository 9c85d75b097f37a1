// An invited operator's enrolment: the invitation (in the link's #fragment, never sent to a server's logs) and their
// own password; the answer shows them, once, their authenticator's secret (a QR code and the text) and ten recovery
// codes. The manager who invited them never sees either.
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { call, FormError } from '@bet/shared';
import { formErrorOf, NewPasswordField, useAction, useContractForm } from '../ui';
import { operators, type AnswerOf } from '@bet/shared/contract';

type Enrolled = AnswerOf<typeof operators.enrolOperator>['data'];

/** An authenticator's secret and recovery codes, shown once to their operator. */
export function SecondFactor({ made }: { made: Enrolled }) {
  return (
    <aside className="card stack" aria-label="Your authenticator">
      <h2>
        {made.username} ({made.role})
      </h2>
      <p role="status">Enrolled. Shown once: scan the code into your authenticator app and keep the recovery codes somewhere safe.</p>
      <div className="qr">
        <QRCodeSVG value={made.otpauth_url} size={180} level="M" marginSize={2} title={`Authenticator set-up code for ${made.username}`} />
      </div>
      <p>
        Secret: <code className="num">{made.totp_secret}</code>
      </p>
      <h3>Recovery codes (each works once)</h3>
      <ul className="codes" aria-label="Recovery codes">
        {made.recovery_codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <a className="btn btn-primary" href="/">
        Log in
      </a>
    </aside>
  );
}

export function EnrolPage() {
  const invitation = window.location.hash.slice(1);
  // an authenticator reset's link (/enrol?reset#…): the operator gives the password they have; it stays
  const reset = new URLSearchParams(window.location.search).has('reset');
  const action = useAction();
  const [made, setMade] = useState<Enrolled | null>(null);
  // the enrol operation's own body: the invitation (from the link) and a password of the policy's length
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useContractForm(operators.enrolOperator.schema.body, { invitation, password: '' });
  const submit = handleSubmit((body) =>
    action.run(async () => {
      setMade((await call<typeof operators.enrolOperator>('POST /api/admin/enrol', { body })).data);
      // the spent invitation leaves the address bar
      window.history.replaceState(null, '', '/enrol');
      return 'Enrolled';
    }, 'Could not enrol. Please try again.'),
  );
  return (
    <main className="console-login page stack narrow">
      <h1>BetBazar back office</h1>
      {made ? (
        <SecondFactor made={made} />
      ) : (
        <form className="card stack" onSubmit={(e) => void submit(e)} aria-labelledby="enrol-title" noValidate>
          {reset ? (
            <>
              <h2 id="enrol-title">Set up your new authenticator</h2>
              <p className="muted">Your authenticator was reset. Enter your password; your new authenticator is set up on the next screen.</p>
              <label htmlFor="enrol-password">Your current password</label>
              <input id="enrol-password" type="password" className="plain-input" autoComplete="current-password" maxLength={128} {...register('password')} />
            </>
          ) : (
            <>
              <h2 id="enrol-title">Set up your back-office account</h2>
              <p className="muted">Choose your password; your authenticator is set up on the next screen. Only you see either.</p>
              <NewPasswordField id="enrol-password" label="Your password" {...register('password')} />
            </>
          )}
          <FormError
            message={
              invitation ? (formErrorOf(errors, ['password', 'invitation']) ?? action.error) : 'This page needs the invitation link your manager gave you.'
            }
          />
          <button type="submit" className="btn btn-primary" disabled={action.busy || !invitation}>
            {action.busy ? 'Setting up…' : reset ? 'Set up my authenticator' : 'Set up my account'}
          </button>
        </form>
      )}
    </main>
  );
}
