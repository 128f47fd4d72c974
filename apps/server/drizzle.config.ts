import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/db/schema.ts',
    './src/db/schema-community.ts',
    './src/db/schema-sign-in.ts',
    './src/db/schema-job-fairs.ts',
    './src/db/schema-admin.ts',
    './src/db/schema-files.ts',
    './src/db/schema-recommendations.ts',
    './src/db/schema-job-seeker.ts',
  ],
  out: './src/db/migrations',
});
