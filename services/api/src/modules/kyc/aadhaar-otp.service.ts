import { Inject, Injectable, Logger } from '@nestjs/common';
import { ErrorCode, type KycAadhaarOtpRequest, type KycVerifyResponse } from '@invest/contracts';
import { AppException } from '../../common/exceptions/app-exception.js';
import { ProviderUnavailableError } from '../../common/providers/provider-unavailable.error.js';
import type { AuthenticatedUser } from '../session/auth-context.js';
import { AadhaarOtpChallenges, type OpenChallenge } from './aadhaar-otp-challenges.js';
import { KYC_PROVIDER, type KycProvider } from './kyc-provider.js';
import { kycProviderUnavailable } from './kyc-provider-unavailable.js';
import { KycErrorMessage } from './kyc-messages.js';
import { KycRecordStore } from './kyc-record-store.js';

/**
 * Step 2 of KYC (POST /api/kyc/aadhaar-otp): the holder types the OTP UIDAI sent to the Aadhaar-linked mobile. Once the
 * provider confirms it, and only then, the one-Aadhaar-per-account rule is applied; then the PAN is checked against the
 * registry with a name match against the Aadhaar holder's name, and the account is verified.
 */
@Injectable()
export class AadhaarOtpService {
  private readonly logger = new Logger(AadhaarOtpService.name);

  constructor(
    private readonly records: KycRecordStore,
    private readonly challenges: AadhaarOtpChallenges,
    @Inject(KYC_PROVIDER) private readonly provider: KycProvider,
  ) {}

  async confirm(user: AuthenticatedUser, request: KycAadhaarOtpRequest): Promise<KycVerifyResponse> {
    if (request.userId !== user.id) throw new AppException(403, ErrorCode.Forbidden, KycErrorMessage.OtherUser);
    const refused = () =>
      new AppException(400, ErrorCode.OtpInvalid, KycErrorMessage.AadhaarOtpRefused, {
        errors: [{ field: 'otp', messages: [KycErrorMessage.AadhaarOtpRefused] }],
      });
    // The attempt is counted before the provider is asked, so concurrent guesses cannot outnumber the limit.
    const challenge = await this.challenges.takeAttempt(user.id);
    if (!challenge) throw refused();

    const checked = await this.call(() => this.provider.verifyAadhaarOtp(challenge.providerReference, request.otp));
    if (checked.kind === 'wrong_otp') throw refused();
    // Used, expired or refused: the provider's OTP is spent either way.
    await this.challenges.close(user.id);
    if (checked.kind === 'expired') throw refused();
    if (checked.kind === 'refused') {
      return this.records.fail(user.id, {
        status: 422,
        code: ErrorCode.KycVerificationFailed,
        message: KycErrorMessage.Registry,
        reason: `Aadhaar OTP: ${checked.reason}`,
        errors: [{ field: 'aadhaar', messages: [KycErrorMessage.Registry] }],
      });
    }
    return this.verifyHolder(user, challenge, checked.holderName, checked.dateOfBirth);
  }

  /** The holder proved the Aadhaar: one Aadhaar per account, then the PAN with the holder's name. */
  private async verifyHolder(user: AuthenticatedUser, challenge: OpenChallenge, holderName: string, dateOfBirth: string | null): Promise<KycVerifyResponse> {
    if (await this.records.heldByAnother(challenge.aadhaarHash, user.id)) {
      return this.records.fail(user.id, {
        status: 409,
        code: ErrorCode.Conflict,
        message: KycErrorMessage.AadhaarTaken,
        reason: 'Aadhaar linked to another account.',
        errors: [{ field: 'aadhaar', messages: [KycErrorMessage.AadhaarTaken] }],
      });
    }
    // One PAN, one investor: decided here too, only once the holder proved the Aadhaar (nothing before reveals it).
    if (await this.records.panHeldByAnother(challenge.pan, user.id)) {
      return this.records.fail(user.id, {
        status: 409,
        code: ErrorCode.Conflict,
        message: KycErrorMessage.PanTaken,
        reason: 'PAN linked to another account.',
        errors: [{ field: 'pan', messages: [KycErrorMessage.PanTaken] }],
      });
    }
    const pan = await this.call(() => this.provider.verifyPan(challenge.pan, holderName));
    if (pan.kind === 'refused') {
      return this.records.fail(user.id, {
        status: 422,
        code: ErrorCode.KycVerificationFailed,
        message: KycErrorMessage.PanNotFound,
        reason: `PAN: ${pan.reason}`,
        errors: [{ field: 'pan', messages: [KycErrorMessage.PanNotFound] }],
      });
    }
    if (pan.kind === 'not_linked' || pan.kind === 'inoperative') {
      const message = pan.kind === 'not_linked' ? KycErrorMessage.PanNotLinked : KycErrorMessage.PanInoperative;
      return this.records.fail(user.id, {
        status: 422,
        code: ErrorCode.KycVerificationFailed,
        message,
        reason: pan.kind === 'not_linked' ? 'PAN not linked to an Aadhaar.' : 'PAN inoperative.',
        errors: [{ field: 'pan', messages: [message] }],
      });
    }
    if (pan.kind === 'name_mismatch') {
      return this.records.fail(user.id, {
        status: 422,
        code: ErrorCode.KycVerificationFailed,
        message: KycErrorMessage.NameMismatch,
        reason: 'PAN name does not match the Aadhaar holder.',
        errors: [{ field: 'pan', messages: [KycErrorMessage.NameMismatch] }],
      });
    }
    const record = await this.records.markVerified(user.id, {
      aadhaarHash: challenge.aadhaarHash,
      aadhaarLast4: challenge.aadhaarLast4,
      pan: challenge.pan,
      reference: pan.reference,
      holderName,
      dateOfBirth,
    });
    return { message: 'KYC verified successfully.', status: this.records.toStatus(user, 'verified', record) };
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) throw kycProviderUnavailable(this.logger, error);
      throw error;
    }
  }
}
