// The team's care of a player, on the player's page: notes, the conversation with the desk, a break imposed, tags
// (issue 56). Each form checks the operation's own rules before sending.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { call, errorMessage, formatMoney, FormError, Loader, useResource } from '@bet/shared';
import { admin, checkForm, RG_BREAKS, Type, type RgBreak, type RgLimitKind, type RgPeriod } from '@bet/shared/contract';
import { auth, can, withSession } from '../session';
import { ActionOutcome, formErrorOf, Pager, useAction, useContractForm, When } from '../ui';

/** What operators wrote about the player, newest first, and a form to add a note (every role). */
export function Notes({ username, notes }: { username: string; notes: { id: number; author: string; body: string; created_at: string }[] }) {
  const a = useAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(admin.addPlayerNote.schema.body, { body: '' });
  const submit = handleSubmit(({ body }) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.addPlayerNote>('POST /api/admin/players/:username/notes', { params: { username }, body: { body: body.trim() }, headers: auth() }),
      );
      reset();
      return res.message ?? 'Note saved';
    }, 'Could not save the note.'),
  );
  return (
    <section className="stack" aria-labelledby="notes-title">
      <h3 id="notes-title">Notes</h3>
      {can(admin.addPlayerNote) && (
        <form className="stack" onSubmit={(e) => void submit(e)} aria-label="Add a note" noValidate>
          <label htmlFor="note-body">A note for the team (kept as written)</label>
          <textarea id="note-body" className="plain-input" rows={3} maxLength={admin.NOTE_MAX} {...register('body')} />
          <FormError message={formErrorOf(errors, ['body']) ?? a.error} />
          {a.done && <p role="status">{a.done}</p>}
          <button type="submit" className="btn" disabled={a.busy}>
            Save note
          </button>
        </form>
      )}
      {notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ul className="notes" aria-label="Notes on the player">
          {notes.map((n) => (
            <li key={n.id} className="card">
              <p className="muted note-by">
                {n.author} · <When at={n.created_at} />
              </p>
              <p>{n.body}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The player's whole conversation with the desk, answered or not, newest first, 50 a page (support, manager). */
export function ChatHistory({ username }: { username: string }) {
  const [page, setPage] = useState(1);
  const chat = useResource(`console:player-chat:${username.toLowerCase()}:${page}`, () =>
    withSession(() =>
      call<typeof admin.playerChat>('GET /api/admin/players/:username/chat', { params: { username }, query: { page: String(page) }, headers: auth() }),
    ),
  );
  return (
    <section className="stack" aria-labelledby="chat-history-title">
      <h3 id="chat-history-title">Chat history</h3>
      {chat.error && !chat.data ? (
        <FormError message={errorMessage(chat.error, 'Could not load the chat history.')} />
      ) : !chat.data ? (
        <Loader label="Loading the chat history" />
      ) : chat.data.data.length === 0 ? (
        <p className="muted">No messages with the desk.</p>
      ) : (
        <>
          <ul className="notes" aria-label="Messages with the desk">
            {chat.data.data.map((m) => (
              <li key={m.id} className="card">
                <p className="muted note-by">
                  {m.sender === 'player' ? username : 'Support'} · <When at={m.created_at} />
                </p>
                <p>{m.content}</p>
              </li>
            ))}
          </ul>
          <Pager list={chat.data} noun="messages" onPage={setPage} />
        </>
      )}
    </section>
  );
}

/**
 * A break imposed on the player (the lengths of the player's own), with a reason for the audit log: stricter only,
 * the api keeps a later end already in force. The player's sessions end at once.
 */
export function Exclude({ username }: { username: string }) {
  const a = useAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useContractForm(admin.excludePlayer.schema.body, { length: '24h', reason: '' });
  const submit = handleSubmit(({ length, reason }) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.excludePlayer>('POST /api/admin/players/:username/exclusion', {
          params: { username },
          body: { length: length as RgBreak, reason: reason.trim() },
          headers: auth(),
        }),
      );
      reset({ length, reason: '' });
      return res.message ?? 'Break imposed';
    }, 'Could not impose the break.'),
  );
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} aria-labelledby="exclude-title" noValidate>
      <h2 id="exclude-title">Impose a break</h2>
      <label htmlFor="exclude-length">Length</label>
      <select id="exclude-length" className="plain-input" {...register('length')}>
        {Object.entries(RG_BREAKS).map(([key, b]) => (
          <option key={key} value={key}>
            {b.label} ({b.kind === 'timeout' ? 'time-out' : 'exclusion'})
          </option>
        ))}
      </select>
      <label htmlFor="exclude-reason">Reason (the audit log keeps it)</label>
      <input id="exclude-reason" className="plain-input" maxLength={200} {...register('reason')} />
      <FormError message={formErrorOf(errors, ['length', 'reason']) ?? a.error} />
      {a.done && <p role="status">{a.done}</p>}
      <button type="submit" className="btn" disabled={a.busy}>
        Impose the break
      </button>
    </form>
  );
}

