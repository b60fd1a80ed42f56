import type { Locale } from '@invest/mf/runtime';
import { i18nOf, type I18n } from '@invest/platform';
import { brandMessages } from '@invest/testing';
import en from '../messages/en.json';
import hi from '../messages/hi.json';
import legalEn from '../legal/messages/en.json';
import legalHi from '../legal/messages/hi.json';

/** This remote's Lingui instance in `locale` (English by default), its catalogues and the brand's loaded as its pages have them. */
export function marketingI18n(locale: Locale = 'en'): I18n {
  const own = locale === 'hi' ? [{ default: hi }, { default: legalHi }] : [{ default: en }, { default: legalEn }];
  return i18nOf(locale, [...own, brandMessages(locale)]);
}
