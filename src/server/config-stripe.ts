// Stripe (ADR 0020): the keys, where the SDK connects, and the price of each paid plan and cycle.
// Without the keys, `npm start` runs the built-in Stripe emulator as demo billing.
import { z } from 'zod';
import { blankToUndefined, configRefusal, type EnvOf, optionalText, optionalUrl } from './config-values';

const optionalPrice = z.preprocess(
  blankToUndefined,
  z
    .string()
    .max(200, 'must be at most 200 characters')
    .regex(/^[A-Za-z0-9_.:-]+$/, 'must be a price id (price_…) or a lookup key: letters, digits, _ . : -')
    .optional(),
);

export const STRIPE_ENV = {
  /** Both or neither. STRIPE_API_BASE points the SDK elsewhere (another emulator, a proxy). */
  STRIPE_SECRET_KEY: optionalText(500),
  STRIPE_WEBHOOK_SECRET: optionalText(500),
  STRIPE_API_BASE: optionalUrl,
  /** Price of each paid plan and cycle: a price id (price_…) or a lookup key resolved at start. */
  STRIPE_PRICE_STARTER_MONTHLY: optionalPrice,
  STRIPE_PRICE_STARTER_YEARLY: optionalPrice,
  STRIPE_PRICE_PRO_MONTHLY: optionalPrice,
  STRIPE_PRICE_PRO_YEARLY: optionalPrice,
  STRIPE_PRICE_ENTERPRISE_MONTHLY: optionalPrice,
  STRIPE_PRICE_ENTERPRISE_YEARLY: optionalPrice,
};

/** A configured price: an id (price_…) as it is, or a lookup key the server resolves at start. */
export type PriceRef = { id: string } | { lookupKey: string };

/**
 * Stripe, when STRIPE_SECRET_KEY is set; null runs demo billing (main.ts starts the emulator).
 * `prices` per paid plan and cycle; `api` is where the SDK connects (STRIPE_API_BASE).
 */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  prices: Record<'starter' | 'pro' | 'enterprise', Record<'monthly' | 'yearly', PriceRef>>;
}

const STRIPE_PRICE_VARIABLES = {
  starter: { monthly: 'STRIPE_PRICE_STARTER_MONTHLY', yearly: 'STRIPE_PRICE_STARTER_YEARLY' },
  pro: { monthly: 'STRIPE_PRICE_PRO_MONTHLY', yearly: 'STRIPE_PRICE_PRO_YEARLY' },
  enterprise: { monthly: 'STRIPE_PRICE_ENTERPRISE_MONTHLY', yearly: 'STRIPE_PRICE_ENTERPRISE_YEARLY' },
} as const;

export function stripeConfig(e: EnvOf<typeof STRIPE_ENV>): StripeConfig | null {
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    const missing = e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY';
    throw configRefusal(`${missing} is required when the other Stripe variable is set`);
  }
  const priceVariables = Object.values(STRIPE_PRICE_VARIABLES).flatMap((cycles) => Object.values(cycles));
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    const stray =
      priceVariables.find((variable) => e[variable]) ?? (e.STRIPE_API_BASE ? 'STRIPE_API_BASE' : null);
    if (stray) throw configRefusal(`${stray} needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET`);
    return null;
  }
  const missingPrice = priceVariables.find((variable) => !e[variable]);
  if (missingPrice) throw configRefusal(`${missingPrice} is required when STRIPE_SECRET_KEY is set`);
  const price = (variable: (typeof priceVariables)[number]): PriceRef => {
    const value = e[variable] ?? '';
    return value.startsWith('price_') ? { id: value } : { lookupKey: value };
  };
  const cycles = (plan: keyof typeof STRIPE_PRICE_VARIABLES) => ({
    monthly: price(STRIPE_PRICE_VARIABLES[plan].monthly),
    yearly: price(STRIPE_PRICE_VARIABLES[plan].yearly),
  });
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    api: e.STRIPE_API_BASE ? stripeApi(e.STRIPE_API_BASE) : null,
    prices: { starter: cycles('starter'), pro: cycles('pro'), enterprise: cycles('enterprise') },
  };
}

function stripeApi(base: string): NonNullable<StripeConfig['api']> {
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, protocol };
}
