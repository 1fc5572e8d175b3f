CREATE TABLE `id_sequences` (
	`name` text PRIMARY KEY NOT NULL,
	`last` integer NOT NULL
);
--> statement-breakpoint
-- Round ids continue after the highest one stored (the directory's own rounds before shards).
INSERT INTO `id_sequences` (`name`, `last`) SELECT 'rounds', coalesce(max(`id`), 0) FROM `rounds`;
