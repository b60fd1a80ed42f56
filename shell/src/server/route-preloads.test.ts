import { describe, expect, it } from '@jest/globals';
import { matchesManifest, ROUTE_PRELOADS_FILE, type RoutePreloads } from '@invest/mf/runtime';
import type { ServerRemoteBases } from './contract.js';
import { createRoutePreloadSource, preloadHrefs, preloadLinkTags } from './route-preloads.js';

// The shape of real builds (mfe-products' and the shell's route-preloads.json), with fewer entries.
const products: RoutePreloads = {
  schema: 1,
  name: 'mfe_products',
  routes: {
    '/products': { js: ['3464.168e591b.js', '3755.6494a489.js', '__federation_expose_routes.7a7f8572.js'], shared: ['@invest/ui', '@invest/ui/tabs', 'react'] },
    '/fixed-deposits': { js: ['3755.6494a489.js', '6658.61fa9144.js', '__federation_expose_routes.7a7f8572.js'], shared: ['@invest/ui', 'react'] },
  },
  shared: {},
  startup: ['main.1d2e3f4a.js'],
  entry: ['main.1d2e3f4a.js'],
  store: null,
};

const shell: RoutePreloads = {
  schema: 1,
  name: 'shell',
  routes: {},
  shared: {
    react: { js: ['696.585a1cc4.js'], shared: [] },
    'react-dom': { js: ['325.8dd344c8.js'], shared: ['react'] },
    '@invest/ui': { js: ['641.abb486da.js'], shared: ['react'] },
    '@invest/ui/tabs': { js: ['538.43a28ef5.js', '604.e5cdf709.js', '723.e1e03bb8.js'], shared: ['react', 'react-dom', '@invest/ui/tabs-extra'] },
    '@invest/ui/tabs-extra': { js: ['999.00000000.js'], shared: ['@invest/ui/tabs'] },
    '@invest/platform/store': { js: ['301.77966a1c.js'], shared: ['react', '@invest/ui/tabs'] },
  },
  // Loaded before the shell starts: never preloaded again.
  startup: ['main.6a2619a9.js', '696.585a1cc4.js', '325.8dd344c8.js', '641.abb486da.js', '538.43a28ef5.js'],
  // Loaded by the document's own <script>: never preloaded.
  entry: ['main.6a2619a9.js'],
  // The chunk its store loader imports, which consumes the store's shared module.
  store: { js: ['968.68ad4317.js'], shared: ['@invest/platform/store', 'react'] },
};

const productsManifest = {
  name: 'mfe_products',
  exposes: [
    {
      name: 'routes',
      assets: { js: { sync: ['__federation_expose_routes.7a7f8572.js'], async: ['3464.168e591b.js', '3755.6494a489.js', '6658.61fa9144.js'] } },
    },
  ],
};

const folder = 'https://www.example.in/remotes/products/';
/** The shell fixture's startup files but its entry's, as preloaded. */
const startupFiles = ['/696.585a1cc4.js', '/325.8dd344c8.js', '/641.abb486da.js', '/538.43a28ef5.js'];

