import { catalogueFiguresApi } from '@invest/api';
import type { ProductPageResponse, ProductPageSlug } from '@invest/contracts';
import type { ServerData } from '@invest/platform';
import { catalogueApi, useGetProductPageQuery } from '../catalogue-api.js';

/** The page record of `slug`, typed for that page. */
export function useProductPage<S extends ProductPageSlug>(slug: S) {
  const { data, error } = useGetProductPageQuery(slug);
  return { data: data as ProductPageResponse<S> | undefined, error };
}

/**
 * A product page's `serverData`: its record, fetched on the server with the argument the page reads it with, and the
 * booked terms of every plan with the platform's figures (the cards show the terms and the fee).
 */
export function productPageServerData(slug: ProductPageSlug): ServerData {
  return ({ dispatch }) =>
    Promise.all([
      dispatch(catalogueApi.endpoints.getProductPage.initiate(slug)),
      dispatch(catalogueFiguresApi.endpoints.getCataloguePlans.initiate()),
      dispatch(catalogueFiguresApi.endpoints.getCatalogueFigures.initiate()),
    ]);
}
