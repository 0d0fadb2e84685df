import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a SQL migration for schema changes; migrations are committed and
// applied at start (src/server/db/migrate.ts), never pushed.
export default defineConfig({
  dialect: 'postgresql',
  // Each table file once; schema.ts only re-exports them.
  schema: [
    './src/server/db/schema-core.ts',
    './src/server/db/schema-auth.ts',
    './src/server/db/schema-operations.ts',
    './src/server/db/schema-services.ts',
    './src/server/db/schema-account.ts',
    './src/server/db/schema-content.ts',
    './src/server/db/schema-system.ts',
    './src/server/db/schema-workspaces.ts',
    './src/server/db/schema-review.ts',
    './src/server/db/schema-activity.ts',
    './src/server/db/schema-prompts.ts',
    './src/server/db/schema-templates.ts',
    './src/server/db/schema-analytics.ts',
    './src/server/db/schema-api-keys.ts',
    './src/server/db/schema-webhooks.ts',
  ],
  out: './src/server/db/migrations',
});
