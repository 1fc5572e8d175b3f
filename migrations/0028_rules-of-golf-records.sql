ALTER TABLE `round_holes` ADD `provisional_abandoned` text;--> statement-breakpoint
ALTER TABLE `shots` ADD `penalties` text;--> statement-breakpoint
ALTER TABLE `shots` ADD `relief_type` text;--> statement-breakpoint
ALTER TABLE `shots` ADD `relief_reason` text;--> statement-breakpoint
ALTER TABLE `shots` ADD `relief_from_lie` text;--> statement-breakpoint
ALTER TABLE `shots` ADD `relief_from_distance_yards` real;--> statement-breakpoint
ALTER TABLE `shots` ADD `relief_from_latitude` real;--> statement-breakpoint
ALTER TABLE `shots` ADD `relief_from_longitude` real;--> statement-breakpoint
ALTER TABLE `shots` ADD `provisional` integer DEFAULT false NOT NULL;