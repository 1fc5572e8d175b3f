import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * The development-only outbox of the local SMS sender (app/server/sms.server.ts). The table does not
 * exist in production: it is created on first use, never by a migration.
 */
const OUTBOX_TABLE = sql.raw(
  'CREATE TABLE IF NOT EXISTS dev_sms_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL)',
);

export type OutboxMessage = { phone: string; body: string; createdAt: string };

export async function storeOutboxMessage(db: Db, message: OutboxMessage): Promise<void> {
  await db.run(OUTBOX_TABLE);
  await db.run(
    sql`insert into dev_sms_outbox (phone, body, created_at) values (${message.phone}, ${message.body}, ${message.createdAt})`,
  );
}

/** The latest messages to a number, newest first ([] before the first message). */
export async function readOutbox(db: Db, phone: string): Promise<Array<OutboxMessage>> {
  await db.run(OUTBOX_TABLE);
  const rows = await db.all<{ phone: string; body: string; created_at: string }>(
    sql`select phone, body, created_at from dev_sms_outbox where phone = ${phone} order by id desc limit 20`,
  );
  return rows.map((row) => ({ phone: row.phone, body: row.body, createdAt: row.created_at }));
}
