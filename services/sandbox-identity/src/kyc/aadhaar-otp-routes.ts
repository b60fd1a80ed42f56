import { SANDBOX_IDENTITY_TEST_VALUES } from '@invest/contracts';
import type { FastifyInstance } from 'fastify';
import type { SandboxIdentityOptions } from '../options.ts';
import { sleep } from '../sleep.ts';
import type { AadhaarOtpSessions } from './aadhaar-otp-sessions.ts';
import { cashfreeError } from './cashfree-error.ts';
import { sandboxAadhaarRecord } from './sandbox-holder.ts';

const prefixOf = (value: string) => value.replace(/ /g, '').slice(0, 4);

/**
 * Cashfree's offline-Aadhaar (OTP e-KYC) pair:
 * - POST /verification/offline-aadhaar/otp `{aadhaar_number}` → `{status: 'SUCCESS', message: 'OTP sent successfully', ref_id}`
 *   (UIDAI texts the OTP to the Aadhaar-linked mobile; in the sandbox that OTP is always 111000);
 * - POST /verification/offline-aadhaar/verify `{otp, ref_id}` → the e-KYC record (`status: 'VALID'`, name, ...).
 */
export function registerAadhaarOtpRoutes(app: FastifyInstance, options: SandboxIdentityOptions, sessions: AadhaarOtpSessions): void {
  app.post<{ Body: { aadhaar_number?: unknown } | undefined }>('/verification/offline-aadhaar/otp', async (request, reply) => {
    const aadhaar = request.body?.aadhaar_number;
    if (aadhaar === undefined || aadhaar === '')
      return cashfreeError(reply, 400, 'validation_error', 'aadhaar_number_missing', 'Please enter aadhaar number in the request');
    if (typeof aadhaar !== 'string' || !/^\d+$/.test(aadhaar)) {
      return cashfreeError(reply, 400, 'validation_error', 'aadhaar_number_invalid', 'Please enter aadhaar number in numeric format');
    }
    if (aadhaar.length !== 12) return cashfreeError(reply, 400, 'validation_error', 'aadhaar_number_invalid', 'aadhaar Number should contain 12 characters.');
    const prefix = prefixOf(aadhaar);
    if (prefix === prefixOf(SANDBOX_IDENTITY_TEST_VALUES.providerDownAadhaar)) {
      return cashfreeError(reply, 500, 'api_error', 'internal_error', 'Unable to validate, please retry later');
    }
    if (prefix === prefixOf(SANDBOX_IDENTITY_TEST_VALUES.slowAadhaar)) await sleep(options.slowResponseMs);
    if (prefix === prefixOf(SANDBOX_IDENTITY_TEST_VALUES.invalidAadhaar)) {
      return { status: 'INVALID', message: 'Invalid Aadhaar Card', ref_id: null };
    }
    return { status: 'SUCCESS', message: 'OTP sent successfully', ref_id: sessions.open(aadhaar) };
  });

  app.post<{ Body: { otp?: unknown; ref_id?: unknown } | undefined }>('/verification/offline-aadhaar/verify', async (request, reply) => {
    const otp = request.body?.otp;
    const refId = request.body?.ref_id;
    if (otp === undefined || otp === '') return cashfreeError(reply, 400, 'validation_error', 'otp_missing', 'Please enter the otp in the request');
    if (typeof otp !== 'string' || !/^\d{6}$/.test(otp)) return cashfreeError(reply, 400, 'validation_error', 'otp_invalid', 'Please enter a valid otp.');
    if (typeof refId !== 'string' && typeof refId !== 'number') {
      return cashfreeError(reply, 400, 'validation_error', 'ref_id_invalid', 'Please enter a valid ref_id');
    }
    const session = sessions.find(String(refId));
    if (session.kind === 'unknown') return cashfreeError(reply, 400, 'validation_error', 'ref_id_invalid', 'Please enter a valid ref_id');
    if (session.kind === 'expired') return cashfreeError(reply, 400, 'validation_error', 'otp_expired', 'Otp expired');
    if (otp !== SANDBOX_IDENTITY_TEST_VALUES.aadhaarOtp) return cashfreeError(reply, 400, 'validation_error', 'otp_invalid', 'OTP entered is invalid');
    sessions.close(String(refId));
    return sandboxAadhaarRecord(session.aadhaar, String(refId));
  });
}
