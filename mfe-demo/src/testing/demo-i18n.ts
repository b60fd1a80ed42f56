import type { Locale } from '@invest/mf/runtime';
import { i18nOf, type I18n } from '@invest/platform';
import en from '../messages/en.json';
import hi from '../messages/hi.json';

/** This remote's Lingui instance in `locale` (English by default), its catalogue loaded as the page loads it. */
export function demoI18n(locale: Locale = 'en'): I18n {
  return i18nOf(locale, [{ default: locale === 'hi' ? hi : en }]);
}
