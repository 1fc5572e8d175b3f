// `npm run shards:move -- <username> <shard>`: moves a player's rounds to another round shard of the
// local databases (decision 119) while the app keeps running: mark, fence, copy, verify, switch,
// delete (db/queries/player-moves.ts). Safe to rerun: a move interrupted at any step finishes.
import { eq } from 'drizzle-orm';
import { createDb } from '../db/client';
import { MoveError, movePlayer } from '../db/queries/player-moves';
import { accounts } from '../db/schema/accounts';
import { migrateLocalD1, withLocalD1 } from './lib/local-d1';
import { localShards } from './lib/seed-db';

const [username, to] = process.argv.slice(2);
if (!username || !to) {
  console.error('Usage: npm run shards:move -- <username> <shard>   (a shard is a name of ROUND_SHARDS)');
  process.exit(2);
}
await migrateLocalD1();
await withLocalD1(async (target) => {
  const shards = localShards(target);
  if (!shards.names.includes(to)) {
    console.error(`${to} is not a round shard here; the shards are ${shards.names.join(', ')}.`);
    process.exit(2);
  }
  const dir = createDb(target.db);
  const [player] = await dir
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.username, username));
  if (!player) {
    console.error(`No player has the username ${username}.`);
    process.exit(2);
  }
  const started = performance.now();
  try {
    const moved = await movePlayer(dir, shards, player.id, to);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Moved ${username} from ${moved.from ?? '(no shard)'} to ${moved.to}: ${moved.rounds} rounds, ${moved.holes} holes, ${moved.shots} shots in ${seconds} s (steps: ${moved.steps.join(', ')}).`,
    );
  } catch (error) {
    if (!(error instanceof MoveError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
});