describe('preloadHrefs', () => {
  it("names the remote's files of the route, the shell's startup files but its entry's, then the shell's files of the shared modules the route consumes (transitively)", () => {
    expect(preloadHrefs('/products', products, folder, shell)).toEqual([
      `${folder}3464.168e591b.js`,
      `${folder}3755.6494a489.js`,
      `${folder}__federation_expose_routes.7a7f8572.js`,
      ...startupFiles,
      '/604.e5cdf709.js',
      '/723.e1e03bb8.js',
      '/999.00000000.js',
    ]);
  });

  it("names no startup file of a shell list that does not say which files are its entry's (written before it did)", () => {
    expect(preloadHrefs('/products', products, folder, { ...shell, entry: [] })).toEqual(
      preloadHrefs('/products', products, folder, shell).filter((href) => !startupFiles.includes(href)),
    );
  });

  it("adds, for a page that reads the store, the shell's store loader chunk and the shared modules it consumes, each file once", () => {
    const remoteFiles = [`${folder}3464.168e591b.js`, `${folder}3755.6494a489.js`, `${folder}__federation_expose_routes.7a7f8572.js`];
    expect(preloadHrefs('/products', products, folder, shell, { store: true })).toEqual([
      ...remoteFiles,
      ...startupFiles,
      '/604.e5cdf709.js',
      '/723.e1e03bb8.js',
      '/999.00000000.js',
      '/968.68ad4317.js',
      '/301.77966a1c.js',
    ]);
    expect(preloadHrefs('/fixed-deposits', products, folder, shell, { store: true }).slice(3)).toEqual([
      ...startupFiles,
      '/968.68ad4317.js',
      '/301.77966a1c.js',
      '/604.e5cdf709.js',
      '/723.e1e03bb8.js',
      '/999.00000000.js',
    ]);
    // A page that reads no store, or a shell list from before the store was listed: the route's files only.
    expect(preloadHrefs('/products', products, folder, shell, { store: false })).toEqual(preloadHrefs('/products', products, folder, shell));
    expect(preloadHrefs('/products', products, folder, { ...shell, store: null }, { store: true })).toEqual(preloadHrefs('/products', products, folder, shell));
  });

  it('reads a path with a trailing slash as the route', () => {
    expect(preloadHrefs('/fixed-deposits/', products, folder, shell)).toEqual([
      `${folder}3755.6494a489.js`,
      `${folder}6658.61fa9144.js`,
      `${folder}__federation_expose_routes.7a7f8572.js`,
      ...startupFiles,
    ]);
  });

  it('names nothing for a path the list does not name (a 404 under the remote), and only the remote files without the shell list', () => {
    expect(preloadHrefs('/products/unknown', products, folder, shell)).toEqual([]);
    expect(preloadHrefs('/products', products, folder, null)).toHaveLength(3);
  });
});

describe('preloadLinkTags', () => {
  it('writes plain script preloads (webpack loads chunks without crossorigin), with the href escaped', () => {
    expect(preloadLinkTags(['/604.e5cdf709.js', 'https://x.example/a.js?b=1&c="2"'])).toBe(
      '<link rel="preload" as="script" href="/604.e5cdf709.js" />' + '<link rel="preload" as="script" href="https://x.example/a.js?b=1&amp;c=&quot;2&quot;" />',
    );
    expect(preloadLinkTags([])).toBe('');
  });
});

describe('matchesManifest', () => {
  it("accepts a list whose files are the manifest's ./routes files, and refuses one from another build", () => {
    expect(matchesManifest(products, productsManifest)).toBe(true);
    const stale = { ...products, routes: { '/products': { js: ['3464.00000000.js'], shared: [] } } };
    expect(matchesManifest(stale, productsManifest)).toBe(false);
    expect(matchesManifest(products, { exposes: [] })).toBe(false);
    expect(matchesManifest(products, null)).toBe(false);
  });
});

const serverBases = {
  products: 'http://mfe-products.internal:8082/server/',
  marketing: 'http://mfe-marketing.internal:8081/server/',
} as unknown as ServerRemoteBases;
const browserManifests = { products: `${folder}mf-manifest.json` };

/** Serves the products remote's browser folder (route-preloads.json and mf-manifest.json, as given), counting requests. */
function servingProducts(files: { preloads?: unknown; manifest?: unknown }) {
  const asked: string[] = [];
  const fetchImpl: typeof fetch = async (input) => {
    const url = String(input);
    asked.push(url);
    const body =
      url === `http://mfe-products.internal:8082/${ROUTE_PRELOADS_FILE}`
        ? files.preloads
        : url === 'http://mfe-products.internal:8082/mf-manifest.json'
          ? files.manifest
          : undefined;
    return body === undefined ? new Response('not found', { status: 404 }) : Response.json(body);
  };
  return { fetchImpl, asked };
}

