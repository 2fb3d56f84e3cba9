ALTER TABLE "domain_events" ADD COLUMN "dead_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "domain_events_dead_idx" ON "domain_events" USING btree ("dead_at") WHERE dead_at IS NOT NULL;--> statement-breakpoint
-- Events the earlier dispatcher gave up on after 20 attempts were left pending unseen: they become dead letters staff can see and retry.
UPDATE "domain_events" SET "dead_at" = now() WHERE "dispatched_at" IS NULL AND "attempts" >= 20;
