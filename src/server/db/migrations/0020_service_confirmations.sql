ALTER TABLE "booking_services" ADD COLUMN "confirmation" varchar(40);--> statement-breakpoint
ALTER TABLE "booking_services" ADD COLUMN "deadline" date;