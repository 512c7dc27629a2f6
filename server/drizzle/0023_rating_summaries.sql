CREATE TABLE "company_rating_summaries" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"count" integer NOT NULL,
	"average" numeric(2, 1) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_rating_summaries" ADD CONSTRAINT "company_rating_summaries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_rating_summaries_average_idx" ON "company_rating_summaries" USING btree ("average");--> statement-breakpoint
INSERT INTO "company_rating_summaries" ("company_id", "points", "count", "average", "updated_at")
SELECT r."rated_id", sum(r."quality" + r."communication" + r."timeliness"), count(*),
  round(sum(r."quality" + r."communication" + r."timeliness")::numeric / (3 * count(*)), 1), now()
FROM "project_ratings" r JOIN "projects" p ON p."id" = r."project_id"
WHERE p."ratings_published_at" IS NOT NULL
GROUP BY r."rated_id";
