// The plan catalogue's key (GET /api/plans), apart from query-keys.ts: the public pages read the
// catalogue, and this way they carry one key rather than every key of the app (ADR 0029's budget).
export const PLANS_QUERY_KEY = ['plans'] as const;
