import { ErrorCode } from '@invest/contracts';
import { AppException } from './app-exception.js';

/** Human wording of a wait: "30 seconds", "1 minute", "12 minutes". */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 RATE_LIMITED with Retry-After (whole seconds, at least 1). */
export class RateLimitedException extends AppException {
  constructor(retryAfterSeconds: number, what: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, ErrorCode.RateLimited, `${what} Please try again in ${describeWait(seconds)}.`, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}
