CREATE TABLE `watch_list_entries` (
	`list_id` integer NOT NULL,
	`player_id` integer NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`added_at` text NOT NULL,
	PRIMARY KEY(`list_id`, `player_id`),
	FOREIGN KEY (`list_id`) REFERENCES `watch_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `watch_list_entries_player_idx` ON `watch_list_entries` (`player_id`);--> statement-breakpoint
CREATE TABLE `watch_lists` (
	`id` integer PRIMARY KEY NOT NULL,
	`owner_id` integer NOT NULL,
	`name` text NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`visited_at` text,
	`changes_since` text,
	FOREIGN KEY (`owner_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `watch_lists_owner_name_idx` ON `watch_lists` (`owner_id`,lower("name"));