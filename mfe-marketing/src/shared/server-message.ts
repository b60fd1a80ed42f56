import { isApiError } from '@invest/api';

/** The `message` of the API's error body, when the failure carried one. */
export function serverMessage(error: unknown): string | undefined {
  return isApiError(error) && error.body?.message ? error.body.message : undefined;
}
