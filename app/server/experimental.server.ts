import { redirect } from '@remix-run/cloudflare';
import type { AppConfig } from './env.server';

/** spec 1 §2: the experimental routes exist only outside production; there they redirect home. */
export function requireNonProduction(config: AppConfig): void {
  if (config.ENVIRONMENT === 'production') throw redirect('/');
}
