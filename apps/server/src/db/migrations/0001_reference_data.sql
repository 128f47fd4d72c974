-- Reference data (document 1 §5, document 2 §9). A frozen snapshot of packages/contracts/src/constants.ts;
-- later changes to the vocabulary come as new migrations.
INSERT INTO "job_categories" ("id", "name") VALUES
  (1, 'Technology'),
  (2, 'Sales'),
  (3, 'Marketing'),
  (4, 'Finance'),
  (5, 'Education'),
  (6, 'Healthcare'),
  (7, 'Customer Service'),
  (8, 'Administrative'),
  (9, 'Engineering'),
  (10, 'Design'),
  (11, 'Human Resources'),
  (12, 'Legal'),
  (13, 'Manufacturing'),
  (14, 'Retail'),
  (15, 'Transportation')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"job_categories"', 'id'), (SELECT max("id") FROM "job_categories"));--> statement-breakpoint
INSERT INTO "job_types" ("id", "name") VALUES
  (1, 'Full Time'),
  (2, 'Part Time'),
  (3, 'Contract'),
  (4, 'Freelance'),
  (5, 'Internship'),
  (6, 'Remote')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"job_types"', 'id'), (SELECT max("id") FROM "job_types"));--> statement-breakpoint
INSERT INTO "disability_tags" ("id", "name") VALUES
  (1, 'Deaf or Hard of Hearing'),
  (2, 'Learning Disability'),
  (3, 'Mental Disability'),
  (4, 'Physical Disability (Orthopedic)'),
  (5, 'Psychosocial Disability'),
  (6, 'Speech and Language Impairment'),
  (7, 'Visual Disability'),
  (8, 'Intellectual Disability'),
  (9, 'Cancer (RA11215)'),
  (10, 'Rare Disease (RA10747)')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"disability_tags"', 'id'), (SELECT max("id") FROM "disability_tags"));--> statement-breakpoint
INSERT INTO "tags" ("id", "name") VALUES
  (1, 'Software Development'),
  (2, 'Web Development'),
  (3, 'Data Entry'),
  (4, 'Technical Support'),
  (5, 'Quality Assurance'),
  (6, 'Sales Representative'),
  (7, 'Account Management'),
  (8, 'Digital Marketing'),
  (9, 'Content Writing'),
  (10, 'Social Media Management'),
  (11, 'Bookkeeping'),
  (12, 'Accounting'),
  (13, 'Teaching'),
  (14, 'Tutoring'),
  (15, 'Nursing'),
  (16, 'Medical Transcription'),
  (17, 'Caregiving'),
  (18, 'Customer Support'),
  (19, 'Call Center'),
  (20, 'Virtual Assistance'),
  (21, 'Office Administration'),
  (22, 'Engineering Drafting'),
  (23, 'Electronics Assembly'),
  (24, 'Graphic Design'),
  (25, 'UI/UX Design'),
  (26, 'Recruitment'),
  (27, 'Legal Research'),
  (28, 'Assembly and Production'),
  (29, 'Retail Operations'),
  (30, 'Inventory Management'),
  (31, 'Logistics and Delivery'),
  (32, 'Translation'),
  (33, 'Sign Language Interpretation')
ON CONFLICT ("name") DO NOTHING;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"tags"', 'id'), (SELECT max("id") FROM "tags"));
