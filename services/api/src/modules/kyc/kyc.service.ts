import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AADHAAR_CONSENT_VERSION,
  ErrorCode,
  type FieldError,
  KYC_AADHAAR_OTP_TTL_SECONDS,
  type KycAadhaarOtpResendRequest,
  KycMessage,
  type KycOtpSentResponse,
  type KycStatusResponse,
  type KycVerifyRequest,
  type KycVerifyResponse,
} from '@invest/contracts';
import { CLOCK, type Clock } from '../../common/clock/clock.js';
import { FieldCrypto } from '../../common/crypto/field-crypto.js';
import { AppException } from '../../common/exceptions/app-exception.js';
import { RateLimitedException } from '../../common/exceptions/rate-limited.exception.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import { Db } from '../../database/db.js';
import { recordAgreement } from '../privacy/consent-log.js';
import { RateLimitService } from '../rate-limit/rate-limit.service.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { UsersService } from '../users/users.service.js';
import { AadhaarOtpChallenges } from './aadhaar-otp-challenges.js';
import { aadhaarProblem, isValidIndividualPan, normaliseAadhaar, normalisePan } from './identity-rules.js';
import { KYC_PROVIDER, type KycProvider } from './kyc-provider.js';
import { kycProviderUnavailable } from './kyc-provider-unavailable.js';
import { KYC_ATTEMPTS_PER_HOUR, KycErrorMessage } from './kyc-messages.js';
import { KycRecordStore } from './kyc-record-store.js';

export { KYC_ATTEMPTS_PER_HOUR, KycErrorMessage } from './kyc-messages.js';

/**
 * Step 1 of KYC (POST /api/kyc/verify): the details are checked for format, then the provider texts an OTP to the
 * Aadhaar-linked mobile (UIDAI e-KYC). Nothing about other accounts is looked at here: whether the Aadhaar verified
 * someone else is decided only once the holder has proved it (AadhaarOtpService).
 */
@Injectable()
export class KycService {
  private readonly logger = new Logger(KycService.name);

