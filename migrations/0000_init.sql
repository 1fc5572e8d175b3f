CREATE TABLE `account_extra_info` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`about` text,
	`ncaa_number` text,
	`college` text,
	`college_start_date` text,
	`college_end_date` text,
	`college_gpa` real,
	`high_school` text,
	`high_school_end_date` text,
	`high_school_gpa` real,
	`height_inches` integer,
	`weight_lbs` integer,
	`ghin` text,
	`handicap_index` real,
	`hometown` text,
	`birthday` text,
	`website_url` text,
	`custom_logo_url` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `account_profiles` (
	`account_id` integer NOT NULL,
	`profile_type_id` integer NOT NULL,
	PRIMARY KEY(`account_id`, `profile_type_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_profiles_type_idx` ON `account_profiles` (`profile_type_id`);--> statement-breakpoint
CREATE TABLE `account_roles` (
	`account_id` integer NOT NULL,
	`role` text NOT NULL,
	PRIMARY KEY(`account_id`, `role`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `accounts` (
	`id` integer PRIMARY KEY NOT NULL,
	`guid` text NOT NULL,
	`username` text,
	`first_name` text DEFAULT '' NOT NULL,
	`last_name` text DEFAULT '' NOT NULL,
	`email` text,
	`phone` text,
	`phone_verified_at` text,
	`img_url` text,
	`gender` text,
	`default_satellite` integer DEFAULT false NOT NULL,
	`enterprise_view` integer DEFAULT false NOT NULL,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_guid_unique` ON `accounts` (`guid`);--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_username_unique` ON `accounts` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `accounts_phone_unique` ON `accounts` (`phone`);--> statement-breakpoint
CREATE INDEX `accounts_last_first_idx` ON `accounts` (`last_name`,`first_name`);--> statement-breakpoint
CREATE TABLE `player_website_management` (
	`id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`allow_public_site` integer,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `player_website_management_account_idx` ON `player_website_management` (`account_id`);--> statement-breakpoint
CREATE TABLE `sub_circle_members` (
	`account_id` integer NOT NULL,
	`member_account_id` integer NOT NULL,
	PRIMARY KEY(`account_id`, `member_account_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`member_account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sub_circle_members_member_idx` ON `sub_circle_members` (`member_account_id`);--> statement-breakpoint
CREATE TABLE `website_feature_settings` (
	`account_id` integer NOT NULL,
	`feature_id` integer NOT NULL,
	`is_public` integer,
	`is_phone_verified` integer,
	PRIMARY KEY(`account_id`, `feature_id`),
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `api_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`family_id` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`used_at` text,
	`revoked_at` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `api_tokens_family_idx` ON `api_tokens` (`family_id`);--> statement-breakpoint
CREATE INDEX `api_tokens_account_idx` ON `api_tokens` (`account_id`);--> statement-breakpoint
CREATE TABLE `otp_challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`consumed_at` text
);
--> statement-breakpoint
CREATE INDEX `otp_challenges_phone_idx` ON `otp_challenges` (`phone`,`created_at`);--> statement-breakpoint
CREATE TABLE `password_credentials` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`hash` text NOT NULL,
	`salt` text NOT NULL,
	`iterations` integer NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limit_counters` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id_hash` text PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	`expires_at` text NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_account_idx` ON `sessions` (`account_id`);--> statement-breakpoint
CREATE TABLE `gallery_media` (
	`id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`media_type` text NOT NULL,
	`url` text NOT NULL,
	`caption` text,
	`width` integer,
	`height` integer,
	`is_featured` integer DEFAULT false NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `gallery_media_account_idx` ON `gallery_media` (`account_id`);--> statement-breakpoint
CREATE TABLE `news_item_media` (
	`id` integer PRIMARY KEY NOT NULL,
	`news_item_id` integer NOT NULL,
	`kind` text NOT NULL,
	`url` text NOT NULL,
	`label` text,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`news_item_id`) REFERENCES `news_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `news_item_media_item_idx` ON `news_item_media` (`news_item_id`);--> statement-breakpoint
CREATE TABLE `news_items` (
	`id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`header` text NOT NULL,
	`body` text NOT NULL,
	`published_at` text NOT NULL,
	`cover_photo_url` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `news_items_account_date_idx` ON `news_items` (`account_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `swing_videos` (
	`id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`url` text NOT NULL,
	`poster_url` text,
	`title` text,
	`recorded_on` text,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `swing_videos_account_idx` ON `swing_videos` (`account_id`);--> statement-breakpoint
CREATE TABLE `course_hole_shapes` (
	`id` integer PRIMARY KEY NOT NULL,
	`course_id` integer NOT NULL,
	`hole_number` integer NOT NULL,
	`kind` text NOT NULL,
	`points` text NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_hole_shapes_hole_idx` ON `course_hole_shapes` (`course_id`,`hole_number`);--> statement-breakpoint
CREATE TABLE `course_holes` (
	`course_id` integer NOT NULL,
	`hole_number` integer NOT NULL,
	`tee_latitude` real,
	`tee_longitude` real,
	`pin_latitude` real,
	`pin_longitude` real,
	`centerline` text,
	PRIMARY KEY(`course_id`, `hole_number`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `course_management_target_lines` (
	`id` integer PRIMARY KEY NOT NULL,
	`course_id` integer NOT NULL,
	`hole_number` integer NOT NULL,
	`points` text NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_management_target_lines_hole_idx` ON `course_management_target_lines` (`course_id`,`hole_number`);--> statement-breakpoint
CREATE TABLE `course_management_targets` (
	`id` integer PRIMARY KEY NOT NULL,
	`course_id` integer NOT NULL,
	`hole_number` integer NOT NULL,
	`shot_number` integer NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`club` text,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `course_management_targets_hole_idx` ON `course_management_targets` (`course_id`,`hole_number`);--> statement-breakpoint
CREATE TABLE `course_scorecards` (
	`course_id` integer NOT NULL,
	`gender` text NOT NULL,
	`hole_number` integer NOT NULL,
	`par` integer NOT NULL,
	`stroke_index` integer,
	PRIMARY KEY(`course_id`, `gender`, `hole_number`),
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `courses` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`city` text,
	`state` text,
	`country` text,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`hole_count` integer DEFAULT 18 NOT NULL,
	`attribution` text
);
--> statement-breakpoint
CREATE TABLE `tee_hole_yardages` (
	`tee_id` integer NOT NULL,
	`hole_number` integer NOT NULL,
	`yards` integer NOT NULL,
	PRIMARY KEY(`tee_id`, `hole_number`),
	FOREIGN KEY (`tee_id`) REFERENCES `tees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tees` (
	`id` integer PRIMARY KEY NOT NULL,
	`course_id` integer NOT NULL,
	`name` text NOT NULL,
	`color` text,
	`rating` real,
	`slope` integer,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tees_course_idx` ON `tees` (`course_id`);--> statement-breakpoint
CREATE TABLE `hosts` (
	`hostname` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`organization_id` integer,
	`account_id` integer,
	`requires_org_prefix` integer DEFAULT false NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `hosts_account_idx` ON `hosts` (`account_id`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`short` text NOT NULL,
	`phone` text,
	`address` text,
	`img_url` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_short_unique` ON `organizations` (`short`);--> statement-breakpoint
CREATE TABLE `player_group_members` (
	`group_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	PRIMARY KEY(`group_id`, `account_id`),
	FOREIGN KEY (`group_id`) REFERENCES `player_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `player_groups` (
	`id` integer PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `player_groups_org_name_idx` ON `player_groups` (`organization_id`,`name`);--> statement-breakpoint
CREATE TABLE `roster_members` (
	`roster_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	PRIMARY KEY(`roster_id`, `account_id`),
	FOREIGN KEY (`roster_id`) REFERENCES `rosters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `roster_members_account_idx` ON `roster_members` (`account_id`);--> statement-breakpoint
CREATE TABLE `rosters` (
	`id` integer PRIMARY KEY NOT NULL,
	`organization_id` integer NOT NULL,
	`name` text NOT NULL,
	`season` text,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `rosters_organization_idx` ON `rosters` (`organization_id`);--> statement-breakpoint
CREATE TABLE `compare_states` (
	`hash` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`left_filter` text NOT NULL,
	`right_filter` text NOT NULL,
	`left_component_selections` text NOT NULL,
	`right_component_selections` text NOT NULL,
	`metrics_selections` text NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `report_parameters` (
	`hash` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`account_id` integer NOT NULL,
	`parameters` text NOT NULL,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `report_parameters_account_idx` ON `report_parameters` (`account_id`);--> statement-breakpoint
CREATE TABLE `resume_settings` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`settings` text NOT NULL,
	`updated_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `round_holes` (
	`round_id` integer NOT NULL,
	`hole_number` integer NOT NULL,
	`course_hole_number` integer NOT NULL,
	`par` integer NOT NULL,
	`yards` integer,
	`score` integer,
	`putts` integer,
	`penalty_strokes` integer DEFAULT 0 NOT NULL,
	`excluded` integer DEFAULT false NOT NULL,
	`pin_latitude` real,
	`pin_longitude` real,
	`flags_version` integer,
	`made_par_or_better` integer,
	`made_par` integer,
	`made_over_par` integer,
	`made_bogey` integer,
	`made_under_par` integer,
	`made_birdie` integer,
	`made_double_bogey_or_higher` integer,
	`made_eagle` integer,
	`fairway_hit` integer,
	`fairway_missed` integer,
	`fairway_missed_left` integer,
	`fairway_missed_right` integer,
	`made_green_in_regulation` integer,
	`missed_green_in_regulation` integer,
	`missed_green_short` integer,
	`missed_green_long` integer,
	`shot_to_green_proximity_lt_5_pct` integer,
	`approach_short_sided` integer,
	`made_one_putt_or_less` integer,
	`made_one_putt` integer,
	`putt_proximity_lt_5_pct` integer,
	`missed_four_to_twelve_feet_putts` integer,
	`putt_proximity_gt_12_pct` integer,
	`missed_less_than_four_feet_putts` integer,
	`save_proximity_gt_12_pct` integer,
	`made_up_down` integer,
	`missed_up_down` integer,
	`missed_up_down_lt_15_yards` integer,
	`missed_up_down_15_to_25_yards` integer,
	`missed_up_down_25_to_35_yards` integer,
	`has_sand_shot` integer,
	`made_sand_save` integer,
	`is_dogleg_left` integer,
	`is_dogleg_right` integer,
	`is_middle_pin` integer,
	`is_right_pin` integer,
	`is_left_pin` integer,
	`is_front_pin` integer,
	`is_back_pin` integer,
	`is_par_3` integer,
	`is_par_4` integer,
	`is_par_5` integer,
	`drive_distance_yards` real,
	`approach_proximity_feet` real,
	`first_putt_distance_feet` real,
	`made_putt_feet` real,
	`total_putt_feet` real,
	`sg_off_the_tee` real,
	`sg_approach` real,
	`sg_around_the_green` real,
	`sg_putting` real,
	PRIMARY KEY(`round_id`, `hole_number`),
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rounds` (
	`id` integer PRIMARY KEY NOT NULL,
	`account_id` integer NOT NULL,
	`client_round_id` text,
	`course_id` integer NOT NULL,
	`tee_id` integer,
	`tournament_id` integer,
	`round_type_id` integer NOT NULL,
	`round_number` integer DEFAULT 1 NOT NULL,
	`is_final_round` integer DEFAULT false NOT NULL,
	`hole_count` integer NOT NULL,
	`played_in_simulator` integer DEFAULT false NOT NULL,
	`in_progress` integer DEFAULT false NOT NULL,
	`started_at` text NOT NULL,
	`played_on` text NOT NULL,
	`score` integer,
	`par` integer,
	`yards` integer,
	`created_at` text DEFAULT CURRENT_TIMESTAMP NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tee_id`) REFERENCES `tees`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `rounds_account_date_idx` ON `rounds` (`account_id`,`played_on`);--> statement-breakpoint
CREATE INDEX `rounds_tournament_idx` ON `rounds` (`tournament_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `rounds_account_client_idx` ON `rounds` (`account_id`,`client_round_id`);--> statement-breakpoint
CREATE TABLE `shots` (
	`round_id` integer NOT NULL,
	`hole_number` integer NOT NULL,
	`shot_number` integer NOT NULL,
	`type` text NOT NULL,
	`club` text,
	`start_lie` text NOT NULL,
	`end_lie` text NOT NULL,
	`start_distance_yards` real NOT NULL,
	`end_distance_yards` real NOT NULL,
	`start_latitude` real,
	`start_longitude` real,
	`end_latitude` real,
	`end_longitude` real,
	`penalty_strokes` integer DEFAULT 0 NOT NULL,
	`strokes_gained` real,
	PRIMARY KEY(`round_id`, `hole_number`, `shot_number`),
	FOREIGN KEY (`round_id`) REFERENCES `rounds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tournament_entries` (
	`id` integer PRIMARY KEY NOT NULL,
	`tournament_id` integer NOT NULL,
	`account_id` integer NOT NULL,
	`status_id` integer,
	`is_featured` integer DEFAULT false NOT NULL,
	`note` text,
	`finish_position` text,
	FOREIGN KEY (`tournament_id`) REFERENCES `tournaments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tournament_entries_tournament_account_idx` ON `tournament_entries` (`tournament_id`,`account_id`);--> statement-breakpoint
CREATE INDEX `tournament_entries_account_idx` ON `tournament_entries` (`account_id`);--> statement-breakpoint
CREATE TABLE `tournaments` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`url` text,
	`event_type_id` integer NOT NULL,
	`locale_type_id` integer NOT NULL,
	`is_team_event` integer DEFAULT false NOT NULL,
	`course_id` integer,
	`city` text,
	`state` text,
	`start_date` text NOT NULL,
	`end_date` text,
	`number_of_rounds` integer DEFAULT 1 NOT NULL,
	FOREIGN KEY (`course_id`) REFERENCES `courses`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `tournaments_start_idx` ON `tournaments` (`start_date`);