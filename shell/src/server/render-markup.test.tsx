import { webcrypto } from 'node:crypto';
import { setImmediate } from 'node:timers';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { init } from '@module-federation/enhanced/runtime';
import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { CatalogueProductsResponse } from '@invest/contracts';
import { REMOTE_KEYS, routesModuleId, type RemoteKey } from '@invest/mf/runtime';
import { lazyRoute, type PageModule } from '@invest/platform';
import { fakeCatalogueApi, stubGlobal } from '@invest/testing';
import { Card, CardTitle, Container, PageHeader } from '@invest/ui';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { RENDER_MODES, type RenderedPage, type RenderMode, type ServerRemoteBases } from './contract.js';
import { renderMarkup } from './render-markup.js';
import { createRenderer } from './render-page.js';

// The shell's server federation as its build sets it up: its own shared singletons (the renderer's source joins it).
const federation = init({
  name: 'shell',
  remotes: [],
  shared: { react: { version: '19.3.1', lib: () => ({}), shareConfig: { singleton: true, requiredVersion: '^19.3.1' } } },
});

const bases = Object.fromEntries(REMOTE_KEYS.map((key) => [key, `http://127.0.0.1:9/${key}/server/`])) as ServerRemoteBases;

const manifest = (key: RemoteKey) =>
  JSON.stringify({
    id: key,
    name: key,
    metaData: { name: key, pluginVersion: '2.9.2', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'commonjs-module' }, publicPath: '/server/' },
    shared: [{ id: `${key}:react`, name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' }],
    remotes: [],
    exposes: [],
  });

/** Every remote's server manifest, as a compatible build publishes it. */
const serveManifests: typeof fetch = async (input) => {
  const key = REMOTE_KEYS.find((candidate) => String(input) === `${bases[candidate]}mf-manifest.json`);
  return key ? new Response(manifest(key)) : new Response('not found', { status: 404 });
};

// A public page as a remote builds one: styled components on the theme, public data fetched on the server through an
// RTK Query endpoint, metadata and structured data for the head.
const catalogue = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({ getCatalogueProducts: build.query<CatalogueProductsResponse, void>({ query: () => '/catalogue/products' }) }),
});

const Tiles = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.text};
`;

function CataloguePage() {
  const { data } = catalogue.useGetCatalogueProductsQuery();
  return (
    <Container>
      <PageHeader title="Invest with us" lead="Every product, one place." />
      <Tiles>
        {data?.categories.map((category) => (
          <Card key={category.key}>
            <CardTitle>{category.label}</CardTitle>
            <p>{category.tileSubtitle}</p>
          </Card>
        ))}
      </Tiles>
    </Container>
  );
}

const homePage: PageModule = {
  default: CataloguePage,
  serverData: ({ dispatch }) => dispatch(catalogue.endpoints.getCatalogueProducts.initiate()),
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'Organization', name: 'Solidstep Invest' }],
};
const marketingRoutes = [lazyRoute('/', { title: 'Invest', description: 'Fixed deposits, bonds and more.' }, async () => homePage)];

beforeEach(() => {
  // What the test DOM lacks and the server has: Web Crypto (the hash of a manifest) and setImmediate (React's
  // streaming renderer schedules its work with it).
  Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true });
  stubGlobal('setImmediate', setImmediate);
  // Marketing's container gives its routes; every other remote's is empty (its region renders the fallback).
  jest
    .spyOn(federation, 'loadRemote')
    .mockImplementation((async (id: string) => (id === routesModuleId('marketing') ? { routes: marketingRoutes } : null)) as typeof federation.loadRemote);
  fakeCatalogueApi();
});

const renderers = () =>
  Object.fromEntries(
    RENDER_MODES.map((mode) => [
      mode,
      createRenderer({
        remotes: bases,
        apiOrigin: 'http://api.test',
        siteUrl: 'https://invest.test',
        deadlineMs: 2_000,
        fetchImpl: serveManifests,
        renderMode: mode,
        onRemoteError: () => undefined,
      }).render,
    ]),
  ) as Record<RenderMode, (url: string) => Promise<RenderedPage>>;

describe('createRenderer: renderToString and renderToPipeableStream give the same page', () => {
  it('renders a public page with its data, styles, head and state alike in both modes', async () => {
    const render = renderers();
    const string = await render.string('http://shell.internal/');
    const stream = await render.stream('http://shell.internal/');
    // A real page: the remote's markup with its data, the rules it used, its head and the state to hydrate from.
    expect(string.status).toBe(200);
    expect(string.html).toContain('Invest with us');
    expect(string.html).toContain('Fixed Deposits');
    expect(string.styles).toMatch(/^<style data-styled="true" data-styled-version="6\.[\d.]+">.*display:grid/s);
    expect(string.head).toContain('<title>Invest | ');
    expect(string.head).toContain('application/ld+json');
    expect(string.state).toEqual({
      mode: 'hydrate',
      queries: [expect.objectContaining({ endpointName: 'getCatalogueProducts' })],
      // The page's messages, compiled, so the browser's first render has them without a request.
      messages: expect.objectContaining({ 'shell.nav.investNow': ['Invest Now'] }),
    });
    expect(stream).toEqual(string);
  });

  it.each([
    ['a client-rendered page (the layout around its loading state)', '/dashboard', 200],
    ["a remote's fallback", '/products', 200],
    ['the 404', '/no-such-page', 404],
  ])('renders %s alike in both modes', async (_what, path, status) => {
    const render = renderers();
    const string = await render.string(`http://shell.internal${path}`);
    const stream = await render.stream(`http://shell.internal${path}`);
    expect(string.status).toBe(status);
    expect(string.html.length).toBeGreaterThan(1_000);
    expect(stream).toEqual(string);
  });
});

