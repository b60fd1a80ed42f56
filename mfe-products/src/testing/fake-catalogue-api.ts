import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CATEGORY_KEYS,
  PRODUCT_PAGE_KEYS,
  type CatalogueData,
  type CatalogueProductsResponse,
  type KnowledgeHubResponse,
  type ProductPageSlug,
} from '@invest/contracts';
import { vi } from 'vitest';

/** The data file the API seeds from: the fake answers with the very figures the real API serves. */
export const catalogueData = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../services/api/src/modules/catalogue/data/catalogue.json'), 'utf8'),
) as CatalogueData;

function answer(path: string): Response | undefined {
  const data = catalogueData;
  if (path === '/api/catalogue/products') {
    const liquidity = Object.fromEntries(CATEGORY_KEYS.map((key) => [key, data.details[key].liquidity]));
    return Response.json({ categories: data.categories, items: data.items, liquidity } as CatalogueProductsResponse);
  }
  if (path === '/api/catalogue/knowledge-hub') {
    return Response.json({ categories: data.categories, summaryCards: data.summaryCards, details: data.details } as KnowledgeHubResponse);
  }
  const slug = /^\/api\/catalogue\/product-pages\/([\w-]+)$/.exec(path)?.[1] as ProductPageSlug | undefined;
  if (slug && slug in PRODUCT_PAGE_KEYS) {
    const page = data.productPages[PRODUCT_PAGE_KEYS[slug]];
    const category = data.categories.find((c) => c.key === page.category);
    const card = data.summaryCards.find((c) => c.category === page.category);
    return Response.json({ ...page, displayLabel: category?.displayLabel, risk: card?.risk });
  }
  return undefined;
}

/** Stubs `fetch` with the catalogue endpoints; `fail` makes every call answer 503. Returns the requested paths. */
export function fakeCatalogueApi(options: { fail?: boolean } = {}) {
  const paths: string[] = [];
  const NodeRequest = globalThis.Request;
  class RelativeRequest extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    }
  }
  vi.stubGlobal('Request', RelativeRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL((input as Request).url).pathname;
      paths.push(path);
      if (options.fail) return new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' });
      return answer(path) ?? new Response('not found', { status: 404 });
    }),
  );
  return { paths };
}
