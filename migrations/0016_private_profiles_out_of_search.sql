-- A private profile (its website setting, feature 88, not public) is not listed in search (decision
-- 089); the index rows of those already written go. account_search_counts follows by its triggers.
DELETE FROM `account_search` WHERE `account_id` IN (
  SELECT `account_id` FROM `website_feature_settings` WHERE `feature_id` = 88 AND `is_public` = 0
);
