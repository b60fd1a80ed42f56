import type { Language } from '@invest/contracts';

/**
 * The language of a catalogue answer, negotiated from the request's Accept-Language (RFC 9110 §12.5.4): the
 * language range with the highest q-value that the catalogue speaks (`hi`, `hi-IN`… → Hindi; `en`, `en-IN`… or `*` →
 * English); a range with q=0 is refused; no header, or nothing the catalogue speaks, is English.
 */
export function catalogueLanguageOf(acceptLanguage: string | readonly string[] | undefined): Language {
  if (acceptLanguage === undefined) return 'en';
  const header = typeof acceptLanguage === 'string' ? acceptLanguage : acceptLanguage.join(',');
  let best: Language = 'en';
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const language: Language | undefined = primary === 'hi' ? 'hi' : primary === 'en' || primary === '*' ? 'en' : undefined;
    if (language === undefined) continue;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=');
      if (name?.trim().toLowerCase() === 'q') q = Number(value?.trim());
    }
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue;
    // The first of equal q-values wins: the client listed it first.
    if (q > bestQ) {
      best = language;
      bestQ = q;
    }
  }
  return best;
}

/** The cache key of an answer in a language: English keeps the key it always had. */
export function languageKey(key: string, language: Language): string {
  return language === 'en' ? key : `${language}:${key}`;
}
