// Failed calls to a user's own AI provider are limited per user (RateLimitRules
// providerFailuresPerUser): each one is a request the server made to an address the user chose,
// so a failing base URL cannot be tried without end. Calls that succeed are not counted.
import type { Clock } from '../../clock';
import type { Database } from '../../db/connection';
import {
  countRateLimitHit,
  type RateLimitCheck,
  type RateLimitRule,
  refuseAtRateLimit,
} from '../../http/rate-limit';
import type { ImageProvider, TextProvider } from '../../integrations/ai/types';
import { ProviderError } from '../../integrations/ai/types';
import { findAiSettings, type UserAiSettingsRow } from '../settings';

const failuresOf = (userId: string, rule: RateLimitRule): RateLimitCheck => ({
  key: `provider-failures:user:${userId}`,
  rule,
});

function usesOwnProvider(row: UserAiSettingsRow | null): boolean {
  return Boolean(
    row?.textApiKeyEncrypted || row?.textBaseUrl || row?.imageApiKeyEncrypted || row?.imageBaseUrl,
  );
}

/** 429 while the user's own provider has failed too often in the window. */
export async function refuseWhileOwnProviderFailing(options: {
  db: Database;
  userId: string;
  rule: RateLimitRule;
  settings?: UserAiSettingsRow | null;
  now: Date;
}): Promise<void> {
  const settings =
    options.settings === undefined
      ? await findAiSettings({ db: options.db, userId: options.userId })
      : options.settings;
  if (!usesOwnProvider(settings)) return;
  await refuseAtRateLimit({
    db: options.db,
    check: failuresOf(options.userId, options.rule),
    now: options.now,
    message: (minutes) =>
      'Too many failed calls to your own AI provider. Check its base URL and key under Settings → AI ' +
      `providers, then try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  });
}

/** The provider, with each ProviderError it throws counted against the user. */
export function countingFailures<P extends TextProvider | ImageProvider>(
  provider: P,
  options: { db: Database; userId: string; rule: RateLimitRule; clock: Clock },
): P {
  const counted = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderError) {
        await countRateLimitHit({
          db: options.db,
          check: failuresOf(options.userId, options.rule),
          now: options.clock.now(),
        });
      }
      throw error;
    }
  };
  if ('writePin' in provider) {
    const text: TextProvider = {
      name: provider.name,
      model: provider.model,
      writePin: (request, record) => counted(() => provider.writePin(request, record)),
    };
    return text as P;
  }
  const image: ImageProvider = {
    name: provider.name,
    model: provider.model,
    paint: (request, record) => counted(() => provider.paint(request, record)),
  };
  return image as P;
}
