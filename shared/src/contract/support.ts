// The inbox: messages from the back office.
import { CHAT_MAX, CHAT_MSG } from './messages';
import { bangla, body, envelope, idParams, INT32_ID, nullable, ok, op, opt, query, str, strOrNum, Type } from './schema';

const tag = 'support';

export const inboxMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
  /** The message in Bangla, when the desk wrote it (the Bangla site shows it; a field it lacks shows in English). */
  bn: bangla({ title: Type.String(), message: Type.String() }),
  is_read: Type.Integer(),
  created_at: Type.String(),
});

export const inbox = op({
  method: 'GET',
  url: '/api/inbox',
  tag,
  auth: 'player',
  summary: 'Inbox, 10 a page, newest first',
  schema: {
    querystring: query({ remote_id: opt(str(64)), page: opt(str(6, { pattern: '^[0-9]*$', message: 'The page must be a number.' })) }),
    response: {
      200: envelope(
        Type.Object({ data: Type.Array(inboxMessage), current_page: Type.Integer(), last_page: Type.Integer(), total: Type.Integer(), unread: Type.Integer() }),
      ),
    },
  },
});
export const inboxById = op({
  method: 'GET',
  url: '/api/inbox/:id',
  tag,
  auth: 'player',
  summary: 'One message of the player',
  schema: { params: idParams, response: { 200: envelope(inboxMessage) } },
});
export const inboxRead = op({
  method: 'PATCH',
  url: '/api/inbox/:id/read',
  tag,
  auth: 'player',
  summary: 'Mark a message read',
  schema: { params: idParams, response: { 200: ok } },
});
export const inboxDelete = op({
  method: 'DELETE',
  url: '/api/inbox/:id',
  tag,
  auth: 'player',
  summary: 'Delete a message',
  schema: { params: idParams, response: { 200: ok } },
});

// ---- support chat (docs/spec.md sections 2, 7, 9) ----

/** The support desk as the other side of every player's chat. */
export const SUPPORT_USER = { id: 'support', username: 'Support' } as const;
// the chat's limits and messages are plain (the apps import them without the schemas)
export { CHAT_MAX, CHAT_MSG, CHAT_RATE } from './messages';

export const chatMessage = Type.Object({
  id: Type.Integer(),
  chat_id: Type.Integer(),
  sender_id: Type.String(),
  /** Whether the player wrote it (false: the support desk). */
  mine: Type.Boolean(),
  content: Type.String(),
  client_id: nullable(Type.String()),
  created_at: Type.String(),
});
const chatSummary = Type.Object({
  id: Type.Integer(),
  chat_id: Type.Integer(),
  other_user: Type.Object({ id: Type.String(), username: Type.String() }),
  last_message: nullable(chatMessage),
  unread: Type.Integer(),
});
const chatParams = Type.Object({ chatId: Type.String({ pattern: INT32_ID, 'x-message': CHAT_MSG.notFound }) }, { additionalProperties: false });

export const chatList = op({
  method: 'GET',
  url: '/api/get-chats',
  tag,
  auth: 'player',
  summary: "The player's conversations, newest first, with the last message and the unread count",
  schema: { response: { 200: envelope(Type.Array(chatSummary)) } },
});
export const openChat = op({
  method: 'POST',
  url: '/api/chats',
  tag,
  auth: 'player',
  summary: "Open (or reopen) the player's chat with the support desk; the session decides the player",
  schema: {
    body: body({
      /** The player's remote_id, as the spec sends it; ignored (the session decides the player). */
      user_one_id: opt(nullable(str(64))),
      user_two_id: opt(nullable(str(20, { pattern: '^support$', message: 'Chats are with the support desk only.' }))),
    }),
    response: { 200: Type.Object({ success: Type.Boolean(), chat: Type.Object({ id: Type.Integer() }) }) },
  },
});
export const chatMessages = op({
  method: 'GET',
  url: '/api/chats/:chatId/messages',
  tag,
  auth: 'player',
  summary: 'Messages of one of your chats, oldest first (after: only newer ones); marks them read',
  schema: {
    params: chatParams,
    querystring: query({ after: opt(str(10, { pattern: INT32_ID, message: 'The after parameter must be a message id.' })) }),
    response: { 200: envelope(Type.Array(chatMessage)) },
  },
});
export const chatRead = op({
  method: 'POST',
  url: '/api/chats/:chatId/read',
  tag,
  auth: 'player',
  summary: 'The player has read the chat up to this message (one that came by the stream); the unread count follows',
  schema: {
    params: chatParams,
    body: body({ message_id: Type.Integer({ minimum: 1, maximum: 2147483647, 'x-message': /*i18n*/ 'The message_id must be a message id.' }) }),
    response: { 200: ok },
  },
});
export const chatEvents = op({
  method: 'GET',
  url: '/api/chats/:chatId/events',
  tag,
  auth: 'player',
  produces: ['text/event-stream'],
  summary: 'New messages of one of your chats as Server-Sent Events (event: message, data: a message)',
  schema: { params: chatParams },
});
export const sendMessage = op({
  method: 'POST',
  url: '/api/messages',
  tag,
  auth: 'player',
  summary: 'Send a message to one of your chats; the sender is the session; a repeated client_id is stored once',
  schema: {
    body: body({
      chat_id: strOrNum(12, CHAT_MSG.notFound),
      sender_id: opt(nullable(strOrNum(64))),
      content: str(CHAT_MAX * 2, { message: CHAT_MSG.long }),
      client_id: opt(str(64, { pattern: '^[A-Za-z0-9_-]{8,64}$', message: 'The client id must be 8-64 letters, digits, - or _.' })),
    }),
    response: { 200: envelope(chatMessage) },
  },
});
