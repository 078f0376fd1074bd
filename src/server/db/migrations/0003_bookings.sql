CREATE TABLE "booking_discounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_flights" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"segment" smallint NOT NULL,
	"provider_code" varchar(10) NOT NULL,
	"origin_station" varchar(10) NOT NULL,
	"origin_name" varchar(30) NOT NULL,
	"origin_country" char(2) NOT NULL,
	"destination_station" varchar(10) NOT NULL,
	"destination_name" varchar(30) NOT NULL,
	"destination_country" char(2) NOT NULL,
	"flight_number" varchar(15),
	"departure_date" date NOT NULL,
	"departure_time" varchar(10) NOT NULL,
	"arrival_date" date NOT NULL,
	"arrival_time" varchar(10) NOT NULL,
	"cabin_class" char(1),
	"connection" boolean NOT NULL,
	"status" varchar(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_hotels" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"accommodation_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"meal_code" varchar(2) NOT NULL,
	"nights" smallint NOT NULL,
	"group_code" varchar(20) NOT NULL,
	"category" smallint NOT NULL,
	"sequence" smallint NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"origin" char(1) NOT NULL,
	"agent" char(1) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"full_name" varchar(140) NOT NULL,
	"document" varchar(20) NOT NULL,
	"type" char(1) NOT NULL,
	"birth_date" date NOT NULL,
	"nationality" char(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_price_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"room" varchar(2),
	"passengers" smallint NOT NULL,
	"passenger_type" varchar(3),
	"base_price" integer NOT NULL,
	"tax_per_person" integer NOT NULL,
	"discount" integer NOT NULL,
	"sub_discount" integer NOT NULL,
	"supplement" integer NOT NULL,
	"additional_supplement" integer NOT NULL,
	"room_price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"accommodation_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"room_type_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(120) NOT NULL,
	"note" text NOT NULL,
	"price" integer NOT NULL,
	"passenger_count" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_supplements" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"type" varchar(20) NOT NULL,
	"sequence" smallint NOT NULL,
	"description" varchar(200) NOT NULL,
	"quantity" smallint NOT NULL,
	"amount" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"locator" varchar(10) NOT NULL,
	"reference_stamp" varchar(40) NOT NULL,
	"submission_key" uuid NOT NULL,
	"status" varchar(20) NOT NULL,
	"language" char(2) NOT NULL,
	"web_id" smallint NOT NULL,
	"offer_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"city_id" varchar(3) NOT NULL,
	"tour_operator_code" varchar(20) NOT NULL,
	"tour_operator_prefix" varchar(10) NOT NULL,
	"local_tour_operator" varchar(60) NOT NULL,
	"passenger_count" smallint NOT NULL,
	"package_summary" text NOT NULL,
	"departure_date" date NOT NULL,
	"return_date" date NOT NULL,
	"return_arrival_date" date NOT NULL,
	"hotel" varchar(120) NOT NULL,
	"hotel_code" integer NOT NULL,
	"meal_code" varchar(2) NOT NULL,
	"room" varchar(300) NOT NULL,
	"nights" smallint NOT NULL,
	"outbound_origin" varchar(3) NOT NULL,
	"outbound_destination" varchar(3) NOT NULL,
	"return_origin" varchar(3) NOT NULL,
	"return_destination" varchar(3) NOT NULL,
	"outbound_departure_time" varchar(10) NOT NULL,
	"outbound_arrival_time" varchar(10) NOT NULL,
	"return_departure_time" varchar(10) NOT NULL,
	"return_arrival_time" varchar(10) NOT NULL,
	"outbound_airline" varchar(60) NOT NULL,
	"return_airline" varchar(60) NOT NULL,
	"outbound_flight_status" varchar(2) NOT NULL,
	"return_flight_status" varchar(2) NOT NULL,
	"hotel_status" varchar(2) NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(80) NOT NULL,
	"email" varchar(120) NOT NULL,
	"phone" varchar(14) NOT NULL,
	"document" varchar(20) NOT NULL,
	"country" char(2) NOT NULL,
	"province" varchar(60) NOT NULL,
	"attention_of" varchar(140) NOT NULL,
	"base_price" integer NOT NULL,
	"supplements_total" integer NOT NULL,
	"price_per_person" integer NOT NULL,
	"total_price" integer NOT NULL,
	"discount" integer NOT NULL,
	"comment" text NOT NULL,
	"quoted_by" varchar(60),
	"card_brand" varchar(8) NOT NULL,
	"card_last4" char(4) NOT NULL,
	"card_expiry" char(7) NOT NULL,
	"card_holder" varchar(80) NOT NULL,
	"consent_general" boolean NOT NULL,
	"consent_privacy" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_locator_unique" UNIQUE("locator"),
	CONSTRAINT "bookings_submissionKey_unique" UNIQUE("submission_key")
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"dedupe_key" varchar(120) NOT NULL,
	"kind" varchar(40) NOT NULL,
	"booking_id" integer,
	"to_address" varchar(200) NOT NULL,
	"reply_to" varchar(200),
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"last_error" text,
	"message_id" varchar(200),
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_emails_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "booking_discounts" ADD CONSTRAINT "booking_discounts_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_flights" ADD CONSTRAINT "booking_flights_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_hotels" ADD CONSTRAINT "booking_hotels_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_messages" ADD CONSTRAINT "booking_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_passengers" ADD CONSTRAINT "booking_passengers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_price_lines" ADD CONSTRAINT "booking_price_lines_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_rooms" ADD CONSTRAINT "booking_rooms_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_supplements" ADD CONSTRAINT "booking_supplements_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_discounts_booking_id_index" ON "booking_discounts" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_flights_booking_id_index" ON "booking_flights" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_hotels_booking_id_index" ON "booking_hotels" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_messages_booking_id_index" ON "booking_messages" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_passengers_booking_id_index" ON "booking_passengers" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_price_lines_booking_id_index" ON "booking_price_lines" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_rooms_booking_id_index" ON "booking_rooms" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_supplements_booking_id_index" ON "booking_supplements" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_created_at_index" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_index" ON "bookings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_next_attempt_at_index" ON "outbox_emails" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_booking_id_index" ON "outbox_emails" USING btree ("booking_id");