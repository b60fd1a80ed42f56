import { readStorage, removeStorage, storageEntries, writeStorage } from '@invest/platform/storage';
import type { z } from 'zod/mini';

/**
 * A purchase attempt: the Idempotency-Keys of its investment and of its payment request, kept in sessionStorage
 * (keyed by the selection) so that every retry of the attempt, and a reload in the middle of it, sends the same key
 * with the same body, and the investment it created is paid by the next try instead of a second one being created.
 */
export type PaymentAttempt = z.infer<typeof storageEntries.paymentAttempt.schema>;

export const newIdempotencyKey = (): string => crypto.randomUUID();

/** Who buys which plan: an attempt belongs to one selection. */
export function selectionOf(userId: string, planId: string): string {
  return JSON.stringify([userId, planId]);
}

/** The stored attempt of this selection, if any. */
export function loadAttempt(selection: string): PaymentAttempt | null {
  const stored = readStorage(storageEntries.paymentAttempt);
  return stored?.selection === selection ? stored : null;
}

export function saveAttempt(attempt: PaymentAttempt): void {
  writeStorage(storageEntries.paymentAttempt, attempt);
}

export function clearAttempt(): void {
  removeStorage(storageEntries.paymentAttempt);
}

/**
 * The attempt for an investment request (its fingerprint): the current one while the request is unchanged, else a
 * new one with a fresh key and investment date (a changed amount or tenure is another investment).
 */
export function forInvestment(current: PaymentAttempt | null, selection: string, request: string, now: Date): PaymentAttempt {
  if (current && current.selection === selection && current.investment.request === request) return current;
  return { selection, investment: { request, key: newIdempotencyKey(), date: now.toISOString(), id: null }, payment: null };
}

/** The investment was created: the next requests pay it. */
export function withInvestmentId(attempt: PaymentAttempt, id: string): PaymentAttempt {
  return { ...attempt, investment: { ...attempt.investment, id } };
}

export type PaymentRequestKey = NonNullable<PaymentAttempt['payment']>;

/** The key of a payment request (its body's fingerprint): kept while the body is unchanged, fresh otherwise. */
export function forPayment(attempt: PaymentAttempt, request: string): PaymentAttempt & { payment: PaymentRequestKey } {
  const { payment } = attempt;
  if (payment?.request === request) return { ...attempt, payment };
  return { ...attempt, payment: { request, key: newIdempotencyKey() } };
}

/** The payment request got its final answer (declined, refused): the next one is a new request with a new key. */
export function paymentSettled(attempt: PaymentAttempt): PaymentAttempt {
  return { ...attempt, payment: null };
}

/** The investment cannot be paid (not found) or its creation was refused: the next try starts over. */
export function investmentSettled(attempt: PaymentAttempt, now: Date): PaymentAttempt {
  return { ...attempt, investment: { request: attempt.investment.request, key: newIdempotencyKey(), date: now.toISOString(), id: null }, payment: null };
}
