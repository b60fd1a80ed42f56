import type { CatalogueFiguresResponse, PlanTermsListResponse } from '@invest/contracts';
import { api, ENDPOINT_OVERRIDE } from './api.js';

/**
 * The figures every page states, defined once for every remote (the FAQ, the calculator, the payment page and the
 * demo read the same): each category's range of booked terms with the platform's own figures, and every plan's terms.
 */
export const catalogueFiguresApi = api.injectEndpoints({
  overrideExisting: ENDPOINT_OVERRIDE,
  endpoints: (build) => ({
    getCatalogueFigures: build.query<CatalogueFiguresResponse, void>({
      query: () => '/catalogue/figures',
      providesTags: ['Catalogue'],
    }),
    getCataloguePlans: build.query<PlanTermsListResponse, void>({
      query: () => '/catalogue/plans',
      providesTags: ['Catalogue'],
    }),
  }),
});

export const { useGetCatalogueFiguresQuery, useGetCataloguePlansQuery } = catalogueFiguresApi;