  constructor(
    private readonly db: Db,
    private readonly crypto: FieldCrypto,
    private readonly rateLimits: RateLimitService,
    private readonly records: KycRecordStore,
    private readonly challenges: AadhaarOtpChallenges,
    private readonly users: UsersService,
    @Inject(KYC_PROVIDER) private readonly provider: KycProvider,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async status(user: AuthenticatedUser): Promise<KycStatusResponse> {
    const [record, fresh, pending] = await Promise.all([this.records.find(user.id), this.users.findById(user.id), this.challenges.pending(user.id)]);
    return this.records.toStatus(user, fresh?.kycStatus ?? user.kycStatus, record, pending);
  }

  /** 200 when this account is already verified with these details; 202 once the Aadhaar OTP is on its way. */
  async start(user: AuthenticatedUser, request: KycVerifyRequest): Promise<KycVerifyResponse | KycOtpSentResponse> {
    if (request.userId !== user.id) throw new AppException(403, ErrorCode.Forbidden, KycErrorMessage.OtherUser);
    await this.consumeAttempt(user);
    // The holder's consent to the current Aadhaar e-KYC text comes first: without it nothing is checked, asked or kept.
    if (request.consentVersion !== AADHAAR_CONSENT_VERSION) {
      throw new AppException(400, ErrorCode.ConsentRequired, KycMessage.ConsentRequired, {
        errors: [{ field: 'consentVersion', messages: [KycMessage.ConsentRequired] }],
      });
    }

    const aadhaar = normaliseAadhaar(request.aadhaar);
    const pan = normalisePan(request.pan);
    const aadhaarHash = this.crypto.lookupHash(aadhaar, 'aadhaar');
    const existing = await this.records.find(user.id);
    if (existing?.aadhaarStatus === 'verified' && existing.panStatus === 'verified') {
      // Verified is final: the same details answer the same result, others are refused (this account only). A record
      // verified before the holder's name was kept goes through the Aadhaar OTP again with the same details, so the
      // name (the bank account's name match) and date of birth (the TDS threshold) are recorded.
      const sameDetails = existing.aadhaarHash === aadhaarHash && this.records.panOf(user.id, existing) === pan;
      if (sameDetails && existing.holderNameCiphertext === null) {
        return this.sendAadhaarOtp(user, aadhaar, aadhaarHash, pan);
      }
      if (sameDetails) {
        return { message: 'KYC verified successfully.', status: this.records.toStatus(user, 'verified', existing) };
      }
      throw new AppException(409, ErrorCode.Conflict, KycErrorMessage.AlreadyVerified);
    }

    const errors: FieldError[] = [];
    const aadhaarError = aadhaarProblem(aadhaar);
    if (aadhaarError)
      errors.push({ field: 'aadhaar', messages: [aadhaarError === 'format' ? KycErrorMessage.AadhaarFormat : KycErrorMessage.AadhaarChecksum] });
    if (!isValidIndividualPan(pan)) errors.push({ field: 'pan', messages: [KycErrorMessage.Pan] });
    if (errors.length > 0) {
      const message = errors.map((error) => error.messages[0]).join(' ');
      return this.records.fail(user.id, { status: 400, code: ErrorCode.ValidationFailed, message, errors, reason: 'Invalid format.' });
    }

    return this.sendAadhaarOtp(user, aadhaar, aadhaarHash, pan);
  }

  private async sendAadhaarOtp(user: AuthenticatedUser, aadhaar: string, aadhaarHash: string, pan: string): Promise<KycOtpSentResponse> {
    let sent;
    try {
      sent = await this.provider.sendAadhaarOtp(aadhaar);
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw kycProviderUnavailable(this.logger, error);
      throw error;
    }
    // The Aadhaar went to the provider under the holder's consent: the consent is recorded with its version and time.
    await this.db.transaction((em) => recordAgreement(em, user.id, 'aadhaar-ekyc', this.clock.now()));
    if (sent.kind === 'refused') {
      return this.records.fail(user.id, {
        status: 422,
        code: ErrorCode.KycVerificationFailed,
        message: KycErrorMessage.AadhaarNotFound,
        reason: `Aadhaar: ${sent.reason}`,
        errors: [{ field: 'aadhaar', messages: [KycErrorMessage.AadhaarNotFound] }],
      });
    }
    await this.challenges.open(user.id, { providerReference: sent.reference, aadhaar, aadhaarHash, pan });
    return { message: KycMessage.AadhaarOtpPrompt, otpSent: true, expiresIn: KYC_AADHAAR_OTP_TTL_SECONDS };
  }

  /**
   * Another OTP for the pending attempt (POST /api/kyc/aadhaar-otp/resend): the provider sends a new one to the same
   * Aadhaar-linked mobile, no sooner than KYC_AADHAAR_OTP_RESEND_SECONDS after the last (429 before), and within the
   * hourly attempts. It replaces the pending attempt (new reference, tries and validity).
   */
  async resend(user: AuthenticatedUser, request: KycAadhaarOtpResendRequest): Promise<KycOtpSentResponse> {
    if (request.userId !== user.id) throw new AppException(403, ErrorCode.Forbidden, KycErrorMessage.OtherUser);
    const pending = await this.challenges.resendable(user.id);
    if (!pending) throw new AppException(409, ErrorCode.Conflict, KycErrorMessage.NoPendingAadhaarOtp);
    if (pending.resendIn > 0) throw new RateLimitedException(pending.resendIn, KycErrorMessage.AadhaarOtpResendWait);
    await this.consumeAttempt(user);
    return this.sendAadhaarOtp(user, pending.aadhaar, pending.aadhaarHash, pending.pan);
  }

  /** Each attempt costs a provider call and texts the Aadhaar holder: KYC_ATTEMPTS_PER_HOUR per user. */
  private async consumeAttempt(user: AuthenticatedUser): Promise<void> {
    const limit = await this.rateLimits.consume([{ key: `kyc:user:${user.id}`, limit: KYC_ATTEMPTS_PER_HOUR, windowMs: 60 * 60_000 }]);
    if (!limit.allowed) throw new RateLimitedException(limit.retryAfterMs / 1000, 'Too many KYC attempts.');
  }
}
