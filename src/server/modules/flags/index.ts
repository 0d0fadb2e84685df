// The flags module's public face: reading and seeding the feature flags, and GET /api/features.
export { ensureFeatureFlags, isFeatureEnabled, loadFeatureFlags } from './feature-flags';
export { featureRoutes } from './routes';
