CREATE TABLE "limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"limit_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"action" text NOT NULL,
	"currency" text,
	"amount_cents" bigint,
	"minutes" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"token_hash" text,
	"mailed_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "limit_changes_action_check" CHECK (action IN ('raise', 'remove'))
);
--> statement-breakpoint
CREATE TABLE "limit_deposit_holds" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "limit_usage" (
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"day" date NOT NULL,
	"deposit_cents" bigint DEFAULT 0 NOT NULL,
	"wager_cents" bigint DEFAULT 0 NOT NULL,
	"loss_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "limit_usage_player_id_currency_day_pk" PRIMARY KEY("player_id","currency","day")
);
--> statement-breakpoint
CREATE TABLE "player_limit_amounts" (
	"limit_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limit_amounts_limit_id_currency_pk" PRIMARY KEY("limit_id","currency"),
	CONSTRAINT "player_limit_amounts_positive" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "player_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"period" text,
	"duration" text,
	"minutes" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_limits_type_check" CHECK (type IN ('deposit', 'loss', 'wager', 'session', 'cooling_off', 'self_exclusion')),
	CONSTRAINT "player_limits_minutes_check" CHECK (minutes IS NULL OR minutes > 0)
);
--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_limit_id_player_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."player_limits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_changes" ADD CONSTRAINT "limit_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_deposit_holds" ADD CONSTRAINT "limit_deposit_holds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_usage" ADD CONSTRAINT "limit_usage_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limit_amounts" ADD CONSTRAINT "player_limit_amounts_limit_id_player_limits_id_fk" FOREIGN KEY ("limit_id") REFERENCES "public"."player_limits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "limit_changes_open_idx" ON "limit_changes" USING btree ("limit_id",coalesce("currency", '')) WHERE confirmed_at IS NULL AND canceled_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "limit_changes_token_idx" ON "limit_changes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "limit_changes_due_idx" ON "limit_changes" USING btree ("effective_at") WHERE mailed_at IS NULL AND confirmed_at IS NULL AND canceled_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "player_limits_live_idx" ON "player_limits" USING btree ("player_id","type",coalesce("period", '')) WHERE removed_at IS NULL;