// The test-control API under /_emulator/* (no auth): move the clock, switch faults, read state,
// events and deliveries (or wait for them to settle), point webhooks somewhere, reset.
import { parseFaults } from './faults';
import type { Reply } from './http';
import type { StripeEmulator } from './server';

export async function control(
  emulator: StripeEmulator,
  method: string,
  path: string,
  body: unknown,
): Promise<Reply> {
  const ok = (payload: unknown): Reply => ({ status: 200, body: payload });
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  try {
    switch (`${method} ${path}`) {
      case 'POST /_emulator/advance':
        emulator.advance(advanceOf(input));
        return ok({ now: emulator.now().toISOString() });
      case 'GET /_emulator/faults':
        return ok({ faults: emulator.faults() });
      case 'POST /_emulator/faults':
        return ok({ faults: emulator.setFaults(parseFaults(input)) });
      case 'DELETE /_emulator/faults':
        return ok({ faults: emulator.clearFaults() });
      case 'POST /_emulator/webhook':
        if (input.url !== undefined && input.url !== null && typeof input.url !== 'string')
          throw new Error('url must be a string or null');
        emulator.setWebhook({ url: (input.url as string | null) ?? undefined });
        return ok({ url: input.url ?? null });
      case 'GET /_emulator/state':
        return ok({
          now: emulator.now().toISOString(),
          customers: emulator.customers(),
          subscriptions: emulator.subscriptions(),
          checkout_sessions: emulator.checkoutSessions(),
          invoices: emulator.invoices(),
        });
      case 'GET /_emulator/events':
        return ok({ events: emulator.events() });
      case 'GET /_emulator/deliveries':
        return ok({ deliveries: emulator.deliveries() });
      case 'POST /_emulator/settled':
        return ok({ deliveries: await emulator.settled() });
      case 'POST /_emulator/reset':
        emulator.reset();
        return ok({ reset: true });
      default:
        return { status: 404, body: { message: `Unknown emulator route ${method} ${path}` } };
    }
  } catch (error) {
    return { status: 400, body: { message: (error as Error).message } };
  }
}

/** `{to}` (ISO date or unix seconds) or `{seconds}` (forward from now). */
function advanceOf(input: Record<string, unknown>): { to: Date } | { seconds: number } {
  if (typeof input.seconds === 'number' && input.seconds >= 0) return { seconds: input.seconds };
  if (typeof input.to === 'number') return { to: new Date(input.to * 1000) };
  if (typeof input.to === 'string' && !Number.isNaN(Date.parse(input.to))) return { to: new Date(input.to) };
  throw new Error('Give {to: ISO date or unix seconds} or {seconds: number ≥ 0}');
}
