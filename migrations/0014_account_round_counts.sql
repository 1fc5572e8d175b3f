CREATE TABLE `account_round_counts` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`logged` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `account_round_counts` (`account_id`, `logged`)
SELECT `account_id`, count(*) FROM `rounds` GROUP BY `account_id`;
--> statement-breakpoint
CREATE TRIGGER `account_round_counts_after_round_insert` AFTER INSERT ON `rounds` BEGIN
  INSERT INTO `account_round_counts` (`account_id`, `logged`) VALUES (NEW.`account_id`, 1)
    ON CONFLICT (`account_id`) DO UPDATE SET `logged` = `logged` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_round_counts_after_round_delete` AFTER DELETE ON `rounds` BEGIN
  UPDATE `account_round_counts` SET `logged` = `logged` - 1 WHERE `account_id` = OLD.`account_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `account_round_counts_after_round_move` AFTER UPDATE OF `account_id` ON `rounds`
WHEN OLD.`account_id` <> NEW.`account_id` BEGIN
  UPDATE `account_round_counts` SET `logged` = `logged` - 1 WHERE `account_id` = OLD.`account_id`;
  INSERT INTO `account_round_counts` (`account_id`, `logged`) VALUES (NEW.`account_id`, 1)
    ON CONFLICT (`account_id`) DO UPDATE SET `logged` = `logged` + 1;
END;
