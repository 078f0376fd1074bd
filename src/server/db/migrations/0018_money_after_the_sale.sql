CREATE TABLE "booking_fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount" integer NOT NULL,
	"basis" varchar(6) NOT NULL,
	"days_notice" smallint,
	"percent" smallint,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"method" varchar(14) NOT NULL,
	"reference" varchar(40) NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_fees" ADD CONSTRAINT "booking_fees_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_fees_booking_id_index" ON "booking_fees" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_id_index" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_method_reference_index" ON "refunds" USING btree ("method","reference");--> statement-breakpoint
-- Before one live attempt per order: every attempt but an order's newest waiting one is expired.
UPDATE "card_payments" c SET "status" = 'caducado'
WHERE c."status" = 'iniciado' AND EXISTS (
  SELECT 1 FROM "card_payments" n
  WHERE n."payment_order_id" = c."payment_order_id" AND n."status" = 'iniciado' AND n."id" > c."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_one_live_attempt" ON "card_payments" USING btree ("payment_order_id") WHERE "card_payments"."status" = 'iniciado';