// The site's general settings (the manager's): each scalar setting as it is, changed ones saved together.
import { useEffect, useState, type FormEvent } from 'react';
import { call, errorMessage, ErrorState, FormError, invalidateResources, Loader, useResource } from '@bet/shared';
import type { admin } from '@bet/shared/contract';
import { auth, withSession } from '../session';

type Value = string | number;

export function SettingsPage() {
  const settings = useResource('console:settings', () =>
    withSession(() => call<typeof admin.settingsView>('GET /api/admin/settings', { headers: auth() })).then((r) => r.data),
  );
  const [draft, setDraft] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => setDraft({}), [settings.data]);
  if (settings.error && !settings.data) return <ErrorState text="Could not load the settings." onRetry={() => void settings.reload()} />;
  if (!settings.data) return <Loader label="Loading the settings" />;
  // lists (the notice list) are edited elsewhere; numbers and text here
  const scalar = Object.entries(settings.data).filter((e): e is [string, Value] => typeof e[1] === 'string' || typeof e[1] === 'number');
  const changed = Object.fromEntries(
    Object.entries(draft)
      .filter(([k, v]) => String(settings.data?.[k]) !== v)
      .map(([k, v]) => [k, typeof settings.data?.[k] === 'number' ? Number(v) : v]),
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const res = await withSession(() => call<typeof admin.settings>('POST /api/admin/settings', { body: changed, headers: auth() }));
      setSaved(res.message ?? 'Settings saved');
      invalidateResources('console:settings', true);
    } catch (err) {
      setError(errorMessage(err, 'Could not save the settings.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="stack narrow" onSubmit={submit} aria-labelledby="settings-title">
      <h1 id="settings-title">Site settings</h1>
      <p className="muted">Every change is written to the audit log with its before and after. Market blocks are set on a player&apos;s page.</p>
      {scalar.map(([key, value]) => (
        <div key={key} className="field">
          <label htmlFor={`set-${key}`}>{key.replace(/_/g, ' ')}</label>
          <input
            id={`set-${key}`}
            className="plain-input"
            inputMode={typeof value === 'number' ? 'decimal' : undefined}
            value={draft[key] ?? String(value)}
            onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
          />
        </div>
      ))}
      <FormError message={error} />
      {saved && <p role="status">{saved}</p>}
      <button type="submit" className="btn btn-primary" disabled={busy || Object.keys(changed).length === 0}>
        {busy ? 'Saving…' : 'Save changes'}
      </button>
    </form>
  );
}
