ALTER TABLE "comp_exchanges" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD COLUMN "loot_boxes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_cards" ADD COLUMN "lottery_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "comp_exchanges" ADD CONSTRAINT "comp_exchanges_quantity" CHECK ("comp_exchanges"."quantity" >= 1);--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_loot_boxes" CHECK ("loyalty_levels"."loot_boxes" between 0 and 10);