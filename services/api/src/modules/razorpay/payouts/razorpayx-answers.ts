import type { FundAccountValidation, GatewayPayout, PayoutStatus } from './payouts-gateway.js';

/**
 * The parts of RazorpayX's answers the adapter reads (`fund_account.validation` and `payout` entities), and their
 * mapping to the port's values. Anything missing or of another type reads as absent, never as a crash.
 */
type Json = Record<string, unknown>;

const PAYOUT_STATUSES = new Set<PayoutStatus>(['queued', 'pending', 'processing', 'processed', 'reversed', 'cancelled', 'rejected', 'failed']);
/** Statuses whose status_details.description says what went wrong. */
const FAILED_PAYOUT_STATUSES = new Set<PayoutStatus>(['reversed', 'cancelled', 'rejected', 'failed']);

export const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Long digit runs (an account number, in case a description quotes one) never reach a log or a table. */
export const scrubDigits = (value: string): string => value.replace(/\d{6,}/g, '[number]');

export function toValidation(body: Json): FundAccountValidation | null {
  const id = text(body['id']);
  const status = body['status'];
  if (!id || (status !== 'created' && status !== 'completed' && status !== 'failed')) return null;
  const fundAccount = isObject(body['fund_account']) ? body['fund_account'] : {};
  const results = isObject(body['results']) ? body['results'] : {};
  const accountStatus = results['account_status'];
  return {
    id,
    fundAccountId: text(fundAccount['id']) ?? '',
    status,
    accountStatus: accountStatus === 'active' || accountStatus === 'invalid' ? accountStatus : null,
    registeredName: text(results['registered_name']),
  };
}

export function toPayout(body: Json): GatewayPayout | null {
  const id = text(body['id']);
  const status = body['status'] as PayoutStatus;
  if (!id || !PAYOUT_STATUSES.has(status)) return null;
  const details = isObject(body['status_details']) ? body['status_details'] : {};
  const description = text(details['description']);
  return {
    id,
    fundAccountId: text(body['fund_account_id']) ?? '',
    amountPaise: Number(body['amount']),
    status,
    referenceId: text(body['reference_id']) ?? '',
    utr: text(body['utr']),
    failureReason: FAILED_PAYOUT_STATUSES.has(status) && description ? scrubDigits(description) : null,
  };
}

/** RazorpayX's error shape: `{ error: { code, description, field, ... } }`. */
export function errorOf(body: Json | undefined): { description: string; field: string | null } {
  const error = isObject(body?.['error']) ? body['error'] : {};
  return { description: scrubDigits(text(error['description']) ?? 'no description'), field: text(error['field']) };
}
