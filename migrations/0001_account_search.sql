CREATE TABLE `account_search` (
	`suffix` text NOT NULL,
	`sort_key` text NOT NULL,
	`account_id` integer NOT NULL,
	`position` integer NOT NULL,
	PRIMARY KEY(`suffix`, `sort_key`, `account_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_search_account_idx` ON `account_search` (`account_id`);--> statement-breakpoint
CREATE INDEX `account_search_names_idx` ON `account_search` (`sort_key`,`account_id`,`suffix`) WHERE "account_search"."position" = 0;