ALTER TABLE `account_round_counts` ADD `completed_eighteen` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `account_round_counts` ADD `completed_nine` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE `account_round_counts` SET
  `completed_eighteen` = (SELECT count(*) FROM `rounds` WHERE `rounds`.`account_id` = `account_round_counts`.`account_id` AND `rounds`.`in_progress` = 0 AND `rounds`.`hole_count` = 18),
  `completed_nine` = (SELECT count(*) FROM `rounds` WHERE `rounds`.`account_id` = `account_round_counts`.`account_id` AND `rounds`.`in_progress` = 0 AND `rounds`.`hole_count` = 9);
--> statement-breakpoint
CREATE TRIGGER `account_completed_counts_after_round_insert` AFTER INSERT ON `rounds`
WHEN NEW.`in_progress` = 0 AND NEW.`hole_count` IN (18, 9) BEGIN
  INSERT INTO `account_round_counts` (`account_id`, `logged`, `completed_eighteen`, `completed_nine`)
    VALUES (NEW.`account_id`, 0, NEW.`hole_count` = 18, NEW.`hole_count` = 9)
    ON CONFLICT (`account_id`) DO UPDATE SET
      `completed_eighteen` = `completed_eighteen` + excluded.`completed_eighteen`,
      `completed_nine` = `completed_nine` + excluded.`completed_nine`;
END;
--> statement-breakpoint
CREATE TRIGGER `account_completed_counts_after_round_delete` AFTER DELETE ON `rounds`
WHEN OLD.`in_progress` = 0 AND OLD.`hole_count` IN (18, 9) BEGIN
  UPDATE `account_round_counts` SET
    `completed_eighteen` = `completed_eighteen` - (OLD.`hole_count` = 18),
    `completed_nine` = `completed_nine` - (OLD.`hole_count` = 9)
  WHERE `account_id` = OLD.`account_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `account_completed_counts_after_round_update` AFTER UPDATE OF `account_id`, `in_progress`, `hole_count` ON `rounds`
WHEN OLD.`account_id` <> NEW.`account_id` OR OLD.`in_progress` <> NEW.`in_progress` OR OLD.`hole_count` <> NEW.`hole_count` BEGIN
  UPDATE `account_round_counts` SET
    `completed_eighteen` = `completed_eighteen` - (OLD.`in_progress` = 0 AND OLD.`hole_count` = 18),
    `completed_nine` = `completed_nine` - (OLD.`in_progress` = 0 AND OLD.`hole_count` = 9)
  WHERE `account_id` = OLD.`account_id`;
  INSERT INTO `account_round_counts` (`account_id`, `logged`, `completed_eighteen`, `completed_nine`)
    VALUES (NEW.`account_id`, 0, NEW.`in_progress` = 0 AND NEW.`hole_count` = 18, NEW.`in_progress` = 0 AND NEW.`hole_count` = 9)
    ON CONFLICT (`account_id`) DO UPDATE SET
      `completed_eighteen` = `completed_eighteen` + excluded.`completed_eighteen`,
      `completed_nine` = `completed_nine` + excluded.`completed_nine`;
END;
