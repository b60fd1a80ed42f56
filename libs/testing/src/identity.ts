/**
 * Identity numbers for tests. One PAN verifies one account, so every investor a test verifies needs a PAN of its own.
 */

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let panCounter = Math.floor(Math.random() * 1_000_000);

/**
 * A well-formed individual PAN (AAAPA9999A: the fourth letter P) that the KYC stand-in confirms for its holder, linked
 * to an Aadhaar, and different on every call and every run. Its digits stay within 1000-6999, clear of the stand-in's
 * test values (0000 unknown, 7777 inoperative, 8888 not linked, 9999 another person's).
 */
export function freshPan(): string {
  panCounter += 1;
  const letter = (index: number) => LETTERS[index % 26] ?? 'A';
  const seed = panCounter;
  const digits = 1000 + (seed % 6000);
  const high = Math.floor(seed / 6000);
  return `${letter(high)}${letter(Math.floor(high / 26))}${letter(Math.floor(high / 676))}P${letter(Math.floor(high / 17576))}${digits}${letter(seed)}`;
}
