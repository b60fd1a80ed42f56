/**
 * What this browser keeps about the signed-in user: the local auth flags (`demo_authenticated`, `demo_kyc_status`)
 * the selected product and plan, and the purchase attempt under way. Signing out forgets them, so the next person on
 * this device starts clean.
 *
 * The storage helpers (and their validator) load when someone signs out, not with every first page: this resolves to
 * the function that forgets, once they are loaded.
 */
export async function loadAccountStorageCleaner(): Promise<() => void> {
  const { removeStorage, storageEntries } = await import('@invest/platform/storage');
  return () => {
    removeStorage(storageEntries.demoAuthenticated);
    removeStorage(storageEntries.demoKycStatus);
    removeStorage(storageEntries.selectedProduct);
    removeStorage(storageEntries.selectedInvestment);
    removeStorage(storageEntries.paymentAttempt);
  };
}
