import { createHash, randomInt } from 'node:crypto';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ID_LENGTH = 14;

/**
 * Prefixes of Razorpay's entity ids (`order_` + 14 base62 characters, `rfnd_` for refunds, and so on); RazorpayX's contacts, fund
 * accounts, fund-account validations and payouts are `cont_`, `fa_`, `fav_` and `pout_`.
 */
export type IdPrefix = 'order' | 'pay' | 'rfnd' | 'cust' | 'token' | 'card' | 'cont' | 'fa' | 'fav' | 'pout';

function randomBase62(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += BASE62[randomInt(BASE62.length)];
  return out;
}

/** A new id shaped like Razorpay's, e.g. `order_Ds0Vw2tO4kW3Jd`. */
export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(ID_LENGTH)}`;
}

/** `length` random decimal digits (a UTR: the bank's reference of a transfer). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += String(randomInt(10));
  return out;
}

/** A webhook event id (the `x-razorpay-event-id` header): unique per event, the same on every retry of it. */
export function newEventId(): string {
  return randomBase62(ID_LENGTH);
}

/** A stable `acc_…` account id for the webhook envelope, derived from the key id (no real account exists). */
export function accountIdFor(keyId: string): string {
  const digest = createHash('sha256').update(keyId).digest();
  let out = '';
  for (let i = 0; i < ID_LENGTH; i += 1) out += BASE62[(digest[i] ?? 0) % BASE62.length];
  return `acc_${out}`;
}

/** True when `id` has the shape of an id with this prefix. */
export function isIdOf(prefix: IdPrefix, id: string): boolean {
  return new RegExp(`^${prefix}_[0-9A-Za-z]{${ID_LENGTH}}$`).test(id);
}
