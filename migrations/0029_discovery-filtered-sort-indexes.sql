DROP INDEX `player_discovery_name_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_year_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_handicap_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_avg_last10_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_avg_12m_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_avg_season_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_rounds_last10_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_rounds_12m_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_rounds_season_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_sg_total_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_sg_ott_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_sg_app_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_sg_arg_idx`;--> statement-breakpoint
DROP INDEX `player_discovery_sg_putt_idx`;--> statement-breakpoint
CREATE INDEX `player_discovery_name_idx` ON `player_discovery` (`sort_name`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`);--> statement-breakpoint
CREATE INDEX `player_discovery_year_idx` ON `player_discovery` (`grad_year`,`account_id`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "grad_year" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_handicap_idx` ON `player_discovery` (`handicap`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`) WHERE "handicap" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_avg_last10_idx` ON `player_discovery` (`avg_last10`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "avg_last10" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_avg_12m_idx` ON `player_discovery` (`avg_12m`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "avg_12m" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_avg_season_idx` ON `player_discovery` (`avg_season`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "avg_season" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_rounds_last10_idx` ON `player_discovery` (`rounds_last10`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "rounds_last10" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_rounds_12m_idx` ON `player_discovery` (`rounds_12m`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "rounds_12m" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_rounds_season_idx` ON `player_discovery` (`rounds_season`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "rounds_season" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_sg_total_idx` ON `player_discovery` (`sg_total`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "sg_total" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_sg_ott_idx` ON `player_discovery` (`sg_off_the_tee`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "sg_off_the_tee" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_sg_app_idx` ON `player_discovery` (`sg_approach`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "sg_approach" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_sg_arg_idx` ON `player_discovery` (`sg_around_the_green`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "sg_around_the_green" is not null;--> statement-breakpoint
CREATE INDEX `player_discovery_sg_putt_idx` ON `player_discovery` (`sg_putting`,`account_id`,`grad_year`,`gender`,`region`,`has_video`,`has_resume`,`latest_round`,`season`,`handicap`) WHERE "sg_putting" is not null;