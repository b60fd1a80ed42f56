import { luhnValid } from '../../common/checksums.js';

/** Card checks done on the server (spec 5 plus the Luhn digit and expiry). Nothing here stores or logs a card. */

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** 13-19 digits and a valid Luhn check digit. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

export type ExpiryCheck = { ok: true; month: number; year: number } | { ok: false; reason: 'format' | 'expired' };

/** MM/YY; a card is valid through the last day of its expiry month. `today` is 'YYYY-MM-DD'. */
export function checkExpiry(expiry: string, today: string): ExpiryCheck {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(expiry.trim());
  if (!match) return { ok: false, reason: 'format' };
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const [thisYear = 0, thisMonth = 0] = today.split('-').map(Number);
  if (year < thisYear || (year === thisYear && month < thisMonth)) return { ok: false, reason: 'expired' };
  return { ok: true, month, year };
}

export function cardBrand(number: string): string {
  const digits = cardDigits(number);
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^(60|65|81|82|508)/.test(digits)) return 'RUPAY';
  return 'CARD';
}

/** What the ledger keeps of a card: brand and last four digits. */
export function maskCard(number: string): string {
  return `${cardBrand(number)} •••• ${cardDigits(number).slice(-4)}`;
}

/** `ra***@okaxis`: enough for the user to recognise, not enough to reuse. */
export function maskUpiId(upiId: string): string {
  const [name = '', handle = ''] = upiId.split('@');
  return `${name.slice(0, 2)}***@${handle}`;
}
