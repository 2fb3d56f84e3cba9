-- The card bin kept with fraud data is 6 digits, like the saved cards' (payment_profiles): with the
-- last 4 it can never rebuild a 12-digit number. Longer bins kept before are cut to 6 first.
UPDATE "fraud_transactions" SET "card_bin" = left("card_bin", 6) WHERE length("card_bin") > 6;--> statement-breakpoint
ALTER TABLE "fraud_transactions" DROP CONSTRAINT "fraud_transactions_masked_check";--> statement-breakpoint
ALTER TABLE "fraud_transactions" ADD CONSTRAINT "fraud_transactions_masked_check" CHECK ((card_bin IS NULL OR card_bin ~ '^[0-9]{6}$') AND (card_last4 IS NULL OR card_last4 ~ '^[0-9]{4}$'));