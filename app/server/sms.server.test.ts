import { expect, test } from 'vitest';
import type { AppConfig } from './env.server';
import { httpSmsSender } from './sms.server';

const config = {
  SMS_API_URL: 'https://sms.example/2010-04-01/Accounts/AC1/Messages.json',
  SMS_API_USER: 'AC1',
  SMS_API_PASSWORD: 'token',
  SMS_FROM: '+15005550006',
} as AppConfig;

test('the production sender posts To, From and Body with basic auth', async () => {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const sender = httpSmsSender(config, async (url, init) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response('{}', { status: 201 });
  });
  await sender.send({ to: '+12025550123', body: '123456 is your code' });
  expect(calls[0]?.url).toBe(config.SMS_API_URL);
  expect(new Headers(calls[0]?.init.headers).get('authorization')).toBe(`Basic ${btoa('AC1:token')}`);
  const body = new URLSearchParams(String(calls[0]?.init.body));
  expect([body.get('To'), body.get('From'), body.get('Body')]).toEqual([
    '+12025550123',
    '+15005550006',
    '123456 is your code',
  ]);
});

test('a refused message is an error (the flow answers the spec 1 §8 default)', async () => {
  const sender = httpSmsSender(config, async () => new Response('no', { status: 400 }));
  await expect(sender.send({ to: '+12025550123', body: 'x' })).rejects.toThrow('400');
});
