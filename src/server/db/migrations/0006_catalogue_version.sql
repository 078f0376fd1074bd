CREATE TABLE "catalogue_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "calendar_days_cheapest" ON "calendar_days" USING btree ("service_id","price","day") WHERE "calendar_days"."price" > 0;
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1);
--> statement-breakpoint
-- Every change to a table of the catalogue moves the version on, in the same transaction, and
-- tells the listening server processes when it commits.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE next_version bigint;
BEGIN
  UPDATE "catalogue_state" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
  PERFORM pg_notify('catalogue_version', next_version::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaigns_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "campaigns" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "country_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "country_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "origin_cities_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "origin_cities" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "providers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "containers_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "containers" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "container_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "container_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "destinations_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "destinations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "destination_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "destination_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "carousel_items_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carousel_items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "accommodations_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accommodations" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "accommodation_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "accommodation_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "rooms_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "rooms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "room_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "room_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "services_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "services" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "service_rooms_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_rooms" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "calendar_days_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_days" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "itinerary_segments_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "itinerary_segments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "service_notes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "service_notes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "extras_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extras" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "extra_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "extra_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "taxes_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "taxes" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "combined_trips_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "combined_trips" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "combined_trip_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "combined_trip_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "combined_trip_stays_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "combined_trip_stays" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "circuits_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "circuits" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "circuit_texts_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "circuit_texts" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "circuit_days_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "circuit_days" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
