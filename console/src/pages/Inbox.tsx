// Inbox messages: to one player or to every player.
import { useState } from 'react';
import { call, errorMessage, FormError, LIMITS, previewOf, SafeHtml, wallClock } from '@bet/shared';
import { admin, FIELD_MAX } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { formErrorOf, useContractForm } from '../ui';

export function InboxPage() {
  const [all, setAll] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // the send operation's own body: a title and a message (their sentence), a username (the api says whose)
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm(admin.sendInbox.schema.body, { username: '', all: '', title: '', message: '', title_bn: '', message_bn: '', send_at: '' });
  const submit = handleSubmit(async ({ username, title, message, title_bn, message_bn, send_at }) => {
    setError(null);
    setSent(null);
    try {
      const res = await withSession(() =>
        call<typeof admin.sendInbox>('POST /api/admin/inbox', {
          body: {
            ...(all ? { all: true } : { username: username.trim() }),
            title: title.trim(),
            message: message.trim(),
            // the Bangla, when written: players on the Bangla site read it (an empty field shows them the English)
            ...(title_bn.trim() ? { title_bn: title_bn.trim() } : {}),
            ...(message_bn.trim() ? { message_bn: message_bn.trim() } : {}),
            // a time ahead on Dhaka's clock: players receive it then
            ...(send_at ? { send_at: wallClock(send_at)?.toISOString() ?? send_at } : {}),
          },
          headers: auth(),
        }),
      );
      const who = `${res.data.sent} ${res.data.sent === 1 ? 'player' : 'players'}`;
      setSent(send_at ? `Scheduled for ${who}: they receive it at ${send_at.replace('T', ' ')} (Dhaka time).` : `Sent to ${who}.`);
      reset({ username, all: '', title: '', message: '', title_bn: '', message_bn: '', send_at: '' });
    } catch (err) {
      setError(errorMessage(err, 'Could not send. Please try again.'));
    }
  });
  return (
    <form className="stack narrow" onSubmit={(e) => void submit(e)} aria-labelledby="inbox-title" noValidate>
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
          <input id="inbox-user" className="plain-input" maxLength={64} {...register('username')} />
        </>
      )}
      <label htmlFor="inbox-title-field">Title</label>
      <input id="inbox-title-field" className="plain-input" maxLength={FIELD_MAX.title} {...register('title')} />
      <label htmlFor="inbox-message">Message</label>
      <textarea id="inbox-message" className="plain-input" rows={6} maxLength={FIELD_MAX.message} {...register('message')} />
      <label htmlFor="inbox-title-bn">Title in Bangla (optional)</label>
      <input id="inbox-title-bn" className="plain-input" lang="bn" maxLength={FIELD_MAX.title} {...register('title_bn')} />
      <label htmlFor="inbox-message-bn">Message in Bangla (optional: without it, players on the Bangla site read the English)</label>
      <textarea id="inbox-message-bn" className="plain-input" lang="bn" rows={6} maxLength={FIELD_MAX.message} {...register('message_bn')} />
      <label htmlFor="inbox-send-at">Send at (Dhaka time; empty: now)</label>
      <input id="inbox-send-at" type="datetime-local" className="plain-input" {...register('send_at')} />
      <section aria-label="Preview" className="stack">
        <h2>Preview: the message as players open it</h2>
        <div className="row wrap">
          {(['en', 'bn'] as const).map((lang) => {
            const title = (lang === 'bn' && watch('title_bn').trim()) || watch('title');
            const message = (lang === 'bn' && watch('message_bn').trim()) || watch('message');
            return (
              <article key={lang} className="content-card" lang={lang} aria-label={lang === 'en' ? 'In English' : 'In Bangla'}>
                <strong>{title || 'Title'}</strong>
                <span className="muted">{previewOf(message, LIMITS.previewWords)}</span>
                <SafeHtml html={message} />
              </article>
            );
          })}
        </div>
      </section>
      <FormError message={formErrorOf(errors, ['username', 'title', 'message', 'title_bn', 'message_bn', 'send_at']) ?? error} />
      {sent && <p role="status">{sent}</p>}
      <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Sending…' : all ? 'Send to every player' : 'Send'}
      </button>
    </form>
  );
}
