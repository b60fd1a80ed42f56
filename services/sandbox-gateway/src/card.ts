/**
 * Card checks of the hosted checkout: network, expiry and CVV (the Luhn check is `luhnValid` of @invest/contracts, the
 * API's own). The number itself is never stored.
 */

export type CardNetwork = 'Visa' | 'MasterCard' | 'American Express' | 'RuPay' | 'Diners Club' | 'Maestro' | 'Unknown';

/** Digits only (spaces and hyphens, as people type them, removed); null when anything else is in it. */
export function normaliseCardNumber(raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function cardNetwork(digits: string): CardNetwork {
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return 'Visa';
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'MasterCard';
  if (two === 34 || two === 37) return 'American Express';
  if (two === 36 || two === 38 || (two === 30 && Number(digits[2]) <= 5)) return 'Diners Club';
  if (two === 60 || two === 65 || two === 81 || two === 82 || digits.startsWith('508') || digits.startsWith('353') || digits.startsWith('356')) return 'RuPay';
  if (two === 50 || (two >= 56 && two <= 69)) return 'Maestro';
  return 'Unknown';
}

/** Razorpay reports `debit` or `credit`; the sandbox calls RuPay and Maestro cards debit, the rest credit. */
export function cardType(network: CardNetwork): 'credit' | 'debit' {
  return network === 'RuPay' || network === 'Maestro' ? 'debit' : 'credit';
}

/** Month 1-12 and a 2- or 4-digit year, as a full year; null when malformed. */
export function parseExpiry(month: string, year: string): { month: number; year: number } | null {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return null;
  const m = Number(month);
  if (m < 1 || m > 12) return null;
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  return { month: m, year: y };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

export function isCvvValid(cvv: string, network: CardNetwork): boolean {
  return network === 'American Express' ? /^\d{4}$/.test(cvv) : /^\d{3}$/.test(cvv);
}
