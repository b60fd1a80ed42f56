/**
 * Whether the name a bank holds an account in is the KYC holder's name. Banks print names their own way, so case,
 * punctuation, titles (Mr, Mrs, Ms, Miss, Shri, Sri, Smt, Kumari, Dr) and the order of the words are ignored, and an
 * initial may stand for a word ("A. K. Sharma" is "Anil Kumar Sharma"). Every word must be accounted for on both
 * sides, and at least one word must be spelled out and equal (two strings of initials prove nothing).
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

/** Two words that may be the same word: equal, or an initial and a word (or initial) with that first letter. */
function compatible(a: string, b: string): boolean {
  if (a === b) return true;
  return (a.length === 1 || b.length === 1) && a[0] === b[0];
}

/** Pairs every word of `left` with a distinct word of `right` (backtracking; names have a handful of words). */
function pairsUp(left: string[], right: string[], used: boolean[] = right.map(() => false)): boolean {
  const [word, ...rest] = left;
  if (word === undefined) return true;
  for (let index = 0; index < right.length; index += 1) {
    const candidate = right[index];
    if (used[index] || candidate === undefined || !compatible(word, candidate)) continue;
    used[index] = true;
    if (pairsUp(rest, right, used)) return true;
    used[index] = false;
  }
  return false;
}

export function namesMatch(registeredName: string, kycName: string): boolean {
  const bank = nameWords(registeredName);
  const kyc = nameWords(kycName);
  if (bank.length === 0 || bank.length !== kyc.length) return false;
  const spelledOut = bank.some((word) => word.length > 1 && kyc.includes(word));
  if (!spelledOut) return false;
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
