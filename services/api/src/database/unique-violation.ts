/** True when a write failed on a unique key: MySQL's ER_DUP_ENTRY or SQLite's UNIQUE constraint. */
export function isUniqueViolation(error: unknown): boolean {
  const driver = (error as { driverError?: { code?: unknown; message?: unknown } } | null)?.driverError;
  return driver?.code === 'ER_DUP_ENTRY' || (typeof driver?.message === 'string' && driver.message.includes('UNIQUE constraint failed'));
}
