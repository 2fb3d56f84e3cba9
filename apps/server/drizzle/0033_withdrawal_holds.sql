CREATE TABLE "withdrawal_holds" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"reasons" jsonb NOT NULL,
	"payout" jsonb NOT NULL,
	"status" text NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "withdrawal_holds_status_check" CHECK (status IN ('held', 'approved', 'rejected', 'recalled'))
);
--> statement-breakpoint
ALTER TABLE "withdrawal_holds" ADD CONSTRAINT "withdrawal_holds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_holds_status_idx" ON "withdrawal_holds" USING btree ("status","held_at");