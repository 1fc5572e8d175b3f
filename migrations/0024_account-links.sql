CREATE TABLE `link_invitations` (
	`id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`inviter_account_id` integer NOT NULL,
	`player_account_id` integer NOT NULL,
	`roster_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	`decided_at` text,
	`ended_at` text,
	`ended_by` integer,
	FOREIGN KEY (`inviter_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`player_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`roster_id`) REFERENCES `rosters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ended_by`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `link_invitations_pending_circle_idx` ON `link_invitations` (`player_account_id`,`inviter_account_id`) WHERE "link_invitations"."kind" = 'sub-circle' and "link_invitations"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX `link_invitations_pending_roster_idx` ON `link_invitations` (`player_account_id`,`roster_id`) WHERE "link_invitations"."kind" = 'roster' and "link_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `link_invitations_player_idx` ON `link_invitations` (`player_account_id`,`status`);--> statement-breakpoint
CREATE INDEX `link_invitations_inviter_idx` ON `link_invitations` (`inviter_account_id`,`status`);--> statement-breakpoint
CREATE TABLE `organization_staff` (
	`organization_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	PRIMARY KEY(`organization_id`, `account_id`),
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `organization_staff_account_idx` ON `organization_staff` (`account_id`);