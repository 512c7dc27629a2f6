CREATE TABLE "notice_settings" (
	"user_id" uuid NOT NULL,
	"area" text NOT NULL,
	"inbox" boolean NOT NULL,
	"mail" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notice_settings_user_id_area_pk" PRIMARY KEY("user_id","area")
);
--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "area" text DEFAULT 'ACCOUNT' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_settings" ADD CONSTRAINT "notice_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Notices written before areas existed: the area their link's page belongs to (the account's by default).
UPDATE "notices" SET "area" = CASE
  WHEN "link" LIKE 'workstation/project%' THEN 'DELIVERY'
  WHEN "link" LIKE 'workstation/published%' OR "link" LIKE 'demand%' THEN 'MARKETPLACE'
  WHEN "link" LIKE 'account/payment%' OR "link" LIKE 'vip%' THEN 'MEMBERSHIP'
  ELSE 'ACCOUNT'
END;
