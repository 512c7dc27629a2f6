-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. In `public`, so every
-- schema's search path finds its operator class by the qualified name (the test suites migrate one schema each).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;--> statement-breakpoint
DROP INDEX "demands_market_idx";--> statement-breakpoint
CREATE INDEX "demands_search_idx" ON "demands" USING gin ("search_text" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "demands_market_idx" ON "demands" USING btree ("status","deadline","category_id","province_code","budget_min","budget_max");