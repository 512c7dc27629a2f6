CREATE TABLE "showcase_exposures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"viewer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "showcase_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"state" text NOT NULL,
	"cover_file_id" uuid,
	"intro_zh" text NOT NULL,
	"intro_en" text NOT NULL,
	"cases" jsonb NOT NULL,
	"contacts" jsonb NOT NULL,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "showcase_exposures" ADD CONSTRAINT "showcase_exposures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_exposures" ADD CONSTRAINT "showcase_exposures_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_windows" ADD CONSTRAINT "showcase_windows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showcase_windows" ADD CONSTRAINT "showcase_windows_cover_file_id_files_id_fk" FOREIGN KEY ("cover_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_exposures_viewer_day_key" ON "showcase_exposures" USING btree ("company_id","viewer_id","day");--> statement-breakpoint
CREATE INDEX "showcase_exposures_company_day_idx" ON "showcase_exposures" USING btree ("company_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "showcase_windows_company_key" ON "showcase_windows" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "showcase_windows_state_idx" ON "showcase_windows" USING btree ("state","published_at");