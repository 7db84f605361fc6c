/** Recognises a unique-constraint violation from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  // better-sqlite3 reports SQLITE_CONSTRAINT_UNIQUE; PostgreSQL reports SQLSTATE 23505.
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}
