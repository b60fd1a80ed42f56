import { Inject, Injectable } from '@nestjs/common';
import { field, type ProviderAnswer, postJson } from '../../common/providers/post-json.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isoDateOfBirth } from './identity-rules.js';
import type { AadhaarOtpCheck, AadhaarOtpStart, KycProvider, PanCheck } from './kyc-provider.js';

const PROVIDER = 'Cashfree Verification';

/** The API version asked for: any date after 2022-09-12 adds the PAN's Aadhaar seeding status to the answer. */
const API_VERSION = '2023-12-18';

/** Name-match grades Cashfree reports that count as the same person. */
const ACCEPTED_NAME_MATCHES = new Set(['DIRECT_MATCH', 'GOOD_PARTIAL_MATCH']);

/**
 * Cashfree's Verification API (`x-client-id`, `x-client-secret` headers; base URL CASHFREE_VERIFICATION_API_URL):
 * - POST /offline-aadhaar/otp `{aadhaar_number}` → `{status: 'SUCCESS', ref_id}` (UIDAI texts the holder an OTP);
 * - POST /offline-aadhaar/verify `{otp, ref_id}` → the e-KYC record (`status: 'VALID'`, `name`, ...), 400 otherwise;
 * - POST /pan `{pan, name}` (x-api-version after 2022-09-12, so the answer carries the Aadhaar seeding status) →
 *   `{valid, name_match_result, reference_id, pan_status, aadhaar_seeding_status}`: `Y` linked to an Aadhaar, `R` not
 *   linked; `pan_status: 'INOPERATIVE'` a PAN made inoperative for want of the link.
 * Only the holder's name and date of birth (`dob`, 'DD-MM-YYYY') are read from the e-KYC record; address, photo and
 * the rest are never kept.
 * A 401/403 (keys, IP allow-list), 409 (OTP already pending), 422 (balance), 5xx or a timeout is "unavailable".
 */
@Injectable()
export class CashfreeKycProvider implements KycProvider {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async sendAadhaarOtp(aadhaar: string): Promise<AadhaarOtpStart> {
    const answer = await this.post('/offline-aadhaar/otp', { aadhaar_number: aadhaar });
    const reference = field(answer.body, 'ref_id');
    const message = field(answer.body, 'message');
    if (answer.status === 200 && field(answer.body, 'status') === 'SUCCESS' && reference && !/not linked|does not have/i.test(message)) {
      return { kind: 'otp_sent', reference };
    }
    if (answer.status === 200 || answer.status === 400) return { kind: 'refused', reason: message || 'Aadhaar not accepted by the provider.' };
    throw this.unavailable(answer);
  }

  async verifyAadhaarOtp(reference: string, otp: string): Promise<AadhaarOtpCheck> {
    const answer = await this.post('/offline-aadhaar/verify', { otp, ref_id: reference });
    const holderName = field(answer.body, 'name');
    if (answer.status === 200 && field(answer.body, 'status') === 'VALID' && holderName) {
      return { kind: 'verified', holderName, dateOfBirth: isoDateOfBirth(field(answer.body, 'dob')) };
    }
    if (answer.status === 400) {
      const message = field(answer.body, 'message');
      if (/expired|ref_id/i.test(message)) return { kind: 'expired' };
      if (/otp/i.test(message)) return { kind: 'wrong_otp' };
      return { kind: 'refused', reason: message || 'Aadhaar not confirmed by the provider.' };
    }
    if (answer.status === 200) return { kind: 'refused', reason: field(answer.body, 'message') || 'Aadhaar not confirmed by the provider.' };
    throw this.unavailable(answer);
  }

  async verifyPan(pan: string, holderName: string): Promise<PanCheck> {
    const answer = await this.post('/pan', { pan, name: holderName });
    if (answer.status === 200) {
      if (answer.body?.['valid'] !== true) return { kind: 'refused', reason: field(answer.body, 'message') || 'PAN not found.' };
      if (!ACCEPTED_NAME_MATCHES.has(field(answer.body, 'name_match_result'))) return { kind: 'name_mismatch' };
      if (field(answer.body, 'pan_status') === 'INOPERATIVE') return { kind: 'inoperative' };
      // The link is proven only by the registry's `Y`; `R`, or no status at all, is not proof.
      if (field(answer.body, 'aadhaar_seeding_status') !== 'Y') return { kind: 'not_linked' };
      return { kind: 'verified', reference: field(answer.body, 'reference_id') };
    }
    if (answer.status === 400) return { kind: 'refused', reason: field(answer.body, 'message') || 'PAN not accepted by the provider.' };
    throw this.unavailable(answer);
  }

  private post(path: string, body: unknown): Promise<ProviderAnswer> {
    const { apiUrl, clientId, clientSecret, timeoutMs } = this.config.kyc;
    const headers = { 'x-client-id': clientId, 'x-client-secret': clientSecret, 'x-api-version': API_VERSION };
    return postJson(PROVIDER, `${apiUrl}${path}`, headers, body, timeoutMs);
  }

  private unavailable(answer: ProviderAnswer): ProviderUnavailableError {
    return new ProviderUnavailableError(PROVIDER, `HTTP ${answer.status}: ${field(answer.body, 'message').slice(0, 120) || 'no message'}`);
  }
}
