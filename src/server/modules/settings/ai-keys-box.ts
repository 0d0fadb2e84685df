// The one place users' AI keys are sealed and opened (AES-256-GCM under APP_SECRET).
import { createSecretBox, type SecretBox } from '../../integrations/crypto/secret-box';

export function aiKeysBox(appSecret: string): SecretBox {
  return createSecretBox(appSecret, 'user-ai-keys');
}
