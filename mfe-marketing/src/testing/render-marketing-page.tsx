import type { Locale } from '@invest/mf/runtime';
import { I18nProvider } from '@invest/platform';
import { renderPage } from '@invest/testing';
import type { ReactElement } from 'react';
import { marketingI18n } from './marketing-i18n.js';

/** renderPage with this remote's messages in `locale` (English by default), as the page's route gives them (lazyRoute's `messages`). */
export function renderMarketingPage(element: ReactElement, path: string, locale: Locale = 'en', options: Parameters<typeof renderPage>[2] = {}) {
  return renderPage(<I18nProvider i18n={marketingI18n(locale)}>{element}</I18nProvider>, path, options);
}
