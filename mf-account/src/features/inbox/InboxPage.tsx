// /inbox (docs/spec.md sections 2, 7): messages polled every 10 s with 5-word previews, an Edit / Read / Cancel
// menu, multi-select with Read and Delete (one call per message), and a full-message popup that marks it read.
import '../account.css';
import {
  deleteInboxMessage,
  errorMessage,
  ErrorModal,
  ErrorState,
  fetchInbox,
  fetchInboxMessage,
  previewOf,
  formatPlayerDateTime,
  INBOX_KEY,
  invalidateResources,
  LIMITS,
  localized,
  markInboxRead,
  Modal,
  MSG,
  NoData,
  PageHeader,
  SafeHtml,
  SkeletonRows,
  type InboxMessage,
  useActionBar,
  useLingui,
  useResource,
} from '@bet/shared';
import { Check, CheckCheck, MailOpen, Mail, MoreVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';

/** Pages 1..n, concatenated, with the last page number the server reports. */
async function loadPages(n: number): Promise<{ rows: InboxMessage[]; lastPage: number }> {
  const pages = await Promise.all(Array.from({ length: n }, (_, i) => fetchInbox(i + 1)));
  const seen = new Set<number>();
  const rows = pages.flatMap((p) => p.data).filter((m) => (seen.has(m.id) ? false : (seen.add(m.id), true)));
  return { rows, lastPage: pages[pages.length - 1]?.last_page ?? 1 };
}

const isRead = (m: InboxMessage) => Boolean(Number(m.is_read));

export function InboxPage() {
  const { i18n } = useLingui();
  const [pages, setPages] = useState(1);
  const list = useResource(`${INBOX_KEY}:pages:${pages}`, () => loadPages(pages), { pollMs: LIMITS.inboxPollMs, maxAgeMs: 2_000 });
  const [menuOpen, setMenuOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [open, setOpen] = useState<InboxMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useActionBar(editing);

  const rows = list.data?.rows ?? [];
  const refresh = async () => {
    invalidateResources(INBOX_KEY, true);
  };
  const stopEditing = () => {
    setEditing(false);
    setSelected(new Set());
  };

  /** Runs `call` once per message; reports the first failure; always refreshes. */
  const bulk = async (ids: number[], call: (id: number) => Promise<void>) => {
    if (!ids.length) return;
    setBusy(true);
    const results = await Promise.allSettled(ids.map((id) => call(id)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) setError(errorMessage(failed.reason, MSG.tryAgain));
    setBusy(false);
    stopEditing();
    await refresh();
  };

  const openMessage = async (m: InboxMessage) => {
    setOpen(m);
    try {
      const full = await fetchInboxMessage(m.id);
      setOpen(full);
      if (!isRead(m)) {
        await markInboxRead(m.id);
        await refresh();
      }
    } catch (err) {
      setOpen(null);
      setError(errorMessage(err, MSG.tryAgain));
    }
  };

  const toggle = (id: number) =>
    setSelected((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const unreadIds = rows.filter((m) => !isRead(m)).map((m) => m.id);
  const headerAction = editing ? (
    <button type="button" className="btn btn-ghost btn-sm" onClick={stopEditing}>
      {i18n._('Cancel')}
    </button>
  ) : (
    <span className="menu-anchor">
      <button type="button" className="icon-btn" aria-label={i18n._('Inbox menu')} aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
        <MoreVertical size={20} />
      </button>
      {menuOpen && (
        <div className="popover" role="menu">
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenuOpen(false);
              setEditing(true);
            }}
            disabled={!rows.length}
          >
            <Check size={16} />
            {i18n._('Edit')}
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setMenuOpen(false);
              void bulk(unreadIds, markInboxRead);
            }}
            disabled={!unreadIds.length}
          >
            <CheckCheck size={16} />
            {i18n._('Read')}
          </button>
          <button type="button" role="menuitem" onClick={() => setMenuOpen(false)}>
            {i18n._('Cancel')}
          </button>
        </div>
      )}
    </span>
  );

  return (
    <div className={`page inbox${editing ? ' editing' : ''}`}>
      <PageHeader title={/*i18n*/ 'Inbox'} back="/account" action={headerAction} />
      {list.error && !list.data ? (
        <ErrorState onRetry={list.reload} />
      ) : list.loading ? (
        <SkeletonRows count={5} height={64} />
      ) : rows.length === 0 ? (
        <NoData />
      ) : (
        <>
          {editing && (
            <label className="select-all caption">
              <input
                type="checkbox"
                checked={selected.size === rows.length}
                onChange={(e) => setSelected(e.target.checked ? new Set(rows.map((m) => m.id)) : new Set())}
              />
              {i18n._('Select all')}
            </label>
          )}
          <ul className="inbox-list" aria-label={i18n._('Messages')}>
            {rows.map((m) => (
              <li key={m.id}>
                {editing && (
                  <input
                    type="checkbox"
                    className="inbox-check"
                    aria-label={i18n._('Select {title}', { title: localized(m, 'title') })}
                    checked={selected.has(m.id)}
                    onChange={() => toggle(m.id)}
                  />
                )}
                <button type="button" className={`inbox-row${isRead(m) ? '' : ' unread'}`} onClick={() => (editing ? toggle(m.id) : void openMessage(m))}>
                  <span className="menu-icon">{isRead(m) ? <MailOpen size={18} /> : <Mail size={18} />}</span>
                  <span className="inbox-text">
                    <span className="inbox-title">
                      {!isRead(m) && <span className="unread-dot" aria-label={i18n._('Unread')} />}
                      {localized(m, 'title')}
                    </span>
                    <span className="caption inbox-preview">{previewOf(localized(m, 'message'), LIMITS.previewWords)}</span>
                  </span>
                  <span className="caption num inbox-date">{formatPlayerDateTime(m.created_at).slice(0, 10)}</span>
                </button>
              </li>
            ))}
          </ul>
          {list.data && pages < list.data.lastPage && (
            <button type="button" className="btn btn-block" onClick={() => setPages((p) => p + 1)}>
              {i18n._('Load more')}
            </button>
          )}
        </>
      )}

      {editing && (
        <div className="edit-bar">
          <span className="caption">{i18n._('{n} selected', { n: selected.size })}</span>
          <button type="button" className="btn btn-sm" disabled={busy || !selected.size} onClick={() => void bulk([...selected], markInboxRead)}>
            <CheckCheck size={16} />
            {i18n._('Read')}
          </button>
          <button type="button" className="btn btn-sm danger" disabled={busy || !selected.size} onClick={() => void bulk([...selected], deleteInboxMessage)}>
            <Trash2 size={16} />
            {i18n._('Delete')}
          </button>
        </div>
      )}

      <Modal open={Boolean(open)} title={open ? localized(open, 'title') : undefined} onClose={() => setOpen(null)}>
        {open && (
          <div className="stack">
            <div className="caption num">{formatPlayerDateTime(open.created_at)}</div>
            <SafeHtml html={localized(open, 'message')} className="inbox-body" />
          </div>
        )}
      </Modal>
      <ErrorModal open={Boolean(error)} html={error ?? ''} onClose={() => setError(null)} />
    </div>
  );
}
