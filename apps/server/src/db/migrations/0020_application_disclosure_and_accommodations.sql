ALTER TABLE "applications" ADD COLUMN "disability_disclosed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "accommodations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "accommodation_note" text DEFAULT '' NOT NULL;