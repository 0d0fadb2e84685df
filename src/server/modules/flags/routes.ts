// GET /api/features: public, so /signup can say sign-ups are closed before anyone fills the form,
// and the app's screens can explain a paused feature. Only on/off, nothing else about the server.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuresResponse } from '../../../shared/api/admin';
import { loadFeatureFlags } from './feature-flags';

export const featureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/features',
    {
      schema: {
        tags: ['features'],
        summary: 'Which features staff have switched on (sign-ups, generation, AI images, publishing)',
        response: { 200: featuresResponse },
      },
    },
    async () => {
      const flags = await loadFeatureFlags({ db: app.db });
      return {
        signups: flags.signups_enabled,
        pin_generation: flags.pin_generation_enabled,
        ai_images: flags.ai_images_enabled,
        auto_publishing: flags.auto_publishing_enabled,
      };
    },
  );
};