/** Each limit the desk may impose: the player's own kinds and periods (RG_PERIODS), as the form lists them. */
const LIMIT_CHOICES = [
  { key: 'deposit:day', label: 'Deposits a day' },
  { key: 'deposit:week', label: 'Deposits a week' },
  { key: 'deposit:month', label: 'Deposits a month' },
  { key: 'loss:day', label: 'Losses a day' },
  { key: 'loss:week', label: 'Losses a week' },
  { key: 'loss:month', label: 'Losses a month' },
  { key: 'session:session', label: 'Play time a session (minutes)' },
] as const;

/**
 * A limit imposed on the player (the player's own kinds and ranges), with a reason for the audit log: stricter only;
 * the player may lower it, never raise it above it or remove it.
 */
export function ImposeLimit({ username }: { username: string }) {
  const a = useAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ which: string; value: string; reason: string }>({ defaultValues: { which: 'deposit:day', value: '', reason: '' } });
  const submit = handleSubmit(({ which, value, reason }) =>
    a.run(async () => {
      const [kind, period] = which.split(':') as [RgLimitKind, RgPeriod];
      const res = await withSession(() =>
        call<typeof admin.imposeLimit>('POST /api/admin/players/:username/limits', {
          params: { username },
          body: { kind, period, value: value.trim(), reason: reason.trim() },
          headers: auth(),
        }),
      );
      reset({ which, value: '', reason: '' });
      return `${res.message ?? 'Limit imposed'}: ${res.data.value} (at most ${res.data.imposed})`;
    }, 'Could not impose the limit.'),
  );
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} aria-labelledby="limit-title" noValidate>
      <h2 id="limit-title">Impose a limit</h2>
      <label htmlFor="limit-which">Limit</label>
      <select id="limit-which" className="plain-input" {...register('which')}>
        {LIMIT_CHOICES.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
      <label htmlFor="limit-value">Amount or minutes</label>
      <input id="limit-value" className="plain-input" inputMode="decimal" maxLength={20} {...register('value', { required: 'Enter the limit.' })} />
      <label htmlFor="limit-reason">Reason (the audit log keeps it)</label>
      <input
        id="limit-reason"
        className="plain-input"
        maxLength={200}
        {...register('reason', { validate: (v) => v.trim().length >= 3 || 'A reason is required.' })}
      />
      <FormError message={errors.value?.message ?? errors.reason?.message ?? a.error} />
      {a.done && <p role="status">{a.done}</p>}
      <button type="submit" className="btn" disabled={a.busy}>
        Impose the limit
      </button>
    </form>
  );
}

/** The tags' rules as the operation has them: each word's pattern and sentence, then how many and no repeats. */
const oneTag = Type.Object({ tag: admin.setPlayerTags.schema.body.properties.tags.items });
function tagsRefusal(list: string[]): string | null {
  const bad = list.map((w) => checkForm(oneTag, { tag: w }).errors.tag).find(Boolean);
  if (bad) return bad;
  return list.length > admin.PLAYER_TAGS_MAX || new Set(list).size !== list.length ? admin.TAGS_MSG : null;
}

/** The player's tags, typed as words; each word checked by the operation's own rule before saving. */
export function Tags({ username, now }: { username: string; now: string[] }) {
  const a = useAction();
  const words = (v: string) => v.split(/[\s,]+/).filter(Boolean);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ defaultValues: { tags: now.join(' ') } });
  const submit = handleSubmit(({ tags }) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.setPlayerTags>('POST /api/admin/players/:username/tags', { params: { username }, body: { tags: words(tags) }, headers: auth() }),
      );
      return res.message ?? 'Tags saved';
    }, 'Could not save the tags.'),
  );
  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} aria-labelledby="tags-title" noValidate>
      <h2 id="tags-title">Tags</h2>
      {now.length > 0 && (
        <p className="tag-list" aria-label="Tags now">
          {now.map((t) => (
            <span key={t} className="pill">
              {t}
            </span>
          ))}
        </p>
      )}
      <label htmlFor="player-tags">Tags (words, separated by spaces)</label>
      <input
        id="player-tags"
        className="plain-input"
        placeholder="e.g. vip bonus-watch"
        {...register('tags', { validate: (v) => tagsRefusal(words(v)) ?? true })}
      />
      <FormError message={errors.tags?.message ?? a.error} />
      {a.done && <p role="status">{a.done}</p>}
      <button type="submit" className="btn" disabled={a.busy}>
        Save tags
      </button>
    </form>
  );
}

