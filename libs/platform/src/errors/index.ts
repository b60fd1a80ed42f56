/**
 * `@invest/platform/errors`: what a page says of a failed API call, in its language (the API's words and codes turned
 * into the page's). A shared entry of its own, so a page that calls no API (the home page) does not load it.
 */
export {
  API_ERRORS_CATALOG,
  apiErrorInLanguage,
  apiErrorInLanguageNow,
  apiErrorSummary,
  apiErrorText,
  apiRefusalText,
  apiWordsText,
  loadApiErrorsIntoPage,
} from './api-error-text.js';
export { useApiErrors, useApiErrorText, type ApiErrors } from './api-error-hooks.js';
