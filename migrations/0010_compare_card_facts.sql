-- The approach (distance, green reached, strokes gained) and the tee shots' penalties of each hole,
-- for the compare cards' bands (decision 052). Filled by app/domain/stats/hole-stats.ts: holes
-- written earlier get them from the backfill (HOLE_FLAGS_VERSION 3).
ALTER TABLE `round_holes` ADD `approach_distance_yards` real;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `approach_on_green` integer;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `approach_strokes_gained` real;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `tee_penalty_strokes` integer;