CREATE TABLE "comp_accruals" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"earned" bigint NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_accruals_earned" CHECK ("comp_accruals"."earned" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_balances" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"chargeable_points" bigint DEFAULT 0 NOT NULL,
	"persistent_points" bigint DEFAULT 0 NOT NULL,
	"persistent_fraction" integer DEFAULT 0 NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_balances_points" CHECK ("comp_balances"."chargeable_points" >= 0 and "comp_balances"."persistent_points" >= 0),
	CONSTRAINT "comp_balances_fraction" CHECK ("comp_balances"."persistent_fraction" >= 0 and "comp_balances"."persistent_fraction" < 10000),
	CONSTRAINT "comp_balances_level" CHECK ("comp_balances"."level" between 0 and 12)
);
--> statement-breakpoint
CREATE TABLE "comp_earning_rates" (
	"currency" text NOT NULL,
	"category" text NOT NULL,
	"points_per_100" integer NOT NULL,
	CONSTRAINT "comp_earning_rates_currency_category_pk" PRIMARY KEY("currency","category"),
	CONSTRAINT "comp_earning_rates_points" CHECK ("comp_earning_rates"."points_per_100" >= 0)
);
--> statement-breakpoint
CREATE TABLE "comp_exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"group" text NOT NULL,
	"type" text NOT NULL,
	"points" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"real_money" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "comp_exchanges_points" CHECK ("comp_exchanges"."points" > 0 and "comp_exchanges"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_levels" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"min_points" bigint NOT NULL,
	"gift_template_id" bigint,
	"gift_descriptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "loyalty_levels_level" CHECK ("loyalty_levels"."level" between 1 and 12),
	CONSTRAINT "loyalty_levels_points" CHECK ("loyalty_levels"."min_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"label" text,
	"money_kind" text,
	"rates" jsonb NOT NULL,
	"gift_template_id" bigint,
	"freespins_count" integer DEFAULT 0 NOT NULL,
	"wager" integer DEFAULT 0 NOT NULL,
	"games" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "shop_cards_type" CHECK ("shop_cards"."type" in ('money', 'freespins', 'lootboxes', 'lotteries', 'special')),
	CONSTRAINT "shop_cards_money" CHECK (("shop_cards"."type" = 'money') = ("shop_cards"."money_kind" is not null))
);
--> statement-breakpoint
CREATE TABLE "shop_sale" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cards" jsonb NOT NULL,
	CONSTRAINT "shop_sale_one" CHECK ("shop_sale"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "comp_accruals" ADD CONSTRAINT "comp_accruals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_balances" ADD CONSTRAINT "comp_balances_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comp_exchanges" ADD CONSTRAINT "comp_exchanges_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_levels" ADD CONSTRAINT "loyalty_levels_gift_template_id_gift_templates_id_fk" FOREIGN KEY ("gift_template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cards" ADD CONSTRAINT "shop_cards_gift_template_id_gift_templates_id_fk" FOREIGN KEY ("gift_template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comp_accruals_player_idx" ON "comp_accruals" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "comp_exchanges_player_idx" ON "comp_exchanges" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "comp_exchanges_unpaid_idx" ON "comp_exchanges" USING btree ("id") WHERE "comp_exchanges"."paid_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_cards_group_idx" ON "shop_cards" USING btree ("group");