/**
 * The languages the platform speaks (issue 33): English and Hindi. The pages carry theirs in the URL (`/hi/...`); the
 * investor's chosen one is kept with their profile (`users.language`), read by GET /api/session and set by
 * PUT /api/profile/language, and the API uses it where it must send words itself (texts, statements).
 */
export const LANGUAGES = ['en', 'hi'] as const;

export type Language = (typeof LANGUAGES)[number];

/** A new investor's language until they choose one (and the language of a phone with no profile). */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** GET and PUT /api/profile/language */
export interface LanguageSetting {
  language: Language;
}
