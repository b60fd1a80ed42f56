import {
  findOwner,
  isClientRendered,
  localeBasename,
  localizePath,
  LOCALE_TAGS,
  LOCALES,
  REMOTE_KEYS,
  splitLocale,
  type Locale,
  type RemoteKey,
} from '@invest/mf/runtime';
import { BRAND_CATALOG, createI18n, ensureCatalog, routeHandleOf, type JsonLd, type RouteMeta, type I18n } from '@invest/platform';
import { createPlatformStore, type PlatformStore } from '@invest/platform/store';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { Providers } from '../app/providers.js';
import { SHELL_CATALOGS } from '../i18n/shell-catalogs.js';
import { Layout } from '../layout/layout.js';
import type { RemoteRoutesSource } from '../remotes/federation.js';
import { createRemoteRegistry, type RemoteRegistry } from '../remotes/remote-registry.js';
import { NOT_FOUND_ROUTE_ID } from '../router/route-handle.js';
import { createShellRoutes, patchInto } from '../router/shell-routes.js';
import type { RenderedPage, RenderMode, RenderPage, ShellServerOptions, SsrQueryEntry } from './contract.js';
import { documentHead } from './document-head.js';
import { renderMarkup, type RenderedMarkup } from './render-markup.js';
import { createRoutePreloadSource, type PreloadNeeds } from './route-preloads.js';
import { createServerRemoteSource } from './server-remotes.js';
import { withDeadline } from './with-deadline.js';

/** The contract's options (contract.ts), with the public site's origin settled. */
export interface RendererOptions extends ShellServerOptions {
  /** The public site's origin, for canonical URLs. */
  siteUrl: string;
}

/** The renderer and how the web server's page cache tells a page's version (contract.ts' ShellServer). */
export interface Renderer {
  render: RenderPage;
  pageVersion: (url: string) => Promise<string | null>;
}

/** A source that has nothing: the registry marks the remote failed and the catch-all renders its fallback. */
const unavailableSource: RemoteRoutesSource = {
  loadRoutes: (key) => Promise.reject(new Error(`${key} is not rendered on the server`)),
  resetRemote: () => undefined,
};

function fulfilledQueries(store: PlatformStore): SsrQueryEntry[] {
  const entries: SsrQueryEntry[] = [];
  for (const query of Object.values(store.getState().api.queries)) {
    if (query?.status === 'fulfilled') entries.push({ endpointName: query.endpointName, arg: query.originalArgs, value: query.data });
  }
  return entries;
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? error.name) : String(error);
}

/** The deepest match's metadata and structured data, and whether that match is the catch-all. */
async function matchedMeta(context: StaticHandlerContext, i18n: I18n): Promise<{ meta?: RouteMeta; jsonLd?: readonly JsonLd[]; notFound: boolean }> {
  const deepest = context.matches[context.matches.length - 1];
  if (!deepest || deepest.route.id === NOT_FOUND_ROUTE_ID) return { notFound: true };
  for (const match of [...context.matches].reverse()) {
    const handle = routeHandleOf(match.route.handle);
    if (typeof handle.title === 'string' && typeof handle.description === 'string') {
      const jsonLd = (await handle.loadJsonLd?.(i18n)) ?? [];
      const title = handle.titleId ? i18n._(handle.titleId) : handle.title;
      const description = handle.descriptionId ? i18n._(handle.descriptionId) : handle.description;
      return { meta: { title, description, ogType: handle.ogType }, jsonLd, notFound: false };
    }
  }
  return { notFound: false };
}

type StaticHandler = ReturnType<typeof createStaticHandler>;

/** How a page's tree is rendered: the mode, and how long a streamed render may wait for a suspended part. */
interface RenderStep {
  mode: RenderMode;
  abortAfterMs: number;
}

/** The page as HTML, with the styles it used. `handler` is the one that answered `context` (its routes are resolved). */
function renderTree(
  store: PlatformStore,
  registry: RemoteRegistry,
  i18n: I18n,
  handler: StaticHandler,
  context: StaticHandlerContext,
  step: RenderStep,
): Promise<RenderedMarkup> {
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderMarkup(
    <Provider store={store}>
      <Providers registry={registry} i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </Provider>,
    step.mode,
    step.abortAfterMs,
  );
}