/** One bonus with its Cancel (a reason first, then the api takes back what is left of it). */
function BonusLine({ username, b }: { username: string; b: admin.BonusRow }) {
  const a = useAction();
  const [reason, setReason] = useState('');
  const id = `bonus-cancel-${b.id}`;
  const cancel = () =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.cancelBonus>('POST /api/admin/players/:username/bonuses/:id/cancel', {
          params: { username, id: b.id },
          body: { reason: reason.trim() },
          headers: auth(),
        }),
      );
      return `${res.message ?? 'Bonus cancelled.'} Taken back: ${formatMoney(res.data.taken_back)}.`;
    }, 'Could not cancel the bonus.');
  return (
    <li className="stack">
      <div>
        <b className="num">{formatMoney(b.amount)}</b> x{b.turnover} ·{' '}
        {b.status === 'active' ? `turnover left ${formatMoney(b.remaining_turnover)}` : `cancelled, taken back ${formatMoney(b.taken_back)}`}
      </div>
      <div className="muted">
        {b.reason} · {b.granted_by} · <When at={b.granted_at} />
      </div>
      {b.status === 'active' && can(admin.cancelBonus) && (
        <div className="row wrap">
          <label className="sr-only" htmlFor={id}>
            Reason for cancelling
          </label>
          <input
            id={id}
            className="plain-input"
            placeholder="Reason for cancelling"
            maxLength={200}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <button type="button" className="btn" disabled={a.busy} onClick={() => void cancel()}>
            Cancel bonus
          </button>
        </div>
      )}
      <ActionOutcome action={a} />
    </li>
  );
}

/** The player's bonuses from the desk, and a grant (amount, turnover, reason); four eyes above the amount. */
export function Bonuses({ username }: { username: string }) {
  const list = useResource(`console:bonuses:${username.toLowerCase()}`, () =>
    withSession(() => call<typeof admin.playerBonuses>('GET /api/admin/players/:username/bonuses', { params: { username }, headers: auth() })).then(
      (r) => r.data,
    ),
  );
  const a = useAction();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ amount: string; turnover: string; reason: string }>({ defaultValues: { amount: '', turnover: '1', reason: '' } });
  const submit = handleSubmit(({ amount, turnover, reason }) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.grantBonus>('POST /api/admin/players/:username/bonuses', {
          params: { username },
          body: { amount: amount.trim(), turnover: Number(turnover), reason: reason.trim() },
          headers: auth(),
        }),
      );
      reset({ amount: '', turnover, reason: '' });
      return 'approval_id' in res.data
        ? (res.message ?? 'Waiting for a second operator.')
        : `${res.message ?? 'Bonus granted.'} ${formatMoney(res.data.amount)}`;
    }, 'Could not grant the bonus.'),
  );
  return (
    <section className="card stack" aria-labelledby="bonus-title">
      <h2 id="bonus-title">Bonuses</h2>
      {can(admin.grantBonus) && (
        <form className="stack" onSubmit={(e) => void submit(e)} aria-label="Grant a bonus" noValidate>
          <label htmlFor="bonus-amount">Amount</label>
          <input id="bonus-amount" className="plain-input" inputMode="decimal" maxLength={20} {...register('amount', { required: admin.BONUS_MSG.amount })} />
          <label htmlFor="bonus-turnover">Turnover, times (0: withdrawable at once)</label>
          <input id="bonus-turnover" className="plain-input" type="number" min={0} max={admin.BONUS_TURNOVER_MAX} {...register('turnover')} />
          <label htmlFor="bonus-reason">Reason (the audit log keeps it)</label>
          <input id="bonus-reason" className="plain-input" maxLength={200} {...register('reason')} />
          <FormError message={errors.amount?.message ?? a.error} />
          {a.done && <p role="status">{a.done}</p>}
          <button type="submit" className="btn" disabled={a.busy}>
            {a.busy ? 'Granting…' : 'Grant the bonus'}
          </button>
        </form>
      )}
      {list.error && !list.data ? (
        <p className="muted">Could not load the bonuses.</p>
      ) : !list.data ? (
        <Loader label="Loading the bonuses" />
      ) : list.data.length === 0 ? (
        <p className="muted">No bonus from the desk yet.</p>
      ) : (
        <ul className="notes" aria-label="Bonuses from the desk">
          {list.data.map((b) => (
            <BonusLine key={b.id} username={username} b={b} />
          ))}
        </ul>
      )}
    </section>
  );
}
