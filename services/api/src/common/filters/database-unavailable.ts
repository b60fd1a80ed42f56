/** Thrown by the data layer when the data source is not (or no longer) connected. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'PROTOCOL_ENQUEUE_AFTER_QUIT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_ACCESS_DENIED_ERROR',
  'ER_BAD_DB_ERROR',
]);

const CONNECTION_MESSAGES = [
  /pool is closed/i,
  /connection is not established/i,
  /can't add new command when connection is in closed state/i,
  /database is closed/i,
];

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/** True when an error means "the database cannot be reached", answered 503 rather than 500. */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const name = readString(error, 'name');
  if (name === 'ConnectionIsNotSetError' || name === 'CannotExecuteNotConnectedError') return true;
  const code = readString(error, 'code');
  if (code !== undefined && CONNECTION_CODES.has(code)) return true;
  const message = readString(error, 'message') ?? '';
  if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const record = error as Record<string, unknown>;
  return isDatabaseUnavailable(record['driverError'], depth + 1) || isDatabaseUnavailable(record['cause'], depth + 1);
}
