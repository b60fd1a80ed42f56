export type NameMatchResult = 'DIRECT_MATCH' | 'GOOD_PARTIAL_MATCH' | 'MODERATE_PARTIAL_MATCH' | 'POOR_PARTIAL_MATCH' | 'NO_MATCH';

const words = (name: string): string[] =>
  name
    .toUpperCase()
    .replace(/[^A-Z ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/**
 * Cashfree's name-match grades, approximated: the same words in the same order are a direct match, the same words in
 * another order a good partial match, most words shared a moderate one, one word shared a poor one, none no match.
 */
export function nameMatch(provided: string, registered: string): { result: NameMatchResult; score: number } {
  const a = words(provided);
  const b = words(registered);
  if (a.length === 0 || b.length === 0) return { result: 'NO_MATCH', score: 0 };
  if (a.join(' ') === b.join(' ')) return { result: 'DIRECT_MATCH', score: 100 };
  const shared = a.filter((word) => b.includes(word)).length;
  const most = Math.max(a.length, b.length);
  if (shared === most && a.length === b.length) return { result: 'GOOD_PARTIAL_MATCH', score: 90 };
  if (shared * 2 > most) return { result: 'MODERATE_PARTIAL_MATCH', score: 70 };
  if (shared > 0) return { result: 'POOR_PARTIAL_MATCH', score: 40 };
  return { result: 'NO_MATCH', score: 0 };
}
