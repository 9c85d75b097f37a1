// The inbox: messages from the back office.
import { envelope, idParams, ok, op, opt, query, str, Type } from './schema';

const tag = 'support';

export const inboxMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  message: Type.String(),
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
