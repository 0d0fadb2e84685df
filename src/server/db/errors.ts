// Recognises database errors we turn into answers. Drizzle wraps driver errors in
// DrizzleQueryError, so the Postgres SQLSTATE may sit on the error or on its cause.
const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): { code?: unknown; constraint?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const own = error as { code?: unknown; constraint?: unknown; cause?: unknown };
  if (typeof own.code === 'string') return own;
  return own.cause ? sqlState(own.cause) : undefined;
}

/** True when `error` is a unique-constraint violation, optionally of the named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const state = sqlState(error);
  if (state?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || state.constraint === constraint;
}
