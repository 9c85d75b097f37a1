// Support chat: conversations, messages, sending (with a client id, so a retry lands once) and the live
// stream of new messages (Server-Sent Events read with fetch, which can send the bearer token).
import type { AnswerOf, support } from '../contract';

export { CHAT_MSG } from '../contract/messages';
import { openApiStream } from './stream';
import { sessionStore, tokenAtom } from '../session';
import { call } from './client';
import { url } from '../contract/url';

export type ChatSummary = AnswerOf<typeof support.chatList>['data'][number];
export type ChatMessage = AnswerOf<typeof support.chatMessages>['data'][number];

/** `list` with the messages of `more` it lacks (by id), in id order; the same array when nothing is new. */
export function mergeById<M extends { id: number }>(list: M[], more: M[]): M[] {
  const seen = new Set(list.map((m) => m.id));
  const fresh = more.filter((m) => !seen.has(m.id));
  return fresh.length ? [...list, ...fresh].sort((a, b) => a.id - b.id) : list;
}

export async function fetchChats(): Promise<ChatSummary[]> {
  const data = await call<typeof support.chatList>('GET /api/get-chats');
  return data.data;
}
/** Opens (or reopens) the player's chat with the support desk; the api takes the player from the session. */
export async function openSupportChat(userOneId: string | null): Promise<number> {
  const data = await call<typeof support.openChat>('POST /api/chats', {
    body: {
      user_one_id: userOneId,
      user_two_id: 'support',
    },
  });
  return data.chat.id;
}
export async function fetchChatMessages(chatId: number, after?: number): Promise<ChatMessage[]> {
  const data = await call<typeof support.chatMessages>('GET /api/chats/:chatId/messages', { params: { chatId }, query: after ? { after: String(after) } : {} });
  return data.data;
}
/** Tells the api the player has read the chat up to `messageId` (a message that came by the stream). */
export async function markChatRead(chatId: number, messageId: number): Promise<void> {
  await call<typeof support.chatRead>('POST /api/chats/:chatId/read', { params: { chatId }, body: { message_id: messageId } });
}
export async function sendChatMessage(chatId: number, content: string, clientId: string): Promise<ChatMessage> {
  const data = await call<typeof support.sendMessage>('POST /api/messages', {
    body: {
      chat_id: chatId,
      content,
      client_id: clientId,
    },
  });
  return data.data;
}

/**
 * Calls `onMessage` with each new message of the chat as the api pushes it; `onDown` once the stream cannot be
 * opened or ends (the caller then polls). Returns a function that closes the stream.
 */
export function streamChat(chatId: number, onMessage: (m: ChatMessage) => void, onDown: () => void): () => void {
  return openApiStream(
    url<typeof support.chatEvents>('/api/chats/:chatId/events', { chatId }),
    sessionStore.get(tokenAtom),
    (event, data) => event === 'message' && onMessage(JSON.parse(data) as ChatMessage),
    onDown,
  );
}
