import { i18nOf, providePageI18n } from '@invest/platform';

/**
 * The tests' page instance (English), as the shell's: given to the platform at import, so a lazy route that brings its
 * remote's messages (lazyRoute's `messages`) loads them into it, as it does into the page's in the browser; the render
 * helpers give it with `I18nProvider`.
 */
export const testI18n = i18nOf('en', []);
providePageI18n(testI18n);
