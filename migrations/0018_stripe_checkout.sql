CREATE TABLE `account_plans` (
	`account_id` integer PRIMARY KEY NOT NULL,
	`plan` text NOT NULL,
	`status` text NOT NULL,
	`checkout_session_id` text NOT NULL,
	`stripe_customer_id` text,
	`stripe_subscription_id` text,
	`activated_at` text NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `account_plans_subscription_idx` ON `account_plans` (`stripe_subscription_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text NOT NULL
);
