import type { Db } from '~db/client';
import { storeOutboxMessage } from '~db/queries/dev-sms-outbox';
import { type AppConfig, isLocalMode } from './env.server';

/**
 * SMS delivery of one-time codes behind one interface (ARCHITECTURE.md "Outside services"): the
 * production sender posts to an SMS API over fetch (Twilio-style: form fields To, From, Body with
 * HTTP basic auth); the local sender writes to the Worker log and to a development-only outbox table
 * (db/queries/dev-sms-outbox.ts).
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

export function logSmsSender(db: Db): SmsSender {
  return {
    async send({ to, body }) {
      console.log(`[sms] to ${to}: ${body}`);
      await storeOutboxMessage(db, { phone: to, body, createdAt: new Date().toISOString() });
    },
  };
}

/** The sender the configuration chooses; only a local mode may log codes (env.server.ts). */
export function smsSender(config: AppConfig, db: Db): SmsSender {
  return config.SMS_SENDER === 'log' && isLocalMode(config) ? logSmsSender(db) : httpSmsSender(config);
}
