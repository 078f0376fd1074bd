ALTER TABLE "services" ADD COLUMN "demo_calendar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every service before this migration came from the demo generator: their calendars stay generated.
UPDATE "services" SET "demo_calendar" = true;
