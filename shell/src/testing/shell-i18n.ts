import type { Locale } from '@invest/mf/runtime';
import { i18nOf, type I18n } from '@invest/platform';
import { brandMessages } from '@invest/testing';
import en from '../messages/en.json';
import hi from '../messages/hi.json';

/** The shell's Lingui instance in `locale` (English by default), its catalogue and the brand's loaded as the page loads them. */
export function shellI18n(locale: Locale = 'en'): I18n {
  return i18nOf(locale, [{ default: locale === 'hi' ? hi : en }, brandMessages(locale)]);
}
