/**
 * The site's languages as its URLs carry them: English at the root (`/products`), every other language under its own
 * first segment (`/hi/products`). Browser-safe and Node-safe, like ownership.ts, which reads a path's owner through
 * `splitLocale` so `/hi/products` belongs to the products remote as `/products` does.
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a path without a prefix, and of anything the site cannot tell. */
export const DEFAULT_LOCALE: Locale = 'en';

/** BCP 47 tags for `<html lang>`, `hreflang` and `Intl` (Indian conventions in both: ₹1,00,000, dates in IST). */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's name in itself, as the language switcher shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The router's basename of a language: '' for English, `/hi` for Hindi. */
export function localeBasename(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A path's language and the path without its prefix: `/hi/products` → hi, `/products`; `/hi` → hi, `/`; `/products`
 * → en, `/products`. A prefix of the default language (`/en/...`) is no prefix: that path is English's 404.
 */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|[?#])(.*)$/.exec(pathname);
  const prefix = match?.[1];
  if (!match || prefix === undefined || prefix === DEFAULT_LOCALE || !isLocale(prefix)) return { locale: DEFAULT_LOCALE, path: pathname };
  const rest = match[2] ?? '';
  return { locale: prefix, path: rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest };
}

/** `path` (without a language prefix, as the routes name it) in `locale`: `/products` → `/hi/products`, `/` → `/hi`. */
export function localizePath(path: string, locale: Locale): string {
  const base = localeBasename(locale);
  if (!base) return path;
  return path === '/' ? base : /^\/[?#]/.test(path) ? `${base}${path.slice(1)}` : `${base}${path}`;
}

/** The cookie that remembers the language a visitor chose with the switcher (`lang=hi`): the web server sends them there. */
export const LOCALE_COOKIE = 'lang';

/** The language a `Cookie` header remembers, or null. */
export function rememberedLocale(cookieHeader: string | undefined): Locale | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}

/** The `document.cookie` assignment that remembers `locale` for a year, site-wide. */
export function localeCookie(locale: Locale, secure: boolean): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}
