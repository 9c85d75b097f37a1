// /chat-box/{chatId} (docs/spec.md section 2): the messages and a send box. New messages arrive by Server-Sent
// Events (polling every 2 s when the stream is down); the view stays where the player scrolled unless they were
// at the bottom; a message that failed to send keeps its client id, so Retry never stores it twice. Content is
// rendered as text.
import './chat.css';
import {
  CHAT_MSG,
  type ChatMessage,
  errorMessage,
  ErrorState,
  fetchChatMessages,
  markChatRead,
  mergeById,
  formatPlayer,
  isRateLimited,
  newIdempotencyKey,
  PageHeader,
  sendChatMessage,
  SkeletonRows,
  streamChat,
  useLingui,
  useParams,
} from '@bet/shared';
import { AlertCircle, RotateCw, Send } from 'lucide-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';

export const POLL_MS = 2_000;
interface Pending {
  clientId: string;
  content: string;
  failed: boolean;
}

/** Adds messages not yet listed (by id), keeping the list in id order. */
export function ChatBox() {
  const { i18n } = useLingui();
  const chatId = Number(useParams().chatId);
  const [messages, setMessages] = useState<ChatMessage[] | null>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  /** Why the last send was refused (a rate limit): shown above the send box until a send goes through. */
  const [sendError, setSendError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastId = useRef(0);

  const add = useCallback((more: ChatMessage[]) => {
    setMessages((list) => {
      const next = mergeById(list ?? [], more);
      lastId.current = next.at(-1)?.id ?? 0;
      return next;
    });
    // a message of ours that arrives by the stream first settles its pending copy
    setPending((p) => p.filter((x) => !more.some((m) => m.client_id === x.clientId)));
  }, []);

  const load = useCallback(async () => {
    setError(null);
    try {
      add(await fetchChatMessages(chatId));
    } catch (e) {
      setError(errorMessage(e, 'Something went wrong.'));
    }
  }, [chatId, add]);

  // the desk's messages that came by the stream are read when the player can see them (the page is visible): the
  // api is told, so the chat list's unread count follows (messages fetched are marked read by the fetch itself)
  const seen = useRef({ shown: 0, told: 0 });
  const tellRead = useCallback(() => {
    const s = seen.current;
    if (document.visibilityState !== 'visible' || s.shown <= s.told) return;
    const upTo = s.shown;
    s.told = upTo;
    markChatRead(chatId, upTo).catch(() => {
      if (s.told === upTo) s.told = 0; // told again with the next message or the next look
    });
  }, [chatId]);
  useEffect(() => {
    document.addEventListener('visibilitychange', tellRead);
    return () => document.removeEventListener('visibilitychange', tellRead);
  }, [tellRead]);

  useEffect(() => {
    void load();
    let poll: ReturnType<typeof setInterval> | null = null;
    const close = streamChat(
      chatId,
      (m) => {
        add([m]);
        if (!m.mine) {
          seen.current.shown = Math.max(seen.current.shown, m.id);
          tellRead();
        }
      },
      () => {
        // the stream is down: ask for what is new every 2 s
        poll ??= setInterval(() => {
          void fetchChatMessages(chatId, lastId.current || undefined).then(add, () => undefined);
        }, POLL_MS);
      },
    );
    return () => {
      close();
      if (poll) clearInterval(poll);
    };
  }, [chatId, load, add, tellRead]);

  // keep the player's place: follow new messages only when they were at the bottom
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages, pending]);
  const onScroll = () => {
    const el = scroller.current;
    if (el) atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
  };

  const deliver = async (p: Pending) => {
    setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, failed: false } : x)));
    try {
      add([await sendChatMessage(chatId, p.content, p.clientId)]);
      setPending((list) => list.filter((x) => x.clientId !== p.clientId));
      setSendError(null);
    } catch (e) {
      setPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, failed: true } : x)));
      setSendError(isRateLimited(e) ? errorMessage(e, CHAT_MSG.tooFast) : null);
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const content = text.trim();
    if (!content) return; // an empty message is ignored (docs/spec.md section 6)
    const p = { clientId: newIdempotencyKey(), content, failed: false };
    setText('');
    atBottom.current = true;
    setPending((list) => [...list, p]);
    void deliver(p);
  };

  return (
    <div className="chat-box">
      <PageHeader title={i18n._('Support')} back="/chat-list" />
      {error ? (
        <div className="page">
          <ErrorState text={i18n._(error)} onRetry={() => void load()} />
        </div>
      ) : (
        <>
          <div className="chat-scroll" ref={scroller} onScroll={onScroll} role="log" aria-label={i18n._('Messages')} aria-live="polite">
            {!messages ? (
              <SkeletonRows count={4} />
            ) : messages.length === 0 && pending.length === 0 ? (
              <p className="caption chat-empty">{i18n._('Write to us and the support team will answer here.')}</p>
            ) : null}
            {messages?.map((m) => (
              <div key={m.id} className={`bubble ${m.mine ? 'mine' : 'theirs'}`}>
                <div className="bubble-text">{m.content}</div>
                <div className="bubble-time">{formatPlayer(m.created_at, 'HH:mm')}</div>
              </div>
            ))}
            {pending.map((p) => (
              <div key={p.clientId} className={`bubble mine pending${p.failed ? ' failed' : ''}`}>
                <div className="bubble-text">{p.content}</div>
                {p.failed ? (
                  <button type="button" className="bubble-retry" onClick={() => void deliver(p)}>
                    <AlertCircle size={14} />
                    {i18n._('Not sent. Retry')}
                    <RotateCw size={14} />
                  </button>
                ) : (
                  <div className="bubble-time">{i18n._('Sending...')}</div>
                )}
              </div>
            ))}
          </div>
          {sendError ? (
            <p className="chat-notice" role="alert">
              {i18n._(sendError)}
            </p>
          ) : null}
          <form className="chat-send" onSubmit={submit}>
            <input
              aria-label={i18n._('Message')}
              placeholder={i18n._('Type a message')}
              value={text}
              maxLength={2000}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" className="btn btn-primary" aria-label={i18n._('Send')}>
              <Send size={18} />
            </button>
          </form>
        </>
      )}
    </div>
  );
}
