// Remotes are registered from config.json at start and loaded only when one of their routes opens.
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { SkeletonRows, type AppConfig, type RemoteName, useLingui } from '@bet/shared';
import { publishFromConfig } from '../app/routes';

export type { RemoteName };
import { AlertTriangle, RotateCw } from 'lucide-react';
import { Component, Suspense, lazy, useMemo, useState, type ComponentType, type ReactNode } from 'react';

export function registerFromConfig(config: AppConfig): void {
  // the pages each remote publishes, as the shell's server read them (the others are asked for when needed)
  publishFromConfig(config.routes);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

export function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="page">
      <div className="card nodata" role="alert">
        <AlertTriangle size={40} color="var(--pending)" />
        <div className="title">{i18n._('This section is unavailable')}</div>
        <div className="muted">{i18n._('Please try again in a moment.')}</div>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          <RotateCw size={16} />
          {i18n._('Retry')}
        </button>
      </div>
    </div>
  );
}

class Boundary extends Component<{ onRetry: () => void; quiet?: boolean; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('remote failed', error);
  }
  override render() {
    if (this.state.failed) return this.props.quiet ? null : <Unavailable onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

/** How long a remote may take to load before its section shows the unavailable panel (with Retry). */
export const REMOTE_DEADLINE_MS = 4_000;

function withDeadline<T>(load: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not load within ${REMOTE_DEADLINE_MS} ms`)), REMOTE_DEADLINE_MS);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}

/**
 * Mounts `${remote}/${module}`; a failure shows the unavailable panel with Retry (or nothing, when `quiet`:
 * a widget such as the chat button), the rest keeps working.
 */
export function RemoteMount({
  remote,
  module = 'Routes',
  props,
  quiet,
}: {
  remote: RemoteName;
  module?: string;
  props?: Record<string, unknown>;
  quiet?: boolean;
}) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () =>
      lazy(async () => {
        // the whole load (manifest, entry, chunks) has a deadline: a refused or hung remote shows the panel in time
        const mod = await withDeadline(loadRemote<{ default: ComponentType<Record<string, unknown>> }>(`${remote}/${module}`), `${remote}/${module}`);
        if (!mod?.default) throw new Error(`${remote}/${module} is empty`);
        return { default: mod.default };
      }),
    // a new lazy component per attempt, so Retry loads again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  return (
    <Boundary key={attempt} quiet={quiet} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense
        fallback={
          quiet ? null : (
            <div className="page">
              <SkeletonRows count={5} />
            </div>
          )
        }
      >
        <Lazy {...props} />
      </Suspense>
    </Boundary>
  );
}
