import { z } from 'zod';

/**
 * The main Worker's configuration (wrangler.toml [vars] and secrets), checked once per isolate.
 *
 * Production is the default (issue 14): with nothing set, ENVIRONMENT is `production` and every
 * production secret is required. `development` and `test` are local-only modes: they come from
 * `.dev.vars` (git-ignored, written by `npm run dev` / `npm start`) or the test harness, never from
 * wrangler.toml, and a Worker in a local mode serves local host names only (workers/app.ts).
 */
const envSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']).default('production'),
  PRODUCT_NAME: z.string().min(1).default('ScoreTrack Golf'),
  FRONT_PAGE_URL: z.string().default('/front-page.html'),
  // The username whose summary the built-in front page shows as its sample profile; empty: none.
  FRONT_PAGE_SAMPLE_PLAYER: z.string().default(''),
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
  // spec 1 §2 payment pages, issue 33 §5: Stripe Checkout (decision 092). Without the secret key, the
  // webhook secret and both plans' price ids, plans cannot be bought here.
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
  STRIPE_PRICE_PLAYER: z.string().trim().default(''),
  STRIPE_PRICE_COACH: z.string().trim().default(''),
  // Local modes only (a stand-in of the Stripe API in tests): production always talks to api.stripe.com.
  STRIPE_API_URL: z.string().trim().default(''),
  // spec 2 §9 map imagery: a maplibre style URL of satellite tiles; empty draws the course polygons.
  MAP_STYLE_URL: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
  // Secrets (README "Sign-in and the mobile-app API"). OTP_HMAC_SECRET keys the one-time-code hashes
  // and device cookies; PASSWORD_PEPPER is mixed into every password hash.
  OTP_HMAC_SECRET: z.string().default(''),
  PASSWORD_PEPPER: z.string().default(''),
  // `http`: the SMS API below. `log` (local modes only): the Worker log and the development outbox.
  SMS_SENDER: z.enum(['log', 'http']).default('http'),
  SMS_API_URL: z.string().default(''),
  SMS_API_USER: z.string().default(''),
  SMS_API_PASSWORD: z.string().default(''),
  SMS_FROM: z.string().default(''),
  // The D1 bindings that hold rounds, in placement order (issue 32, decision 119): one list, so adding
  // a shard is configuration. `DB`, the directory, may be one of them (a deployment from before shards).
  ROUND_SHARDS: z
    .string()
    .default('DB')
    .transform((list) =>
      list
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[A-Z][A-Z0-9_]*$/, 'a shard is named by its D1 binding, as wrangler.toml binds it'),
        )
        .min(1, 'name at least one D1 binding')
        .refine((names) => new Set(names).size === names.length, 'a shard is listed twice'),
    ),
});

export type AppConfig = z.infer<typeof envSchema>;

const HOW_TO_SET = (key: string) => `set it with \`npx wrangler secret put ${key}\``;

/**
 * What production lacks, one line per variable, each naming it. Outside production nothing is
 * required: local modes run with the values of `.dev.vars` or the test harness.
 */
export function productionConfigProblems(config: AppConfig): Array<string> {
  if (config.ENVIRONMENT !== 'production') return [];
  const problems: Array<string> = [];
  for (const key of ['OTP_HMAC_SECRET', 'PASSWORD_PEPPER'] as const) {
    const value = config[key];
    if (value === '') problems.push(`${key} is missing: ${HOW_TO_SET(key)} (random, ≥ 32 characters).`);
    // Local values are recognisable by their prefix (scripts/lib/dev-vars.ts, the test harness).
    else if (value.length < 32 || /^(dev|test)-only-/.test(value))
      problems.push(`${key} is not a production secret: ${HOW_TO_SET(key)} (random, ≥ 32 characters).`);
  }
  if (config.SMS_SENDER !== 'http') {
    problems.push('SMS_SENDER must be "http" in production: the log sender delivers no text message.');
  }
  if (!URL.canParse(config.SMS_API_URL)) {
    problems.push(`SMS_API_URL is missing or not an absolute URL: ${HOW_TO_SET('SMS_API_URL')}.`);
  }
  for (const key of ['SMS_API_USER', 'SMS_API_PASSWORD', 'SMS_FROM'] as const) {
    if (config[key] === '') problems.push(`${key} is missing: ${HOW_TO_SET(key)}.`);
  }
  if (config.STRIPE_API_URL !== '') {
    problems.push('STRIPE_API_URL is for local tests only: production talks to api.stripe.com; remove it.');
  }
  return problems;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

// The checked configuration of each env object: the runtime hands the same env to every request of
// an isolate, so it is parsed once (a WeakMap holds nothing alive, and no work runs at module scope).
const checked = new WeakMap<object, AppConfig>();

/** The checked configuration; throws a ConfigError naming every missing or wrong variable. */
export function readConfig(env: unknown): AppConfig {
  if (typeof env === 'object' && env !== null) {
    const cached = checked.get(env);
    if (cached) return cached;
  }
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(`Invalid Worker configuration: ${z.prettifyError(parsed.error)}`);
  }
  const problems = productionConfigProblems(parsed.data);
  if (problems.length > 0) {
    throw new ConfigError(`The Worker is not configured for production:\n- ${problems.join('\n- ')}`);
  }
  if (typeof env === 'object' && env !== null) checked.set(env, parsed.data);
  return parsed.data;
}

/** Whether the configuration is one of the local-only modes (`npm run dev`, `npm start`, tests). */
export function isLocalMode(config: Pick<AppConfig, 'ENVIRONMENT'>): boolean {
  return config.ENVIRONMENT !== 'production';
}
