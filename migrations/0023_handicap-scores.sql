CREATE TABLE `handicap_scores` (
	`round_id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`position` integer NOT NULL,
	`played_on` text NOT NULL,
	`holes` integer,
	`adjusted_gross_score` integer,
	`differential` real,
	`nine_differential` real,
	`esr_adjustment` real DEFAULT 0 NOT NULL,
	`reason` text,
	`index_after` real,
	`cap` text,
	`counts` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `handicap_scores_account_idx` ON `handicap_scores` (`account_id`,`position`);--> statement-breakpoint
ALTER TABLE `player_discovery` ADD `handicap_claimed` integer DEFAULT false NOT NULL;