CREATE TABLE "fraud_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" text NOT NULL,
	"country" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"dfpc" text,
	"card_bin" text,
	"card_last4" text,
	"expiry" text,
	"holder" text,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"payment_system" text NOT NULL,
	"custom_player_status" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fraud_transactions_masked_check" CHECK ((card_bin IS NULL OR card_bin ~ '^[0-9]{6,8}$') AND (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'))
);
--> statement-breakpoint
CREATE TABLE "payment_profiles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"method_id" text NOT NULL,
	"brand" text NOT NULL,
	"bin" text NOT NULL,
	"last4" text NOT NULL,
	"expiry" text NOT NULL,
	"holder" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "payment_profiles_masked_check" CHECK (bin ~ '^[0-9]{6}$' AND last4 ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" bigint,
	"status" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"action" text NOT NULL,
	"state" text NOT NULL,
	"final_claim" text,
	"provider" text NOT NULL,
	"method_id" text NOT NULL,
	"currency" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"credited_cents" bigint,
	"reference" text,
	"reserve_transaction_id" bigint,
	"settle_transaction_id" bigint,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference"),
	CONSTRAINT "payments_amount_check" CHECK (amount_cents > 0),
	CONSTRAINT "payments_action_check" CHECK (action IN ('deposit', 'cashout')),
	CONSTRAINT "payments_state_check" CHECK (state IN ('canceled', 'declined', 'rejected', 'recalled', 'succeeded', 'pending', 'processing', 'reserved'))
);
--> statement-breakpoint
CREATE TABLE "payment_sandbox_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fraud_transactions" ADD CONSTRAINT "fraud_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_profiles" ADD CONSTRAINT "payment_profiles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fraud_transactions_player_idx" ON "fraud_transactions" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "payment_profiles_player_idx" ON "payment_profiles" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "payments_player_idx" ON "payments" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("state","created_at") WHERE state IN ('pending', 'processing', 'reserved');--> statement-breakpoint
CREATE INDEX "payment_sandbox_jobs_due_idx" ON "payment_sandbox_jobs" USING btree ("run_at") WHERE done_at IS NULL AND canceled_at IS NULL;--> statement-breakpoint
CREATE INDEX "payment_sandbox_jobs_reference_idx" ON "payment_sandbox_jobs" USING btree ("reference");