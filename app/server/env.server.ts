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
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  if (typeof env === 'object' && env !== null) checked.set(env, parsed.data);
  return parsed.data;
}
