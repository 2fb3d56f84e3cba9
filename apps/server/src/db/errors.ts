/** SQLSTATE of a unique-constraint violation: an insert lost a race to an equal row. */
const UNIQUE_VIOLATION = '23505';

/** A SQLSTATE from a driver error, looking through Drizzle's wrapper. */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether the error is a unique-constraint violation, from either driver. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlStateOf(err) === UNIQUE_VIOLATION;
}
