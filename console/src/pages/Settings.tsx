// The site's general settings (the manager's), each saved on its own: a choice where the setting has choices
// (maintenance, deposit mode, withdrawals), a number or text otherwise, the system notice in English and Bangla with
// a preview. A save names the value the manager saw (if_unchanged): when someone changed it meanwhile, the api refuses
// it and the page says so. A switch every player sees at once asks for a second click to confirm.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { call, errorMessage, ErrorState, invalidateResources, Loader, SafeHtml, useResource, wallClock } from '@bet/shared';
import type { admin } from '@bet/shared/contract';
import { auth, withSession } from '../session';
import { ActionOutcome, useAction, When } from '../ui';

type Settings = Record<string, unknown>;

/** The settings with choices, and what each choice means to a player. */
const CHOICES: Record<string, { label: string; options: [string | number, string][] }> = {
  site_status: {
    label: 'Site',
    options: [
      [1, 'Open'],
      [0, 'Maintenance: players see the maintenance page'],
    ],
  },
  withdrawal_status: {
    label: 'Withdrawals',
    options: [
      [1, 'Open'],
      [0, 'Closed: players cannot ask for a withdrawal'],
    ],
  },
  deposit_mode: {
    label: 'Deposit mode',
    options: [
      ['manual', 'Manual: players send money and a receipt'],
      ['ewallet', 'E-wallet: the payment gateway'],
    ],
  },
};
/** Switches every player sees at once: saved after a second click. */
const SITE_WIDE = new Set(['site_status', 'withdrawal_status', 'deposit_mode']);
/** Edited with their own controls below (the notice) or elsewhere (the notice list). */
const OWN_CONTROL = new Set(['system_notice', 'bn', 'notice']);

function useSave() {
  const [state, setState] = useState<{ key: string; busy: boolean; error: string | null; done: string | null } | null>(null);
  const save = async (key: string, body: Record<string, unknown>, seen: Record<string, unknown>) => {
    setState({ key, busy: true, error: null, done: null });
    try {
      const res = await withSession(() => call<typeof admin.settings>('POST /api/admin/settings', { body: { ...body, if_unchanged: seen }, headers: auth() }));
      setState({ key, busy: false, error: null, done: res.message ?? 'Saved' });
      invalidateResources('console:settings', true);
    } catch (err) {
      setState({ key, busy: false, error: errorMessage(err, 'Could not save.'), done: null });
    }
  };
  return { state, save };
}

function Row({ id, label, children, outcome }: { id: string; label: string; children: ReactNode; outcome: ReactNode }) {
  return (
    <div className="card stack" role="group" aria-labelledby={`${id}-label`}>
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {children}
      {outcome}
    </div>
  );
}

export function SettingsPage() {
  const settings = useResource('console:settings', () =>
    withSession(() => call<typeof admin.settingsView>('GET /api/admin/settings', { headers: auth() })).then((r) => r.data),
  );
  const data = settings.data as Settings | undefined;
  if (settings.error && !data) return <ErrorState text="Could not load the settings." onRetry={() => void settings.reload()} />;
  if (!data) return <Loader label="Loading the settings" />;
  return <SettingsForm data={data} />;
}

/** Each field's value as saved (the form's starting values): the settings as text, the Bangla notice its own field. */
const formValues = (data: Settings): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(data).flatMap(([k, v]) => (typeof v === 'string' || typeof v === 'number' ? [[k, String(v)]] : []))),
  notice_bn: (data.bn as { system_notice?: string } | undefined)?.system_notice ?? '',
});

