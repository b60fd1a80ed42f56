import { readStorage, removeStorage, storageEntries, writeStorage, type DemoSelectedProduct } from '@invest/platform/storage';

/** The demo session of product §3: demo-user-id, demo-mode ('true') and demo-selected-product in session storage. */
export function startDemoSession(userId: string): void {
  removeStorage(storageEntries.demoSelectedProduct);
  writeStorage(storageEntries.demoUserId, userId);
  writeStorage(storageEntries.demoMode, 'true');
}

export function readDemoUserId(): string | null {
  return readStorage(storageEntries.demoMode) === 'true' ? readStorage(storageEntries.demoUserId) : null;
}

export function readSelectedProduct(): DemoSelectedProduct | null {
  return readStorage(storageEntries.demoSelectedProduct);
}

export function saveSelectedProduct(product: DemoSelectedProduct): void {
  writeStorage(storageEntries.demoSelectedProduct, product);
}

export function clearDemoSession(): void {
  removeStorage(storageEntries.demoUserId);
  removeStorage(storageEntries.demoMode);
  removeStorage(storageEntries.demoSelectedProduct);
}
