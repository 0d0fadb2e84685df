// What Pinloom asks of a Pinterest account, and why: the one list the connect call asks for and
// every page shows (the setup wizard, /demo, /help, /privacy), so what is said cannot drift from
// what is asked. docs/product.md §7 names four scopes; boards:write is here because Pinterest's
// POST /pins requires it (ADR 0013). No zod here: public pages import it.

export const PINTEREST_ACCESS = [
  {
    scope: 'user_accounts:read',
    label: 'Read your profile',
    reason: 'to show which Pinterest account is connected',
  },
  {
    scope: 'boards:read',
    label: 'View your boards',
    reason: 'to link each of your Pinloom boards to one of them',
  },
  {
    scope: 'boards:write',
    label: 'Create boards and save pins to them',
    reason:
      'Pinterest asks for it before a pin can be saved to a board, and to make a new board when you link one',
  },
  {
    scope: 'pins:read',
    label: 'View your pins',
    reason: 'to check whether a pin already went out, so none is posted twice',
  },
  {
    scope: 'pins:write',
    label: 'Create pins',
    reason: 'to publish the pins you approve, at their scheduled time',
  },
] as const;

export type PinterestScope = (typeof PINTEREST_ACCESS)[number]['scope'];

/** Publishing and sync need every one: Pinloom always asks for all of them. */
export const PINTEREST_SCOPES: readonly PinterestScope[] = PINTEREST_ACCESS.map((access) => access.scope);

/** What a scope lets Pinloom do, in people's words ("Create pins"); null for one Pinloom never asks. */
export function scopeLabel(scope: string): string | null {
  return PINTEREST_ACCESS.find((access) => access.scope === scope)?.label ?? null;
}
