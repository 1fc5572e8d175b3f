ALTER TABLE `round_holes` ADD `card_fairway` text;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `card_green_in_regulation` integer;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `card_penalty_strokes` integer;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `card_sand_shots` integer;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `card_up_and_down` integer;--> statement-breakpoint
ALTER TABLE `round_holes` ADD `shots_incomplete` integer DEFAULT false NOT NULL;