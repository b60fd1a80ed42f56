import { serverMessage } from '@invest/api/errors';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '@invest/platform';
import { apiErrorInLanguage, apiErrorInLanguageNow, apiErrorSummary, apiErrorText, apiRefusalText, apiWordsText } from './api-error-text.js';

/** What the page says of a failed call, in its language (api-error-text.ts), bound to the page's instance. */
export interface ApiErrors {
  /** The API's words, else `fallback`: `await text(error, fallback)`. */
  text: (error: unknown, fallback?: string) => Promise<string | undefined>;
  /** A refusal (4xx) in the API's words; anything else `fallback`. */
  refusal: (error: unknown, fallback: string) => Promise<string>;
  /** For a toast: `<status>: <words>` in English, the words alone in another language. */
  summary: (error: unknown) => Promise<string>;
  /** The error with its words (message and fields' messages) in the page's language, for pages that read it in parts. */
  inPageLanguage: (error: unknown) => Promise<unknown>;
  /** The same at once, with the catalogue the page's route loaded (a page that reads the store): for a state machine's event. */
  inPageLanguageNow: (error: unknown) => unknown;
  /** Words the API sent with a success (its answer's `message`), in the page's language. */
  words: (text: string) => Promise<string>;
}

/** `const { text, refusal, summary, inPageLanguage } = useApiErrors()`: api-error-text.ts's functions for the page. */
export function useApiErrors(): ApiErrors {
  const { i18n } = useI18n();
  return useMemo(
    () => ({
      text: (error, fallback) => apiErrorText(i18n, error, fallback),
      refusal: (error, fallback) => apiRefusalText(i18n, error, fallback),
      summary: (error) => apiErrorSummary(i18n, error),
      inPageLanguage: (error) => apiErrorInLanguage(i18n, error),
      inPageLanguageNow: (error) => apiErrorInLanguageNow(i18n, error),
      words: (text) => apiWordsText(i18n, text),
    }),
    [i18n],
  );
}

/**
 * A failed query's words for the page to render (`{error ? <Alert>{text}</Alert> : null}`): apiErrorText's, from the
 * first render in English; in another language the page's `fallback` until the catalogue of the API's words is loaded.
 */
export function useApiErrorText(error: unknown, fallback: string): string {
  const { i18n } = useI18n();
  const english = i18n.locale === 'en';
  const [translated, setTranslated] = useState<{ error: unknown; text: string | undefined }>();
  useEffect(() => {
    if (english || !error) return;
    let current = true;
    void apiErrorText(i18n, error, fallback).then((text) => {
      if (current) setTranslated({ error, text });
    });
    return () => {
      current = false;
    };
  }, [english, error, fallback, i18n]);
  if (english) return serverMessage(error) ?? fallback;
  return (translated && translated.error === error ? translated.text : undefined) ?? fallback;
}
