// Development aids (DEV_OUTBOX=1 only) and the health probe.
import { envelope, op, query, str, Type } from './schema';

export const outbox = op({
  method: 'GET',
  url: '/api/dev/outbox',
  tag: 'dev',
  auth: 'none',
  summary: 'The latest messages sent to a phone, email or captcha id (DEV_OUTBOX=1 only)',
  schema: {
    querystring: query({ to: str(200, { message: 'The to field is required.' }) }),
    response: {
      200: envelope(Type.Array(Type.Object({ id: Type.Integer(), channel: Type.String(), to: Type.String(), body: Type.String(), created_at: Type.String() }))),
    },
  },
});

export const health = op({
  method: 'GET',
  url: '/api/health',
  tag: 'dev',
  auth: 'none',
  summary: 'Liveness',
  schema: { response: { 200: Type.Object({ success: Type.Boolean() }) } },
});
