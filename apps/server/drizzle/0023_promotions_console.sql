CREATE TABLE "gift_coupon_batch_codes" (
	"batch_id" bigint NOT NULL,
	"coupon_id" bigint NOT NULL,
	CONSTRAINT "gift_coupon_batch_codes_batch_id_coupon_id_pk" PRIMARY KEY("batch_id","coupon_id")
);
--> statement-breakpoint
CREATE TABLE "gift_coupon_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"template_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"created_by" bigint,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "gift_coupon_batches_mode" CHECK ("gift_coupon_batches"."mode" in ('unique', 'shared'))
);
--> statement-breakpoint
ALTER TABLE "gift_coupon_batch_codes" ADD CONSTRAINT "gift_coupon_batch_codes_batch_id_gift_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."gift_coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupon_batch_codes" ADD CONSTRAINT "gift_coupon_batch_codes_coupon_id_gift_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."gift_coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupon_batches" ADD CONSTRAINT "gift_coupon_batches_template_id_gift_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."gift_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_coupon_batches" ADD CONSTRAINT "gift_coupon_batches_created_by_staff_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_coupon_batch_codes_coupon_idx" ON "gift_coupon_batch_codes" USING btree ("coupon_id");