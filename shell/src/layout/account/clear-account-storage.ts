import { removeStorage, storageEntries } from '@invest/platform';

/**
 * What this browser keeps about the signed-in user: the local auth flags (`demo_authenticated`, `demo_kyc_status`)
 * the selected product and plan, and the purchase attempt under way. Signing out forgets them, so the next person on
 * this device starts clean.
 */
export function clearAccountStorage(): void {
  removeStorage(storageEntries.demoAuthenticated);
  removeStorage(storageEntries.demoKycStatus);
  removeStorage(storageEntries.selectedProduct);
  removeStorage(storageEntries.selectedInvestment);
  removeStorage(storageEntries.paymentAttempt);
}
