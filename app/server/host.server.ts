// Relative imports: vite.config.ts loads this module (through workers/load-context.ts) before aliases exist.

import type { Db } from '../../db/client';
import { findHostRule } from '../../db/queries/hosts';
import { type HostRule, normalizeHostname } from '../domain/hosts/hosts';
import type { AppConfig } from './env.server';

// Host rules change rarely: each isolate keeps a looked-up rule for a minute, so a mapped host costs
// one D1 read per isolate and minute instead of one per request.
const CACHE_MS = 60_000;
const cache = new Map<string, { rule: HostRule | null; until: number }>();

function listed(list: string, hostname: string): boolean {
  return list
    .split(',')
    .map((entry) => normalizeHostname(entry.trim()))
    .includes(hostname);
}

function isMainHost(hostname: string, config: AppConfig): boolean {
  if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]') return true;
  if (!config.PUBLIC_ORIGIN) return false;
  try {
    return normalizeHostname(new URL(config.PUBLIC_ORIGIN).host) === hostname;
  } catch {
    return false;
  }
}

/**
 * How the request's host maps paths (spec 1 §2): player and team hosts from configuration, any other
 * host but the main one from the D1 `hosts` table (organization hosts, custom URLs, more families).
 */
export async function resolveHostRule(request: Request, config: AppConfig, db: Db): Promise<HostRule | null> {
  const hostname = normalizeHostname(new URL(request.url).host);
  if (listed(config.PLAYER_HOSTS, hostname)) return { hostname, kind: 'player', requiresOrgPrefix: false };
  if (listed(config.TEAM_HOSTS, hostname)) return { hostname, kind: 'team', requiresOrgPrefix: false };
  if (isMainHost(hostname, config)) return null;
  const now = Date.now();
  const cached = cache.get(hostname);
  if (cached && cached.until > now) return cached.rule;
  const rule = await findHostRule(db, hostname);
  cache.set(hostname, { rule, until: now + CACHE_MS });
  return rule;
}
