import type { Locale } from '@invest/mf/runtime';
import { i18nOf, type I18n } from '@invest/platform';
import en from '../messages/en.json';
import hi from '../messages/hi.json';

/** This remote's Lingui instance in `locale` (English by default), its catalogue loaded as the page loads it. */
export function paymentsI18n(locale: Locale = 'en'): I18n {
  return i18nOf(locale, [{ default: locale === 'hi' ? hi : en }]);
}

/** The `_` of this remote's messages in `locale`, for the model functions that word a message. */
export function paymentsTranslate(locale: Locale = 'en'): I18n['_'] {
  const i18n = paymentsI18n(locale);
  return i18n._.bind(i18n);
}
