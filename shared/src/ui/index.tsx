// The first ui primitives every app uses (docs/design.md). Icons come from lucide-react.
import { AlertCircle, Eye, EyeOff, Inbox, RotateCw, X } from 'lucide-react';
import { formatMoney, hiddenMoney } from '../format';
import { hideBalanceAtom, sessionStore } from '../session';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '../i18n';
import { useDismiss, useFocusInside } from '../hooks/dismiss';
import { useStoredAtom } from '../hooks';
import './theme.css';
import './surfaces.css';
import './carousel.css';
import './floating.css';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Centred dialog instead of a bottom sheet. */
  centered?: boolean;
  footer?: ReactNode;
}

/**
 * A bottom sheet on mobile (centred when asked), drawn over the whole page (a portal on <body>, so no sticky
 * header or bottom nav can cover it); closes on Escape, the back button and the backdrop; scrolls to its last row
 * above the bottom safe area.
 */
export function Modal({ open, title, onClose, children, centered, footer }: ModalProps) {
  const titleId = useId();
  const { i18n } = useLingui();
  const dialog = useRef<HTMLDivElement>(null);
  useDismiss(open, onClose);
  useFocusInside(open, dialog);
  if (!open) return null;
  return createPortal(
    <div className={`overlay${centered ? ' center' : ''}`} onClick={onClose}>
      <div
        ref={dialog}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        tabIndex={-1}
        onClick={(e) => e.stopPropagation()}
      >
        <div className="sheet-head">
          <h2 className="title" id={titleId}>
            {title}
          </h2>
          <button type="button" className="icon-btn" aria-label={i18n._('Close')} onClick={onClose}>
            <X size={20} />
          </button>
        </div>
        {children}
        {footer && <div style={{ marginTop: 16 }}>{footer}</div>}
      </div>
    </div>,
    document.body,
  );
}

type Sanitize = (html: string) => string;
let sanitizer: Promise<Sanitize> | null = null;
let sanitizeNow: Sanitize | null = null;
/** DOMPurify, fetched the first time some markup is shown: no first screen shows any, so none pays for it. */
function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('dompurify').then(
    ({ default: purify }) => (sanitizeNow = (html) => purify.sanitize(html, { USE_PROFILES: { html: true } })),
    (e: unknown) => {
      sanitizer = null; // asked again next time
      throw e;
    },
  );
  return sanitizer;
}
/** The words of some markup, without any of it (an inert document: nothing in it runs or loads). */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/**
 * Sanitised HTML: scripts, handlers and javascript: links never survive. Plain text (most error messages) is shown
 * at once as text; markup once DOMPurify has arrived, or as its bare words if it cannot be fetched.
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const markup = /[<&]/.test(html);
  const [sanitize, setSanitize] = useState<Sanitize | null>(() => sanitizeNow);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!markup || sanitize) return;
    let live = true;
    loadSanitizer().then(
      (fn) => live && setSanitize(() => fn),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [markup, sanitize]);
  if (!markup) return <div className={className}>{html}</div>;
  if (!sanitize) return <div className={className}>{failed ? textOf(html) : null}</div>;
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}

export interface ErrorModalProps {
  open: boolean;
  title?: string;
  html: string;
  onClose: () => void;
  action?: ReactNode;
}

/** The one error modal: centred, HTML body sanitised with DOMPurify. */
export function ErrorModal({ open, title, html, onClose, action }: ErrorModalProps) {
  const { i18n } = useLingui();
  return (
    <Modal
      open={open}
      centered
      title={
        <span className="row">
          <AlertCircle size={20} color="var(--danger)" />
          {title ?? i18n._('Error')}
        </span>
      }
      onClose={onClose}
      footer={
        <div className="stack">
          {action}
          <button type="button" className="btn btn-primary btn-block" onClick={onClose}>
            {i18n._('OK')}
          </button>
        </div>
      }
    >
      <SafeHtml html={html} className="muted" />
    </Modal>
  );
}

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}
export function Tabs<K extends string>({ items, value, onChange, label }: { items: TabItem<K>[]; value: K; onChange: (k: K) => void; label?: string }) {
  return (
    <div className="tabs" role="tablist" aria-label={label}>
      {items.map((it) => (
        <button key={it.key} type="button" role="tab" className="tab" aria-selected={it.key === value} onClick={() => onChange(it.key)}>
          {it.label}
        </button>
      ))}
    </div>
  );
}

export function NoData({ text }: { text?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="nodata" role="status">
      <Inbox size={44} strokeWidth={1.4} />
      <div>{text ?? i18n._('No Data')}</div>
    </div>
  );
}

/** The three-dot loader. */
export function Loader({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <div role="status" aria-label={label ?? i18n._('Loading')} style={{ display: 'flex', justifyContent: 'center' }}>
      <span className="dots">
        <span />
        <span />
        <span />
      </span>
    </div>
  );
}

/** A failed load with Retry. */
export function ErrorState({ text, onRetry }: { text?: string; onRetry: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="nodata" role="alert">
      <AlertCircle size={40} color="var(--danger)" />
      <div>{text ?? i18n._('Something went wrong.')}</div>
      <button type="button" className="btn" onClick={onRetry}>
        <RotateCw size={16} />
        {i18n._('Retry')}
      </button>
    </div>
  );
}

/** A bar of `value` percent; `label` names it for a screen reader (axe: a progress bar needs a name). */
export function ProgressBar({ value, label }: { value: number; label?: string }) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <div className="progress" role="progressbar" aria-label={label} aria-valuenow={Math.round(v)} aria-valuemin={0} aria-valuemax={100}>
      <div style={{ width: `${v}%` }} />
    </div>
  );
}

/** Seconds left until `endsAt` (ms epoch), ticking every second. */
export function useCountdown(endsAt: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => {
    if (endsAt === null) return;
    setNow(Date.now());
    timer.current = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      if (timer.current) clearInterval(timer.current);
    };
  }, [endsAt]);
  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
}
export * from './fields';
export * from './Carousel';
export * from './PageHeader';
export * from './CopyButton';
export { SkeletonRows } from './skeleton';
export * from './RemotePages';
export * from './standalone';
export * from './BottomNav';
export { LanguageChooser } from './LanguageChooser';

/** Whether the player hides their balance: one stored switch for the site header and the member menu. */
export function useBalanceHidden(): boolean {
  return useStoredAtom(hideBalanceAtom) === '1';
}

/** A balance as the player chose to see it: the amount, or the money sign and stars while hidden. */
export function BalanceText({ value }: { value: number | null }) {
  const hidden = useBalanceHidden();
  return <>{value === null ? '…' : hidden ? hiddenMoney() : formatMoney(value)}</>;
}

/** The eye that hides or shows the balance everywhere at once. */
export function BalanceEye({ size = 18 }: { size?: number }) {
  const { i18n } = useLingui();
  const hidden = useBalanceHidden();
  return (
    <button
      type="button"
      className="icon-btn"
      aria-label={hidden ? i18n._('Show balance') : i18n._('Hide balance')}
      aria-pressed={hidden}
      onClick={() => sessionStore.set(hideBalanceAtom, hidden ? null : '1')}
    >
      {hidden ? <Eye size={size} /> : <EyeOff size={size} />}
    </button>
  );
}
