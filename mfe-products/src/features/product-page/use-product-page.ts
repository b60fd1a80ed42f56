import type { ProductPageResponse, ProductPageSlug } from '@invest/contracts';
import { useNavigate } from 'react-router-dom';
import { useGetProductPageQuery } from '../catalogue/api.js';
import { saveInvestmentSelection, type PlanChoice } from '../catalogue/selection.js';

/** The page record of `slug`, typed for that page. */
export function useProductPage<S extends ProductPageSlug>(slug: S) {
  const { data, error } = useGetProductPageQuery(slug);
  return { data: data as ProductPageResponse<S> | undefined, error };
}

/** A plan's invest button: save the selection (spec 3) with the plan's id, tenure and minimum, then go to /kyc. */
export function useInvest() {
  const navigate = useNavigate();
  return (page: ProductPageResponse, plan: object, planIndex: number, choice: PlanChoice) => {
    saveInvestmentSelection({ productType: page.productType, category: page.category, displayLabel: page.displayLabel, plan, planIndex, choice });
    navigate('/kyc');
  };
}
