CREATE TABLE "bed_bank_cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"country" char(2) NOT NULL,
	"name" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"kind" varchar(5) NOT NULL,
	"catalogue_destination" varchar(3)
);
--> statement-breakpoint
CREATE TABLE "bed_bank_hotels" (
	"code" integer PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"stars" smallint NOT NULL,
	"description" jsonb NOT NULL,
	"address" varchar(200) NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"distance_metres" integer NOT NULL,
	"amenities" jsonb NOT NULL,
	"image_path" varchar(300) NOT NULL,
	"rooms" jsonb NOT NULL,
	"catalogue_accommodation_id" integer,
	"reviewed" boolean DEFAULT false NOT NULL,
	"source" varchar(6) DEFAULT 'seed' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hotel_allotment_used" (
	"hotel_code" integer NOT NULL,
	"room_code" varchar(20) NOT NULL,
	"supplier" varchar(3) NOT NULL,
	"night" date NOT NULL,
	"rooms" integer NOT NULL,
	CONSTRAINT "hotel_allotment_used_hotel_code_room_code_supplier_night_pk" PRIMARY KEY("hotel_code","room_code","supplier","night")
);
--> statement-breakpoint
ALTER TABLE "bed_bank_hotels" ADD CONSTRAINT "bed_bank_hotels_city_id_bed_bank_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."bed_bank_cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_allotment_used" ADD CONSTRAINT "hotel_allotment_used_hotel_code_bed_bank_hotels_code_fk" FOREIGN KEY ("hotel_code") REFERENCES "public"."bed_bank_hotels"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bed_bank_hotels_city_id_index" ON "bed_bank_hotels" USING btree ("city_id");--> statement-breakpoint
CREATE TRIGGER "bed_bank_cities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bed_bank_cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "bed_bank_hotels_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "bed_bank_hotels" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
