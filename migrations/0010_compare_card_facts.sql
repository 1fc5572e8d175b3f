-- The approach (distance, green reached, strokes gained) and the tee shots' penalties of each hole,
-- for the compare cards' bands (decision 052). Filled by app/domain/stats/hole-stats.ts: holes
-- written earlier get them from the backfill (HOLE_FLAGS_VERSION 3).
-- The account index of player_group_members serves the associated players' lookup by player.
ALTER TABLE `round_holes` ADD `approach_distance_yards` real;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `approach_on_green` integer;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `approach_strokes_gained` real;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `tee_penalty_strokes` integer;--> statement-breakpoint
CREATE INDEX `player_group_members_account_idx` ON `player_group_members` (`account_id`);