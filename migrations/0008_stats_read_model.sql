-- The stats read model (decision 033): per round, the sums over its scored holes that the
-- statistics read besides round_flag_totals (D1 allows 100 columns a table): putts where recorded,
-- par 3/4/5 scores and strokes gained per category. Filled from the stored holes, then kept by
-- triggers whatever writes round_holes, like round_flag_totals (migration 0005). Triggers only sum
-- what app/domain/hole-stats.ts stored; holes without flags get them from `npm run db:backfill-stats`.
CREATE TABLE `round_stat_totals` (
	`round_id` integer PRIMARY KEY NOT NULL,
	`putts_recorded` integer NOT NULL,
	`putt_holes` integer NOT NULL,
	`par3_score` integer NOT NULL,
	`par3_holes` integer NOT NULL,
	`par4_score` integer NOT NULL,
	`par4_holes` integer NOT NULL,
	`par5_score` integer NOT NULL,
	`par5_holes` integer NOT NULL,
	`sg_off_the_tee` real NOT NULL,
	`sg_approach` real NOT NULL,
	`sg_around_the_green` real NOT NULL,
	`sg_putting` real NOT NULL,
	`sg_holes` integer NOT NULL,
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `round_stat_totals` (`round_id`, `putts_recorded`, `putt_holes`, `par3_score`, `par3_holes`, `par4_score`, `par4_holes`, `par5_score`, `par5_holes`, `sg_off_the_tee`, `sg_approach`, `sg_around_the_green`, `sg_putting`, `sg_holes`)
SELECT `round_id`, coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `putts` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `putts` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_off_the_tee` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_approach` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_around_the_green` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END)
FROM `round_holes` WHERE `excluded` = 0 GROUP BY `round_id`;

--> statement-breakpoint
CREATE TRIGGER `round_stat_totals_after_hole_insert` AFTER INSERT ON `round_holes` BEGIN
  DELETE FROM `round_stat_totals` WHERE `round_id` = NEW.`round_id`;
  INSERT INTO `round_stat_totals` (`round_id`, `putts_recorded`, `putt_holes`, `par3_score`, `par3_holes`, `par4_score`, `par4_holes`, `par5_score`, `par5_holes`, `sg_off_the_tee`, `sg_approach`, `sg_around_the_green`, `sg_putting`, `sg_holes`)
    SELECT `round_id`, coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `putts` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `putts` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_off_the_tee` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_approach` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_around_the_green` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END)
    FROM `round_holes` WHERE `round_id` = NEW.`round_id` AND `excluded` = 0
      AND EXISTS (SELECT 1 FROM `rounds` WHERE `id` = NEW.`round_id`) GROUP BY `round_id`;
END;

--> statement-breakpoint
CREATE TRIGGER `round_stat_totals_after_hole_update` AFTER UPDATE ON `round_holes` BEGIN
  DELETE FROM `round_stat_totals` WHERE `round_id` = NEW.`round_id`;
  INSERT INTO `round_stat_totals` (`round_id`, `putts_recorded`, `putt_holes`, `par3_score`, `par3_holes`, `par4_score`, `par4_holes`, `par5_score`, `par5_holes`, `sg_off_the_tee`, `sg_approach`, `sg_around_the_green`, `sg_putting`, `sg_holes`)
    SELECT `round_id`, coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `putts` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `putts` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_off_the_tee` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_approach` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_around_the_green` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END)
    FROM `round_holes` WHERE `round_id` = NEW.`round_id` AND `excluded` = 0
      AND EXISTS (SELECT 1 FROM `rounds` WHERE `id` = NEW.`round_id`) GROUP BY `round_id`;
  DELETE FROM `round_stat_totals` WHERE `round_id` = OLD.`round_id` AND OLD.`round_id` <> NEW.`round_id`;
  INSERT INTO `round_stat_totals` (`round_id`, `putts_recorded`, `putt_holes`, `par3_score`, `par3_holes`, `par4_score`, `par4_holes`, `par5_score`, `par5_holes`, `sg_off_the_tee`, `sg_approach`, `sg_around_the_green`, `sg_putting`, `sg_holes`)
    SELECT `round_id`, coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `putts` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `putts` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_off_the_tee` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_approach` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_around_the_green` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END)
    FROM `round_holes` WHERE `round_id` = OLD.`round_id` AND `excluded` = 0
      AND EXISTS (SELECT 1 FROM `rounds` WHERE `id` = OLD.`round_id`) AND OLD.`round_id` <> NEW.`round_id` GROUP BY `round_id`;
END;

--> statement-breakpoint
CREATE TRIGGER `round_stat_totals_after_hole_delete` AFTER DELETE ON `round_holes` BEGIN
  DELETE FROM `round_stat_totals` WHERE `round_id` = OLD.`round_id`;
  INSERT INTO `round_stat_totals` (`round_id`, `putts_recorded`, `putt_holes`, `par3_score`, `par3_holes`, `par4_score`, `par4_holes`, `par5_score`, `par5_holes`, `sg_off_the_tee`, `sg_approach`, `sg_around_the_green`, `sg_putting`, `sg_holes`)
    SELECT `round_id`, coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `putts` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `putts` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 3 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 4 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), 0), count(CASE WHEN `score` IS NOT NULL AND `par` = 5 THEN `score` END), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_off_the_tee` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_approach` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_around_the_green` END), 0), coalesce(sum(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END), 0), count(CASE WHEN `score` IS NOT NULL THEN `sg_putting` END)
    FROM `round_holes` WHERE `round_id` = OLD.`round_id` AND `excluded` = 0
      AND EXISTS (SELECT 1 FROM `rounds` WHERE `id` = OLD.`round_id`) GROUP BY `round_id`;
END;
