ALTER TABLE `tournament_entries` ADD `client_tournament_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `tournament_entries_client_idx` ON `tournament_entries` (`account_id`,`client_tournament_id`);--> statement-breakpoint
ALTER TABLE `tournaments` ADD `field_size` integer;--> statement-breakpoint
ALTER TABLE `tournaments` ADD `created_by` integer REFERENCES accounts(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `tournaments_name_start_idx` ON `tournaments` (lower("name"),`start_date`);