CREATE TABLE "adventure_awards" (
	"player_id" bigint NOT NULL,
	"adventure" text NOT NULL,
	"step" integer NOT NULL,
	"gift_id" bigint,
	"gift_kind" text,
	"currency" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "adventure_awards_player_id_adventure_step_pk" PRIMARY KEY("player_id","adventure","step")
);
--> statement-breakpoint
CREATE TABLE "adventure_contributions" (
	"transaction_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"adventure" text NOT NULL,
	"day" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "adventure_progress" (
	"player_id" bigint NOT NULL,
	"adventure" text NOT NULL,
	"day" integer NOT NULL,
	"currency" text NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"wager_cents" bigint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "adventure_progress_player_id_adventure_day_currency_pk" PRIMARY KEY("player_id","adventure","day","currency"),
	CONSTRAINT "adventure_progress_amounts" CHECK ("adventure_progress"."deposit_cents" >= 0 and "adventure_progress"."wager_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "adventure_awards" ADD CONSTRAINT "adventure_awards_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_contributions" ADD CONSTRAINT "adventure_contributions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "adventure_progress" ADD CONSTRAINT "adventure_progress_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "adventure_contributions_player_idx" ON "adventure_contributions" USING btree ("player_id","adventure");