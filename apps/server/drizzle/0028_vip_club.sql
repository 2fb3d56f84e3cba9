CREATE TABLE "vip_movements" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"quarter" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_movements_kind" CHECK ("vip_movements"."kind" in ('deposit', 'bet')),
	CONSTRAINT "vip_movements_amount" CHECK ("vip_movements"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_players" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'REGULAR' NOT NULL,
	"held_until" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vip_players_status" CHECK ("vip_players"."status" in ('REGULAR', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'))
);
--> statement-breakpoint
CREATE TABLE "vip_quarter_sums" (
	"player_id" bigint NOT NULL,
	"quarter" text NOT NULL,
	"currency" text NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"bet_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "vip_quarter_sums_player_id_quarter_currency_pk" PRIMARY KEY("player_id","quarter","currency"),
	CONSTRAINT "vip_quarter_sums_amounts" CHECK ("vip_quarter_sums"."deposit_cents" >= 0 and "vip_quarter_sums"."bet_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vip_status_gifts" (
	"status" text PRIMARY KEY NOT NULL,
	"gift_template_id" bigint,
	CONSTRAINT "vip_status_gifts_status" CHECK (status in ('BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'))
);
--> statement-breakpoint
CREATE TABLE "vip_thresholds" (
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"deposit_cents" bigint NOT NULL,
	"bet_cents" bigint NOT NULL,
	CONSTRAINT "vip_thresholds_status_currency_pk" PRIMARY KEY("status","currency"),
	CONSTRAINT "vip_thresholds_status" CHECK (status in ('BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND')),
	CONSTRAINT "vip_thresholds_amounts" CHECK ("vip_thresholds"."deposit_cents" > 0 and "vip_thresholds"."bet_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "vip_movements" ADD CONSTRAINT "vip_movements_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_players" ADD CONSTRAINT "vip_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_quarter_sums" ADD CONSTRAINT "vip_quarter_sums_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vip_status_gifts" ADD CONSTRAINT "vip_status_gifts_gift_template_id_gift_templates_id_fk" FOREIGN KEY ("gift_template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vip_movements_player_idx" ON "vip_movements" USING btree ("player_id","quarter");--> statement-breakpoint
CREATE INDEX "vip_players_held_idx" ON "vip_players" USING btree ("held_until");