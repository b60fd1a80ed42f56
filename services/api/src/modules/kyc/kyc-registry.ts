/**
 * Port to the identity registry (UIDAI Aadhaar / NSDL PAN checks through a KYC provider). The domain code
 * only sees this interface; the sandbox adapter answers locally, a real provider drops in later.
 */
export const KYC_REGISTRY = Symbol('KYC_REGISTRY');

export interface KycRegistryRequest {
  /** 12 digits, format already checked. */
  aadhaar: string;
  /** Upper-case individual PAN, format already checked. */
  pan: string;
}

export interface KycRegistryResult {
  aadhaar: 'verified' | 'failed';
  pan: 'verified' | 'failed';
  /** The provider's reference for the check (kept for audit). */
  reference: string;
  /** Short reason when something failed; never contains the numbers. */
  reason?: string;
}

export interface KycRegistry {
  verify(request: KycRegistryRequest): Promise<KycRegistryResult>;
}
