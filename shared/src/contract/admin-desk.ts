// The back office's support desk (part of the admin namespace): the inbox it sends, the conversations it answers,
// their live stream, a player's whole conversation, and its canned replies.
import { FIELD_MAX } from './messages';
import { body, envelope, INT32_ID, listPage, nullable, op, opt, pageParam, query, str, Type } from './schema';
import { playerParams } from './admin-players';

const tag = 'admin';
const auth = 'admin' as const;

export const sendInbox = op({
  method: 'POST',
  url: '/api/admin/inbox',
  roles: ['support', 'manager'],
  tag,
  auth,
  summary: 'Send an inbox message to a player or to all, with its Bangla when given (audited)',
  schema: {
    body: body({
      username: opt(str(64)),
      all: opt(Type.Union([Type.Boolean(), Type.Integer(), Type.String({ maxLength: 5 })])),
      title: str(FIELD_MAX.title, { message: 'A title and a message are required.' }),
      message: str(FIELD_MAX.message, { message: 'A title and a message are required.' }),
      // the same message in Bangla for players on the Bangla site (optional: without it they read the English)
      title_bn: opt(str(FIELD_MAX.title)),
      message_bn: opt(str(FIELD_MAX.message)),
      /** When players receive it (ISO 8601, within SCHEDULE_MAX_DAYS); empty: at once. */
      send_at: opt(nullable(str(40))),
    }),
    response: { 200: envelope(Type.Object({ sent: Type.Integer() })) },
  },
});

const adminChatMessage = Type.Object({ id: Type.Integer(), sender: Type.String(), content: Type.String(), created_at: Type.String() });
export const chats = op({
  method: 'GET',
  url: '/api/admin/chats',
  roles: ['support', 'manager'],
  tag,
  auth,
  summary: 'Conversations waiting for an answer, oldest waiting first, with their newest messages; pages of 50 with the count',
  schema: {
    querystring: query({ page: pageParam }),
    response: {
      200: listPage(
        Type.Object({
          chat_id: Type.Integer(),
          username: Type.String(),
          waiting_since: nullable(Type.String()),
          messages: Type.Array(adminChatMessage),
        }),
      ),
    },
  },
});
export const playerChat = op({
  method: 'GET',
  url: '/api/admin/players/:username/chat',
  roles: ['support', 'manager'],
  tag,
  auth,
  summary: "A player's whole conversation with the desk, answered or not, newest first; pages of 50 with the count",
  schema: { params: playerParams, querystring: query({ page: pageParam }), response: { 200: listPage(adminChatMessage) } },
});
export const answerChat = op({
  method: 'POST',
  url: '/api/admin/chats/:chatId/messages',
  roles: ['support', 'manager'],
  tag,
  auth,
  summary: 'Answer a conversation as the support desk',
  schema: {
    params: Type.Object({ chatId: Type.String({ pattern: INT32_ID, 'x-message': 'Chat not found.' }) }, { additionalProperties: false }),
    body: body({ content: str(4000, { message: 'A message may be at most 2,000 characters.' }) }),
    response: { 200: envelope(adminChatMessage) },
  },
});

export const chatEvents = op({
  method: 'GET',
  url: '/api/admin/chats/events',
  roles: ['support', 'manager'],
  tag,
  auth,
  produces: ['text/event-stream'],
  summary:
    "Every new support-chat message, the player's and the desk's, as Server-Sent Events (event: message, data: chat_id and the message); from every api process; ends with the operator's session",
  schema: {},
});

/** The support desk's canned replies (the console's quick answers; the desk writes English). */
export const CANNED_REPLIES = [
  'Hello! Thank you for contacting support. How can I help you today?',
  'Your deposit is being checked. It is usually credited within 15 minutes.',
  'Your withdrawal request is being processed. It usually arrives within 30 minutes.',
  'Please send the transaction ID (TrxID) from your wallet message so we can find your payment.',
  'Is there anything else I can help you with?',
] as const;
