// /chat-list (docs/spec.md section 2): the player's conversations, newest first, with unread marks.
import './chat.css';
import { ErrorState, fetchChats, formatPlayer, Link, NoData, PageHeader, SkeletonRows, useLingui, useResource } from '@bet/shared';
import { ChevronRight, Headphones } from 'lucide-react';

export function ChatList() {
  const { i18n } = useLingui();
  const chats = useResource('chats', fetchChats, { maxAgeMs: 0, pollMs: 10_000 });
  return (
    <>
      <PageHeader title={i18n._('Chats')} back="/chat" />
      <div className="page stack">
        {chats.error && !chats.data ? (
          <ErrorState onRetry={chats.reload} />
        ) : !chats.data ? (
          <SkeletonRows count={3} />
        ) : chats.data.length === 0 ? (
          <>
            <NoData text={i18n._('No conversations yet.')} />
            <Link to="/chat" className="btn btn-primary btn-block">
              {i18n._('Send us a Message')}
            </Link>
          </>
        ) : (
          <ul className="chat-list">
            {chats.data.map((c) => (
              <li key={c.chat_id}>
                <Link
                  to={`/chat-box/${c.chat_id}`}
                  className="list-row chat-row"
                  aria-label={`${c.other_user.username}${c.unread ? `, ${i18n._('{n} unread', { n: c.unread })}` : ''}`}
                >
                  <span className="menu-icon">
                    <Headphones size={18} />
                  </span>
                  <span className="stack chat-row-main">
                    <b>{c.other_user.username}</b>
                    <span className="caption chat-row-last">{c.last_message ? c.last_message.content : i18n._('No messages yet')}</span>
                  </span>
                  <span className="stack chat-row-side">
                    {c.last_message && <span className="caption">{formatPlayer(c.last_message.created_at, 'DD/MM HH:mm')}</span>}
                    {c.unread > 0 && <span className="badge">{c.unread}</span>}
                  </span>
                  <ChevronRight size={16} className="muted" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
