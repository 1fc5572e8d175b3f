ALTER TABLE `courses` ADD `owner_account_id` integer;--> statement-breakpoint
ALTER TABLE `courses` ADD `client_course_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `courses_owner_client_idx` ON `courses` (`owner_account_id`,`client_course_id`);--> statement-breakpoint
ALTER TABLE `rounds` ADD `ingest_id` text;