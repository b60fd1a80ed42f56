import type { CatalogueItem, CategoryKey, InvestmentProductType, NumericRange } from '@invest/contracts';
import { storageEntries, writeStorage, type SelectedProduct } from '@invest/platform/storage';

/**
 * The selection rules of product §3, the one place they live.
 * selectedProduct (localStorage): amount 100000 for fixed deposits, else 50000, raised to the plan's minimum when
 * that is higher; duration: the plan's own tenure (the default of its range), null where it has none;
 * planId: the catalogue plan the server prices the investment from.
 */
export const FD_SELECTED_AMOUNT = 100000;
/** Where Buy Now on /products goes once the product is stored. */
export const BUY_NOW_PATH = '/payment';
/** Where a product page's invest button goes once the selection is stored. */
export const INVEST_PATH = '/kyc';
export const OTHER_SELECTED_AMOUNT = 50000;

/** The plan an invest or buy button chooses. */
export interface PlanChoice {
  readonly planId: string;
  readonly name: string;
  readonly returns: string;
  readonly risk: string;
  /** Months: the plan's fixed tenure or the default of its range; null when the plan has none. */
  readonly durationMonths: number | null;
  /** Rupees: the plan's own minimum (0 when it has none beyond the platform's). */
  readonly minAmount: number;
}

/** The tenure a plan with a range is booked at unless the investor chooses: its floor (as the API's plan terms). */
export function rangeDefault(range: NumericRange): number {
  return range.min;
}

/** A /products card: the plan's booked terms, its default tenure and minimum. */
export function catalogueItemChoice(item: CatalogueItem): PlanChoice {
  return {
    planId: item.planId,
    name: item.name,
    returns: item.terms.returns,
    risk: item.risk,
    durationMonths: item.terms.tenure.defaultMonths,
    minAmount: item.terms.minAmount,
  };
}

export function selectedProductFor(category: CategoryKey, displayLabel: string, plan: PlanChoice): SelectedProduct {
  const defaultAmount = category === 'FIXED_DEPOSITS' ? FD_SELECTED_AMOUNT : OTHER_SELECTED_AMOUNT;
  return {
    planId: plan.planId,
    name: plan.name,
    category: displayLabel,
    returns: plan.returns,
    risk: plan.risk,
    amount: Math.max(defaultAmount, plan.minAmount),
    duration: plan.durationMonths,
  };
}

/** Buy Now on /products: stores `selectedProduct`. */
export function saveSelectedProduct(category: CategoryKey, displayLabel: string, plan: PlanChoice): SelectedProduct {
  const selected = selectedProductFor(category, displayLabel, plan);
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
  choice: PlanChoice;
}): void {
  writeStorage(storageEntries.selectedInvestment, {
    productType: options.productType,
    plan: { ...options.plan },
    planIndex: options.planIndex,
  });
  saveSelectedProduct(options.category, options.displayLabel, options.choice);
}
