import type { DemoProduct, DemoProductId } from '@invest/contracts';
import type { I18n } from '@invest/platform';

/** Each demo product's key in the catalogue: `demo.product.<key>.type`, `.returns`, `.duration`, `.risk`, `.description`, `.feature<n>`. */
const PRODUCT_KEYS: Readonly<Record<DemoProductId, string>> = {
  'fd-premium': 'fdPremium',
  'debt-mf-elite': 'debtMfElite',
  'fractional-real-estate': 'realEstate',
};

export interface ProductTexts {
  type: string;
  returns: string;
  duration: string;
  risk: string;
  description: string;
  features: string[];
}

/**
 * What a demo product says about itself, in the page's language. Its name is a product name and stays as it is; its
 * rate, bounds and the risk the badge's colour reads (`product.risk`) are the data's.
 */
export function productTexts(_: I18n['_'], product: Pick<DemoProduct, 'id' | 'features'>): ProductTexts {
  const prefix = `demo.product.${PRODUCT_KEYS[product.id]}`;
  return {
    type: _(`${prefix}.type`),
    returns: _(`${prefix}.returns`),
    duration: _(`${prefix}.duration`),
    risk: _(`${prefix}.risk`),
    description: _(`${prefix}.description`),
    features: product.features.map((_feature, index) => _(`${prefix}.feature${index + 1}`)),
  };
}
