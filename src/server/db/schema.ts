// The whole database schema, one import for the code that uses it: the product's core
// (schema-core.ts), sign-in (schema-auth.ts), staff's operations (schema-operations.ts), the outside services' rows (schema-services.ts), accounts' mail and support
// (schema-account.ts), pins from other people's content (schema-content.ts), workspaces and their
// members (schema-workspaces.ts), client review links (schema-review.ts), the activity log (schema-activity.ts), a
// workspace's own prompts (schema-prompts.ts) and pin templates (schema-templates.ts), and the
// installation's own rows (schema-system.ts), API keys (schema-api-keys.ts) and webhooks (schema-webhooks.ts).
// `npm run db:generate` turns changes to them into a committed SQL migration.
export * from './schema-account';
export * from './schema-activity';
export * from './schema-analytics';
export * from './schema-api-keys';
export * from './schema-auth';
export * from './schema-content';
export * from './schema-core';
export * from './schema-operations';
export * from './schema-prompts';
export * from './schema-review';
export * from './schema-services';
export * from './schema-system';
export * from './schema-templates';
export * from './schema-webhooks';
export * from './schema-workspaces';
