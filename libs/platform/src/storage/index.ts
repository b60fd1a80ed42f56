/**
 * `@invest/platform/storage`: the spec's storage keys with typed, validated read/write helpers (zod schemas). An entry
 * point of its own, shared under its own key, so the pages that never touch storage (the home page among them) do not
 * load the helpers and their validator.
 */
export { STORAGE_KEYS, type StorageKey } from './storage-keys.js';
export { readStorage, writeStorage, removeStorage, storageEntries, type StorageEntry, type StorageArea } from './storage.js';
export {
  INVESTMENT_PRODUCT_TYPES,
  selectedProductSchema,
  selectedInvestmentSchema,
  demoSelectedProductSchema,
  demoKycStatusSchema,
  type SelectedProduct,
  type SelectedInvestment,
  type DemoSelectedProduct,
  type DemoKycStatus,
} from './storage-schemas.js';
