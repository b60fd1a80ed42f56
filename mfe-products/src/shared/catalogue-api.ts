import { api, ENDPOINT_OVERRIDE } from '@invest/api';
import type { CatalogueProductsResponse, KnowledgeHubResponse, ProductPageResponse, ProductPageSlug } from '@invest/contracts';

/** Read-only catalogue endpoints (served from the database, cacheable with ETags). */
export const catalogueApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getCatalogueProducts: build.query<CatalogueProductsResponse, void>({
      query: () => '/catalogue/products',
      providesTags: ['Catalogue'],
    }),
    getKnowledgeHub: build.query<KnowledgeHubResponse, void>({
      query: () => '/catalogue/knowledge-hub',
      providesTags: ['Catalogue'],
    }),
    getProductPage: build.query<ProductPageResponse, ProductPageSlug>({
      query: (slug) => `/catalogue/product-pages/${slug}`,
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetCatalogueProductsQuery, useGetKnowledgeHubQuery, useGetProductPageQuery } = catalogueApi;
