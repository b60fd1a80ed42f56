import type { CategoryKey, InvestmentProductType } from '@invest/contracts';
import { storageEntries, writeStorage, type SelectedProduct } from '@invest/platform';

/**
 * The selection rules of spec 3, the one place they live.
 * selectedProduct (localStorage): amount 100000 for fixed deposits, else 50000; duration 24 for fixed deposits, else null.
 */
export const FD_SELECTED_AMOUNT = 100000;
export const OTHER_SELECTED_AMOUNT = 50000;
export const FD_SELECTED_DURATION = 24;

export interface ProductSummary {
  readonly name: string;
  readonly returns: string;
  readonly risk: string;
}

export function selectedProductFor(category: CategoryKey, displayLabel: string, product: ProductSummary): SelectedProduct {
  const isFd = category === 'FIXED_DEPOSITS';
  return {
    name: product.name,
    category: displayLabel,
    returns: product.returns,
    risk: product.risk,
    amount: isFd ? FD_SELECTED_AMOUNT : OTHER_SELECTED_AMOUNT,
    duration: isFd ? FD_SELECTED_DURATION : null,
  };
}

/** Buy Now on /products: stores `selectedProduct`. */
export function saveSelectedProduct(category: CategoryKey, displayLabel: string, product: ProductSummary): SelectedProduct {
  const selected = selectedProductFor(category, displayLabel, product);
  writeStorage(storageEntries.selectedProduct, selected);
  return selected;
}

/** A plan's invest button: the investment selection (sessionStorage) plus `selectedProduct`. */
export function saveInvestmentSelection(options: {
  productType: InvestmentProductType;
  category: CategoryKey;
  displayLabel: string;
  plan: object;
  planIndex: number;
  summary: ProductSummary;
}): void {
  writeStorage(storageEntries.selectedInvestment, {
    productType: options.productType,
    plan: { ...options.plan },
    planIndex: options.planIndex,
  });
  saveSelectedProduct(options.category, options.displayLabel, options.summary);
}
