CREATE TABLE `derived_rebuilds` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	`after_account_id` integer NOT NULL,
	`finished` integer NOT NULL
);
