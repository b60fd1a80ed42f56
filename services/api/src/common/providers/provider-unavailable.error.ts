/**
 * An outside provider (SMS, KYC) could not be reached, timed out, refused our credentials or answered something
 * unusable. Callers answer 503 and keep nothing half-done; `reason` is for logs and never carries a number or a code.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';

  constructor(
    readonly provider: string,
    readonly reason: string,
    /**
     * Whether the request may have been acted on: `answered` (the provider answered, refusing it), `unreachable` (no
     * connection: nothing was sent) or `no_answer` (sent, no answer in time: it may have been acted on).
     */
    readonly delivery: 'answered' | 'unreachable' | 'no_answer' = 'answered',
  ) {
    super(`${provider} unavailable: ${reason}`);
  }
}