describe('createRoutePreloadSource', () => {
  it('reads the remote list beside its server build, joins it with the shell list and keeps it for the version', async () => {
    const { fetchImpl, asked } = servingProducts({ preloads: products, manifest: productsManifest });
    const source = createRoutePreloadSource({ serverBases, browserManifests, shell, timeoutMs: 1_000, fetchImpl });
    const links = await source.linksFor('products', '/fixed-deposits', 'v1');
    expect(links).toBe(
      `<link rel="preload" as="script" href="${folder}3755.6494a489.js" />` +
        `<link rel="preload" as="script" href="${folder}6658.61fa9144.js" />` +
        `<link rel="preload" as="script" href="${folder}__federation_expose_routes.7a7f8572.js" />` +
        startupFiles.map((href) => `<link rel="preload" as="script" href="${href}" />`).join(''),
    );
    expect(await source.linksFor('products', '/fixed-deposits', 'v1', { store: true })).toBe(
      `${links}<link rel="preload" as="script" href="/968.68ad4317.js" /><link rel="preload" as="script" href="/301.77966a1c.js" />` +
        '<link rel="preload" as="script" href="/604.e5cdf709.js" /><link rel="preload" as="script" href="/723.e1e03bb8.js" />' +
        '<link rel="preload" as="script" href="/999.00000000.js" />',
    );
    await source.linksFor('products', '/products', 'v1');
    expect(asked).toHaveLength(2);
    await source.linksFor('products', '/products', 'v2');
    expect(asked).toHaveLength(4);
  });

  it('gives no preloads, never an error, for a missing, damaged or stale list, an unreachable remote or one without a browser URL', async () => {
    const cases: (typeof fetch)[] = [
      servingProducts({ manifest: productsManifest }).fetchImpl,
      servingProducts({ preloads: { schema: 2, name: 'mfe_products', routes: {} }, manifest: productsManifest }).fetchImpl,
      servingProducts({ preloads: { ...products, routes: { '/products': { js: ['../../etc/passwd.js'], shared: [] } } }, manifest: productsManifest })
        .fetchImpl,
      servingProducts({ preloads: products, manifest: { exposes: [{ name: 'routes', assets: { js: { sync: ['other.js'], async: [] } } }] } }).fetchImpl,
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const fetchImpl of cases) {
      const source = createRoutePreloadSource({ serverBases, browserManifests, shell, timeoutMs: 1_000, fetchImpl });
      await expect(source.linksFor('products', '/products', 'v1')).resolves.toBe('');
    }
    const { fetchImpl, asked } = servingProducts({ preloads: products, manifest: productsManifest });
    const source = createRoutePreloadSource({ serverBases, browserManifests, shell, timeoutMs: 1_000, fetchImpl });
    await expect(source.linksFor('marketing', '/', 'v1')).resolves.toBe('');
    expect(asked).toEqual([]);
  });

  it('asks again for a missing list only after a while', async () => {
    let files: { preloads?: unknown; manifest?: unknown } = { manifest: productsManifest };
    const asked: string[] = [];
    const fetchImpl: typeof fetch = (input, init) => {
      asked.push(String(input));
      return servingProducts(files).fetchImpl(input, init);
    };
    const source = createRoutePreloadSource({ serverBases, browserManifests, shell, timeoutMs: 1_000, fetchImpl, retryAfterMs: 50 });
    await expect(source.linksFor('products', '/products', 'v1')).resolves.toBe('');
    files = { preloads: products, manifest: productsManifest };
    await expect(source.linksFor('products', '/products', 'v1')).resolves.toBe('');
    expect(asked).toHaveLength(2);
    await new Promise((done) => setTimeout(done, 60));
    await expect(source.linksFor('products', '/products', 'v1')).resolves.toContain('3464.168e591b.js');
  });
});
