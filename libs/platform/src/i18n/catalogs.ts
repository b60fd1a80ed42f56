import type { I18n, Messages } from '@lingui/core';
import { setupI18n } from '@lingui/core';
import { LOCALE_TAGS, type Locale } from '@invest/mf/ownership';
import { BRAND } from '../brand/brand.js';

/** A compiled message catalogue module (`src/messages/<locale>.json` through the build's catalogue loader). */
export interface CatalogModule {
  default: object;
}

/**
 * How an app loads its catalogue in each language: `{ en: () => import('./messages/en.json'), hi: () => ... }`.
 * Each language is its own chunk, so a visitor downloads the messages of the language in use only.
 */
export type CatalogLoaders = Readonly<Record<Locale, () => Promise<CatalogModule>>>;

/** Message ids are namespaced by their app (`shell.header.signIn`, `marketing.home.title`): catalogues merge into one. */
function messagesOf(modules: readonly CatalogModule[]): Messages {
  return Object.assign({}, ...modules.map((module) => module.default)) as Messages;
}

/** What any message may name without being given it: `{brand}`, `{company}` (the brand config, the one place they are written). */
const BRAND_VARIABLES = { brand: BRAND.name, company: BRAND.company };

/** A Lingui instance for `locale` with these (loaded) catalogue modules, active. */
export function i18nOf(locale: Locale, modules: readonly CatalogModule[]): I18n {
  return setupI18n({ locale, locales: [LOCALE_TAGS[locale]], messages: { [locale]: messagesOf(modules) }, variables: BRAND_VARIABLES });
}

/** A Lingui instance for `locale` (the page's, or one server request's), with these catalogues loaded and active. */
export async function createI18n(locale: Locale, catalogs: readonly CatalogLoaders[]): Promise<I18n> {
  return i18nOf(locale, await Promise.all(catalogs.map((loaders) => loaders[locale]())));
}

/** Adds catalogues (a remote's, when its routes load) to an instance, in its active language. */
export async function addCatalogs(i18n: I18n, catalogs: readonly CatalogLoaders[]): Promise<void> {
  const locale = i18n.locale as Locale;
  const modules = await Promise.all(catalogs.map((loaders) => loaders[locale]()));
  i18n.load(locale, messagesOf(modules));
}

/**
 * A remote's messages: the prefix of its ids (`marketing`) and its catalogue in each language. A route names it
 * (`lazyRoute(…, { messages: { catalog } })`): the server adds it to the request's instance before rendering the
 * page, and the browser to the page's before the route first renders.
 */
export interface RemoteCatalog {
  namespace: string;
  /**
   * For a remote with more than one catalogue under its namespace (one for its first page, one for pages it need not
   * carry): an id this catalogue alone holds. The catalogue is loaded when the instance holds that id; without one,
   * when it holds any id of the namespace.
   */
  marker?: string;
  load: CatalogLoaders;
}

/** Adds a remote's catalogue to an instance unless it holds its messages already (the server sent them with the page). */
export async function ensureCatalog(i18n: I18n, catalog: RemoteCatalog): Promise<void> {
  const prefix = `${catalog.namespace}.`;
  const loaded = catalog.marker === undefined ? Object.keys(i18n.messages).some((id) => id.startsWith(prefix)) : catalog.marker in i18n.messages;
  if (loaded) return;
  await addCatalogs(i18n, [catalog.load]);
}

let pageI18n: Promise<I18n> | undefined;

/** The browser's page instance (or its making), given by the shell (bootstrap.tsx), for routes that bring messages. */
export function providePageI18n(i18n: I18n | Promise<I18n>): void {
  pageI18n = Promise.resolve(i18n);
}

/** The browser's page instance, once the shell has given it (none on the server, where each request has its own). */
export function pageI18nOf(): Promise<I18n> | undefined {
  return pageI18n;
}

/** Loads a catalogue into the page's instance, if the page has one (in the browser; the server adds it per request). */
export async function loadIntoPage(catalog: RemoteCatalog): Promise<void> {
  if (pageI18n) await ensureCatalog(await pageI18n, catalog);
}
