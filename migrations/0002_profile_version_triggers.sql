-- Every write that a public profile page shows bumps the account's version (db/schema/accounts.ts),
-- so pages kept in the edge cache under the old version are not served again (workers/edge-cache.ts).
-- Triggers catch every write path: the round ingest, settings, the seed, the tests.
CREATE TRIGGER `account_extra_info_insert_bumps_version` AFTER INSERT ON `account_extra_info` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `account_extra_info_update_bumps_version` AFTER UPDATE ON `account_extra_info` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `account_extra_info_delete_bumps_version` AFTER DELETE ON `account_extra_info` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `account_profiles_insert_bumps_version` AFTER INSERT ON `account_profiles` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `account_profiles_update_bumps_version` AFTER UPDATE ON `account_profiles` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `account_profiles_delete_bumps_version` AFTER DELETE ON `account_profiles` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `player_website_management_insert_bumps_version` AFTER INSERT ON `player_website_management` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `player_website_management_update_bumps_version` AFTER UPDATE ON `player_website_management` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `player_website_management_delete_bumps_version` AFTER DELETE ON `player_website_management` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `website_feature_settings_insert_bumps_version` AFTER INSERT ON `website_feature_settings` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `website_feature_settings_update_bumps_version` AFTER UPDATE ON `website_feature_settings` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `website_feature_settings_delete_bumps_version` AFTER DELETE ON `website_feature_settings` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `rounds_insert_bumps_version` AFTER INSERT ON `rounds` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `rounds_update_bumps_version` AFTER UPDATE ON `rounds` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `rounds_delete_bumps_version` AFTER DELETE ON `rounds` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `tournament_entries_insert_bumps_version` AFTER INSERT ON `tournament_entries` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `tournament_entries_update_bumps_version` AFTER UPDATE ON `tournament_entries` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `tournament_entries_delete_bumps_version` AFTER DELETE ON `tournament_entries` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `news_items_insert_bumps_version` AFTER INSERT ON `news_items` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `news_items_update_bumps_version` AFTER UPDATE ON `news_items` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `news_items_delete_bumps_version` AFTER DELETE ON `news_items` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `gallery_media_insert_bumps_version` AFTER INSERT ON `gallery_media` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `gallery_media_update_bumps_version` AFTER UPDATE ON `gallery_media` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `gallery_media_delete_bumps_version` AFTER DELETE ON `gallery_media` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `swing_videos_insert_bumps_version` AFTER INSERT ON `swing_videos` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `swing_videos_update_bumps_version` AFTER UPDATE ON `swing_videos` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `swing_videos_delete_bumps_version` AFTER DELETE ON `swing_videos` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `resume_settings_insert_bumps_version` AFTER INSERT ON `resume_settings` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `resume_settings_update_bumps_version` AFTER UPDATE ON `resume_settings` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `resume_settings_delete_bumps_version` AFTER DELETE ON `resume_settings` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `report_parameters_insert_bumps_version` AFTER INSERT ON `report_parameters` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `report_parameters_update_bumps_version` AFTER UPDATE ON `report_parameters` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `report_parameters_delete_bumps_version` AFTER DELETE ON `report_parameters` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = OLD.`account_id`; END;
--> statement-breakpoint
CREATE TRIGGER `accounts_update_bumps_version` AFTER UPDATE OF `username`, `first_name`, `last_name`, `img_url` ON `accounts` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = NEW.`id`; END;
--> statement-breakpoint
CREATE TRIGGER `tournaments_update_bumps_versions` AFTER UPDATE ON `tournaments` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` IN (SELECT `account_id` FROM `tournament_entries` WHERE `tournament_id` = NEW.`id`); END;
--> statement-breakpoint
CREATE TRIGGER `news_item_media_insert_bumps_version` AFTER INSERT ON `news_item_media` BEGIN UPDATE `accounts` SET `version` = `version` + 1 WHERE `id` = (SELECT `account_id` FROM `news_items` WHERE `id` = NEW.`news_item_id`); END;
