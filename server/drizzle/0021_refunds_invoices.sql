CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"state" text NOT NULL,
	"requested_by" uuid,
	"request_reason" text,
	"requested_at" timestamp with time zone,
	"decided_by" uuid,
	"reason" text,
	"decided_at" timestamp with time zone,
	"idempotency_key" text,
	"provider_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "state" text DEFAULT 'REQUESTED' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "issue_date" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "decided_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_key" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_order_key" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_state_idx" ON "payment_refunds" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_invoices" ADD CONSTRAINT "payment_invoices_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_invoices_state_idx" ON "payment_invoices" USING btree ("state","created_at");