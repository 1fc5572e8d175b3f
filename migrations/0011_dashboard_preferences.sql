CREATE TABLE `dashboard_preferences` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`mode` text NOT NULL,
	`performance_group` text NOT NULL,
	`assessment_group` text NOT NULL,
	`standard_id` text NOT NULL,
	`hole_count` integer NOT NULL,
	`assessment_category` text NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);

--> statement-breakpoint
-- The data-analysis profile page opens on the player's saved choices: a change bumps the account version
-- so the edge cache does not serve that page as it was (decision 009).
CREATE TRIGGER `dashboard_preferences_insert_bumps_version` AFTER INSERT ON `dashboard_preferences` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_preferences_update_bumps_version` AFTER UPDATE ON `dashboard_preferences` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `dashboard_preferences_delete_bumps_version` AFTER DELETE ON `dashboard_preferences` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
