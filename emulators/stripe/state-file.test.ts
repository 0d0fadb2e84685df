// Demo billing keeps its account across restarts (stateFile): a customer and a paid subscription
// made before a restart are there after it, and without a file nothing is kept.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openCheckout, startHarness } from './test-support';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('stateFile', () => {
  it('brings back customers and subscriptions after a restart', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stripe-state-'));
    folders.push(folder);
    const stateFile = path.join(folder, 'stripe-demo', 'state.json');

    const first = await startHarness({ stateFile });
    const { customer, session } = await openCheckout(first.stripe, 'price_pinloom_pro_monthly');
    first.emulator.completeCheckout(session.id);
    await first.stripe.customers.retrieve(customer.id); // any request writes the file
    const [subscription] = first.emulator.subscriptions();
    await first.close();
    expect(statSync(stateFile).mode & 0o777).toBe(0o600);

    const second = await startHarness({ stateFile });
    const again = await second.stripe.customers.retrieve(customer.id);
    expect(again.id).toBe(customer.id);
    const kept = await second.stripe.subscriptions.retrieve(subscription?.id ?? '');
    expect(kept.status).toBe('active');
    const portal = await second.stripe.billingPortal.sessions.create({ customer: customer.id });
    expect(portal.url).toContain('/portal/');
    await second.close();

    const fresh = await startHarness();
    await expect(fresh.stripe.customers.retrieve(customer.id)).rejects.toThrow();
    await fresh.close();
  });
});
