import { isApiError } from '@invest/api';
import { ErrorCode } from '@invest/contracts';

/** A refused save, as the form shows it: messages per field (400 `errors`) and/or one message for the whole form. */
export interface Refusal {
  fields: { field: string; message: string }[];
  message: string | null;
}

/** Server faults whose message is written for the investor (a provider that did not answer: nothing was changed). */
const EXPLAINED_FAULTS = new Set<string>([ErrorCode.GatewayUnavailable, ErrorCode.ServiceUnavailable]);

/**
 * What the API said about a refused save. A 4xx carries words meant for the investor (a rejected account, KYC
 * missing, a validation error, too many attempts), and so does a provider being down; no answer or another server
 * fault gets `fallback`.
 */
export function refusalOf(error: unknown, fallback: string): Refusal {
  if (!isApiError(error) || !error.body) return { fields: [], message: fallback };
  if (error.status >= 500 && !EXPLAINED_FAULTS.has(error.body.code)) return { fields: [], message: fallback };
  const fields = (error.body.errors ?? []).flatMap(({ field, messages }) => (messages[0] ? [{ field, message: messages[0] }] : []));
  return { fields, message: fields.length > 0 ? null : error.body.message };
}
