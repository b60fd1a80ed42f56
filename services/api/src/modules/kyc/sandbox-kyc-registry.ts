import { randomUUID } from 'node:crypto';
import type { KycRegistry, KycRegistryRequest, KycRegistryResult } from './kyc-registry.js';

/**
 * Deterministic sandbox registry (development, tests, demos): every well-formed Aadhaar and PAN is
 * confirmed EXCEPT these documented test values, so the failure path can be driven end to end:
 *
 * - an Aadhaar starting with 9999 is "not found in the Aadhaar registry", e.g. 9999 1234 5678;
 * - a PAN whose digits are 0000 is "not found in the PAN registry", e.g. ABCPE0000F.
 *
 * Valid samples that pass: Aadhaar 2341 2341 2346, 4991 2345 6783, 8765 4321 0122; PAN ABCPE1234F, ZZZPZ9876Z.
 */
export const SANDBOX_FAILING_AADHAAR_PREFIX = '9999';
export const SANDBOX_FAILING_PAN_DIGITS = '0000';

export class SandboxKycRegistry implements KycRegistry {
  verify(request: KycRegistryRequest): Promise<KycRegistryResult> {
    const aadhaar = request.aadhaar.startsWith(SANDBOX_FAILING_AADHAAR_PREFIX) ? 'failed' : 'verified';
    const pan = request.pan.slice(5, 9) === SANDBOX_FAILING_PAN_DIGITS ? 'failed' : 'verified';
    const reasons = [
      aadhaar === 'failed' ? 'Aadhaar not found in the registry.' : null,
      pan === 'failed' ? 'PAN not found in the registry.' : null,
    ].filter((reason): reason is string => reason !== null);
    return Promise.resolve({
      aadhaar,
      pan,
      reference: `SBX-${randomUUID()}`,
      ...(reasons.length > 0 ? { reason: reasons.join(' ') } : {}),
    });
  }
}
