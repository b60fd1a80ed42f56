import type { KycStatus } from '@invest/contracts';
import { storageEntries, writeStorage } from '@invest/platform/storage';

/**
 * Keeps the spec's local-storage flags (`demo_authenticated`, `demo_kyc_status`) in step with the
 * server after sign-in and KYC, so the payment page's UI agrees with what the API will accept.
 * The server stays the source of truth; the flags only shape the UI.
 */
export function syncAuthFlags(kycStatus: KycStatus): void {
  writeStorage(storageEntries.demoAuthenticated, 'true');
  writeStorage(storageEntries.demoKycStatus, { kycStatus });
}
