import { describe, expect, it } from 'vitest';
import { SandboxKycRegistry } from './sandbox-kyc-registry.js';

const registry = new SandboxKycRegistry();

describe('SandboxKycRegistry (documented test values)', () => {
  it.each([
    ['234123412346', 'ABCPE1234F', 'verified', 'verified'],
    ['999912345678', 'ABCPE1234F', 'failed', 'verified'],
    ['234123412346', 'ABCPE0000F', 'verified', 'failed'],
    ['999912345678', 'ABCPE0000F', 'failed', 'failed'],
  ])('%s / %s → Aadhaar %s, PAN %s', async (aadhaar, pan, aadhaarStatus, panStatus) => {
    const result = await registry.verify({ aadhaar, pan });
    expect(result).toMatchObject({ aadhaar: aadhaarStatus, pan: panStatus });
    expect(result.reference).toMatch(/^SBX-/);
    if (aadhaarStatus === 'failed' || panStatus === 'failed') expect(result.reason).toMatch(/not found/);
    expect(JSON.stringify(result)).not.toContain(aadhaar);
    expect(JSON.stringify(result)).not.toContain(pan);
  });
});
