import { CATEGORY_KEYS, type CategoryKey } from '@invest/contracts';

/** The `category` query parameter of /products: a valid key selects its tab; anything else is ignored. */
export function categoryFromParam(value: string | null): CategoryKey | null {
  return value !== null && (CATEGORY_KEYS as readonly string[]).includes(value) ? (value as CategoryKey) : null;
}
