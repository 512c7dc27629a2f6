ALTER TABLE "company_invitations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ALTER COLUMN "token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_members" ADD COLUMN "mailed_seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD COLUMN "code_salt" text;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD COLUMN "code_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "company_invitations_phone_idx" ON "company_invitations" USING btree ("phone","status");--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_one_target" CHECK (("company_invitations"."email" is not null and "company_invitations"."token_hash" is not null and "company_invitations"."phone" is null) or ("company_invitations"."phone" is not null and "company_invitations"."code_hash" is not null and "company_invitations"."email" is null));