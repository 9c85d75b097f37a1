// The live support inbox: every conversation waiting for the desk (oldest waiting first) with its unread count,
// new messages as they arrive (the api's stream of every chat, from every api process), canned replies.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { call, errorMessage, FormError, Loader, mergeById, NoData } from '@bet/shared';
import { admin, CANNED_REPLIES, CHAT_MAX, type AnswerOf } from '@bet/shared/contract';
import { auth, operatorStream, withSession } from '../session';
import { formErrorOf, Pager, useContractForm, When, type ListPage } from '../ui';

type Message = AnswerOf<typeof admin.answerChat>['data'];
interface Thread {
  chatId: number;
  username: string;
  waitingSince: string | null;
  messages: Message[];
}

/** The player's messages since the desk last wrote: what nobody has answered yet. */
export function unreadOf(messages: Message[]): number {
  let n = 0;
  for (let i = messages.length - 1; i >= 0 && messages[i].sender !== 'support'; i -= 1) n += 1;
  return n;
}

export function SupportPage() {
  const [threads, setThreads] = useState<Map<number, Thread> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(false);
  const [chosen, setChosen] = useState<number | null>(null);
  /** The chats the list holds (the stream's handler asks it outside a state update). */
  const known = useRef(new Set<number>());
  /** The page of waiting chats shown (the api's pages, oldest waiting first) and its count. */
  const page = useRef(1);
  const [pages, setPages] = useState<ListPage<unknown> | null>(null);

  const load = useCallback(async () => {
    try {
      const res = await withSession(() => call<typeof admin.chats>('GET /api/admin/chats', { query: { page: String(page.current) }, headers: auth() }));
      setError(null);
      setPages(res);
      for (const c of res.data) known.current.add(c.chat_id);
      setThreads((prev) => {
        const next = new Map(prev ?? []);
        for (const c of res.data) {
          const old = next.get(c.chat_id);
          next.set(c.chat_id, { chatId: c.chat_id, username: c.username, waitingSince: c.waiting_since, messages: mergeById(old?.messages ?? [], c.messages) });
        }
        return next;
      });
    } catch (e) {
      setError(errorMessage(e, 'Could not load the conversations.'));
    }
  }, []);

  // the stream: a message of a known chat is added to it; a new chat's first message loads the list
  useEffect(() => {
    let close = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      close = operatorStream(
        '/api/admin/chats/events',
        (event, data) => {
          if (event !== 'message') return;
          const { chat_id, message } = JSON.parse(data) as { chat_id: number; message: Message };
          setThreads((prev) => {
            const known = prev?.get(chat_id);
            if (!known) {
              void load();
              return prev;
            }
            const next = new Map(prev);
            next.set(chat_id, {
              ...known,
              waitingSince: message.sender === 'support' ? null : (known.waitingSince ?? message.created_at),
              messages: mergeById(known.messages, [message]),
            });
            return next;
          });
        },
        () => {
          // down (the api restarted, the network): poll meanwhile and open it again shortly
          setLive(false);
          retry = setTimeout(open, 5_000);
        },
        () => {
          setLive(true);
          // what came while it was down
          void load();
        },
      );
    };
    open();
    const poll = setInterval(() => void load(), 30_000);
    return () => {
      close();
      clearTimeout(retry);
      clearInterval(poll);
    };
  }, [load]);

  const list = useMemo(
    () =>
      [...(threads?.values() ?? [])].sort((a, b) => {
        // waiting first, oldest waiting first; answered ones after
        if (Boolean(a.waitingSince) !== Boolean(b.waitingSince)) return a.waitingSince ? -1 : 1;
        return (a.waitingSince ?? '').localeCompare(b.waitingSince ?? '') || a.chatId - b.chatId;
      }),
    [threads],
  );
  const toPage = (n: number) => {
    page.current = n;
    known.current.clear();
    setThreads(null);
    void load();
  };
  const current = chosen === null ? null : (threads?.get(chosen) ?? null);
  const waiting = list.filter((t) => unreadOf(t.messages) > 0).length;

  return (
    <div className="split chat-split">
      <section className="stack" aria-labelledby="support-title">
        <h1 id="support-title">Support chats</h1>
        <p className="muted" role="status">
          {waiting} waiting · {live ? 'live' : 'connecting…'}
        </p>
        {error && <FormError message={error} />}
        {!threads ? (
          <Loader label="Loading the conversations" />
        ) : list.length === 0 ? (
          <NoData text="No conversation waits for an answer." />
        ) : (
          <ul className="chat-list">
            {list.map((t) => {
              const unread = unreadOf(t.messages);
              const last = t.messages[t.messages.length - 1];
              return (
                <li key={t.chatId}>
                  <button type="button" className="chat-item" aria-current={t.chatId === chosen} onClick={() => setChosen(t.chatId)}>
                    <span className="row">
                      <strong>{t.username}</strong>
                      <span className="spacer" />
                      {unread > 0 ? (
                        <span className="badge" aria-label={`${unread} unread`}>
                          {unread}
                        </span>
                      ) : (
                        <span className="caption">Answered</span>
                      )}
                    </span>
                    <span className="caption clip">{last?.content ?? ''}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {pages && <Pager list={pages} noun="conversations waiting" onPage={toPage} />}
      </section>
      <aside className="side card" aria-label="Conversation">
        {current ? <Conversation key={current.chatId} thread={current} /> : <p className="muted">Choose a conversation.</p>}
      </aside>
    </div>
  );
}

function Conversation({ thread }: { thread: Thread }) {
  const [error, setError] = useState<string | null>(null);
  // the answer operation's own body: the message, its length rule and sentence before sending
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useContractForm(admin.answerChat.schema.body, { content: '' });
  const end = useRef<HTMLLIElement>(null);
  useEffect(() => {
    // (a block: the browser's scroll methods may answer a promise, which an effect must not return)
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [thread.messages.length]);
  const send = handleSubmit(async ({ content: typed }) => {
    const content = typed.trim();
    if (!content) return;
    setError(null);
    try {
      // the answer comes back by the stream too (merged by its id)
      await withSession(() =>
        call<typeof admin.answerChat>('POST /api/admin/chats/:chatId/messages', { params: { chatId: thread.chatId }, body: { content }, headers: auth() }),
      );
      reset();
    } catch (err) {
      setError(errorMessage(err, 'Could not send. Please try again.'));
    }
  });
  return (
    <div className="stack conversation">
      <h2>{thread.username}</h2>
      <ol className="messages" aria-label={`Messages with ${thread.username}`}>
        {thread.messages.map((m) => (
          <li key={m.id} className={`msg ${m.sender === 'support' ? 'msg-desk' : 'msg-player'}`}>
            <span className="caption">
              {m.sender === 'support' ? 'Support' : thread.username} · <When at={m.created_at} />
            </span>
            <span className="msg-text">{m.content}</span>
          </li>
        ))}
        <li ref={end} aria-hidden className="msg-end" />
      </ol>
      <div className="chips" role="group" aria-label="Canned replies">
        {CANNED_REPLIES.map((r) => (
          <button key={r} type="button" className="chip" onClick={() => setValue('content', r)} title={r}>
            {r.length > 42 ? `${r.slice(0, 40)}…` : r}
          </button>
        ))}
      </div>
      <form className="stack" onSubmit={(e) => void send(e)} noValidate>
        <label htmlFor="reply">Reply to {thread.username}</label>
        <textarea id="reply" className="plain-input" rows={3} maxLength={CHAT_MAX} {...register('content')} />
        <FormError message={formErrorOf(errors, ['content']) ?? error} />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting || !watch('content').trim()}>
          {isSubmitting ? 'Sending…' : 'Send'}
        </button>
      </form>
    </div>
  );
}
