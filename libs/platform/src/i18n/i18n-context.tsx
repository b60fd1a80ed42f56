import type { I18n } from '@lingui/core';
import type { Locale } from '@invest/mf/ownership';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

const I18nContext = createContext<I18n | null>(null);

/**
 * The page's Lingui instance for everything below: the shell gives it around the router, once in the browser and
 * once per request on the server. The language never changes under a page (the switcher loads the other language's
 * document), so nothing here listens for a change: @lingui/react's provider, which does, would cost the home page
 * 1.7 KB of JavaScript (gzip).
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** The page's instance and its `_` (a message by id, with its values: `_('shell.footer.rights', { year })`). */
export function useI18n(): { i18n: I18n; _: I18n['_'] } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n needs an I18nProvider above it (the shell gives one; tests: a render helper)');
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n) }), [i18n]);
}

/** The page's language ('en' or 'hi'), for the formatters that take one (`formatIndiaDate(date, locale)`). */
export function useLocale(): Locale {
  return useI18n().i18n.locale as Locale;
}
