/**
 * An outside provider (SMS, KYC) could not be reached, timed out, refused our credentials or answered something
 * unusable. Callers answer 503 and keep nothing half-done; `reason` is for logs and never carries a number or a code.
 */
export class ProviderUnavailableError extends Error {
  override name = 'ProviderUnavailableError';

  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} unavailable: ${reason}`);
  }
}
