CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"asked_by" uuid,
	"question" text NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"price" bigint NOT NULL,
	"timeline_days" integer NOT NULL,
	"proposal" text NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"manpower_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revision" integer NOT NULL,
	"status" text NOT NULL,
	"decision" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demand_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"demand_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"budget_min" bigint NOT NULL,
	"budget_max" bigint NOT NULL,
	"currency" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"title" text NOT NULL,
	"category_id" text NOT NULL,
	"description" text NOT NULL,
	"budget_min" bigint NOT NULL,
	"budget_max" bigint NOT NULL,
	"currency" text NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text,
	"attachment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_visibility" text NOT NULL,
	"lang" text NOT NULL,
	"sealed" boolean DEFAULT false NOT NULL,
	"blind" boolean DEFAULT false NOT NULL,
	"revealed" boolean DEFAULT false NOT NULL,
	"criteria" jsonb NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"revision" integer DEFAULT 0 NOT NULL,
	"awarded_response_id" uuid,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manpower" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"skills" jsonb NOT NULL,
	"level" text NOT NULL,
	"day_rate" integer NOT NULL,
	"availability" text NOT NULL,
	"available_from" timestamp with time zone,
	"bio" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mark_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"comment" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"response_id" uuid NOT NULL,
	"demand_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"total" real NOT NULL,
	"comment" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_events" ADD CONSTRAINT "demand_events_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_events" ADD CONSTRAINT "demand_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_events" ADD CONSTRAINT "demand_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_questions" ADD CONSTRAINT "demand_questions_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_questions" ADD CONSTRAINT "demand_questions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_questions" ADD CONSTRAINT "demand_questions_asked_by_users_id_fk" FOREIGN KEY ("asked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_questions" ADD CONSTRAINT "demand_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_responses" ADD CONSTRAINT "demand_responses_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_responses" ADD CONSTRAINT "demand_responses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_responses" ADD CONSTRAINT "demand_responses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_revisions" ADD CONSTRAINT "demand_revisions_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_revisions" ADD CONSTRAINT "demand_revisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demand_revisions" ADD CONSTRAINT "demand_revisions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demands" ADD CONSTRAINT "demands_category_id_company_types_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."company_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manpower" ADD CONSTRAINT "manpower_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_history" ADD CONSTRAINT "mark_history_response_id_demand_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."demand_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_history" ADD CONSTRAINT "mark_history_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_history" ADD CONSTRAINT "mark_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mark_history" ADD CONSTRAINT "mark_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_evaluations" ADD CONSTRAINT "response_evaluations_response_id_demand_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."demand_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_evaluations" ADD CONSTRAINT "response_evaluations_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_evaluations" ADD CONSTRAINT "response_evaluations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_evaluations" ADD CONSTRAINT "response_evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_key" ON "collections" USING btree ("user_id","demand_id");--> statement-breakpoint
CREATE INDEX "collections_user_idx" ON "collections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_events_demand_idx" ON "demand_events" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_questions_demand_idx" ON "demand_questions" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_responses_active_key" ON "demand_responses" USING btree ("demand_id","company_id") WHERE "demand_responses"."status" <> 'WITHDRAWN';--> statement-breakpoint
CREATE INDEX "demand_responses_company_idx" ON "demand_responses" USING btree ("company_id","submitted_at");--> statement-breakpoint
CREATE INDEX "demand_responses_demand_idx" ON "demand_responses" USING btree ("demand_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "demand_revisions_key" ON "demand_revisions" USING btree ("demand_id","revision");--> statement-breakpoint
CREATE INDEX "demands_company_idx" ON "demands" USING btree ("company_id","status","updated_at");--> statement-breakpoint
CREATE INDEX "demands_market_idx" ON "demands" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "demands_published_idx" ON "demands" USING btree ("status","published_at");--> statement-breakpoint
CREATE INDEX "demands_category_idx" ON "demands" USING btree ("category_id","status");--> statement-breakpoint
CREATE INDEX "demands_province_idx" ON "demands" USING btree ("province_code","status");--> statement-breakpoint
CREATE INDEX "demands_budget_idx" ON "demands" USING btree ("budget_min","budget_max");--> statement-breakpoint
CREATE INDEX "manpower_company_idx" ON "manpower" USING btree ("company_id","updated_at");--> statement-breakpoint
CREATE INDEX "mark_history_response_idx" ON "mark_history" USING btree ("response_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "response_evaluations_key" ON "response_evaluations" USING btree ("response_id","evaluator_id");--> statement-breakpoint
CREATE INDEX "response_evaluations_demand_idx" ON "response_evaluations" USING btree ("demand_id");