import type { I18n } from '@lingui/core';
import { errorMessage, isApiError, serverMessage } from '@invest/api/errors';
import type { ErrorBody } from '@invest/contracts';
import type { Locale } from '@invest/mf/ownership';
import { ensureCatalog, pageI18nOf, type RemoteCatalog } from '@invest/platform';

/**
 * The API answers a refusal with a code (`ErrorBody.code`) and its English words (the spec's). The page turns them
 * into its language here: an English page shows the server's words as they are; a Hindi page shows the Hindi of those
 * words when the catalogue has them (ids `errors.text.<the English words>`, arguments read back out of the words), else
 * the Hindi of the code (`errors.code.<CODE>`), else the page's own fallback. The catalogue is loaded on the first
 * error a page shows (one language's chunk), so no page carries it before it needs it.
 */
export const API_ERRORS_CATALOG: RemoteCatalog = {
  namespace: 'errors',
  load: {
    en: () => import('./messages/en.json'),
    hi: () => import('./messages/hi.json'),
  },
};

const TEXT_PREFIX = 'errors.text.';
const ARGUMENT = /\{(\w+)\}/g;

interface Pattern {
  id: string;
  match: RegExp;
  names: string[];
}

const patternsByInstance = new WeakMap<I18n, Pattern[]>();

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The catalogue's worded messages that take arguments (`… in {quarter}.`), as patterns the server's words are read with. */
function patternsOf(i18n: I18n): Pattern[] {
  const known = patternsByInstance.get(i18n);
  if (known) return known;
  const patterns = Object.keys(i18n.messages)
    .filter((id) => id.startsWith(TEXT_PREFIX) && id.includes('{'))
    .map((id) => {
      const english = id.slice(TEXT_PREFIX.length);
      const names = [...english.matchAll(ARGUMENT)].map((found) => found[1] ?? '');
      const source = english
        .split(ARGUMENT)
        .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
        .join('');
      return { id, match: new RegExp(`^${source}$`), names };
    });
  patternsByInstance.set(i18n, patterns);
  return patterns;
}

/** The message for the server's English words in the page's language, when the catalogue has them. */
function translatedWords(i18n: I18n, words: string): string | undefined {
  const exact = `${TEXT_PREFIX}${words}`;
  if (exact in i18n.messages) return i18n._(exact);
  for (const pattern of patternsOf(i18n)) {
    const found = pattern.match.exec(words);
    if (found) return i18n._(pattern.id, Object.fromEntries(pattern.names.map((name, index) => [name, found[index + 1] ?? ''])));
  }
  return undefined;
}

/**
 * What to tell the visitor about a failed call, in the page's language. English: the server's words, else `fallback`
 * (exactly what the pages showed before). Other languages: the server's words translated, else its code's message
 * (a 4xx only: a 5xx has no words of its own to show), else `fallback` (the page's own message, already translated).
 */
export async function apiErrorText(i18n: I18n, error: unknown, fallback?: string): Promise<string | undefined> {
  if ((i18n.locale as Locale) === 'en') return serverMessage(error) ?? fallback;
  if (!isApiError(error)) return fallback;
  await ensureCatalog(i18n, API_ERRORS_CATALOG);
  const words = error.body?.message;
  const translated = words ? translatedWords(i18n, words) : undefined;
  if (translated) return translated;
  if (error.status === 0) return fallback ?? i18n._('errors.network');
  const codeId = `errors.code.${error.code ?? ''}`;
  if (error.code && codeId in i18n.messages && (error.status < 500 || !fallback)) return i18n._(codeId);
  return fallback;
}

/**
 * The failed call as the page's language would have it: its ErrorBody's words and each field's messages translated
 * (the catalogue's, else the code's message), everything else as it was. English, or no ErrorBody: the error itself.
 * For pages that read the error in several ways (`serverMessage`, field errors): `const shown = await inPageLanguage(…)`.
 */
export async function apiErrorInLanguage(i18n: I18n, error: unknown): Promise<unknown> {
  if ((i18n.locale as Locale) === 'en' || !isApiError(error) || !error.body) return error;
  await ensureCatalog(i18n, API_ERRORS_CATALOG);
  return apiErrorInLanguageNow(i18n, error);
}

/**
 * apiErrorInLanguage for code that cannot wait (a state machine's event): the catalogue a page that reads the store
 * loaded with its route (loadApiErrorsIntoPage); the error unchanged if it is not loaded.
 */
export function apiErrorInLanguageNow(i18n: I18n, error: unknown): unknown {
  if ((i18n.locale as Locale) === 'en' || !isApiError(error) || !error.body) return error;
  const codeId = `errors.code.${error.body.code}`;
  const ofCode = codeId in i18n.messages ? i18n._(codeId) : undefined;
  const words = (english: string): string => translatedWords(i18n, english) ?? ofCode ?? english;
  const body: ErrorBody = { ...error.body, message: words(error.body.message) };
  if (error.body.errors) body.errors = error.body.errors.map((field) => ({ field: field.field, messages: field.messages.map(words) }));
  return { ...error, body };
}

/** Words the API sent (a confirmation's `message`) in the page's language when the catalogue has them; else as sent. */
export async function apiWordsText(i18n: I18n, words: string): Promise<string> {
  if ((i18n.locale as Locale) === 'en') return words;
  await ensureCatalog(i18n, API_ERRORS_CATALOG);
  return translatedWords(i18n, words) ?? words;
}

/** A refusal (4xx) in the API's words, in the page's language; anything else (a fault, no answer) in the page's `fallback`. */
export async function apiRefusalText(i18n: I18n, error: unknown, fallback: string): Promise<string> {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? ((await apiErrorText(i18n, error, fallback)) ?? fallback) : fallback;
}

/**
 * What a toast or alert says of anything thrown, in the page's language: in English exactly `errorMessage` (product
 * §8: `<status>: <the server's words>`); in another language the translated words or code, else that same English.
 */
export async function apiErrorSummary(i18n: I18n, error: unknown): Promise<string> {
  if ((i18n.locale as Locale) === 'en') return errorMessage(error);
  return (await apiErrorText(i18n, error)) ?? errorMessage(error);
}

/** Loads the catalogue of the API's words into the browser's page, unless the page is English (which shows them as sent). */
export async function loadApiErrorsIntoPage(): Promise<void> {
  const i18n = await pageI18nOf();
  if (i18n && (i18n.locale as Locale) !== 'en') await ensureCatalog(i18n, API_ERRORS_CATALOG);
}
