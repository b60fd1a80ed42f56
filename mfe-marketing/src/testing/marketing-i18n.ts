import type { Locale } from '@invest/mf/runtime';
import { i18nOf, type I18n } from '@invest/platform';
import en from '../messages/en.json';
import hi from '../messages/hi.json';
import legalEn from '../legal/messages/en.json';
import legalHi from '../legal/messages/hi.json';

/** This remote's Lingui instance in `locale` (English by default), its catalogues loaded as its pages load them. */
export function marketingI18n(locale: Locale = 'en'): I18n {
  return i18nOf(locale, locale === 'hi' ? [{ default: hi }, { default: legalHi }] : [{ default: en }, { default: legalEn }]);
}
