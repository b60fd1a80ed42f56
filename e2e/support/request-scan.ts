import { findSensitive, type Finding } from '../../services/api/test/security/sensitive-scan.ts';
import type { RecordedRequest } from './own-origin-requests.ts';

/** Query string and body of a request, URL-decoded where they are encoded (a form body, a query). */
function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/**
 * Card numbers and CVVs in the requests the browser sent to our origins: any Luhn-valid card-length number or
 * `cvv` field (the API suite's detectors), and the very card numbers and CVVs the suite typed into the gateway's
 * checkout, with or without spaces. The URL's path is searched for card numbers only: a 3-digit CVV turns up in
 * chunk names by chance, never in a query or a body we send.
 */
export function scanRequests(requests: readonly RecordedRequest[], typed: { cards: readonly string[]; cvvs: readonly string[] }): Finding[] {
  const findings: Finding[] = [];
  const keep = (found: Finding[]) =>
    findings.push(...found.filter((finding) => finding.kind === 'card number' || finding.kind === 'CVV' || finding.kind === 'typed value'));
  for (const request of requests) {
    const url = new URL(request.url);
    const where = `${request.method} ${url.origin}${url.pathname}`;
    keep(findSensitive(decoded(url.pathname), `${where} (path)`, [], typed.cards));
    const query = decoded(url.search);
    const body = request.body === null ? '' : `${request.body}\n${decoded(request.body)}`;
    for (const [part, text] of [
      ['query', query],
      ['body', body],
    ] as const) {
      if (text) keep(findSensitive(text, `${where} (${part})`, [], [...typed.cards, ...typed.cvvs]));
    }
  }
  const seen = new Set<string>();
  return findings.filter((finding) => {
    const key = `${finding.kind}|${finding.value.replace(/\D/g, '')}|${finding.where}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
