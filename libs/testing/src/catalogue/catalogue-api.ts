import type { ProductPageSlug } from '@invest/contracts';
import { fakeApi, type ApiRoutes, type FakeApi } from '../fake-api/fake-api.js';
import { catalogueFigures, catalogueProducts, cataloguePlans, knowledgeHub, productPages } from './catalogue-fixtures.js';

const isSlug = (slug: string | undefined): slug is ProductPageSlug => slug !== undefined && Object.hasOwn(productPages, slug);

/** The catalogue's read routes, answering the fixtures typed as the API's responses. */
export const catalogueRoutes: ApiRoutes = {
  'GET /api/catalogue/products': () => Response.json(catalogueProducts),
  'GET /api/catalogue/knowledge-hub': () => Response.json(knowledgeHub),
  'GET /api/catalogue/figures': () => Response.json(catalogueFigures),
  'GET /api/catalogue/plans': () => Response.json(cataloguePlans),
  'GET /api/catalogue/plans/:planId': ({ params }) => {
    const plan = cataloguePlans.plans.find((candidate) => candidate.planId === params.planId);
    return plan ? Response.json(plan) : undefined;
  },
  'GET /api/catalogue/product-pages/:slug': ({ params }) => (isSlug(params.slug) ? Response.json(productPages[params.slug]) : undefined),
};

/** The catalogue API behind `fetch`; `fail` makes every call answer 503 Service Unavailable. */
export function fakeCatalogueApi(options: { fail?: boolean } = {}): FakeApi {
  if (options.fail) return fakeApi({}, { otherwise: () => new Response('Service Unavailable', { status: 503, statusText: 'Service Unavailable' }) });
  return fakeApi(catalogueRoutes);
}
