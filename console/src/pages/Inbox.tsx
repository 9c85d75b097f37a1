// Inbox messages: to one player or to every player.
import { useState, type FormEvent } from 'react';
import { call, errorMessage, FormError } from '@bet/shared';
import { admin, FIELD_MAX } from '@bet/shared/contract';
import { auth, withSession } from '../session';

export function InboxPage() {
  const [all, setAll] = useState(false);
  const [username, setUsername] = useState('');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setSent(null);
    try {
      const res = await withSession(() =>
        call<typeof admin.sendInbox>('POST /api/admin/inbox', {
          body: { ...(all ? { all: true } : { username: username.trim() }), title: title.trim(), message: message.trim() },
          headers: auth(),
        }),
      );
      setSent(`Sent to ${res.data.sent} ${res.data.sent === 1 ? 'player' : 'players'}.`);
      setTitle('');
      setMessage('');
    } catch (err) {
      setError(errorMessage(err, 'Could not send. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack narrow" onSubmit={submit} aria-labelledby="inbox-title">
      <h1 id="inbox-title">Inbox messages</h1>
      <fieldset className="stack plain">
        <legend>To</legend>
        <label className="row">
          <input type="radio" name="to" checked={!all} onChange={() => setAll(false)} /> One player
        </label>
        <label className="row">
          <input type="radio" name="to" checked={all} onChange={() => setAll(true)} /> Every player
        </label>
      </fieldset>
      {!all && (
        <>
          <label htmlFor="inbox-user">Username</label>
          <input id="inbox-user" className="plain-input" value={username} maxLength={64} onChange={(e) => setUsername(e.target.value)} required />
        </>
      )}
      <label htmlFor="inbox-title-field">Title</label>
      <input id="inbox-title-field" className="plain-input" value={title} maxLength={FIELD_MAX.title} onChange={(e) => setTitle(e.target.value)} required />
      <label htmlFor="inbox-message">Message</label>
      <textarea
        id="inbox-message"
        className="plain-input"
        rows={6}
        value={message}
        maxLength={FIELD_MAX.message}
        onChange={(e) => setMessage(e.target.value)}
        required
      />
      <FormError message={error} />
      {sent && <p role="status">{sent}</p>}
      <button type="submit" className="btn btn-primary" disabled={busy || !title.trim() || !message.trim() || (!all && !username.trim())}>
        {busy ? 'Sending…' : all ? 'Send to every player' : 'Send'}
      </button>
    </form>
  );
}
