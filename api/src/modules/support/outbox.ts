// The default message sender: every SMS and email is written to the outbox table, where a real sender
// (an SMS gateway, a mail service) would pick them up. Outside production GET /api/dev/outbox reads it.
import type { Db } from '../../db/client.js';
import * as store from './store.js';
import type { Sender } from '../../context.js';

export function outboxSender(db: Db): Sender {
  return {
    async send(channel, to, body) {
      await store.writeOutbox(db, channel, to, body);
    },
  };
}

/** The latest messages sent to one address (the dev outbox). */
export async function latestMessages(db: Db, to: string) {
  return store.outboxTo(db, to, 20);
}
