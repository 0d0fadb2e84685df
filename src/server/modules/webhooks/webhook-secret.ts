// The signing secret of an endpoint (ADR 0050): whsec_ + base64 of 32 random bytes, as the Standard
// Webhooks libraries expect; kept sealed with the app secret, as Pinterest tokens are.
import { randomBytes } from 'node:crypto';
import { createSecretBox, type SecretBox } from '../../integrations/crypto/secret-box';

const WEBHOOK_SECRET_PREFIX = 'whsec_';

export function webhookSecretsBox(appSecret: string): SecretBox {
  return createSecretBox(appSecret, 'webhook-secrets');
}

export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}
