CREATE TABLE `player_shards` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`shard` text NOT NULL,
	`moving_to` text,
	`placed_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `player_shards_shard_idx` ON `player_shards` (`shard`);--> statement-breakpoint
CREATE TABLE `shard_fill` (
	`shard` text PRIMARY KEY NOT NULL,
	`players` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shard_moves` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`to_shard` text NOT NULL,
	`started_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `shard_fill_after_place` AFTER INSERT ON `player_shards` BEGIN
  INSERT INTO `shard_fill` (`shard`, `players`) VALUES (NEW.`shard`, 1)
    ON CONFLICT (`shard`) DO UPDATE SET `players` = `players` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `shard_fill_after_unplace` AFTER DELETE ON `player_shards` BEGIN
  UPDATE `shard_fill` SET `players` = `players` - 1 WHERE `shard` = OLD.`shard`;
END;
--> statement-breakpoint
CREATE TRIGGER `shard_fill_after_move` AFTER UPDATE OF `shard` ON `player_shards`
WHEN OLD.`shard` <> NEW.`shard` BEGIN
  UPDATE `shard_fill` SET `players` = `players` - 1 WHERE `shard` = OLD.`shard`;
  INSERT INTO `shard_fill` (`shard`, `players`) VALUES (NEW.`shard`, 1)
    ON CONFLICT (`shard`) DO UPDATE SET `players` = `players` + 1;
END;
--> statement-breakpoint
-- A database that held every round before shards keeps them: each player with rounds is mapped to
-- it (binding DB), which the configuration then lists among the shards (decision 119).
INSERT INTO `player_shards` (`account_id`, `shard`) SELECT DISTINCT `account_id`, 'DB' FROM `rounds`;