describe('createRenderer: a page in Hindi', () => {
  it('renders /hi as the home page in Hindi: <html lang>, the shell in Hindi, links under /hi, the alternates in the head', async () => {
    const page = await renderers().string('http://shell.internal/hi');
    expect(page.status).toBe(200);
    expect(page.lang).toBe('hi-IN');
    expect(page.html).toContain('Invest with us');
    expect(page.html).toContain('>अभी निवेश करें<');
    expect(page.html).toContain('href="/hi/products"');
    expect(page.html).toMatch(/<a[^>]*href="\/"[^>]*hrefLang="en-IN"[^>]*>English<\/a>/);
    expect(page.html).not.toContain('>Invest Now<');
    expect(page.head).toContain('<link rel="canonical" href="https://invest.test/hi" />');
    expect(page.head).toContain('<link rel="alternate" hreflang="en-IN" href="https://invest.test/" />');
    expect(page.head).toContain('<link rel="alternate" hreflang="hi-IN" href="https://invest.test/hi" />');
    expect(page.head).toContain('<link rel="alternate" hreflang="x-default" href="https://invest.test/" />');
    expect(page.head).toContain('<meta property="og:locale" content="hi_IN" />');
    expect(page.state.mode).toBe('hydrate');
    expect(page.state.messages).toEqual(expect.objectContaining({ 'shell.nav.investNow': ['अभी निवेश करें'] }));
  });

  it("fetches the page's public data in its language: Accept-Language hi-IN under /hi, en-IN otherwise", async () => {
    const apiCalls = fakeCatalogueApi();
    const render = renderers();
    await render.string('http://shell.internal/hi');
    await render.stream('http://shell.internal/');
    expect(apiCalls.requests.map((request) => [request.url.pathname, request.headers.get('accept-language')])).toEqual([
      ['/api/catalogue/products', 'hi-IN'],
      ['/api/catalogue/products', 'en-IN'],
    ]);
  });

  it('renders an English page with lang en-IN and the Hindi alternate, and the 404 under /hi in Hindi', async () => {
    const render = renderers();
    const english = await render.string('http://shell.internal/');
    expect(english.lang).toBe('en-IN');
    expect(english.head).toContain('<link rel="canonical" href="https://invest.test/" />');
    expect(english.head).toContain('<link rel="alternate" hreflang="hi-IN" href="https://invest.test/hi" />');
    const missing = await render.string('http://shell.internal/hi/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.head).toContain('<title>404 पेज नहीं मिला | ');
    expect(missing.html).toContain('यह पेज हमें नहीं मिला।');
  });
});

describe('renderMarkup', () => {
  const Pending = lazy(() => new Promise<{ default: () => null }>(() => undefined));

  it('sends a part still suspended after the bound as its fallback, as renderToString does at once', async () => {
    const tree = (
      <main>
        <Suspense fallback={<p>Loading</p>}>
          <Pending />
        </Suspense>
      </main>
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const mode of RENDER_MODES) {
      const { html } = await renderMarkup(tree, mode, 50);
      expect(html).toMatch(/^<main><!--\$!-->.*<p>Loading<\/p><!--\/\$--><\/main>$/s);
    }
    expect(error).toHaveBeenCalled();
  });

  it('fails the render of a tree that throws outside any boundary in both modes', async () => {
    function Broken(): never {
      throw new Error('broken page');
    }
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderMarkup(<Broken />, 'string', 50)).rejects.toThrow('broken page');
    await expect(renderMarkup(<Broken />, 'stream', 50)).rejects.toThrow('broken page');
  });
});
