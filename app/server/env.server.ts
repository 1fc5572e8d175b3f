import { z } from 'zod';

/** The main Worker's configuration (wrangler.toml [vars] and secrets), checked once per request. */
const envSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']).default('production'),
  PRODUCT_NAME: z.string().min(1).default('ScoreTrack Golf'),
  FRONT_PAGE_URL: z.string().default('/front-page.html'),
  PROVIDER_WEBSITE_URL: z.string().default('https://example.com'),
  PUBLIC_ORIGIN: z.string().default(''),
  // spec 1 §2 hosts: comma-separated host names serving /{username}/… and /{short}/…; other mapped
  // hosts (organization hosts, custom URLs) live in the D1 `hosts` table.
  PLAYER_HOSTS: z.string().default(''),
  TEAM_HOSTS: z.string().default(''),
  // spec 1 §2 store redirect: where Android and iOS user agents are sent.
  ANDROID_STORE_URL: z
    .string()
    .min(1)
    .default('https://play.google.com/store/apps/details?id=com.scoretrack.golf'),
  IOS_STORE_URL: z.string().min(1).default('https://apps.apple.com/us/app/scoretrack-golf/id6450000000'),
  // spec 1 §2 payment pages: the hosted checkout; empty means checkout is not configured here.
  PAYMENT_CHECKOUT_URL: z.string().default(''),
  // issue 4 sign-in. Secrets in production (README "Sign-in secrets"); dev values in wrangler.toml.
  // OTP_HMAC_SECRET keys the one-time-code hashes; PASSWORD_PEPPER is mixed into every password hash.
  OTP_HMAC_SECRET: z.string().default(''),
  PASSWORD_PEPPER: z.string().default(''),
  // `log`: codes go to the Worker log and the development outbox; `http`: the SMS API below.
  SMS_SENDER: z.enum(['log', 'http']).default('http'),
  SMS_API_URL: z.string().default(''),
  SMS_API_USER: z.string().default(''),
  SMS_API_PASSWORD: z.string().default(''),
  SMS_FROM: z.string().default(''),
});

// Outside development a missing or short secret would make codes and passwords guessable offline, and
// the log sender would deliver no SMS at all: refuse to run instead.
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.ENVIRONMENT !== 'production') return;
  for (const key of ['OTP_HMAC_SECRET', 'PASSWORD_PEPPER'] as const) {
    // The development values in wrangler.toml start with dev-only- / test-only-: never in production.
    if (env[key].length < 32 || /^(dev|test)-only-/.test(env[key])) {
      ctx.addIssue({ code: 'custom', path: [key], message: 'set a random secret of ≥ 32 characters' });
    }
  }
  if (env.SMS_SENDER !== 'http') {
    ctx.addIssue({ code: 'custom', path: ['SMS_SENDER'], message: 'production sends real SMS (http)' });
  }
  if (!URL.canParse(env.SMS_API_URL)) {
    ctx.addIssue({ code: 'custom', path: ['SMS_API_URL'], message: 'an absolute URL is required' });
  }
});

export type AppConfig = z.infer<typeof envSchema>;

// The checked configuration of each env object: the runtime hands the same env to every request of
// an isolate, so it is parsed once (a WeakMap holds nothing alive, and no work runs at module scope).
const checked = new WeakMap<object, AppConfig>();

export function readConfig(env: unknown): AppConfig {
  if (typeof env === 'object' && env !== null) {
    const cached = checked.get(env);
    if (cached) return cached;
  }
  const parsed = checkedEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  if (typeof env === 'object' && env !== null) checked.set(env, parsed.data);
  return parsed.data;
}
