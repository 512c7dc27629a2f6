CREATE TABLE "company_follows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"followed_company_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "company_follows_not_self" CHECK ("company_follows"."company_id" <> "company_follows"."followed_company_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "headcount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "directory_introduced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_followed_company_id_companies_id_fk" FOREIGN KEY ("followed_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_follows" ADD CONSTRAINT "company_follows_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_follows_key" ON "company_follows" USING btree ("company_id","followed_company_id");--> statement-breakpoint
CREATE INDEX "company_follows_newest_idx" ON "company_follows" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "company_follows_followed_idx" ON "company_follows" USING btree ("followed_company_id");--> statement-breakpoint
CREATE INDEX "companies_directory_idx" ON "companies" USING btree ("approved_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "companies"."role" = 'SUP' and "companies"."approval_status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "companies_directory_type_idx" ON "companies" USING btree (("info"->>'companyTypeId')) WHERE "companies"."role" = 'SUP' and "companies"."approval_status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "companies_directory_search_idx" ON "companies" USING gin (lower("name" || chr(10) || coalesce("name_en", '')) public.gin_trgm_ops) WHERE "companies"."role" = 'SUP' and "companies"."approval_status" = 'APPROVED';--> statement-breakpoint
CREATE INDEX "companies_directory_province_idx" ON "companies" USING btree (("info"->>'provinceCode')) WHERE "companies"."role" = 'SUP' and "companies"."approval_status" = 'APPROVED';--> statement-breakpoint
UPDATE "companies" SET "approved_at" = coalesce((SELECT max("created_at") FROM "company_events" e WHERE e."company_id" = "companies"."id" AND e."to_status" = 'APPROVED'), "updated_at") WHERE "approval_status" = 'APPROVED';--> statement-breakpoint
UPDATE "companies" SET "headcount" = m."n" FROM (SELECT "company_id", count(*)::int AS "n" FROM "manpower" GROUP BY "company_id") m WHERE m."company_id" = "companies"."id";
