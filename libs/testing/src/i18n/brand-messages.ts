import type { Locale } from '@invest/mf/runtime';
import en from '../../../platform/src/brand/messages/en.json';
import hi from '../../../platform/src/brand/messages/hi.json';

/** The brand catalogue (`brand.…`) as the shell loads it with its own, for a test's instance: `i18nOf(locale, [..., brandMessages(locale)])`. */
export function brandMessages(locale: Locale): { default: object } {
  return { default: locale === 'hi' ? hi : en };
}
