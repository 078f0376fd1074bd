CREATE TABLE "accommodation_texts" (
	"accommodation_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "accommodation_texts_accommodation_id_language_pk" PRIMARY KEY("accommodation_id","language")
);
--> statement-breakpoint
CREATE TABLE "accommodations" (
	"id" integer PRIMARY KEY NOT NULL,
	"destination_code" varchar(3) NOT NULL,
	"type_id" smallint NOT NULL,
	"name" text NOT NULL,
	"category" smallint NOT NULL,
	"group_code" varchar(10) NOT NULL,
	"meal_plan" varchar(2) NOT NULL,
	"amenities" jsonb NOT NULL,
	"beach_metres" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image_path" text NOT NULL,
	"image_url" text
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(60) NOT NULL,
	"password_hash" text NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "api_clients_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"token_hash" char(64) PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_days" (
	"service_id" integer NOT NULL,
	"day" date NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "calendar_days_service_id_day_pk" PRIMARY KEY("service_id","day")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carousel_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"orientation" char(1) NOT NULL,
	"image_path" text NOT NULL,
	"destination_code" varchar(3) NOT NULL,
	"origin_code" varchar(3) NOT NULL,
	"campaign_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "circuit_days" (
	"circuit_id" integer NOT NULL,
	"day" smallint NOT NULL,
	"language" char(2) NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "circuit_days_circuit_id_day_language_pk" PRIMARY KEY("circuit_id","day","language")
);
--> statement-breakpoint
CREATE TABLE "circuit_texts" (
	"circuit_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "circuit_texts_circuit_id_language_pk" PRIMARY KEY("circuit_id","language")
);
--> statement-breakpoint
CREATE TABLE "circuits" (
	"id" integer PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"destination_code" varchar(3) NOT NULL,
	"accommodation_ids" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "combined_trip_stays" (
	"combined_trip_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"accommodation_id" integer NOT NULL,
	"nights" smallint NOT NULL,
	CONSTRAINT "combined_trip_stays_combined_trip_id_position_pk" PRIMARY KEY("combined_trip_id","position")
);
--> statement-breakpoint
CREATE TABLE "combined_trip_texts" (
	"combined_trip_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "combined_trip_texts_combined_trip_id_language_pk" PRIMARY KEY("combined_trip_id","language")
);
--> statement-breakpoint
CREATE TABLE "combined_trips" (
	"id" integer PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"origin_code" varchar(3) NOT NULL,
	"country_code" char(2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_texts" (
	"container_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "container_texts_container_id_language_pk" PRIMARY KEY("container_id","language")
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" char(2) PRIMARY KEY NOT NULL,
	"name_es" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_texts" (
	"country_code" char(2) NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "country_texts_country_code_language_pk" PRIMARY KEY("country_code","language")
);
--> statement-breakpoint
CREATE TABLE "destination_texts" (
	"destination_code" varchar(3) NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "destination_texts_destination_code_language_pk" PRIMARY KEY("destination_code","language")
);
--> statement-breakpoint
CREATE TABLE "destinations" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"country_code" char(2) NOT NULL,
	"container_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"airport" varchar(3) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"image_path" text NOT NULL,
	"image_url" text,
	"temperatures_kelvin" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "extra_texts" (
	"extra_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"group_name" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "extra_texts_extra_id_language_pk" PRIMARY KEY("extra_id","language")
);
--> statement-breakpoint
CREATE TABLE "extras" (
	"id" integer PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"detail_sequence" smallint NOT NULL,
	"service_type_id" smallint NOT NULL,
	"price" integer NOT NULL,
	"cancelable" boolean NOT NULL,
	"first_day" smallint NOT NULL,
	"last_day" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_segments" (
	"service_id" integer NOT NULL,
	"segment" smallint NOT NULL,
	"provider_id" integer NOT NULL,
	"origin_station" varchar(3) NOT NULL,
	"origin_name" text NOT NULL,
	"origin_country" char(2) NOT NULL,
	"destination_station" varchar(3) NOT NULL,
	"destination_name" text NOT NULL,
	"destination_country" char(2) NOT NULL,
	"flight_number" varchar(15) NOT NULL,
	"day_offset" smallint NOT NULL,
	"departure_time" varchar(5) NOT NULL,
	"arrival_time" varchar(5) NOT NULL,
	"cabin_class" char(1) NOT NULL,
	"connection" boolean NOT NULL,
	CONSTRAINT "itinerary_segments_service_id_segment_pk" PRIMARY KEY("service_id","segment")
);
--> statement-breakpoint
CREATE TABLE "origin_cities" (
	"code" varchar(3) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" char(2) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"kind" smallint NOT NULL,
	CONSTRAINT "providers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "room_texts" (
	"room_id" integer NOT NULL,
	"language" char(2) NOT NULL,
	"name" text NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "room_texts_room_id_language_pk" PRIMARY KEY("room_id","language")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" integer PRIMARY KEY NOT NULL,
	"accommodation_id" integer NOT NULL,
	"room_type_id" smallint NOT NULL,
	"code" varchar(5) NOT NULL,
	"max_adults" smallint NOT NULL,
	"max_occupancy" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_notes" (
	"service_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"type" smallint NOT NULL,
	"language" char(2) NOT NULL,
	"note1" text NOT NULL,
	"note2" text NOT NULL,
	CONSTRAINT "service_notes_service_id_sequence_language_pk" PRIMARY KEY("service_id","sequence","language")
);
--> statement-breakpoint
CREATE TABLE "service_rooms" (
	"service_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"supplement" integer NOT NULL,
	CONSTRAINT "service_rooms_service_id_room_id_pk" PRIMARY KEY("service_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"accommodation_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"service_type" varchar(3) NOT NULL,
	"origin_code" varchar(3) NOT NULL,
	"nights" smallint NOT NULL,
	"currency" char(3) DEFAULT 'EUR' NOT NULL,
	"airline_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"code" varchar(20) NOT NULL,
	"reference_price" integer NOT NULL,
	"tax_per_person" integer NOT NULL,
	"insurance_per_person" integer NOT NULL,
	"child_discount_percent" smallint NOT NULL,
	"third_person_discount_percent" smallint NOT NULL,
	"single_supplement" integer NOT NULL,
	"infant_rule" varchar(20) NOT NULL,
	"combined_trip_id" integer,
	"circuit_id" integer
);
--> statement-breakpoint
CREATE TABLE "taxes" (
	"service_id" integer NOT NULL,
	"tax_id" smallint NOT NULL,
	"tax_type_id" smallint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "taxes_service_id_tax_id_pk" PRIMARY KEY("service_id","tax_id")
);
--> statement-breakpoint
ALTER TABLE "accommodation_texts" ADD CONSTRAINT "accommodation_texts_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_days" ADD CONSTRAINT "calendar_days_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_origin_code_origin_cities_code_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."origin_cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_items" ADD CONSTRAINT "carousel_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuit_days" ADD CONSTRAINT "circuit_days_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuit_texts" ADD CONSTRAINT "circuit_texts_circuit_id_circuits_id_fk" FOREIGN KEY ("circuit_id") REFERENCES "public"."circuits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circuits" ADD CONSTRAINT "circuits_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_trip_stays" ADD CONSTRAINT "combined_trip_stays_combined_trip_id_combined_trips_id_fk" FOREIGN KEY ("combined_trip_id") REFERENCES "public"."combined_trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_trip_stays" ADD CONSTRAINT "combined_trip_stays_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_trip_texts" ADD CONSTRAINT "combined_trip_texts_combined_trip_id_combined_trips_id_fk" FOREIGN KEY ("combined_trip_id") REFERENCES "public"."combined_trips"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_trips" ADD CONSTRAINT "combined_trips_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "combined_trips" ADD CONSTRAINT "combined_trips_origin_code_origin_cities_code_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."origin_cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_texts" ADD CONSTRAINT "container_texts_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_texts" ADD CONSTRAINT "country_texts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destination_texts" ADD CONSTRAINT "destination_texts_destination_code_destinations_code_fk" FOREIGN KEY ("destination_code") REFERENCES "public"."destinations"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "destinations" ADD CONSTRAINT "destinations_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extra_texts" ADD CONSTRAINT "extra_texts_extra_id_extras_id_fk" FOREIGN KEY ("extra_id") REFERENCES "public"."extras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "extras" ADD CONSTRAINT "extras_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_segments" ADD CONSTRAINT "itinerary_segments_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_segments" ADD CONSTRAINT "itinerary_segments_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_texts" ADD CONSTRAINT "room_texts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_notes" ADD CONSTRAINT "service_notes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rooms" ADD CONSTRAINT "service_rooms_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_rooms" ADD CONSTRAINT "service_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_accommodation_id_accommodations_id_fk" FOREIGN KEY ("accommodation_id") REFERENCES "public"."accommodations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_origin_code_origin_cities_code_fk" FOREIGN KEY ("origin_code") REFERENCES "public"."origin_cities"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_airline_id_providers_id_fk" FOREIGN KEY ("airline_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_supplier_id_providers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_destination_code_index" ON "accommodations" USING btree ("destination_code");--> statement-breakpoint
CREATE INDEX "api_tokens_expires_at_index" ON "api_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "destination_texts_language_slug_index" ON "destination_texts" USING btree ("language","slug");--> statement-breakpoint
CREATE INDEX "extras_service_id_index" ON "extras" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "rooms_accommodation_id_index" ON "rooms" USING btree ("accommodation_id");--> statement-breakpoint
CREATE INDEX "services_accommodation_id_index" ON "services" USING btree ("accommodation_id");--> statement-breakpoint
CREATE INDEX "services_combined_trip_id_index" ON "services" USING btree ("combined_trip_id");--> statement-breakpoint
CREATE INDEX "services_circuit_id_index" ON "services" USING btree ("circuit_id");