function SettingsForm({ data }: { data: Settings }) {
  // react-hook-form keeps what the manager typed; the settings read again after a save (or another's) become the
  // saved values, and a field still being edited keeps its draft
  const saved = useMemo(() => formValues(data), [data]);
  const { register, watch, reset } = useForm<Record<string, string>>({ defaultValues: saved });
  useEffect(() => reset(saved, { keepDirtyValues: true }), [saved, reset]);
  const [confirming, setConfirming] = useState<string | null>(null);
  const { state, save } = useSave();
  const outcome = (key: string) =>
    state?.key === key ? (
      state.error ? (
        <p className="form-error" role="alert">
          {state.error}
        </p>
      ) : state.done ? (
        <p role="status">{state.done}</p>
      ) : null
    ) : null;
  const valueOf = (key: string) => watch(key) ?? saved[key] ?? '';
  const typed = (key: string, v: string) => (typeof data[key] === 'number' ? Number(v) : v);
  const submit = (key: string) => {
    if (SITE_WIDE.has(key) && confirming !== key) return setConfirming(key);
    setConfirming(null);
    void save(key, { [key]: typed(key, valueOf(key)) }, { [key]: data[key] });
  };
  const button = (key: string) => {
    const unchanged = valueOf(key) === (saved[key] ?? '');
    return (
      <button type="button" className="btn btn-primary" disabled={unchanged || (state?.key === key && state.busy)} onClick={() => submit(key)}>
        {confirming === key ? 'Confirm: every player sees this at once' : 'Save'}
      </button>
    );
  };
  const notice = { en: valueOf('system_notice'), bn: valueOf('notice_bn') };
  const noticeChanged = notice.en !== (saved.system_notice ?? '') || notice.bn !== saved.notice_bn;
  return (
    <div className="stack narrow" aria-labelledby="settings-title">
      <h1 id="settings-title">Site settings</h1>
      <p className="muted">
        Each setting is saved on its own and written to the audit log with its before and after. Market blocks are set on a player&apos;s page.
      </p>
      {Object.entries(CHOICES).map(([key, c]) => (
        <Row key={key} id={`set-${key}`} label={c.label} outcome={outcome(key)}>
          <select id={`set-${key}`} className="plain-input" {...register(key)}>
            {c.options.map(([v, text]) => (
              <option key={String(v)} value={String(v)}>
                {text}
              </option>
            ))}
          </select>
          {button(key)}
        </Row>
      ))}
      <Row id="set-notice" label="System notice (English)" outcome={outcome('system_notice')}>
        <textarea id="set-notice" className="plain-input" rows={3} {...register('system_notice')} />
        <label htmlFor="set-notice-bn">System notice (Bangla)</label>
        <textarea id="set-notice-bn" className="plain-input" rows={3} lang="bn" {...register('notice_bn')} />
        <p className="caption">Preview, as players see it:</p>
        <div className="card" aria-label="Preview in English">
          <SafeHtml html={notice.en} />
        </div>
        <div className="card" lang="bn" aria-label="Preview in Bangla">
          <SafeHtml html={notice.bn} />
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!noticeChanged || (state?.key === 'system_notice' && state.busy)}
          onClick={() =>
            void save(
              'system_notice',
              { system_notice: notice.en, bn: { system_notice: notice.bn } },
              { system_notice: data.system_notice, bn: data.bn ?? null },
            )
          }
        >
          Save the notice
        </button>
        <ScheduleNotice en={notice.en} bn={notice.bn} />
      </Row>
      {Object.entries(data)
        .filter(([key, v]) => !CHOICES[key] && !OWN_CONTROL.has(key) && (typeof v === 'string' || typeof v === 'number'))
        .map(([key, v]) => (
          <Row key={key} id={`set-${key}`} label={key.replace(/_/g, ' ')} outcome={outcome(key)}>
            <input id={`set-${key}`} className="plain-input" inputMode={typeof v === 'number' ? 'decimal' : undefined} {...register(key)} />
            {button(key)}
          </Row>
        ))}
    </div>
  );
}

/**
 * The notice above (as written in the two fields), scheduled to replace the current one at a time on Dhaka's clock;
 * the one waiting, with Drop.
 */
function ScheduleNotice({ en, bn }: { en: string; bn: string }) {
  const waiting = useResource('console:notice-next', () =>
    withSession(() => call<typeof admin.noticeSchedule>('GET /api/admin/notice/schedule', { headers: auth() })).then((r) => r.data),
  );
  const [at, setAt] = useState('');
  const a = useAction();
  const send = (publish_at: string | null) =>
    a.run(async () => {
      const res = await withSession(() =>
        call<typeof admin.scheduleNotice>('POST /api/admin/notice/schedule', {
          body: publish_at ? { system_notice: en, system_notice_bn: bn, publish_at } : { publish_at: null },
          headers: auth(),
        }),
      );
      void waiting.reload();
      return res.data ? 'Scheduled.' : 'Dropped: nothing is scheduled.';
    }, 'Could not schedule the notice.');
  return (
    <div className="stack">
      <label htmlFor="notice-at">Or publish it at (Dhaka time)</label>
      <div className="row wrap">
        <input id="notice-at" type="datetime-local" step={1} className="plain-input" value={at} onChange={(e) => setAt(e.target.value)} />
        <button type="button" className="btn" disabled={a.busy || !at || !en.trim()} onClick={() => void send(wallClock(at)?.toISOString() ?? at)}>
          Schedule this notice
        </button>
      </div>
      {waiting.data && (
        <p className="caption">
          Waiting: replaces the notice at <When at={waiting.data.publish_at} />.{' '}
          <button type="button" className="link-btn" disabled={a.busy} onClick={() => void send(null)}>
            Drop it
          </button>
        </p>
      )}
      <ActionOutcome action={a} />
    </div>
  );
}
