CREATE TABLE `organization_reports` (
	`hash` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`organization_id` integer NOT NULL,
	`parameters` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`created_by` integer,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `organization_reports_organization_idx` ON `organization_reports` (`organization_id`);