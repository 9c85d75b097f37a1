// Remotes are registered from config.json at start and loaded only when one of their routes opens.
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import {
  getConfig,
  hasConfig,
  languageReady,
  markFirstScreen,
  reportRemoteProblem,
  SkeletonRows,
  type AppConfig,
  type RemoteName,
  useLingui,
} from '@bet/shared';
import { publishFromConfig } from '../app/routes';

export type { RemoteName };
import { AlertTriangle, RefreshCw, RotateCw } from 'lucide-react';
import { incompatibleWhy } from './compatibility';
import { sectionCommitted } from './early-input';
import { Component, Suspense, lazy, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';

export function registerFromConfig(config: AppConfig): void {
  // the pages each remote publishes, as the shell's server read them (the others are asked for when needed)
  publishFromConfig(config.routes);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/** A section's notice in place of a remote: what happened, and the one thing to do. */
function SectionNotice(props: { Icon: typeof AlertTriangle; title: string; body: string; action: string; onAction: () => void }) {
  const { Icon } = props;
  return (
    <div className="page">
      <div className="card nodata" role="alert">
        <Icon size={40} color="var(--pending)" />
        <div className="title">{props.title}</div>
        <div className="muted">{props.body}</div>
        <button type="button" className="btn btn-primary" onClick={props.onAction}>
          <RotateCw size={16} />
          {props.action}
        </button>
      </div>
    </div>
  );
}

/** A remote that did not load (down, refused, too slow). */
export function Unavailable({ onRetry }: { onRetry: () => void }) {
  const { i18n } = useLingui();
  const [title, body, action] = [i18n._('This section is unavailable'), i18n._('Please try again in a moment.'), i18n._('Retry')];
  return <SectionNotice Icon={AlertTriangle} title={title} body={body} action={action} onAction={onRetry} />;
}

/** The section of a remote built against a @bet/shared this shell does not provide: a newer page (or remote) is needed. */
export function Incompatible() {
  const { i18n } = useLingui();
  const [title, body, action] = [i18n._('This section has been updated'), i18n._('Reload the page to continue.'), i18n._('Reload')];
  return <SectionNotice Icon={RefreshCw} title={title} body={body} action={action} onAction={() => window.location.reload()} />;
}

/** When a widget that failed to load is tried again (then it stays away until the page reloads). */
export const WIDGET_RETRIES_MS = [5_000, 30_000, 120_000];

type Failure = null | 'incompatible' | 'failed';

class Boundary extends Component<{ remote: RemoteName; attempt: number; onRetry: () => void; quiet?: boolean; children: ReactNode }, { failed: Failure }> {
  override state: { failed: Failure } = { failed: null };
  private retry: ReturnType<typeof setTimeout> | undefined;
  static getDerivedStateFromError(): { failed: Failure } {
    return { failed: 'failed' };
  }
  override componentDidCatch(error: unknown) {
    const { remote, quiet, attempt, onRetry } = this.props;
    const why = incompatibleWhy(hasConfig() ? getConfig().remotes[remote] : undefined);
    if (why) this.setState({ failed: 'incompatible' });
    reportRemoteProblem(remote, why ? 'incompatible' : 'failed', why ?? (error instanceof Error ? error.message : String(error)));
    // a widget is not shown while it fails, and tried again a few times (a remote being redeployed comes back)
    const later = WIDGET_RETRIES_MS[attempt];
    if (quiet && later !== undefined) this.retry = setTimeout(onRetry, later);
  }
  override componentWillUnmount() {
    clearTimeout(this.retry);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    if (this.props.quiet) return null;
    return (
      <>
        {this.state.failed === 'incompatible' ? <Incompatible /> : <Unavailable onRetry={this.props.onRetry} />}
        <FirstScreenDrawn />
      </>
    );
  }
}

/**
 * Says the page's first screen is drawn once it commits (beside a remote's section, or its panel), and the section
 * is React's (a player's early input is given to it then: keepEarlyInput).
 */
function FirstScreenDrawn(): null {
  useEffect(() => {
    markFirstScreen();
    sectionCommitted();
  }, []);
  return null;
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

/** Thrown by a remote's place in a server render: React draws the section's fallback and the client renders it. */
export const CLIENT_ONLY = 'a remote is drawn by the client';

/** The remotes' sections the server drew for the page being rendered (the shell's server render sets them). */
let serverSections: Record<string, string> = {};
export function setServerSections(sections: Record<string, string>): void {
  serverSections = sections;
}

/**
 * A remote's place in a server render: the section the remote's own render drew (the client hydrates it once the
 * remote's code is there: until then React keeps what the server drew), else the section's fallback and the client
 * draws it.
 */
function ServerSection({ remote, quiet }: { remote: RemoteName; quiet?: boolean }) {
  const html = quiet ? undefined : serverSections[remote];
  if (html === undefined) throw new Error(CLIENT_ONLY);
  return <div className="remote-section" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * Mounts `${remote}/${module}`; a failure shows the unavailable panel with Retry, a remote built against a
 * @bet/shared this shell does not provide the updated panel with Reload (or nothing, when `quiet`: a widget such as
 * the chat button, tried again a few times), and is reported; the rest keeps working.
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
        // its strings in the reader's language first (a Bangla reader's section is drawn in Bangla at once, and
        // matches what the server drew)
        await languageReady();
        return { default: mod.default };
      }),
    // a new lazy component per attempt, so Retry loads again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );
  // the same element while nothing of its own changed: a render of the page around it (the routes the remotes
  // publish, the login state) would otherwise reach the section while React still keeps what the server drew of it
  // (a dehydrated boundary), and React then draws the section again on the client instead of hydrating it
  const section = useMemo(
    () => (
      <Suspense
        fallback={
          quiet ? null : (
            <div className="page">
              <SkeletonRows count={5} />
            </div>
          )
        }
      >
        {typeof window === 'undefined' ? (
          <ServerSection remote={remote} quiet={quiet} />
        ) : quiet ? (
          <Lazy {...props} />
        ) : (
          // a page's section in an element of its own (no box: `display: contents`), as the server draws it
          <div className="remote-section">
            <Lazy {...props} />
          </div>
        )}
        {/* a page's section, not a widget: once it is there, the parts off the first screen may ask (afterFirstScreen) */}
        {!quiet && <FirstScreenDrawn />}
      </Suspense>
    ),
    [Lazy, props, quiet, remote],
  );
  return (
    <Boundary key={attempt} remote={remote} attempt={attempt} quiet={quiet} onRetry={() => setAttempt((a) => a + 1)}>
      {section}
    </Boundary>
  );
}
