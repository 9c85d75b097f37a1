// The site's general settings (the manager's), each saved on its own: a choice where the setting has choices
// (maintenance, deposit mode, withdrawals), a number or text otherwise, the system notice in English and Bangla with
// a preview. A save names the value the manager saw (if_unchanged): when someone changed it meanwhile, the api refuses
// it and the page says so. A switch every player sees at once asks for a second click to confirm.
import { useState, type ReactNode } from 'react';
import { call, errorMessage, ErrorState, invalidateResources, Loader, SafeHtml, useResource } from '@bet/shared';
import type { admin } from '@bet/shared/contract';
import { auth, withSession } from '../session';

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
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<string | null>(null);
  const data = settings.data as Settings | undefined;
  const { state, save } = useSave();
  if (settings.error && !data) return <ErrorState text="Could not load the settings." onRetry={() => void settings.reload()} />;
  if (!data) return <Loader label="Loading the settings" />;
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
  const valueOf = (key: string) => draft[key] ?? String(data[key] ?? '');
  const typed = (key: string, v: string) => (typeof data[key] === 'number' ? Number(v) : v);
  const submit = (key: string) => {
    if (SITE_WIDE.has(key) && confirming !== key) return setConfirming(key);
    setConfirming(null);
    void save(key, { [key]: typed(key, valueOf(key)) }, { [key]: data[key] }).then(() => setDraft(({ [key]: _, ...rest }) => rest));
  };
  const button = (key: string) => {
    const unchanged = valueOf(key) === String(data[key] ?? '');
    return (
      <button type="button" className="btn btn-primary" disabled={unchanged || (state?.key === key && state.busy)} onClick={() => submit(key)}>
        {confirming === key ? 'Confirm: every player sees this at once' : 'Save'}
      </button>
    );
  };
  const bn = (data.bn as { system_notice?: string } | undefined)?.system_notice ?? '';
  const notice = { en: draft.system_notice ?? String(data.system_notice ?? ''), bn: draft['bn.system_notice'] ?? bn };
  const noticeChanged = notice.en !== String(data.system_notice ?? '') || notice.bn !== bn;
  return (
    <div className="stack narrow" aria-labelledby="settings-title">
      <h1 id="settings-title">Site settings</h1>
      <p className="muted">
        Each setting is saved on its own and written to the audit log with its before and after. Market blocks are set on a player&apos;s page.
      </p>
      {Object.entries(CHOICES).map(([key, c]) => (
        <Row key={key} id={`set-${key}`} label={c.label} outcome={outcome(key)}>
          <select id={`set-${key}`} className="plain-input" value={valueOf(key)} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}>
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
        <textarea
          id="set-notice"
          className="plain-input"
          rows={3}
          value={notice.en}
          onChange={(e) => setDraft((d) => ({ ...d, system_notice: e.target.value }))}
        />
        <label htmlFor="set-notice-bn">System notice (Bangla)</label>
        <textarea
          id="set-notice-bn"
          className="plain-input"
          rows={3}
          lang="bn"
          value={notice.bn}
          onChange={(e) => setDraft((d) => ({ ...d, 'bn.system_notice': e.target.value }))}
        />
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
            ).then(() => setDraft(({ system_notice: _a, 'bn.system_notice': _b, ...rest }) => rest))
          }
        >
          Save the notice
        </button>
      </Row>
      {Object.entries(data)
        .filter(([key, v]) => !CHOICES[key] && !OWN_CONTROL.has(key) && (typeof v === 'string' || typeof v === 'number'))
        .map(([key, v]) => (
          <Row key={key} id={`set-${key}`} label={key.replace(/_/g, ' ')} outcome={outcome(key)}>
            <input
              id={`set-${key}`}
              className="plain-input"
              inputMode={typeof v === 'number' ? 'decimal' : undefined}
              value={valueOf(key)}
              onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            />
            {button(key)}
          </Row>
        ))}
    </div>
  );
}
