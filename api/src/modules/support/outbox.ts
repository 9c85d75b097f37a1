// The default message sender: every SMS and email is written to the outbox table, where a real sender
// (an SMS gateway, a mail service) would pick them up. Outside production GET /api/dev/outbox reads it.
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { Sender } from '../../context.js';

export function outboxSender(db: Db): Sender {
  return {
    async send(channel, to, body) {
      await db.insert(outbox).values({ channel, to, body });
    },
  };
}

/** The latest messages sent to one address (the dev outbox). */
export async function latestMessages(db: Db, to: string) {
  return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(20);
}
