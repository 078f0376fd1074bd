CREATE TABLE "booking_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_adjustments" ADD CONSTRAINT "booking_adjustments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_adjustments_booking_id_index" ON "booking_adjustments" USING btree ("booking_id");--> statement-breakpoint
-- Totals changed by hand before adjustments were lines of their own: each becomes one, so every
-- booked breakdown adds up to its total.
INSERT INTO "booking_adjustments" ("booking_id", "amount", "reason", "created_at")
SELECT b."id", b."total_price" - l."rooms" - coalesce(s."extras", 0), 'Ajuste de precio', b."created_at"
FROM "bookings" b
JOIN (SELECT "booking_id", sum("room_price") AS "rooms" FROM "booking_price_lines" GROUP BY "booking_id") l ON l."booking_id" = b."id"
LEFT JOIN (SELECT "booking_id", sum("total") AS "extras" FROM "booking_supplements" GROUP BY "booking_id") s ON s."booking_id" = b."id"
WHERE b."status" <> 'borrador' AND b."total_price" <> l."rooms" + coalesce(s."extras", 0);