/**
 * The shell's server renderer. A public page is rendered whole: the owner's server container gives its routes, the
 * page's chunk and its public data (fetched through the page's own RTK Query endpoints, without any cookie), inside the
 * shell's layout. Signed-in pages and the demo's steps are rendered as the layout around a loading state. A remote that
 * is down, slower than the deadline or throws costs only its region: the page shows the same fallback the browser
 * shows, and the browser tries the remote again.
 */
export function createRenderer(options: RendererOptions): Renderer {
  const source = createServerRemoteSource(options.remotes, options.deadlineMs, options.fetchImpl);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const step: RenderStep = { mode: options.renderMode ?? 'string', abortAfterMs: options.deadlineMs };
  const preloadSource = createRoutePreloadSource({
    serverBases: options.remotes,
    browserManifests: options.remoteManifests ?? {},
    shell: options.shellRoutePreloads ?? null,
    timeoutMs: options.deadlineMs,
    fetchImpl: options.fetchImpl ?? fetch,
  });

  async function render(url: string, failed: RemoteKey | null): Promise<RenderedPage> {
    const started = performance.now();
    const remaining = () => options.deadlineMs - (performance.now() - started);
    const request = new Request(url);
    const { pathname } = new URL(url);
    // `/hi/...` is the Hindi page of `...`: the routes match the path without its prefix (the router's basename).
    const { locale, path } = splitLocale(pathname);
    const basename = localeBasename(locale);
    const lang = LOCALE_TAGS[locale];
    const i18n = await createI18n(locale, [SHELL_CATALOGS, BRAND_CATALOG.load]);
    const owner = findOwner(pathname);
    const clientRendered = isClientRendered(pathname);
    // The page's public data is fetched in its language (Accept-Language: the catalogue's wording is Hindi on /hi/...).
    const store = createPlatformStore({ apiOrigin: options.apiOrigin, locale: lang });
    const registry = createRemoteRegistry(failed ? unavailableSource : source);
    const routes = createShellRoutes();
    // The page's preload tags, read while it renders (a remote that failed gets none); late ones are left out.
    const preloading = (remote: RemoteKey | null, needs?: PreloadNeeds) =>
      remote && remote !== failed ? preloadSource.linksFor(remote, path, source.loadedVersion(remote), needs).catch(() => '') : Promise.resolve('');
    const preloadsOf = async (links: Promise<string>) => {
      const settled = await withDeadline(links, remaining());
      return settled.done ? settled.value : '';
    };

    if (clientRendered) {
      // The server renders nothing of the owner here, so it has not seen whether the owner is up: it asks (its
      // manifest, as every cacheable page does). A remote that is down gets no preload tags: the browser would keep
      // their failures, and the page's files would still fail after a Retry once the remote is back.
      const links = owner
        ? source.currentVersion(owner).then(
            () => preloading(owner),
            () => '',
          )
        : Promise.resolve('');
      const root = routes[0];
      if (root) root.element = <Layout loading />;
      const handler = createStaticHandler(routes, { basename });
      const context = await handler.query(request);
      if (context instanceof Response) throw new Error('the shell routes do not redirect');
      return {
        status: 200,
        lang,
        head: documentHead({ noindex: true, locale: lang }),
        ...(await renderTree(store, registry, i18n, handler, context, step)),
        state: { mode: 'client', queries: [], messages: i18n.messages },
        preloads: await preloadsOf(links),
        cacheable: false,
      };
    }

    if (owner) {
      const discovered = await withDeadline(registry.discover(pathname, patchInto(routes)), remaining());
      if (!failed && !discovered.done) return fail(owner, discovered.reason === 'deadline' ? LATE : reasonOf(discovered.error));
      if (!failed && registry.getState(owner).status === 'failed') return fail(owner, registry.getState(owner).error ?? 'unavailable');
    }

    const handler = createStaticHandler(routes, { basename });
    const queried = await withDeadline(handler.query(request), remaining());
    if (!queried.done) {
      if (owner && !failed) return fail(owner, queried.reason === 'deadline' ? LATE : reasonOf(queried.error));
      throw queried.error instanceof Error ? queried.error : new Error('the shell routes failed');
    }
    const context = queried.value;
    if (context instanceof Response) throw new Error('the shell routes do not redirect');
    if (context.errors && owner && !failed) return fail(owner, reasonOf(Object.values(context.errors)[0]));
    // The matched pages' messages (their remote's catalogue), into this request's instance before it renders.
    const catalogs = context.matches.flatMap((match) => routeHandleOf(match.route.handle).catalog ?? []);
    await Promise.all(catalogs.map((catalog) => ensureCatalog(i18n, catalog)));
    const links = preloading(owner, { store: context.matches.some((match) => routeHandleOf(match.route.handle).readsStore === true) });

    // Public data: what each matched page asks for, within what is left of the deadline (a page whose data is late
    // renders its loading state, and the browser fetches the rest).
    const loads = context.matches.map((match) => routeHandleOf(match.route.handle).loadServerData?.({ dispatch: store.dispatch, params: match.params }));
    const loaded = await withDeadline(Promise.all(loads), remaining());
    // Late or failed data: the page shows its loading or error state, which the browser's first render (with no data
    // yet) would not match. Such a page is rendered again by the browser, not hydrated, and never cached.
    const complete = loaded.done && Object.values(store.getState().api.queries).every((query) => query?.status === 'fulfilled');

    let tree: RenderedMarkup;
    try {
      tree = await renderTree(store, registry, i18n, handler, context, step);
    } catch (error) {
      if (owner && !failed) return fail(owner, `render threw: ${reasonOf(error)}`);
      throw error;
    }
    const { meta, jsonLd, notFound } = await matchedMeta(context, i18n);
    const unavailable = owner !== null && failed === owner;
    const pageUrl = (page: Locale) => {
      const localized = localizePath(path, page);
      return `${siteUrl}${localized === '/' ? '/' : localized.replace(/\/+$/, '')}`;
    };
    return {
      status: notFound && !unavailable ? 404 : 200,
      lang,
      head: documentHead({
        title: unavailable ? i18n._('shell.unavailable.documentTitle') : notFound ? i18n._('shell.notFound.title') : undefined,
        meta: notFound ? undefined : meta,
        jsonLd,
        canonicalUrl: pageUrl(locale),
        alternates: Object.fromEntries(LOCALES.map((page) => [LOCALE_TAGS[page], pageUrl(page)])),
        locale: lang,
        noindex: notFound || unavailable,
      }),
      ...tree,
      state: { mode: unavailable || !complete ? 'client' : 'hydrate', queries: unavailable ? [] : fulfilledQueries(store), messages: i18n.messages },
      preloads: await preloadsOf(links),
      cacheable: !unavailable && complete,
    };
  }

  function fail(remote: RemoteKey, reason: string): never {
    throw new RemoteRenderError(remote, reason);
  }

  // Containers are loaded before the first request asks (a remote that is down then is tried again on demand).
  for (const key of REMOTE_KEYS) {
    source.loadRoutes(key).catch(() => source.resetRemote(key));
  }

  return {
    render: renderOrFallback,
    // Every ask fetches the owner's server manifest again (concurrent asks share one request), so a redeploy is seen
    // on the next request.
    async pageVersion(url) {
      const { pathname } = new URL(url);
      const owner = findOwner(pathname);
      if (!owner || isClientRendered(pathname)) return null;
      return source.currentVersion(owner).catch(() => null);
    },
  };

  async function renderOrFallback(url: string): Promise<RenderedPage> {
    try {
      return await render(url, null);
    } catch (error) {
      if (!(error instanceof RemoteRenderError)) throw error;
      options.onRemoteError?.(error.remote, error.reason);
      // A remote that failed is loaded afresh next time. One that was only late goes on loading, and the next
      // request uses it.
      if (error.reason !== LATE) source.resetRemote(error.remote);
      return render(url, error.remote);
    }
  }
}

/** Why a remote's region is its fallback when the remote was only slower than the deadline. */
const LATE = 'not rendered within the deadline';

class RemoteRenderError extends Error {
  constructor(
    readonly remote: RemoteKey,
    readonly reason: string,
  ) {
    super(`${remote}: ${reason}`);
  }
}
