CREATE TABLE "gift_coupon_redemptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"gift_id" bigint,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"template_id" bigint NOT NULL,
	"max_redemptions" integer,
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_coupons_count" CHECK ("gift_coupons"."max_redemptions" is null or "gift_coupons"."redeemed_count" <= "gift_coupons"."max_redemptions")
);
--> statement-breakpoint
CREATE TABLE "gift_processed_events" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"gift_id" bigint,
	"contributed_cents" bigint DEFAULT 0 NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_templates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_key" text,
	"group_key" text NOT NULL,
	"amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"percent" integer,
	"max_amounts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_deposits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wager_multiplier" integer NOT NULL,
	"max_wins" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_contribution" integer DEFAULT 100 NOT NULL,
	"activation_days" integer NOT NULL,
	"validity_days" integer NOT NULL,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"freespin_games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"freespin_bets" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"freespin_wager" integer DEFAULT 30 NOT NULL,
	"eligibility" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active_from" timestamp with time zone,
	"active_until" timestamp with time zone,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_templates_kind" CHECK ("gift_templates"."kind" in ('bonus', 'freespins', 'deposit', 'registration')),
	CONSTRAINT "gift_templates_percent" CHECK ("gift_templates"."percent" is null or "gift_templates"."percent" > 0),
	CONSTRAINT "gift_templates_wager" CHECK ("gift_templates"."wager_multiplier" >= 0 and "gift_templates"."freespin_wager" >= 0),
	CONSTRAINT "gift_templates_contribution" CHECK ("gift_templates"."default_contribution" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "gift_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gift_id" bigint NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"cause" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"template_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"currency" text NOT NULL,
	"bonus_cents" bigint NOT NULL,
	"wager_required_cents" bigint NOT NULL,
	"wagered_cents" bigint DEFAULT 0 NOT NULL,
	"max_win_cents" bigint,
	"converted_cents" bigint,
	"forfeited_cents" bigint,
	"activatable_until" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"money_settled_at" timestamp with time zone,
	"freespins_total" integer DEFAULT 0 NOT NULL,
	"freespins_used" integer DEFAULT 0 NOT NULL,
	"freespin_bet_cents" bigint,
	"game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gifts_amounts" CHECK ("gifts"."bonus_cents" >= 0 and "gifts"."wager_required_cents" >= 0 and "gifts"."wagered_cents" >= 0),
	CONSTRAINT "gifts_stage" CHECK ("gifts"."stage" in ('issued', 'wait', 'handle_bets', 'lost', 'canceled', 'expired', 'wager_done', 'finished'))
);
--> statement-breakpoint
ALTER TABLE "gift_coupon_redemptions" ADD CONSTRAINT "gift_coupon_redemptions_coupon_id_gift_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."gift_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupon_redemptions" ADD CONSTRAINT "gift_coupon_redemptions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupon_redemptions" ADD CONSTRAINT "gift_coupon_redemptions_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupons" ADD CONSTRAINT "gift_coupons_template_id_gift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_processed_events" ADD CONSTRAINT "gift_processed_events_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_transitions" ADD CONSTRAINT "gift_transitions_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_template_id_gift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_coupon_redemptions_idx" ON "gift_coupon_redemptions" USING btree ("coupon_id","player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_coupons_code_idx" ON "gift_coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_processed_events_player_idx" ON "gift_processed_events" USING btree ("player_id","kind");--> statement-breakpoint
CREATE INDEX "gift_transitions_gift_idx" ON "gift_transitions" USING btree ("gift_id","id");--> statement-breakpoint
CREATE INDEX "gifts_player_idx" ON "gifts" USING btree ("player_id","stage");--> statement-breakpoint
CREATE INDEX "gifts_stage_idx" ON "gifts" USING btree ("stage");--> statement-breakpoint
CREATE UNIQUE INDEX "gifts_source_idx" ON "gifts" USING btree ("player_id","template_id","source");