// Failed calls to a workspace's own AI provider are limited per workspace (RateLimitRules
// providerFailuresPerUser; the keys are the workspace's, ADR 0032): each one is a request the server
// made to an address its admins chose, so a failing base URL cannot be tried without end. Calls that
// succeed are not counted.
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
import { findAiSettings, type WorkspaceAiSettingsRow } from '../settings';

const failuresOf = (workspaceId: string, rule: RateLimitRule): RateLimitCheck => ({
  key: `provider-failures:workspace:${workspaceId}`,
  rule,
});

function usesOwnProvider(row: WorkspaceAiSettingsRow | null): boolean {
  return Boolean(
    row?.textApiKeyEncrypted || row?.textBaseUrl || row?.imageApiKeyEncrypted || row?.imageBaseUrl,
  );
}

/** 429 while the workspace's own provider has failed too often in the window. */
export async function refuseWhileOwnProviderFailing(options: {
  db: Database;
  workspaceId: string;
  rule: RateLimitRule;
  settings?: WorkspaceAiSettingsRow | null;
  now: Date;
}): Promise<void> {
  const settings =
    options.settings === undefined
      ? await findAiSettings({ db: options.db, workspaceId: options.workspaceId })
      : options.settings;
  if (!usesOwnProvider(settings)) return;
  await refuseAtRateLimit({
    db: options.db,
    check: failuresOf(options.workspaceId, options.rule),
    now: options.now,
    message: (minutes) =>
      'Too many failed calls to your own AI provider. Check its base URL and key under Settings → AI ' +
      `providers, then try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  });
}

/** The provider, with each ProviderError it throws counted against the workspace. */
export function countingFailures<P extends TextProvider | ImageProvider>(
  provider: P,
  options: { db: Database; workspaceId: string; rule: RateLimitRule; clock: Clock },
): P {
  const counted = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (error instanceof ProviderError) {
        await countRateLimitHit({
          db: options.db,
          check: failuresOf(options.workspaceId, options.rule),
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
