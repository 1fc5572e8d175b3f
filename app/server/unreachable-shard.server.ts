import type { AppLoadContext } from '@remix-run/cloudflare';
import { isShardUnavailable } from '~db/shards';

/**
 * Notes on the load context that a loader or action failed because a player's round shard is out of
 * reach (decision 119), so the Worker answers 503 instead of the error page. Whether it was.
 */
export function noteUnreachableShard(error: unknown, context: AppLoadContext): boolean {
  if (!isShardUnavailable(error)) return false;
  context.unreachable.shard = error.shard;
  return true;
}
