import { describe, expect, it } from '@jest/globals';
import { readRoutePreloads } from '../route-preloads.ts';
import { isStoreLoaderImport, routePathOfImport } from './route-preloads-plugin.ts';

// A routes module as swc-loader hands it to webpack (mfe-marketing's, shortened).
const routesSource = `import { lazyRoute } from "@invest/platform";
import { ROUTE_META } from "./route-meta.js";
export const routes = [
    lazyRoute("/", ROUTE_META["/"], ()=>import("./features/home/home-page.js")),
    lazyRoute('/faq', ROUTE_META['/faq'], () =>
      import('./features/faq/faq-page.js')),
    { path: '/plain', lazy: () => import("./features/plain.js") },
];
export default routes;`;

const importAt = (request: string) => routesSource.indexOf(`import(${request}`);

describe('routePathOfImport', () => {
  it('gives each import() of a lazyRoute call the path the call names', () => {
    expect(routePathOfImport(routesSource, importAt('"./features/home/home-page.js"'))).toBe('/');
    expect(routePathOfImport(routesSource, importAt("'./features/faq/faq-page.js'"))).toBe('/faq');
  });

  it('gives no path to an import() outside a lazyRoute call, or before any', () => {
    expect(routePathOfImport(routesSource, importAt('"./features/plain.js"'))).toBeNull();
    expect(routePathOfImport('const page = () => import("./a.js");', 15)).toBeNull();
  });
});

describe('isStoreLoaderImport', () => {
  // The shell's bootstrap as swc-loader hands it to webpack (shortened).
  const bootstrap = `setPlatformStoreLoader(async ()=>(await import("./app/client-store.js")).createClientStore());
const config = await import("./remotes/platform-config.js");`;

  it('is true for the import() inside the setPlatformStoreLoader call only', () => {
    expect(isStoreLoaderImport(bootstrap, bootstrap.indexOf('import("./app/client-store.js")'))).toBe(true);
    expect(isStoreLoaderImport(bootstrap, bootstrap.indexOf('import("./remotes/platform-config.js")'))).toBe(false);
    expect(isStoreLoaderImport('const page = () => import("./a.js");', 15)).toBe(false);
  });
});

describe('readRoutePreloads', () => {
  const list = {
    schema: 1,
    name: 'mfe_products',
    routes: { '/products': { js: ['1.a.js'], shared: ['react'] } },
    shared: {},
    startup: [],
    entry: [],
    store: null,
  };

  it('reads a list of this version, with or without the store loader (a list written before it had none)', () => {
    expect(readRoutePreloads(list)).toEqual(list);
    const store = { js: ['968.a.js'], shared: ['@invest/platform/store'] };
    expect(readRoutePreloads({ ...list, store })).toEqual({ ...list, store });
    const { store: _none, entry: _nothing, ...older } = list;
    expect(readRoutePreloads(older)).toEqual(list);
    expect(readRoutePreloads({ ...list, entry: ['main.1a2b3c4d.js'] })?.entry).toEqual(['main.1a2b3c4d.js']);
  });

  it('refuses another version, a damaged list, or file names that are not plain relative .js names', () => {
    expect(readRoutePreloads({ ...list, schema: 2 })).toBeNull();
    expect(readRoutePreloads({ ...list, routes: { '/products': { js: 'a.js', shared: [] } } })).toBeNull();
    expect(readRoutePreloads({ ...list, startup: ['https://evil.example/x.js'] })).toBeNull();
    expect(readRoutePreloads({ ...list, startup: ['/x.js'] })).toBeNull();
    expect(readRoutePreloads({ ...list, startup: ['../x.js'] })).toBeNull();
    expect(readRoutePreloads({ ...list, startup: ['a.js"><script>.js'] })).toBeNull();
    expect(readRoutePreloads({ ...list, store: { js: ['/x.js'], shared: [] } })).toBeNull();
    expect(readRoutePreloads({ ...list, store: 'x.js' })).toBeNull();
    expect(readRoutePreloads({ ...list, entry: ['https://evil.example/main.js'] })).toBeNull();
    expect(readRoutePreloads(null)).toBeNull();
  });
});
