// Where an endpoint may point (ADR 0050): http(s) only, HTTPS in production outside demo mode, and an
// address the SSRF-safe outbound module accepts (public, checked at save and at every delivery).
import { AppError } from '../../app-error';
import type { Outbound } from '../../integrations/outbound/outbound';
import { OutboundRefusal } from '../../integrations/outbound/outbound';

/** Throws an OutboundRefusal (or Error) whose message reads after "URL ". */
export async function checkWebhookUrl(outbound: Outbound, url: string, requireHttps: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new OutboundRefusal('is not a valid URL');
  }
  if (requireHttps && parsed.protocol !== 'https:') throw new OutboundRefusal('must start with https://');
  await outbound.checkUrl(url);
}

/** The same check at save, as a 400 naming the field. */
export async function assertWebhookUrl(
  outbound: Outbound,
  url: string,
  requireHttps: boolean,
): Promise<void> {
  try {
    await checkWebhookUrl(outbound, url, requireHttps);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new AppError('validation_error', `URL ${reason}`);
  }
}
