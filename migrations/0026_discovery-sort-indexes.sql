DROP INDEX `player_discovery_gender_year_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_region_idx`;--> statement-breakpoint
CREATE INDEX `player_discovery_rounds_last10_idx` ON `player_discovery` (`rounds_last10`);--> statement-breakpoint
CREATE INDEX `player_discovery_rounds_12m_idx` ON `player_discovery` (`rounds_12m`);--> statement-breakpoint
CREATE INDEX `player_discovery_rounds_season_idx` ON `player_discovery` (`rounds_season`);--> statement-breakpoint
CREATE INDEX `player_discovery_sg_ott_idx` ON `player_discovery` (`sg_off_the_tee`);--> statement-breakpoint
CREATE INDEX `player_discovery_sg_app_idx` ON `player_discovery` (`sg_approach`);--> statement-breakpoint
CREATE INDEX `player_discovery_sg_arg_idx` ON `player_discovery` (`sg_around_the_green`);--> statement-breakpoint
CREATE INDEX `player_discovery_sg_putt_idx` ON `player_discovery` (`sg_putting`);