/**
 * Whether the name a bank (or a UPI ID) is registered in is the KYC holder's name. Banks print names their own way, so
 * case, punctuation, titles (Mr, Mrs, Ms, Miss, Shri, Sri, Smt, Kumari, Dr) and the order of the words are ignored, and
 * an initial may stand for a middle name or a surname ("Anil K. Sharma" is "Anil Kumar Sharma"). An initial never
 * stands for the first name: "A Rao" is as much Arun Rao as Asha Rao, so it is only a near match, and the investor is
 * asked for an account held in their full name. Every word must be accounted for on both sides.
 * Pure: never log the names it is given.
 */
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'SHRI', 'SHREE', 'SRI', 'SMT', 'KUM', 'KUMARI', 'DR']);

/** Upper-case words of a name, punctuation and titles removed. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '' && !TITLES.has(word));
}

/**
 * Two words that may be the same word though they differ: an initial and a word (or an initial) with that first
 * letter. Equal full words are paired before (wordsPairUp).
 */
function compatible(a: string, b: string): boolean {
  return (a.length === 1 || b.length === 1) && a[0] === b[0];
}

/** Pairs every word of `left` with a distinct word of `right` (backtracking; names have a handful of words). */
function pairsUp(left: string[], right: string[], used = new Set<number>()): boolean {
  const [word, ...rest] = left;
  if (word === undefined) return true;
  for (const [index, candidate] of right.entries()) {
    if (used.has(index) || !compatible(word, candidate)) continue;
    used.add(index);
    if (pairsUp(rest, right, used)) return true;
    used.delete(index);
  }
  return false;
}

/** `match`: the same person; `near`: the words pair up only through an initial for the first name; `mismatch`: another name. */
export type NameMatch = 'match' | 'near' | 'mismatch';

/** Pairs the words of two names: full words equal on both sides first, then the rest (initials) by pairsUp. */
function wordsPairUp(bank: string[], kyc: string[]): boolean {
  if (bank.length !== kyc.length) return false;
  // Full words equal on both sides first, so an initial never takes the word another full word needs.
  const remainingKyc = [...kyc];
  const remainingBank: string[] = [];
  for (const word of bank) {
    const at = word.length > 1 ? remainingKyc.indexOf(word) : -1;
    if (at >= 0) remainingKyc.splice(at, 1);
    else remainingBank.push(word);
  }
  return pairsUp(remainingBank, remainingKyc);
}

export function nameMatch(registeredName: string, kycName: string): NameMatch {
  const bank = nameWords(registeredName);
  const kyc = nameWords(kycName);
  const [firstName] = kyc;
  if (firstName === undefined || !wordsPairUp(bank, kyc)) return 'mismatch';
  // Two strings of initials prove nothing.
  if (!bank.some((word) => word.length > 1 && kyc.includes(word))) return 'mismatch';
  // The first name must stand on the bank's side as it is on the KYC (a full word, or the same initial), and the other
  // words pair up without it. When it does not stand there, no word is left out of the bank's, which then has one
  // word more than the KYC's others and cannot pair up with them.
  const firstAt = bank.indexOf(firstName);
  return wordsPairUp(
    bank.filter((_, index) => index !== firstAt),
    kyc.slice(1),
  )
    ? 'match'
    : 'near';
}

/** Whether the two names are the same person's (a near match is not). */
export function namesMatch(registeredName: string, kycName: string): boolean {
  return nameMatch(registeredName, kycName) === 'match';
}
