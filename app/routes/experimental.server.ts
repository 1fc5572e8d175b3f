import { redirect } from '@remix-run/cloudflare';
import { type AppConfig, isLocalMode } from '~/server/env.server';

/** spec 1 §2: the experimental routes exist only in the local modes; elsewhere they redirect home. */
export function requireNonProduction(config: AppConfig): void {
  if (!isLocalMode(config)) throw redirect('/');
}
