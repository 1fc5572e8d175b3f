CREATE TABLE `auth_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`blocked_until` text NOT NULL,
	`attempt_id` text,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `api_tokens` ADD `successor` text;