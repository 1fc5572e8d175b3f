CREATE TABLE `round_import_rounds` (
	`import_id` text NOT NULL,
	`position` integer NOT NULL,
	`body` text NOT NULL,
	PRIMARY KEY(`import_id`, `position`),
	FOREIGN KEY (`import_id`) REFERENCES `round_imports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `round_imports` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`round_count` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `round_imports_account_idx` ON `round_imports` (`account_id`);