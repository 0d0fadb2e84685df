// The one place workspaces' AI keys are sealed and opened (AES-256-GCM under APP_SECRET). The box's
// name predates workspaces (ADR 0032) and stays: keys sealed under it must still open.
import { createSecretBox, type SecretBox } from '../../integrations/crypto/secret-box';

export function aiKeysBox(appSecret: string): SecretBox {
  return createSecretBox(appSecret, 'user-ai-keys');
}
