CREATE TABLE "loot_boxes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"wheel" text NOT NULL,
	"group_key" text NOT NULL,
	"stage" text DEFAULT 'issued' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone,
	"segment" integer,
	"prize" jsonb,
	"currency" text,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "loot_boxes_stage" CHECK ("loot_boxes"."stage" in ('issued', 'activated', 'canceled', 'expired')),
	CONSTRAINT "loot_boxes_wheel" CHECK ("loot_boxes"."wheel" in ('rocketmart', 'rocketplay')),
	CONSTRAINT "loot_boxes_amount" CHECK ("loot_boxes"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheels" (
	"slug" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"segments" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loot_boxes" ADD CONSTRAINT "loot_boxes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "loot_boxes_source_idx" ON "loot_boxes" USING btree ("source");--> statement-breakpoint
CREATE INDEX "loot_boxes_player_idx" ON "loot_boxes" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "loot_boxes_unpaid_idx" ON "loot_boxes" USING btree ("id") WHERE "loot_boxes"."stage" = 'activated' and "loot_boxes"."paid_at" is null;