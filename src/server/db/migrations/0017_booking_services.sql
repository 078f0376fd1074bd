CREATE TABLE "booking_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"type" varchar(10) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"supplier_code" varchar(20) NOT NULL,
	"supplier_name" varchar(60) NOT NULL,
	"status" varchar(2) NOT NULL,
	"description" varchar(200) NOT NULL,
	"accommodation_id" integer,
	"nights" smallint,
	"meal_code" varchar(2),
	CONSTRAINT "booking_services_booking_sequence" UNIQUE("booking_id","sequence"),
	CONSTRAINT "booking_services_type_check" CHECK ("booking_services"."type" in ('flight', 'hotel'))
);
--> statement-breakpoint
ALTER TABLE "booking_flights" ADD COLUMN "service_sequence" smallint;--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD COLUMN "service_sequence" smallint;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD COLUMN "service_sequence" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" varchar(10) DEFAULT 'package' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_services" ADD CONSTRAINT "booking_services_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_service_fk" FOREIGN KEY ("booking_id","service_sequence") REFERENCES "public"."booking_services"("booking_id","sequence") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD CONSTRAINT "booking_price_lines_service_fk" FOREIGN KEY ("booking_id","service_sequence") REFERENCES "public"."booking_services"("booking_id","sequence") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_service_fk" FOREIGN KEY ("booking_id","service_sequence") REFERENCES "public"."booking_services"("booking_id","sequence") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_kind_check" CHECK ("bookings"."kind" in ('package', 'combined', 'circuit', 'hotel', 'flight'));--> statement-breakpoint
-- Existing bookings: their kind from the service sold, then their services as
-- domain/booking/services.ts derives them (outbound journey, each stay, return journey).
UPDATE "bookings" b SET "kind" = CASE s."service_type" WHEN 'COM' THEN 'combined' WHEN 'CIR' THEN 'circuit' ELSE 'package' END
FROM "services" s WHERE s."id" = b."offer_id";--> statement-breakpoint
UPDATE "bookings" b SET "kind" = 'combined'
WHERE b."kind" = 'package' AND (SELECT count(*) FROM "booking_hotels" h WHERE h."booking_id" = b."id") > 1;--> statement-breakpoint
INSERT INTO "booking_services" ("booking_id", "sequence", "type", "start_date", "end_date", "supplier_code", "supplier_name", "status", "description")
SELECT f."booking_id", 1, 'flight', min(f."departure_date"), max(f."arrival_date"),
  (array_agg(f."provider_code" ORDER BY f."segment"))[1], (array_agg(f."provider_code" ORDER BY f."segment"))[1],
  b."outbound_flight_status",
  left((array_agg(f."origin_station" ORDER BY f."segment"))[1] || ' → ' || string_agg(f."destination_station", ' → ' ORDER BY f."segment"), 200)
FROM "booking_flights" f JOIN "bookings" b ON b."id" = f."booking_id"
WHERE f."departure_date" < b."return_date" AND b."status" <> 'borrador'
GROUP BY f."booking_id", b."outbound_flight_status";--> statement-breakpoint
INSERT INTO "booking_services" ("booking_id", "sequence", "type", "start_date", "end_date", "supplier_code", "supplier_name", "status", "description", "accommodation_id", "nights", "meal_code")
SELECT stay."booking_id",
  row_number() OVER (PARTITION BY stay."booking_id" ORDER BY stay."sequence")
    + (SELECT count(*) FROM "booking_services" s WHERE s."booking_id" = stay."booking_id"),
  'hotel', stay."check_in", stay."check_in" + stay."nights", stay."tour_operator_code", stay."local_tour_operator",
  stay."hotel_status", left(coalesce(stay."name", stay."hotel"), 200), stay."accommodation_id", stay."nights", stay."meal_code"
FROM (
  SELECT h."booking_id", h."sequence", h."accommodation_id", h."nights", h."meal_code",
    b."departure_date" + coalesce(sum(h."nights") OVER (PARTITION BY h."booking_id" ORDER BY h."sequence" ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)::integer AS "check_in",
    b."tour_operator_code", b."local_tour_operator", b."hotel_status", b."hotel", t."name"
  FROM "booking_hotels" h
  JOIN "bookings" b ON b."id" = h."booking_id"
  LEFT JOIN "accommodations" t ON t."id" = h."accommodation_id"
  WHERE b."status" <> 'borrador'
) stay;--> statement-breakpoint
INSERT INTO "booking_services" ("booking_id", "sequence", "type", "start_date", "end_date", "supplier_code", "supplier_name", "status", "description")
SELECT f."booking_id", 1 + (SELECT count(*) FROM "booking_services" s WHERE s."booking_id" = f."booking_id"), 'flight',
  min(f."departure_date"), max(f."arrival_date"),
  (array_agg(f."provider_code" ORDER BY f."segment"))[1], (array_agg(f."provider_code" ORDER BY f."segment"))[1],
  b."return_flight_status",
  left((array_agg(f."origin_station" ORDER BY f."segment"))[1] || ' → ' || string_agg(f."destination_station", ' → ' ORDER BY f."segment"), 200)
FROM "booking_flights" f JOIN "bookings" b ON b."id" = f."booking_id"
WHERE f."departure_date" >= b."return_date" AND b."status" <> 'borrador'
GROUP BY f."booking_id", b."return_flight_status";--> statement-breakpoint
UPDATE "booking_flights" f SET "service_sequence" = CASE WHEN f."departure_date" < b."return_date" THEN 1
  ELSE (SELECT max(s."sequence") FROM "booking_services" s WHERE s."booking_id" = f."booking_id") END
FROM "bookings" b WHERE b."id" = f."booking_id" AND b."status" <> 'borrador';
