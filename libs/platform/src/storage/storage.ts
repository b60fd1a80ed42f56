import type { z } from 'zod/mini';
import { STORAGE_KEYS, type StorageKey } from './storage-keys.js';
import {
  demoKycStatusSchema,
  demoSelectedProductSchema,
  nonEmptyTextSchema,
  paymentAttemptSchema,
  selectedInvestmentSchema,
  selectedProductSchema,
  trueTextSchema,
} from './storage-schemas.js';

export type StorageArea = 'local' | 'session';

/** One storage entry: where it lives, how it is written (JSON or plain text) and its schema. */
export interface StorageEntry<S extends z.ZodMiniType> {
  key: StorageKey;
  area: StorageArea;
  format: 'json' | 'text';
  schema: S;
}

function entry<S extends z.ZodMiniType>(key: StorageKey, area: StorageArea, format: 'json' | 'text', schema: S): StorageEntry<S> {
  return { key, area, format, schema };
}

export const storageEntries = {
  selectedProduct: entry(STORAGE_KEYS.selectedProduct, 'local', 'json', selectedProductSchema),
  selectedInvestment: entry(STORAGE_KEYS.selectedInvestment, 'session', 'json', selectedInvestmentSchema),
  demoUserId: entry(STORAGE_KEYS.demoUserId, 'session', 'text', nonEmptyTextSchema),
  demoMode: entry(STORAGE_KEYS.demoMode, 'session', 'text', trueTextSchema),
  demoSelectedProduct: entry(STORAGE_KEYS.demoSelectedProduct, 'session', 'json', demoSelectedProductSchema),
  demoAuthenticated: entry(STORAGE_KEYS.demoAuthenticated, 'local', 'text', trueTextSchema),
  demoKycStatus: entry(STORAGE_KEYS.demoKycStatus, 'local', 'json', demoKycStatusSchema),
  paymentAttempt: entry(STORAGE_KEYS.paymentAttempt, 'session', 'json', paymentAttemptSchema),
} as const;

function area(which: StorageArea): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage disabled (privacy mode, sandboxed frame).
    return null;
  }
}

/** The stored value, validated; null when absent, unreadable or not matching the schema. */
export function readStorage<S extends z.ZodMiniType>(item: StorageEntry<S>): z.infer<S> | null {
  const raw = area(item.area)?.getItem(item.key) ?? null;
  if (raw === null) return null;
  let value: unknown = raw;
  if (item.format === 'json') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = item.schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Write a value (validated first, so nothing malformed is ever stored). Returns false if storage is unavailable. */
export function writeStorage<S extends z.ZodMiniType>(item: StorageEntry<S>, value: z.input<S>): boolean {
  const valid = item.schema.parse(value);
  const storage = area(item.area);
  if (!storage) return false;
  try {
    storage.setItem(item.key, item.format === 'json' ? JSON.stringify(valid) : String(valid));
    return true;
  } catch {
    return false;
  }
}

export function removeStorage(item: StorageEntry<z.ZodMiniType>): void {
  try {
    area(item.area)?.removeItem(item.key);
  } catch {
    // Nothing to do when storage is unavailable.
  }
}
