/**
 * RazorpayX's input rules shared by its routes: the business account every payout and validation names, holder
 * and contact names, beneficiary account numbers, IFSCs, and the X-Payout-Idempotency key. The messages follow
 * RazorpayX's; the field named is the request's.
 */
import type { GatewayContext } from './context.ts';
import { badRequest } from './errors.ts';
import { type Fields, isFields, requiredString } from './fields.ts';
import { IFSC_PATTERN, lookupIfsc } from './ifsc.ts';

/** Letters, digits, space and ’ ' - _ / ( ) , . — and no special character at the end except a full stop. */
const NAME_CHARACTERS = /^[A-Za-z0-9 ’'\-_/(),.]+$/;
const NAME_ENDING = /[A-Za-z0-9.]$/;

/** A contact's or an account holder's name, trimmed. */
export function readName(fields: Fields, name: string, min: number, max: number, label = name): string {
  const value = requiredString(fields, name, max, label).trim();
  if (value.length < min) throw badRequest(`The ${label} must be at least ${min} characters.`, label);
  if (!NAME_CHARACTERS.test(value) || !NAME_ENDING.test(value)) throw badRequest(`The ${label} format is invalid.`, label);
  return value;
}

/** `account_number` must be the stand-in's RazorpayX business account (the one money is debited from). */
export function requireBusinessAccount(ctx: GatewayContext, fields: Fields): void {
  const accountNumber = requiredString(fields, 'account_number', 40).trim();
  if (accountNumber !== ctx.businessAccountNumber) throw badRequest('The account number is invalid.', 'account_number');
}

/** A beneficiary account number: 5 to 35 letters or digits. */
export function readAccountNumber(fields: Fields, label: string): string {
  const value = requiredString(fields, 'account_number', 35, label).trim();
  if (!/^[A-Za-z0-9]{5,35}$/.test(value)) throw badRequest('The account number format is invalid.', label);
  return value;
}

/** An IFSC of the right format and of a bank the directory knows (RazorpayX refuses one it cannot route to). */
export function readIfsc(fields: Fields, label: string): { ifsc: string; bankName: string } {
  const value = requiredString(fields, 'ifsc', 11, label).trim().toUpperCase();
  if (!IFSC_PATTERN.test(value)) throw badRequest('The IFSC code provided is either incorrect or does not have 11 characters.', label);
  const branch = lookupIfsc(value);
  if (!branch) throw badRequest('The IFSC code provided is invalid.', label);
  return { ifsc: value, bankName: branch.BANK };
}

export const IDEMPOTENCY_HEADER = 'X-Payout-Idempotency';

/** The X-Payout-Idempotency key: required since March 2025; 4-36 letters, digits, hyphens, underscores or spaces. */
export function readIdempotencyKey(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') {
    throw badRequest('Idempotency key is missing. Include idempotency header and key in the request.', IDEMPOTENCY_HEADER);
  }
  if (!/^[A-Za-z0-9 _-]{4,36}$/.test(value)) {
    throw badRequest('The idempotency key must be 4 to 36 characters: letters, digits, hyphens, underscores or spaces.', IDEMPOTENCY_HEADER);
  }
  return value;
}

/** The request body with its keys sorted at every level, as text: two bodies are the same request when these match. */
export function fingerprintOf(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isFields(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys(value[key])]),
  );
}
