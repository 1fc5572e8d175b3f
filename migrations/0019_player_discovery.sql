CREATE TABLE `player_discovery` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`sort_name` text NOT NULL,
	`grad_year` integer,
	`gender` text,
	`country` text,
	`state` text,
	`region` text,
	`organization_id` integer,
	`handicap` real,
	`latest_round` text,
	`rounds_last10` integer,
	`avg_last10` real,
	`rounds_12m` integer,
	`avg_12m` real,
	`season` integer,
	`rounds_season` integer,
	`avg_season` real,
	`sg_rounds` integer,
	`sg_total` real,
	`sg_off_the_tee` real,
	`sg_approach` real,
	`sg_around_the_green` real,
	`sg_putting` real,
	`has_video` integer NOT NULL,
	`has_resume` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `player_discovery_name_idx` ON `player_discovery` (`sort_name`,`account_id`);--> statement-breakpoint
CREATE INDEX `player_discovery_gender_year_idx` ON `player_discovery` (`gender`,`grad_year`);--> statement-breakpoint
CREATE INDEX `player_discovery_year_idx` ON `player_discovery` (`grad_year`);--> statement-breakpoint
CREATE INDEX `player_discovery_state_year_idx` ON `player_discovery` (`state`,`grad_year`);--> statement-breakpoint
CREATE INDEX `player_discovery_region_idx` ON `player_discovery` (`region`,`grad_year`);--> statement-breakpoint
CREATE INDEX `player_discovery_org_idx` ON `player_discovery` (`organization_id`);--> statement-breakpoint
CREATE INDEX `player_discovery_handicap_idx` ON `player_discovery` (`handicap`);--> statement-breakpoint
CREATE INDEX `player_discovery_avg_last10_idx` ON `player_discovery` (`avg_last10`);--> statement-breakpoint
CREATE INDEX `player_discovery_avg_12m_idx` ON `player_discovery` (`avg_12m`);--> statement-breakpoint
CREATE INDEX `player_discovery_avg_season_idx` ON `player_discovery` (`avg_season`);--> statement-breakpoint
CREATE INDEX `player_discovery_sg_total_idx` ON `player_discovery` (`sg_total`);