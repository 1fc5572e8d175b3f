import { sql } from 'drizzle-orm';
import type { Db } from '~db/client';
import { type AppConfig, isLocalMode } from './env.server';

/**
 * SMS delivery of one-time codes behind one interface (ARCHITECTURE.md "Outside services"): the
 * production sender posts to an SMS API over fetch (Twilio-style: form fields To, From, Body with
 * HTTP basic auth); the local sender writes to the Worker log and to a development-only outbox table
 * that does not exist in production (it is created on first use, never by a migration).
 */
export type SmsMessage = { to: string; body: string };
export type SmsSender = { send(message: SmsMessage): Promise<void> };

export function httpSmsSender(config: AppConfig, fetcher: typeof fetch = fetch): SmsSender {
  return {
    async send({ to, body }) {
      const response = await fetcher(config.SMS_API_URL, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${config.SMS_API_USER}:${config.SMS_API_PASSWORD}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ To: to, From: config.SMS_FROM, Body: body }),
      });
      if (!response.ok) throw new Error(`SMS API answered ${response.status}`);
    },
  };
}

const OUTBOX_TABLE = sql.raw(
  'CREATE TABLE IF NOT EXISTS dev_sms_outbox (id INTEGER PRIMARY KEY AUTOINCREMENT, phone TEXT NOT NULL, body TEXT NOT NULL, created_at TEXT NOT NULL)',
);

export function logSmsSender(db: Db): SmsSender {
  return {
    async send({ to, body }) {
      console.log(`[sms] to ${to}: ${body}`);
      await db.run(OUTBOX_TABLE);
      await db.run(
        sql`insert into dev_sms_outbox (phone, body, created_at) values (${to}, ${body}, ${new Date().toISOString()})`,
      );
    },
  };
}

/** The sender the configuration chooses; only a local mode may log codes (env.server.ts). */
export function smsSender(config: AppConfig, db: Db): SmsSender {
  return config.SMS_SENDER === 'log' && isLocalMode(config) ? logSmsSender(db) : httpSmsSender(config);
}

export type OutboxMessage = { phone: string; body: string; createdAt: string };

/** Development outbox: the latest messages to a number, newest first ([] before the first message). */
export async function readOutbox(db: Db, phone: string): Promise<Array<OutboxMessage>> {
  await db.run(OUTBOX_TABLE);
  const rows = await db.all<{ phone: string; body: string; created_at: string }>(
    sql`select phone, body, created_at from dev_sms_outbox where phone = ${phone} order by id desc limit 20`,
  );
  return rows.map((row) => ({ phone: row.phone, body: row.body, createdAt: row.created_at }));
}
