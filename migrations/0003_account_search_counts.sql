CREATE TABLE `account_search_counts` (
	`needle` text PRIMARY KEY NOT NULL,
	`total` integer NOT NULL
);
--> statement-breakpoint
-- A suffix row counts for the needle of its first one or two characters when the rest of the suffix
-- does not hold that needle again: exactly one row per (account, needle) does, as in searchAccounts.
INSERT INTO `account_search_counts` (`needle`, `total`)
SELECT `needle`, count(*) FROM (
  SELECT substr(`suffix`, 1, 1) AS `needle` FROM `account_search`
  WHERE instr(substr(`suffix`, 2), substr(`suffix`, 1, 1)) = 0
  UNION ALL
  SELECT substr(`suffix`, 1, 2) FROM `account_search`
  WHERE length(`suffix`) >= 2 AND instr(substr(`suffix`, 2), substr(`suffix`, 1, 2)) = 0
) GROUP BY `needle`;
--> statement-breakpoint
CREATE TRIGGER `account_search_insert_counts` AFTER INSERT ON `account_search` BEGIN
  INSERT INTO `account_search_counts` (`needle`, `total`) SELECT substr(NEW.`suffix`, 1, 1), 1
    WHERE instr(substr(NEW.`suffix`, 2), substr(NEW.`suffix`, 1, 1)) = 0
    ON CONFLICT (`needle`) DO UPDATE SET `total` = `total` + 1;
  INSERT INTO `account_search_counts` (`needle`, `total`) SELECT substr(NEW.`suffix`, 1, 2), 1
    WHERE length(NEW.`suffix`) >= 2 AND instr(substr(NEW.`suffix`, 2), substr(NEW.`suffix`, 1, 2)) = 0
    ON CONFLICT (`needle`) DO UPDATE SET `total` = `total` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `account_search_delete_counts` AFTER DELETE ON `account_search` BEGIN
  UPDATE `account_search_counts` SET `total` = `total` - 1
    WHERE `needle` = substr(OLD.`suffix`, 1, 1) AND instr(substr(OLD.`suffix`, 2), `needle`) = 0;
  UPDATE `account_search_counts` SET `total` = `total` - 1
    WHERE length(OLD.`suffix`) >= 2 AND `needle` = substr(OLD.`suffix`, 1, 2)
      AND instr(substr(OLD.`suffix`, 2), `needle`) = 0;
END;
--> statement-breakpoint
-- Index rows are deleted and inserted, never updated; an update still keeps the counts exact.
CREATE TRIGGER `account_search_update_counts` AFTER UPDATE OF `suffix` ON `account_search` BEGIN
  UPDATE `account_search_counts` SET `total` = `total` - 1
    WHERE `needle` = substr(OLD.`suffix`, 1, 1) AND instr(substr(OLD.`suffix`, 2), `needle`) = 0;
  UPDATE `account_search_counts` SET `total` = `total` - 1
    WHERE length(OLD.`suffix`) >= 2 AND `needle` = substr(OLD.`suffix`, 1, 2)
      AND instr(substr(OLD.`suffix`, 2), `needle`) = 0;
  INSERT INTO `account_search_counts` (`needle`, `total`) SELECT substr(NEW.`suffix`, 1, 1), 1
    WHERE instr(substr(NEW.`suffix`, 2), substr(NEW.`suffix`, 1, 1)) = 0
    ON CONFLICT (`needle`) DO UPDATE SET `total` = `total` + 1;
  INSERT INTO `account_search_counts` (`needle`, `total`) SELECT substr(NEW.`suffix`, 1, 2), 1
    WHERE length(NEW.`suffix`) >= 2 AND instr(substr(NEW.`suffix`, 2), substr(NEW.`suffix`, 1, 2)) = 0
    ON CONFLICT (`needle`) DO UPDATE SET `total` = `total` + 1;
END;
