ALTER TABLE "gifts" ADD COLUMN "freespin_wager" integer;--> statement-breakpoint
ALTER TABLE "loot_boxes" ADD COLUMN "segment_set" text;--> statement-breakpoint
ALTER TABLE "wheels" ADD COLUMN "group_segments" jsonb DEFAULT '{}'::jsonb NOT NULL;