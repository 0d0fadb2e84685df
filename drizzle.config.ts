import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a SQL migration for schema changes; migrations are committed and
// applied at start (src/server/db/migrate.ts), never pushed.
export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-account.ts',
    './src/server/db/schema-content.ts',
    './src/server/db/schema-system.ts',
  ],
  out: './src/server/db/migrations',
});
