CREATE TABLE `username_history` (
	`old_username` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`changed_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `username_history_account_idx` ON `username_history` (`account_id`);--> statement-breakpoint
-- Decision 032: a username an account gave up stays its own. Every write path (onboarding, the API,
-- the seed, the tests) keeps the history through these triggers, and none may take another account's
-- old username.
CREATE TRIGGER `accounts_insert_refuses_old_usernames` BEFORE INSERT ON `accounts`
WHEN NEW.`username` IS NOT NULL AND EXISTS (SELECT 1 FROM `username_history` WHERE `old_username` = NEW.`username`)
BEGIN SELECT RAISE(ABORT, 'username_history: username kept by another account'); END;
--> statement-breakpoint
CREATE TRIGGER `accounts_update_refuses_old_usernames` BEFORE UPDATE OF `username` ON `accounts`
WHEN NEW.`username` IS NOT NULL AND EXISTS (SELECT 1 FROM `username_history` WHERE `old_username` = NEW.`username` AND `account_id` <> NEW.`id`)
BEGIN SELECT RAISE(ABORT, 'username_history: username kept by another account'); END;
--> statement-breakpoint
CREATE TRIGGER `accounts_update_records_old_username` AFTER UPDATE OF `username` ON `accounts`
WHEN NEW.`username` IS NOT OLD.`username`
BEGIN
  DELETE FROM `username_history` WHERE `old_username` = NEW.`username`;
  INSERT INTO `username_history` (`old_username`, `account_id`, `changed_at`)
    SELECT OLD.`username`, NEW.`id`, strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE OLD.`username` IS NOT NULL
    ON CONFLICT (`old_username`) DO UPDATE SET `account_id` = excluded.`account_id`, `changed_at` = excluded.`changed_at`;
END;
