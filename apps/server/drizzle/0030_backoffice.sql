CREATE TABLE "manual_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"direction" text NOT NULL,
	"part" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"comment" text NOT NULL,
	"status" text NOT NULL,
	"proposed_by" bigint NOT NULL,
	"proposed_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"transaction_id" bigint,
	"metadata" jsonb,
	CONSTRAINT "manual_adjustments_amount_check" CHECK ("manual_adjustments"."amount_cents" > 0),
	CONSTRAINT "manual_adjustments_four_eyes_check" CHECK ("manual_adjustments"."decided_by" IS NULL OR "manual_adjustments"."decided_by" <> "manual_adjustments"."proposed_by")
);
--> statement-breakpoint
CREATE TABLE "staff_player_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind_check";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_proposed_by_staff_users_id_fk" FOREIGN KEY ("proposed_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manual_adjustments" ADD CONSTRAINT "manual_adjustments_decided_by_staff_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_player_notes" ADD CONSTRAINT "staff_player_notes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manual_adjustments_status_idx" ON "manual_adjustments" USING btree ("status","proposed_at");--> statement-breakpoint
CREATE INDEX "manual_adjustments_player_idx" ON "manual_adjustments" USING btree ("player_id","proposed_at");--> statement-breakpoint
CREATE INDEX "staff_player_notes_player_idx" ON "staff_player_notes" USING btree ("player_id","created_at");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind_check" CHECK (kind IN ('deposit', 'withdrawal_reserve', 'withdrawal_release', 'withdrawal_payout', 'bet', 'win', 'rollback', 'bonus_grant', 'bonus_conversion', 'bonus_forfeit', 'exchange', 'adjustment', 'promotion_prize', 'jackpot_contribution', 'jackpot_seed', 'jackpot_win', 'manual_adjustment'));